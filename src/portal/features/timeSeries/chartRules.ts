/** Data preparation of the chart and its words: pure, so it is tested without a canvas. */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { ConcreteInterval } from '@/portal/shared/queryModel';
import type { SeriesSet } from './timeSeriesRules';

/** Line colours, in series order (repeat after the last). */
export const SERIES_COLORS = ['#0369a1', '#b45309', '#047857', '#7c3aed', '#b91c1c', '#0e7490', '#be185d', '#4d7c0f'] as const;

/** The colour of the series at an index. */
export const seriesColor = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length];

/** uPlot's data: times in seconds, then one array per series (null for gaps). */
export type ChartData = [number[], ...(number | null)[][]];

/** The chart's data from a series set (uPlot counts time in seconds). */
export function toChartData(set: SeriesSet): ChartData {
  return [set.times.map((t) => t / 1000), ...set.series.map((s) => s.values)];
}

const TIME_FORMATS: Readonly<Record<ConcreteInterval, string>> = {
  minute: 'yyyy-MM-dd HH:mm',
  hour: 'yyyy-MM-dd HH:mm',
  day: 'yyyy-MM-dd',
  week: "'Week of' yyyy-MM-dd",
  month: 'yyyy-MM',
};

/** A bucket start in the zone, as precise as the interval. */
export const formatBucket = (epochMs: number, interval: ConcreteInterval, timeZone: string): string =>
  format(new TZDate(epochMs, timeZone), TIME_FORMATS[interval]);

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as the table shows it; `–` for a gap. */
export const formatValue = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : numberFormat.format(value);

/** The chart's accessible name: what it plots, over which times, and each visible series' total range. */
export function chartSummary(set: SeriesSet, hidden: ReadonlySet<string>, interval: ConcreteInterval, timeZone: string): string {
  const shown = set.series.filter((s) => !hidden.has(s.id));
  if (set.times.length === 0 || shown.length === 0) return 'Time series chart: no series shown';
  const from = formatBucket(set.times[0], interval, timeZone);
  const to = formatBucket(set.times[set.times.length - 1], interval, timeZone);
  const parts = shown.map((s) => {
    const values = s.values.filter((v): v is number => v !== null);
    if (values.length === 0) return `${s.label}: no values`;
    return `${s.label}: ${formatValue(Math.min(...values))} to ${formatValue(Math.max(...values))}`;
  });
  return `Time series chart, ${interval} buckets from ${from} to ${to}. ${parts.join('; ')}.`;
}
