/**
 * The chart tiles: traffic (calls and failed calls per interval) and latency percentiles (p50 / p90 / p99) over the
 * range, compiled by the query model in the app's zone, and read into lines on one time axis.
 */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { compileToSearch, SERIES_AGG, type ConcreteInterval, type Metric, type QueryModel } from '@/portal/shared/queryModel';
import { chartModel } from './dashboardViewRules';
import { asNumber, asRecord, bucketList, docCount, errorClause, metricValue, type TileRequest } from './tileRules';

/** The metrics the traffic tile links to and counts (the failed calls are a filter inside each bucket). */
export const TRAFFIC_METRICS: Metric[] = [{ kind: 'count' }];

/** The metrics of the latency tile, in line order. */
export const LATENCY_METRICS: Metric[] = [
  { kind: 'latency', stat: 'p50' },
  { kind: 'latency', stat: 'p90' },
  { kind: 'latency', stat: 'p99' },
];

/** One line of a chart tile. */
export interface TileLine {
  label: string;
  /** One value per time; null where the bucket has none (no timed calls). */
  values: (number | null)[];
}

/** A chart tile's data: bucket starts (epoch ms, ascending) and its lines. */
export interface TileSeries {
  times: number[];
  lines: TileLine[];
}

function seriesRequest(tile: 'traffic' | 'latency', model: QueryModel, metrics: Metric[], extra: Record<string, unknown>): TileRequest {
  const { params, body, histogram } = compileToSearch({ ...chartModel(model), metrics });
  const aggs = asRecord(body.aggs);
  const series = asRecord(aggs[SERIES_AGG]);
  return {
    tile,
    params,
    body: { ...body, aggs: { ...aggs, [SERIES_AGG]: { ...series, aggs: { ...asRecord(series.aggs), ...extra } } } },
    interval: histogram?.interval ?? 'day',
  };
}

/** Calls per interval (the weighted count, `A`) with the failed calls of each bucket (`errors`). */
export const trafficRequest = (model: QueryModel): TileRequest => seriesRequest('traffic', model, TRAFFIC_METRICS, { errors: { filter: errorClause() } });

/** p50, p90 and p99 of `duration_ms` per interval (`A`, `B`, `C`). */
export const latencyRequest = (model: QueryModel): TileRequest => seriesRequest('latency', model, LATENCY_METRICS, {});

function bucketTime(bucket: Record<string, unknown>): number | null {
  const key = asNumber(bucket.key);
  if (key !== null) return key;
  return typeof bucket.key === 'string' && Number.isFinite(Date.parse(bucket.key)) ? Date.parse(bucket.key) : null;
}

function readSeries(aggregations: Record<string, unknown> | null, lines: { label: string; read: (bucket: Record<string, unknown>) => number | null }[]): TileSeries {
  const buckets = bucketList(asRecord(aggregations)[SERIES_AGG])
    .map((bucket) => ({ bucket, time: bucketTime(bucket) }))
    .filter((entry): entry is { bucket: Record<string, unknown>; time: number } => entry.time !== null)
    .sort((a, b) => a.time - b.time);
  return {
    times: buckets.map((entry) => entry.time),
    lines: lines.map((line) => ({ label: line.label, values: buckets.map((entry) => line.read(entry.bucket)) })),
  };
}

/** Reads the traffic answer: `Calls` and `Failed calls` per bucket. */
export const readTraffic = (aggregations: Record<string, unknown> | null): TileSeries =>
  readSeries(aggregations, [
    { label: 'Calls', read: (bucket) => metricValue(bucket.A) ?? docCount(bucket) },
    { label: 'Failed calls', read: (bucket) => docCount(bucket.errors) },
  ]);

/** Reads the latency answer: `p50`, `p90` and `p99` per bucket, in milliseconds. */
export const readLatency = (aggregations: Record<string, unknown> | null): TileSeries =>
  readSeries(aggregations, [
    { label: 'p50', read: (bucket) => metricValue(bucket.A) },
    { label: 'p90', read: (bucket) => metricValue(bucket.B) },
    { label: 'p99', read: (bucket) => metricValue(bucket.C) },
  ]);

/** True when no line has a value other than 0 or a gap. */
export const isEmptySeries = (series: TileSeries): boolean => series.lines.every((line) => line.values.every((value) => value === null || value === 0));

const TIME_FORMATS: Readonly<Record<ConcreteInterval, string>> = {
  minute: 'MMM d, HH:mm',
  hour: 'MMM d, HH:mm',
  day: 'EEE MMM d',
  week: "'Week of' MMM d",
  month: 'MMMM yyyy',
};

/** A bucket start in the app's zone, as precise as the interval. */
export const formatBucket = (epochMs: number, interval: ConcreteInterval, timeZone: string): string =>
  format(new TZDate(epochMs, timeZone), TIME_FORMATS[interval]);

/**
 * The chart's words for screen readers: each line's highest value and when, over which buckets. `unit` formats a
 * value (`1,234`, `245 ms`).
 */
export function seriesSummary(series: TileSeries, interval: ConcreteInterval, timeZone: string, unit: (value: number) => string): string {
  if (series.times.length === 0) return 'No data';
  const span = `${formatBucket(series.times[0], interval, timeZone)} to ${formatBucket(series.times[series.times.length - 1], interval, timeZone)}, per ${interval}`;
  const parts = series.lines.map((line) => {
    let peak = -1;
    for (let i = 0; i < line.values.length; i += 1) {
      const value = line.values[i];
      if (value !== null && (peak < 0 || value > (line.values[peak] ?? 0))) peak = i;
    }
    const top = peak < 0 ? null : line.values[peak];
    return top === null ? `${line.label}: no values` : `${line.label} peaks at ${unit(top)} (${formatBucket(series.times[peak], interval, timeZone)})`;
  });
  return `${span}. ${parts.join('; ')}.`;
}
