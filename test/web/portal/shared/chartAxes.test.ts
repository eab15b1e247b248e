/** The charts' axes: the bucket width, the value axis from zero, time ticks no finer than a bucket, per-times caching. */
import { bucketTickSteps, bucketWidth, perTimes, timeTickSteps, VALUE_RANGE } from '@/portal/shared/chartAxes';
import type uPlot from 'uplot';

describe('bucketWidth', () => {
  it('is the smallest step between times (a short month or a missing bucket does not widen it)', () => {
    expect(bucketWidth([0, 3600, 7200, 14400])).toBe(3600);
    expect(bucketWidth([100])).toBe(1);
    expect(bucketWidth([])).toBe(1);
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

describe('bucketTickSteps', () => {
  it('gives a chart of day buckets day ticks, and a chart given minutes (a zoom) minute ticks', () => {
    const incrs = bucketTickSteps();
    const chartOf = (times: number[]) => ({ data: [times] }) as unknown as uPlot;
    expect(incrs(chartOf([0, 86_400, 172_800]))[0]).toBe(86_400);
    expect(incrs(chartOf([0, 60, 120]))[0]).toBe(60);
  });
});
