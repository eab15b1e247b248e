/** The measures the geo map can colour countries by, and how each is asked of the search API and shown. */
import { metricAggregation, type Metric } from '@/portal/shared/queryModel';
import { metricName, metricOptionValue } from '@/portal/shared/queryControls';

/** A measure of the map: a metric of the query model, or the share of API calls that failed. */
export type GeoMetric = { kind: 'metric'; metric: Metric } | { kind: 'error_rate' };

/** How a value reads: a number of events or users, a percentage, or milliseconds. */
export type ValueUnit = 'count' | 'percent' | 'ms';

/** A measure the picker offers. */
export interface GeoMetricOption {
  /** Value in the URL (`metric=`) and in the select. */
  value: string;
  label: string;
  metric: GeoMetric;
}

const PRESETS: Metric[] = [
  { kind: 'count' },
  { kind: 'unique_users' },
  { kind: 'unique_companies' },
  { kind: 'latency', stat: 'avg' },
  { kind: 'latency', stat: 'p90' },
  { kind: 'latency', stat: 'p99' },
];

/** Every measure of the picker, in its order: counts first, then the error rate, then latencies. */
export const GEO_METRICS: readonly GeoMetricOption[] = [
  ...PRESETS.slice(0, 3).map((metric) => ({ value: metricOptionValue(metric), label: metricName(metric), metric: { kind: 'metric', metric } as const })),
  { value: 'error_rate', label: 'Error rate', metric: { kind: 'error_rate' } },
  ...PRESETS.slice(3).map((metric) => ({ value: metricOptionValue(metric), label: metricName(metric), metric: { kind: 'metric', metric } as const })),
];

/** The measure shown when the URL names none (or one the map does not offer). */
export const DEFAULT_GEO_METRIC = GEO_METRICS[0];

/** The option of a URL value; the default for anything else. */
export function geoMetricOption(value: string | null): GeoMetricOption {
  return GEO_METRICS.find((option) => option.value === value) ?? DEFAULT_GEO_METRIC;
}

/** The unit of a measure's values. */
export function unitOf(metric: GeoMetric): ValueUnit {
  if (metric.kind === 'error_rate') return 'percent';
  return metric.metric.kind === 'latency' ? 'ms' : 'count';
}

/** Status codes from this one up are failures. */
export const FIRST_ERROR_STATUS = 400;

/**
 * The aggregations computed inside each country bucket: `value` for a metric; for the error rate the API calls
 * (events with a status) and the failed ones among them, so user actions do not dilute it. Filter buckets answer
 * their weighted event count as `doc_count`.
 */
export function valueAggregations(metric: GeoMetric): Record<string, unknown> {
  if (metric.kind === 'error_rate') {
    return {
      calls: { filter: { exists: { field: 'response.status' } } },
      errors: { filter: { range: { 'response.status': { gte: FIRST_ERROR_STATUS } } } },
    };
  }
  return { value: metricAggregation(metric.metric) };
}
