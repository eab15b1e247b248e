import type { MetricAgg } from './aggTypes';
import { groupValues, keyOf, metricsResults, type BucketTarget, type Results } from './bucketRows';

/** One row of a bucket query: enclosing keys `g0...`, the bucket key `k`, `doc_count`, metrics `m0...`. */
type Row = Record<string, unknown>;

/**
 * A row with the metric values read apart for its bucket (percentiles, distinct counts from other relations) merged
 * in, found by the bucket's key (`keyOf` of the enclosing keys and `k`).
 */
export type CompleteRow = (row: Row, bucketKey: string) => Row;

const asRead: CompleteRow = (row) => row;

/** What a bucket aggregation answers: its results per enclosing bucket, and the buckets its sub-aggregations fill. */
export interface BucketAnswer {
  results: Results;
  buckets: BucketTarget[];
}

/**
 * A terms aggregation's answer from its rows, already ranked and cut to size per enclosing bucket, each carrying the
 * enclosing bucket's `total`: `sum_other_doc_count` is that total less the buckets kept.
 */
export function termsAnswer(rows: Row[], depth: number, metrics: MetricAgg[], complete: CompleteRow = asRead): BucketAnswer {
  const results: Results = new Map();
  const buckets: BucketTarget[] = [];
  for (const row of rows) {
    const parent = groupValues(row, depth);
    const parentKey = keyOf(parent);
    const result = results.get(parentKey) ?? { doc_count_error_upper_bound: 0, sum_other_doc_count: Number(row.total), buckets: [] as unknown[] };
    results.set(parentKey, result);
    const bucketKey = keyOf([...parent, row.k]);
    const bucket: Record<string, unknown> = { key: row.k, doc_count: Number(row.doc_count), ...metricsResults(metrics, complete(row, bucketKey)) };
    (result.buckets as unknown[]).push(bucket);
    result.sum_other_doc_count = Number(result.sum_other_doc_count) - Number(row.doc_count);
    buckets.push({ key: bucketKey, target: bucket });
  }
  return { results, buckets };
}

/** A date histogram's rows per enclosing bucket, each by its bucket's start (epoch ms). */
export type HistogramRows = Map<string, { parent: unknown[]; rows: Map<number, Row> }>;

/** Files a date histogram's rows by enclosing bucket; a top-level histogram with no rows still answers one (empty) list. */
export function histogramRows(rows: Row[], depth: number, complete: CompleteRow = asRead): HistogramRows {
  const byParent: HistogramRows = new Map();
  for (const row of rows) {
    const parent = groupValues(row, depth);
    const parentKey = keyOf(parent);
    const entry = byParent.get(parentKey) ?? { parent, rows: new Map() };
    entry.rows.set(Number(row.k), complete(row, keyOf([...parent, row.k])));
    byParent.set(parentKey, entry);
  }
  if (byParent.size === 0 && depth === 0) byParent.set(keyOf([]), { parent: [], rows: new Map() });
  return byParent;
}

/**
 * A date histogram's answer: per enclosing bucket, one bucket at every start of `series` (min_doc_count 0: the whole
 * range, empty buckets included) or else at every start its rows have.
 */
export function histogramAnswer(byParent: HistogramRows, series: number[] | null, metrics: MetricAgg[]): BucketAnswer {
  const results: Results = new Map();
  const buckets: BucketTarget[] = [];
  for (const [parentKey, entry] of byParent) {
    const list = (series ?? [...entry.rows.keys()]).map((k) => {
      const row = entry.rows.get(k);
      const bucket: Record<string, unknown> = { key_as_string: new Date(k).toISOString(), key: k, doc_count: Number(row?.doc_count ?? 0), ...metricsResults(metrics, row) };
      buckets.push({ key: keyOf([...entry.parent, k]), target: bucket });
      return bucket;
    });
    results.set(parentKey, { buckets: list });
  }
  return { results, buckets };
}
