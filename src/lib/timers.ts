/**
 * Two small timers used for polling: one on a fixed interval, one whose delay grows after every tick
 * (exponential backoff). Both are plain setTimeout chains, so jest fake timers drive them.
 */

/** A timer that can be started and stopped; starting a running timer does nothing. */
export interface Timer {
  start(): void;
  stop(): void;
  /** True between start() and stop(). */
  readonly running: boolean;
}

/** A tick callback. When it returns a promise, the next tick is scheduled after it settles. */
export type TimerTick = () => void | Promise<unknown>;

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number of milliseconds, got ${String(value)}`);
  }
}

/** Runs `tick` after `nextDelay()` milliseconds, again and again, until stopped. */
function createTimeoutChain(tick: TimerTick, nextDelay: () => number, onStart: () => void): Timer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const schedule = (gen: number) => {
    handle = setTimeout(async () => {
      try {
        await tick();
      } finally {
        // A stop() (or stop() + start()) during the tick must not leave a stale chain running.
        if (gen === generation && handle !== undefined) schedule(gen);
      }
    }, nextDelay());
  };

  return {
    start() {
      if (handle !== undefined) return;
      onStart();
      schedule(generation);
    },
    stop() {
      if (handle !== undefined) clearTimeout(handle);
      handle = undefined;
      generation += 1;
    },
    get running() {
      return handle !== undefined;
    },
  };
}

/** Calls `tick` every `intervalMs` milliseconds once started. */
export function createIntervalTimer(tick: TimerTick, intervalMs: number): Timer {
  assertPositive('intervalMs', intervalMs);
  return createTimeoutChain(tick, () => intervalMs, () => undefined);
}

/** Settings of an exponential-backoff timer. */
export interface BackoffOptions {
  /** Delay before the first tick. */
  initialDelayMs: number;
  /** Each delay is the previous one times this ratio; must be >= 1. */
  increaseRatio: number;
  /** Upper bound of a delay (no bound when omitted). */
  maxDelayMs?: number;
}

/** A backoff timer; reset() makes the next delay the initial one again. */
export interface BackoffTimer extends Timer {
  reset(): void;
  /** The delay the next tick will wait. */
  readonly nextDelayMs: number;
}

/** Calls `tick` after initialDelayMs, then after ever longer delays (times increaseRatio, capped at maxDelayMs). */
export function createBackoffTimer(tick: TimerTick, options: BackoffOptions): BackoffTimer {
  const { initialDelayMs, increaseRatio, maxDelayMs = Number.POSITIVE_INFINITY } = options;
  assertPositive('initialDelayMs', initialDelayMs);
  if (!(increaseRatio >= 1)) throw new Error('increaseRatio must be greater or equal to 1');
  if (maxDelayMs < initialDelayMs) throw new Error('maxDelayMs must not be smaller than initialDelayMs');

  let delay = initialDelayMs;
  const nextDelay = () => {
    const current = delay;
    delay = Math.min(delay * increaseRatio, maxDelayMs);
    return current;
  };
  const timer = createTimeoutChain(tick, nextDelay, () => {
    delay = initialDelayMs;
  });
  return {
    start: () => timer.start(),
    stop: () => timer.stop(),
    get running() {
      return timer.running;
    },
    reset() {
      delay = initialDelayMs;
    },
    get nextDelayMs() {
      return delay;
    },
  };
}
