/**
 * The chart warm-up: a few off-screen draws, one per idle callback, once per kind of chart and page; stopped by its
 * screen, skipped once a real chart has drawn, and nothing where charts cannot draw.
 */
import type uPlot from 'uplot';

/** What the mock uPlot was asked to do. */
const mockMade: { target: HTMLElement; destroyed: boolean }[] = [];
class MockUPlot {
  private readonly record: { target: HTMLElement; destroyed: boolean };
  constructor(_options: uPlot.Options, _data: uPlot.AlignedData, target: HTMLElement) {
    this.record = { target, destroyed: false };
    mockMade.push(this.record);
  }
  destroy() {
    this.record.destroyed = true;
  }
}

let mockDrawable = true;
jest.mock('@/portal/shared/uPlotLoader', () => ({
  canDrawCharts: () => mockDrawable,
  loadUPlot: () => Promise.resolve(MockUPlot),
}));

// Imported after the mock above is set up (jest hoists jest.mock).
import { markUPlotWarm, warmUPlot } from '@/portal/shared/uPlotWarmUp';

/** Idle callbacks waiting to run. */
let idle: { id: number; run: IdleRequestCallback }[] = [];
let nextId = 1;
beforeEach(() => {
  mockMade.length = 0;
  idle = [];
  mockDrawable = true;
  window.requestIdleCallback = (run: IdleRequestCallback) => {
    idle.push({ id: nextId, run });
    return nextId++;
  };
  window.cancelIdleCallback = (id: number) => {
    idle = idle.filter((entry) => entry.id !== id);
  };
});

/** Lets uPlot's load resolve, then runs the idle callbacks waiting (at most `limit`), and the microtasks after each. */
async function runIdle(limit = Infinity): Promise<void> {
  await Promise.resolve();
  for (let ran = 0; ran < limit && idle.length > 0; ran++) {
    const next = idle.shift();
    next?.run({ didTimeout: false, timeRemaining: () => 10 });
    await Promise.resolve();
  }
}

const setup = () => ({ options: { width: 100, height: 50, series: [] }, data: [[]] as uPlot.AlignedData });

describe('the chart warm-up', () => {
  it('draws the chart six times off screen, one draw per idle callback, destroying each, and only once per page', async () => {
    warmUPlot('line', setup);
    await runIdle(1);
    expect(mockMade).toHaveLength(1);
    await runIdle();
    expect(mockMade).toHaveLength(6);
    expect(mockMade.every((chart) => chart.destroyed && !chart.target.isConnected)).toBe(true);

    warmUPlot('line', setup);
    await runIdle();
    expect(mockMade).toHaveLength(6);
  });

  it('stops when its screen goes, and runs again on the next screen', async () => {
    const stop = warmUPlot('bars', setup);
    await runIdle(2);
    stop();
    await runIdle();
    expect(mockMade).toHaveLength(2);

    warmUPlot('bars', setup);
    await runIdle();
    expect(mockMade).toHaveLength(8);
  });

  it('skips the rest once a real chart of its kind has drawn', async () => {
    warmUPlot('area', setup);
    await runIdle(1);
    markUPlotWarm('area');
    await runIdle();
    expect(mockMade).toHaveLength(1);
  });

  it('does nothing where charts cannot draw', async () => {
    mockDrawable = false;
    warmUPlot('nowhere', setup);
    await runIdle();
    expect(mockMade).toHaveLength(0);
    expect(idle).toHaveLength(0);
  });
});
