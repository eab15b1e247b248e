import type { FieldRef } from './fields';
import type { Fragment } from './fragment';

/** A metric computed per bucket. */
export interface MetricAgg {
  kind: 'metric';
  name: string;
  fn: 'sum' | 'avg' | 'min' | 'max' | 'cardinality' | 'value_count' | 'percentiles';
  field: FieldRef;
  /** Value used for rows where the field is missing (sum/avg/min/max). */
  missing?: Fragment;
  /** For percentiles: the requested percents (0-100). */
  percents?: number[];
}

/** Terms ordering: by doc count, by key, or by a metric sub-aggregation (optionally one percentile of it). */
export interface TermsOrder {
  by: '_count' | '_key' | 'metric';
  metric?: string;
  percent?: number;
  desc: boolean;
}

/** Buckets per distinct value. */
export interface TermsAgg {
  kind: 'terms';
  name: string;
  field: FieldRef;
  size: number;
  order: TermsOrder[];
  missing?: Fragment;
  minDocCount: number;
  children: AggNode[];
}

/** Buckets per time interval. */
export interface DateHistogramAgg {
  kind: 'date_histogram';
  name: string;
  field: FieldRef;
  /** A calendar unit (date_trunc part) or a fixed length in ms. */
  calendar?: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
  fixedMs?: number;
  timeZone: string;
  minDocCount: number;
  bounds?: { min: Date; max: Date };
  children: AggNode[];
}

/** Buckets of a fixed width over a numeric field (numericHistogram.ts). */
export interface NumericHistogramAgg {
  kind: 'histogram';
  name: string;
  field: FieldRef;
  /** Bucket width (> 0): a value v falls in the bucket keyed floor((v - offset) / interval) * interval + offset. */
  interval: number;
  offset: number;
  /** Buckets with fewer events are left out; 0 (the default) also answers the empty buckets between the bounds. */
  minDocCount: number;
  /** extended_bounds: empty buckets are answered from min to max as well (only with minDocCount 0). */
  bounds?: { min?: number; max?: number };
  /** Value used for events without a value for the field. */
  missing?: number;
  children: AggNode[];
}

/** One bucket of the documents matching a clause. */
export interface FilterAgg {
  kind: 'filter';
  name: string;
  condition: Fragment;
  children: AggNode[];
}

/** One bucket per named (or listed) clause. */
export interface FiltersAgg {
  kind: 'filters';
  name: string;
  filters: Array<{ key: string; condition: Fragment }>;
  keyed: boolean;
  children: AggNode[];
}

/** Any aggregation node. */
export type AggNode = MetricAgg | TermsAgg | DateHistogramAgg | NumericHistogramAgg | FilterAgg | FiltersAgg;
/** Aggregations that create buckets (and run their own query). */
export type BucketAgg = TermsAgg | DateHistogramAgg | NumericHistogramAgg | FilterAgg | FiltersAgg;
