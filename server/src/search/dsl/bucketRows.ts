import type { AggNode, BucketAgg, FilterAgg, FiltersAgg, MetricAgg, TermsAgg } from './aggTypes';
import type { SqlDialect } from './dialect';
import { DslError, setOwn } from './dslError';
import { constant, join, param, sql, type Fragment } from './fragment';
import { metricResult, metricSql } from './metricSql';

/** Runs one compiled query and returns plain rows. */
export type QueryRunner = (query: Fragment) => Promise<Array<Record<string, unknown>>>;

/** Where aggregations run: the rows (table + predicate), the (weighted) count, and the group keys of enclosing buckets. */
export interface AggScope {
  /** The SQL dialect of the engine the statements run on. */
  dialect: SqlDialect;
  table: string;
  countExpr: string;
  where: Fragment;
  groups: Fragment[];
  /** The searched time window (events), which lets histograms use a constant time-zone offset. */
  window?: { from: number; to: number };
  /** Buckets the whole answer may still hold; shared by every scope of one request (default MAX_RESPONSE_BUCKETS). */
  budget?: BucketBudget;
}

/** What is left of one answer's bucket allowance. */
export interface BucketBudget {
  left: number;
  readonly max: number;
}

/** Results of one bucket aggregation, keyed by the enclosing buckets' keys (`keyOf`). */
export type Results = Map<string, Record<string, unknown>>;

/** A bucket of an answer and the key its sub-aggregations' results are filed under. */
export interface BucketTarget {
  key: string;
  target: Record<string, unknown>;
}

/** Takes `count` buckets from the answer's allowance; 400 once the answer would hold more than the limit. */
export function spend(budget: BucketBudget, count: number): void {
  budget.left -= count;
  if (budget.left < 0) {
    throw new DslError(`The aggregations would return more than ${budget.max} buckets: lower terms sizes, use a longer date_histogram interval or nest fewer bucket aggregations`);
  }
}

/** LIMIT for a bucket query: one row more than the allowance left, so an oversized answer is detected without reading it. */
export const rowLimit = (scope: AggScope): Fragment => param(maxRows(scope));
/** The number rowLimit binds: one row more than the allowance left. */
export const maxRows = (scope: AggScope): number => Math.max(0, (scope.budget as BucketBudget).left) + 1;

/** The key of a list of bucket keys (enclosing buckets first). */
export const keyOf = (values: unknown[]): string => JSON.stringify(values);

/** The metric aggregations among nodes. */
/** Whether a terms aggregation's keys are text: a keyword or JSON field, or any field with a `missing` value. */
export const textKeys = (node: TermsAgg): boolean => node.missing !== undefined || node.field.type === 'keyword' || node.field.type === 'json';

export const metricsOf = (nodes: AggNode[]): MetricAgg[] => nodes.filter((n): n is MetricAgg => n.kind === 'metric');
/** The bucket aggregations among nodes. */
export const bucketsOf = (nodes: AggNode[]): BucketAgg[] => nodes.filter((n): n is BucketAgg => n.kind !== 'metric');

/** SELECT list of a bucket query: enclosing group keys `g0...`, the node's own columns, `doc_count`, metrics `m0...`. */
export function selectList(scope: AggScope, own: Fragment[], metrics: MetricAgg[]): Fragment {
  return join([
    ...scope.groups.map((g, i) => sql`${g} AS ${constant(`g${i}`)}`),
    ...own,
    sql`coalesce(${constant(scope.countExpr)}, 0) AS doc_count`,
    ...metrics.map((m, i) => sql`${metricSql(m, scope.dialect)} AS ${constant(`m${i}`)}`),
  ], ', ');
}

/** The aliases a bucket query groups by: the enclosing keys `g0...`, then the node's own (`k`, if any). */
export function groupAliases(scope: AggScope, own: string[]): string[] {
  return [...scope.groups.map((_, i) => `g${i}`), ...own];
}

/** The enclosing buckets' keys of a row. */
export function groupValues(row: Record<string, unknown>, depth: number): unknown[] {
  return Array.from({ length: depth }, (_, i) => row[`g${i}`]);
}

/** The metric results of a bucket from its row (or empty results without one). */
export function metricsResults(metrics: MetricAgg[], row: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(metrics.map((m, i) => [m.name, metricResult(m, row?.[`m${i}`])]));
}

/** Result of a bucket aggregation for a bucket whose query returned nothing (the scan's and the rollups' alike). */
export function emptyResult(node: BucketAgg): Record<string, unknown> {
  if (node.kind === 'terms') return { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] };
  if (node.kind === 'date_histogram' || node.kind === 'histogram') return { buckets: [] };
  if (node.kind === 'filters') return { buckets: node.keyed ? {} : [] };
  return { doc_count: 0, ...metricsResults(metricsOf(node.children), undefined), ...Object.fromEntries(bucketsOf(node.children).map((c) => [c.name, emptyResult(c)])) };
}

/** Places sub-aggregation results in their buckets. */
export type Attach = (buckets: BucketTarget[]) => void;

/**
 * Evaluates the bucket sub-aggregations among `children` for all of a node's buckets at once (the siblings asked for
 * together, and alongside whatever else the caller asks at the same time), and answers how to place their results in
 * the buckets, in the request's order, once those exist.
 */
export async function childResults(children: AggNode[], evaluate: (child: BucketAgg) => Promise<Results>): Promise<Attach> {
  const nodes = bucketsOf(children);
  const results = await Promise.all(nodes.map(evaluate));
  return (buckets) => nodes.forEach((child, i) => {
    for (const b of buckets) setOwn(b.target, child.name, results[i].get(b.key) ?? emptyResult(child));
  });
}

/**
 * A `filters` aggregation's results: each entry run as a filter (for every enclosing bucket at once; the entries asked
 * together), its results filed under the entry's key (keyed) or in entry order (a list), per enclosing bucket.
 */
export async function filtersResults(node: FiltersAgg, runEntry: (filter: FilterAgg) => Promise<Results>): Promise<Results> {
  const results: Results = new Map();
  const entries = await Promise.all(node.filters.map((entry) => runEntry({ kind: 'filter', name: entry.key, condition: entry.condition, children: node.children })));
  for (const [index, entry] of node.filters.entries()) {
    for (const [parentKey, result] of entries[index]) {
      const current = results.get(parentKey) ?? { buckets: node.keyed ? {} : [] };
      if (node.keyed) setOwn(current.buckets as Record<string, unknown>, entry.key, result);
      else (current.buckets as unknown[]).push(result);
      results.set(parentKey, current);
    }
  }
  return results;
}
