import { createBackoffTimer, createIntervalTimer } from '@/lib/timers';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createIntervalTimer', () => {
  it('ticks on every interval once started, and not before', async () => {
    const tick = jest.fn();
    const timer = createIntervalTimer(tick, 1000);
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).not.toHaveBeenCalled();

    timer.start();
    expect(timer.running).toBe(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(tick).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('stops ticking after stop(), and a second start() does not double the rate', async () => {
    const tick = jest.fn();
    const timer = createIntervalTimer(tick, 1000);
    timer.start();
    timer.start();
    await jest.advanceTimersByTimeAsync(2000);
    expect(tick).toHaveBeenCalledTimes(2);
    timer.stop();
    expect(timer.running).toBe(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('stops even when stop() is called from inside the tick', async () => {
    const timer = createIntervalTimer(() => timer.stop(), 100);
    const spy = jest.spyOn(global, 'setTimeout');
    timer.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('rejects a non-positive interval', () => {
    expect(() => createIntervalTimer(() => undefined, 0)).toThrow('intervalMs must be a positive number of milliseconds, got 0');
  });
});

describe('createBackoffTimer', () => {
  it('multiplies the delay by the ratio after each tick, up to the maximum', async () => {
    const times: number[] = [];
    const start = Date.now();
    const timer = createBackoffTimer(() => void times.push(Date.now() - start), {
      initialDelayMs: 100,
      increaseRatio: 2,
      maxDelayMs: 500,
    });
    timer.start();
    await jest.advanceTimersByTimeAsync(2000);
    // 100, +200, +400, +500, +500 ...
    expect(times.slice(0, 5)).toEqual([100, 300, 700, 1200, 1700]);
  });

  it('starts over from the initial delay after reset() and after a restart', async () => {
    const tick = jest.fn();
    const timer = createBackoffTimer(tick, { initialDelayMs: 100, increaseRatio: 3 });
    timer.start();
    await jest.advanceTimersByTimeAsync(400); // ticks at 100 and 400
    expect(tick).toHaveBeenCalledTimes(2);
    expect(timer.nextDelayMs).toBe(2700);
    timer.reset();
    expect(timer.nextDelayMs).toBe(100);
    timer.stop();
    timer.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('keeps a constant delay with ratio 1', async () => {
    const tick = jest.fn();
    createBackoffTimer(tick, { initialDelayMs: 50, increaseRatio: 1 }).start();
    await jest.advanceTimersByTimeAsync(500);
    expect(tick).toHaveBeenCalledTimes(10);
  });

  it('waits for an async tick before scheduling the next one', async () => {
    let resolveTick: () => void = () => undefined;
    const tick = jest.fn(() => new Promise<void>((resolve) => (resolveTick = resolve)));
    createBackoffTimer(tick, { initialDelayMs: 100, increaseRatio: 1 }).start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    resolveTick();
    await jest.advanceTimersByTimeAsync(100);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('refuses a ratio below 1 with the exact message', () => {
    expect(() => createBackoffTimer(() => undefined, { initialDelayMs: 100, increaseRatio: 0.5 })).toThrow(
      new Error('increaseRatio must be greater or equal to 1'),
    );
    expect(() => createBackoffTimer(() => undefined, { initialDelayMs: 100, increaseRatio: Number.NaN })).toThrow(
      'increaseRatio must be greater or equal to 1',
    );
  });

  it('refuses a maximum below the initial delay', () => {
    expect(() => createBackoffTimer(() => undefined, { initialDelayMs: 100, increaseRatio: 2, maxDelayMs: 50 })).toThrow(
      'maxDelayMs must not be smaller than initialDelayMs',
    );
  });
});
