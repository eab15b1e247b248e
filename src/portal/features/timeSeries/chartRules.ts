/** Data preparation of the chart and its words: pure, so it is tested without a canvas. */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { ConcreteInterval } from '@/portal/shared/queryModel';
import { bucketWidth } from '@/portal/shared/chartAxes';
import type { SeriesSet } from './timeSeriesRules';

/** How the series are drawn: lines, lines over a tinted area, or bars side by side in each bucket. */
export type ChartKind = 'line' | 'area' | 'bar';

/** The chart kinds, as the picker offers them. */
export const CHART_KINDS: readonly ChartKind[] = ['line', 'area', 'bar'];

/** A `#rrggbb` colour with an alpha (0-1), for the tint under an area or inside a bar. */
export function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  return `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/** Share of a bucket the bars of one time take together (the rest is the gap between buckets). */
const BAR_GROUP_SHARE = 0.8;

/**
 * Where the bars of series `index` of `count` start and how wide each is (in the times' unit): the bars of one time
 * stand side by side, centred on it.
 */
export function barLayout(times: ArrayLike<number>, index: number, count: number): { starts: number[]; width: number } {
  const group = bucketWidth(times) * BAR_GROUP_SHARE;
  const width = group / Math.max(1, count);
  return { starts: Array.from(times, (time) => time - group / 2 + index * width), width };
}

/** Line colours, in series order (repeat after the last). */
export const SERIES_COLORS = ['#0369a1', '#b45309', '#047857', '#7c3aed', '#b91c1c', '#0e7490', '#be185d', '#4d7c0f'] as const;

/** The colour of the series at an index. */
export const seriesColor = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length];

/** uPlot's data: times in seconds, then one array per series (null for gaps). */
export type ChartData = [number[], ...(number | null)[][]];

/** One line of the chart. */
export interface ChartLine {
  label: string;
  /** False when the legend hides it. */
  show: boolean;
  /** CSS colour of the line. */
  color: string;
  /** Drawn dashed and thinner (a previous period). */
  dashed?: boolean;
  /** The change in % per point, shown after the hover value (a compared series). */
  change?: (number | null)[];
}

/** The series the chart draws: all but the change-in-% columns, which only the table and the CSV hold. */
const drawnSeries = (set: SeriesSet) => set.series.filter((s) => s.comparison?.kind !== 'change');

/** The chart's data from a series set (uPlot counts time in seconds). */
export function toChartData(set: SeriesSet): ChartData {
  return [set.times.map((t) => t / 1000), ...drawnSeries(set).map((s) => s.values)];
}

/**
 * The chart's lines, in the order of `toChartData`: each series in its colour, a previous period dashed in the colour
 * of the series it compares (and hidden with it), a compared series carrying its change in % for the hover values.
 */
export function chartLines(set: SeriesSet, hidden: ReadonlySet<string>): ChartLine[] {
  const colorIndex = new Map(set.series.filter((s) => !s.comparison).map((s, i) => [s.id, i]));
  const changes = new Map(set.series.flatMap((s) => (s.comparison?.kind === 'change' ? [[s.comparison.of, s.values] as const] : [])));
  return drawnSeries(set).map((s) => {
    const base = s.comparison?.of ?? s.id;
    const line: ChartLine = { label: s.label, show: !hidden.has(base), color: seriesColor(colorIndex.get(base) ?? 0) };
    if (s.comparison?.kind === 'previous') line.dashed = true;
    const change = s.comparison ? undefined : changes.get(s.id);
    if (change) line.change = change;
    return line;
  });
}

/**
 * The stroke width of a line: 2 px (1.5 dashed) while each point has a pixel column of its own, a 1 px hairline once
 * there are more points than columns. A dense line is a band of zigzags either way, and the browser strokes
 * hairlines several times faster than wider lines (zooming back out to 30 days by minute: docs/benchmarks.md).
 */
export function lineWidth(points: number, columns: number, dashed: boolean): number {
  if (points > columns) return 1;
  return dashed ? 1.5 : 2;
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
  const shown = set.series.filter((s) => !s.comparison && !hidden.has(s.id));
  if (set.times.length === 0 || shown.length === 0) return 'Time series chart: no series shown';
  const from = formatBucket(set.times[0], interval, timeZone);
  const to = formatBucket(set.times[set.times.length - 1], interval, timeZone);
  const parts = shown.map((s) => {
    const values = s.values.filter((v): v is number => v !== null);
    if (values.length === 0) return `${s.label}: no values`;
    return `${s.label}: ${formatValue(Math.min(...values))} to ${formatValue(Math.max(...values))}`;
  });
  const compared = set.series.some((s) => s.comparison?.kind === 'previous' && !hidden.has(s.comparison.of));
  const note = compared ? ' Dashed lines: the previous period.' : '';
  return `Time series chart, ${interval} buckets from ${from} to ${to}. ${parts.join('; ')}.${note}`;
}
