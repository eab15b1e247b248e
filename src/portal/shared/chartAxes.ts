/**
 * The axes of the portal's uPlot charts (the time series and the dashboard's tiles): a value axis from zero, time
 * ticks no finer than a bucket, and the bucket width they read. Pure, so they are tested without a canvas.
 */
import type uPlot from 'uplot';

/** The smallest gap between successive times (a bucket's width); 1 for fewer than two times. */
export function bucketWidth(times: ArrayLike<number>): number {
  let width = Infinity;
  for (let i = 1; i < times.length; i++) {
    const gap = times[i] - times[i - 1];
    if (gap > 0 && gap < width) width = gap;
  }
  return Number.isFinite(width) ? width : 1;
}

/**
 * uPlot's range of the value axis: it starts at zero while every value is zero or more (a bar or an area must stand
 * on zero, and a line's change reads true to scale); with a negative value it fits the data. Both ends are padded by a
 * tenth of the values' spread and rounded.
 */
export const VALUE_RANGE = { min: { pad: 0.1, soft: 0, mode: 1 }, max: { pad: 0.1, soft: 0, mode: 3 } } as const satisfies uPlot.Range.Config;

/**
 * `compute` of the chart's times, computed again only when uPlot hands other times (new data): its hooks ask for the
 * same thing several times a draw, and the times hold up to 43,200 points.
 */
export function perTimes<T>(compute: (times: ArrayLike<number>) => T): (times: ArrayLike<number>) => T {
  let last: { times: ArrayLike<number>; value: T } | null = null;
  return (times) => {
    if (last?.times !== times) last = { times, value: compute(times) };
    return last.value;
  };
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const MONTH_S = 30 * DAY_S;
const YEAR_S = 365 * DAY_S;

/** The steps between time ticks uPlot chooses from, in seconds (its own list, from a second up). */
const TIME_TICK_STEPS = [
  1, 5, 10, 15, 30,
  MINUTE_S, 5 * MINUTE_S, 10 * MINUTE_S, 15 * MINUTE_S, 30 * MINUTE_S,
  HOUR_S, 2 * HOUR_S, 3 * HOUR_S, 4 * HOUR_S, 6 * HOUR_S, 8 * HOUR_S, 12 * HOUR_S,
  DAY_S, 2 * DAY_S, 3 * DAY_S, 4 * DAY_S, 5 * DAY_S, 6 * DAY_S, 7 * DAY_S, 8 * DAY_S, 9 * DAY_S, 10 * DAY_S, 15 * DAY_S,
  MONTH_S, 2 * MONTH_S, 3 * MONTH_S, 4 * MONTH_S, 6 * MONTH_S,
  YEAR_S, 2 * YEAR_S, 5 * YEAR_S, 10 * YEAR_S, 25 * YEAR_S, 50 * YEAR_S, 100 * YEAR_S,
];

/**
 * The time axis' tick steps for buckets of `bucketSeconds`: none finer than a bucket, so a day chart has no "12pm"
 * between its days. A month of 28 days counts as a month.
 */
export function timeTickSteps(bucketSeconds: number): number[] {
  const floor = bucketSeconds >= 28 * DAY_S ? MONTH_S : bucketSeconds;
  return TIME_TICK_STEPS.filter((step) => step >= floor);
}

/** uPlot's `incrs` of a time axis: {@link timeTickSteps} of the drawn times' buckets, read again only for new data. */
export function bucketTickSteps(): (chart: uPlot) => number[] {
  const steps = perTimes((times) => timeTickSteps(bucketWidth(times)));
  return (chart) => steps(chart.data[0]);
}
