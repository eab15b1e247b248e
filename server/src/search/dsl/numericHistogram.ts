import type { AggNode, NumericHistogramAgg } from './aggTypes';
import type { SqlDialect } from './dialect';
import { groupAliases, groupValues, keyOf, metricsOf, metricsResults, rowLimit, selectList, spend, type AggScope, type BucketBudget, type BucketTarget, type QueryRunner, type Results } from './bucketRows';
import { DslError, isObject, numberOf } from './dslError';
import type { FieldRef } from './fields';
import { and, constant, param, sql, type Fragment } from './fragment';

/** Buckets one numeric histogram may answer per enclosing bucket (empty ones included). */
export const MAX_NUMERIC_HISTOGRAM_BUCKETS = 10_000;

const OPTIONS = ['field', 'interval', 'offset', 'min_doc_count', 'extended_bounds', 'missing'];

/** A finite number from a request value, else 400 naming it. */
function finite(value: unknown, what: string): number {
  const n = numberOf(value);
  if (!Number.isFinite(n)) throw new DslError(`${what} must be a number`);
  return n;
}

/**
 * Parses `{"histogram": {field, interval, offset?, min_doc_count?, extended_bounds?, missing?}}` on a number field
 * or a JSON path (read as a number). Options Elasticsearch has beyond these (keyed, order, hard_bounds) answer 400.
 */
export function parseNumericHistogram(name: string, body: Record<string, unknown>, field: FieldRef, children: AggNode[]): NumericHistogramAgg {
  for (const key of Object.keys(body)) {
    if (!OPTIONS.includes(key)) throw new DslError(`Unsupported histogram option "${key.slice(0, 40)}" in "${name}" (use ${OPTIONS.join(', ')})`);
  }
  if (field.type === 'time') throw new DslError(`histogram "${name}" needs a numeric field: use date_histogram for "${field.name}"`);
  if (field.type === 'keyword') throw new DslError(`histogram "${name}" needs a numeric field such as duration_ms or response.status, not "${field.name}"`);
  if (body.interval === undefined) throw new DslError(`histogram "${name}" needs an interval, such as "interval": 100`);
  const interval = finite(body.interval, `interval of histogram "${name}"`);
  if (interval <= 0) throw new DslError(`interval of histogram "${name}" must be greater than 0`);
  const minDocCount = body.min_doc_count === undefined ? 0 : numberOf(body.min_doc_count);
  if (!Number.isInteger(minDocCount) || minDocCount < 0) throw new DslError(`min_doc_count of histogram "${name}" must be a whole number of 0 or more`);
  const agg: NumericHistogramAgg = {
    kind: 'histogram', name, field, interval, minDocCount, children,
    offset: body.offset === undefined ? 0 : finite(body.offset, `offset of histogram "${name}"`),
  };
  if (body.missing !== undefined) agg.missing = finite(body.missing, `missing of histogram "${name}"`);
  if (body.extended_bounds !== undefined) {
    const bounds = body.extended_bounds;
    if (!isObject(bounds) || Object.keys(bounds).some((k) => k !== 'min' && k !== 'max')) throw new DslError(`extended_bounds of histogram "${name}" must be {"min": number, "max": number}`);
    agg.bounds = {};
    if (bounds.min !== undefined) agg.bounds.min = finite(bounds.min, `extended_bounds.min of histogram "${name}"`);
    if (bounds.max !== undefined) agg.bounds.max = finite(bounds.max, `extended_bounds.max of histogram "${name}"`);
    if (agg.bounds.min !== undefined && agg.bounds.max !== undefined && agg.bounds.min > agg.bounds.max) {
      throw new DslError(`extended_bounds of histogram "${name}": min must not be greater than max`);
    }
  }
  return agg;
}

/** The field as a double (JSON text read as a number), with the `missing` value for events without one. */
function valueOf(node: NumericHistogramAgg, dialect: SqlDialect): Fragment {
  const base = node.field.type === 'json' ? dialect.tryNumber(node.field.expr) : dialect.toDouble(node.field.expr);
  return node.missing === undefined ? base : sql`coalesce(${base}, ${dialect.number(node.missing)})`;
}

/** Bucket number of a value: floor((v - offset) / interval); the key is number * interval + offset. */
const indexOf = (node: NumericHistogramAgg, value: number): number => Math.floor((value - node.offset) / node.interval);

/** The bucket numbers to answer for one enclosing bucket: its own, or every one between the bounds with min_doc_count 0. */
function indexesFor(node: NumericHistogramAgg, found: number[]): number[] {
  if (node.minDocCount > 0) return found;
  const lows = [...found, ...(node.bounds?.min !== undefined ? [indexOf(node, node.bounds.min)] : [])];
  const highs = [...found, ...(node.bounds?.max !== undefined ? [indexOf(node, node.bounds.max)] : [])];
  if (lows.length === 0 || highs.length === 0) return found;
  const lo = Math.min(...lows);
  const hi = Math.max(...highs);
  if (hi - lo + 1 > MAX_NUMERIC_HISTOGRAM_BUCKETS) {
    throw new DslError(`histogram "${node.name}" would create more than ${MAX_NUMERIC_HISTOGRAM_BUCKETS} buckets: use a larger interval, narrower extended_bounds or min_doc_count 1`);
  }
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** What a numeric histogram answers: its results per enclosing bucket, and where its sub-aggregations go. */
export interface NumericHistogramRun {
  results: Results;
  buckets: BucketTarget[];
  /** The scope of the sub-aggregations (grouped by the bucket number as well). */
  childScope: AggScope;
}

/**
 * Runs a numeric histogram for every enclosing bucket at once: one query grouping by the bucket number, then, with
 * min_doc_count 0, the empty buckets between the lowest and highest (or the extended bounds) filled in, ordered by key.
 */
export async function runNumericHistogram(node: NumericHistogramAgg, scope: AggScope, run: QueryRunner): Promise<NumericHistogramRun> {
  const budget = scope.budget as BucketBudget;
  const metrics = metricsOf(node.children);
  const { dialect } = scope;
  const value = valueOf(node, dialect);
  const index = dialect.floorToInteger(sql`(${value} - ${dialect.number(node.offset)}) / ${dialect.number(node.interval)}`);
  const where = and([scope.where, sql`${value} IS NOT NULL`]);
  const rows = await run(sql`SELECT ${selectList(scope, [sql`${index} AS k`], metrics)} FROM ${constant(scope.table)} WHERE ${where} ${dialect.groupBy(groupAliases(scope, ['k']))} HAVING coalesce(${constant(scope.countExpr)}, 0) >= ${param(Math.max(node.minDocCount, 1))} ORDER BY k LIMIT ${rowLimit(scope)}`);
  if (rows.length > budget.left) spend(budget, rows.length);
  const byParent = new Map<string, { parent: unknown[]; rows: Map<number, Record<string, unknown>> }>();
  for (const row of rows) {
    const parent = groupValues(row, scope.groups.length);
    const entry = byParent.get(keyOf(parent)) ?? { parent, rows: new Map() };
    entry.rows.set(Number(row.k), row);
    byParent.set(keyOf(parent), entry);
  }
  if (byParent.size === 0 && scope.groups.length === 0) byParent.set('[]', { parent: [], rows: new Map() });
  const results: Results = new Map();
  const buckets: BucketTarget[] = [];
  for (const [parentKey, entry] of byParent) {
    const indexes = indexesFor(node, [...entry.rows.keys()]);
    spend(budget, indexes.length);
    const list = indexes.map((i) => {
      const row = entry.rows.get(i);
      const bucket: Record<string, unknown> = { key: i * node.interval + node.offset, doc_count: Number(row?.doc_count ?? 0), ...metricsResults(metrics, row) };
      buckets.push({ key: keyOf([...entry.parent, i]), target: bucket });
      return bucket;
    });
    results.set(parentKey, { buckets: list });
  }
  return { results, buckets, childScope: { ...scope, where, groups: [...scope.groups, index] } };
}
