/** The chart's drawing rules: tints of the series colours, where the bars of each series stand in a bucket, the value axis from zero, time ticks no finer than a bucket. */
import { barLayout, bucketWidth, perTimes, timeTickSteps, VALUE_RANGE, withAlpha } from '@/portal/features/timeSeries/chartRules';

describe('withAlpha', () => {
  it('adds an alpha to a #rrggbb colour and leaves other colours as they are', () => {
    expect(withAlpha('#0369a1', 0.15)).toBe('#0369a126');
    expect(withAlpha('#0369a1', 1)).toBe('#0369a1ff');
    expect(withAlpha('#0369a1', 0)).toBe('#0369a100');
    expect(withAlpha('rebeccapurple', 0.5)).toBe('rebeccapurple');
  });
});

describe('bucketWidth', () => {
  it('is the smallest step between times (a short month or a missing bucket does not widen it)', () => {
    expect(bucketWidth([0, 3600, 7200, 14400])).toBe(3600);
    expect(bucketWidth([100])).toBe(1);
    expect(bucketWidth([])).toBe(1);
  });
});

describe('barLayout', () => {
  it('puts the bars of one time side by side over 80 % of a bucket, centred on it', () => {
    const times = [0, 100, 200];
    const first = barLayout(times, 0, 2);
    const second = barLayout(times, 1, 2);
    expect(first.width).toBe(40);
    expect(second.width).toBe(40);
    expect(first.starts).toEqual([-40, 60, 160]);
    expect(second.starts).toEqual([0, 100, 200]);
    // One series: one bar of 80 % of the bucket.
    expect(barLayout(times, 0, 1)).toEqual({ starts: [-40, 60, 160], width: 80 });
  });
});

describe('VALUE_RANGE', () => {
  // uPlot reads media queries when its module loads; jsdom has none.
  const loadUPlot = async () => {
    window.matchMedia ??= (() => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    return (await import('uplot')).default;
  };

  it('starts the value axis at zero while no value is negative, so bars and areas stand on zero', async () => {
    const uPlot = await loadUPlot();
    const [min, max] = uPlot.rangeNum(1572, 9429, VALUE_RANGE);
    expect(min).toBe(0);
    expect(max).toBeGreaterThan(9429);
    // All zeros: zero (uPlot answers -0) up to a default span.
    expect(uPlot.rangeNum(0, 0, VALUE_RANGE)[0] === 0).toBe(true);
  });

  it('fits a range with negative values below zero', async () => {
    const uPlot = await loadUPlot();
    const [min, max] = uPlot.rangeNum(-40, 60, VALUE_RANGE);
    expect(min).toBeLessThan(-40);
    expect(max).toBeGreaterThan(60);
  });
});

describe('timeTickSteps', () => {
  it('offers no tick step finer than a bucket', () => {
    expect(timeTickSteps(86_400)[0]).toBe(86_400);
    expect(timeTickSteps(3_600).slice(0, 3)).toEqual([3_600, 7_200, 10_800]);
    expect(timeTickSteps(60)[0]).toBe(60);
    expect(timeTickSteps(7 * 86_400)[0]).toBe(7 * 86_400);
  });

  it('counts a month bucket of 28 days as a month', () => {
    expect(timeTickSteps(28 * 86_400)[0]).toBe(30 * 86_400);
  });
});

describe('perTimes', () => {
  it('computes again only for other times', () => {
    const compute = jest.fn((times: ArrayLike<number>) => times.length);
    const cached = perTimes(compute);
    const times = [1, 2, 3];
    expect(cached(times)).toBe(3);
    expect(cached(times)).toBe(3);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(cached([1, 2])).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
