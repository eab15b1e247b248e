import type { AggNode, BucketAgg, DateHistogramAgg, FilterAgg, MetricAgg, NumericHistogramAgg, TermsAgg } from '../../dsl/aggTypes';
import { histogramAnswer, histogramRows, termsAnswer } from '../../dsl/bucketAnswers';
import {
  bucketsOf, childResults, emptyResult, filtersResults, groupValues, keyOf, metricsOf, metricsResults, spend, type Attach, type BucketBudget, type BucketTarget, type QueryRunner, type Results,
} from '../../dsl/bucketRows';
import type { SqlDialect } from '../../dsl/dialect';
import { and, constant, inList, join, param, sql, type Fragment } from '../../dsl/fragment';
import { runNumericHistogram } from '../../dsl/numericHistogram';
import { clickHouseHistogramKey, clickHouseHistogramSeries } from '../clickHouseHistogram';
import { clickHouseTermsRows } from '../clickHouseTerms';
import { renderSql } from '../renderSql';
import { durationsRelation, idsRelation, summaryRelation, type RelationContext } from './rollupRelations';
import { onWholeDays, type TimeBounds } from './rollupSupport';
import { distinctCounts, durationValues, isSeparate, withSeparate, type SeparateValues } from './rollupValues';
import { narrowWindow, type RollupWindow } from './rollupWindow';

/**
 * Where rolled-up aggregations run: the window's split (narrowed inside a time filter), the rows a node reads, the
 * search's predicate on the dimensions, the enclosing buckets' keys and the answer's bucket allowance.
 */
export interface RollupScope {
  ctx: RelationContext;
  split: RollupWindow;
  /** Whether the rows read are the calls without a route, with their URI (under terms on the URI). */
  unrouted: boolean;
  /** Whether rows are selected or grouped on a dimension: then the duration counts with dimensions are read. */
  dimensional: boolean;
  where: Fragment;
  groups: Fragment[];
  window: { from: number; to: number };
  budget: BucketBudget;
  /** Whether whole UTC days may be read from the day rows (no enclosing bucket shorter than a UTC day). */
  byDay: boolean;
  timeFilters: Map<Fragment, TimeBounds>;
}

/** The (weighted) document count of summary rows: every row stands for `event_count` events of its weight. */
const DOC_COUNT = 'sum(weight * event_count)';

/** The summary rows a scope's buckets and metrics come from. */
export const summaryOf = (scope: RollupScope): Fragment => summaryRelation(scope.ctx, scope.split, { unrouted: scope.unrouted, byDay: scope.byDay });

/** A metric over summary rows, giving exactly what the scan's aggregate gives over the events (metricSql.ts). */
function summaryMetric(m: MetricAgg): Fragment {
  const weight = m.field.expr.sql === 'weight';
  const count = weight ? 'sum(event_count)' : 'sum(duration_count)';
  const total = weight ? DOC_COUNT : 'sum(duration_total)';
  switch (m.fn) {
    case 'sum': return constant(total);
    case 'value_count': return constant(count);
    case 'avg': return constant(`if(${count} > 0, toFloat64(${total}) / toFloat64(${count}), NULL)`);
    case 'min': return constant('if(count() > 0, min(weight), NULL)');
    case 'max': return constant('if(count() > 0, max(weight), NULL)');
    default: throw new Error(`Metric ${m.fn} is not answered from summary rows`);
  }
}

/** SELECT list: enclosing keys g0..., own columns, doc_count, the summary metrics m<i>. */
function selectList(scope: RollupScope, own: Fragment[], metrics: MetricAgg[]): Fragment {
  return join([
    ...scope.groups.map((g, i) => sql`${g} AS ${constant(`g${i}`)}`),
    ...own,
    sql`${constant(DOC_COUNT)} AS doc_count`,
    ...metrics.flatMap((m, i) => (isSeparate(m) ? [] : [sql`${summaryMetric(m)} AS ${constant(`m${i}`)}`])),
  ], ', ');
}

const groupBy = (scope: RollupScope, own: string[]) => {
  const names = [...scope.groups.map((_, i) => `g${i}`), ...own];
  return names.length ? constant(` GROUP BY ${names.join(', ')}`) : constant('');
};
const rowLimit = (scope: RollupScope) => Math.max(0, scope.budget.left) + 1;
const text = (f: Fragment) => renderSql(f.sql, f.params);

/** Percentiles, duration extremes and distinct counts of a node's buckets, by group key (the enclosing keys and `own`). */
async function separateValues(metrics: MetricAgg[], scope: RollupScope, where: Fragment, own: Fragment | null, run: QueryRunner): Promise<SeparateValues> {
  const keys = [...scope.groups, ...(own ? [own] : [])];
  const durations = durationsRelation(scope.ctx, scope.split, { dimensional: scope.dimensional, byDay: scope.byDay, unrouted: scope.unrouted });
  const ids = (column: string) => idsRelation(scope.ctx, scope.split, column === 'user_id' ? 'user' : 'company', scope.byDay);
  const [found, counts] = await Promise.all([durationValues(metrics, durations, where, keys, run), distinctCounts(metrics, ids, where, keys, run)]);
  for (const [key, values] of counts) {
    const merged = found.get(key) ?? new Map<number, unknown>();
    for (const [index, value] of values) merged.set(index, value);
    found.set(key, merged);
  }
  return found;
}

/** The bucket sub-aggregations of a node, evaluated for all its buckets at once (bucketRows.ts, childResults). */
const childrenOf = (children: AggNode[], scope: RollupScope, run: QueryRunner): Promise<Attach> =>
  childResults(children, (child) => runBucket(child, scope, run));

const none = (): Promise<SeparateValues> => Promise.resolve(new Map());

/** The scan's terms order (runAggs.ts); metric orders only name metrics of the summary rows. */
function orderOf(node: TermsAgg, metrics: MetricAgg[]): Fragment {
  const parts = node.order.map((o) => {
    const dir = o.desc ? 'DESC' : 'ASC';
    if (o.by === '_count') return `doc_count ${dir}`;
    if (o.by === '_key') return `k ${dir}`;
    return `m${metrics.findIndex((m) => m.name === o.metric)} ${dir} NULLS LAST`;
  });
  return constant([...parts, 'k ASC'].join(', '));
}

async function runTerms(node: TermsAgg, outer: RollupScope, run: QueryRunner, dialect: SqlDialect): Promise<Results> {
  const column = node.field.expr.sql;
  const onIds = column === 'user_id' || column === 'company_id';
  const unrouted = outer.unrouted || column === 'uri';
  const scope: RollupScope = { ...outer, unrouted };
  const relation = onIds ? idsRelation(scope.ctx, scope.split, column === 'user_id' ? 'user' : 'company', scope.byDay) : summaryOf(scope);
  const metrics = metricsOf(node.children);
  const key = node.missing ? sql`coalesce(${dialect.text(node.field.expr)}, ${node.missing})` : node.field.expr;
  const where = node.missing ? scope.where : and([scope.where, sql`${node.field.expr} IS NOT NULL`]);
  const countExpr = onIds ? 'sum(weight_total)' : DOC_COUNT;
  const select = onIds
    ? join([...scope.groups.map((g, i) => sql`${g} AS ${constant(`g${i}`)}`), sql`${key} AS k`, sql`${constant(countExpr)} AS doc_count`], ', ')
    : selectList(scope, [sql`${key} AS k`], metrics);
  const rows = await clickHouseTermsRows({
    select, table: text(relation), where, groups: scope.groups, key, countExpr, minDocCount: node.minDocCount, order: orderOf(node, metrics), size: node.size, rowLimit: rowLimit(scope),
  }, run);
  spend(scope.budget, rows.length);
  const kept = [...new Set(rows.map((r) => r.k))];
  const narrowed = kept.length > 0 ? and([where, inList(key, kept)]) : where;
  const childScope: RollupScope = { ...scope, where: narrowed, groups: [...scope.groups, key], dimensional: true };
  const [separate, attach] = await Promise.all([
    rows.length > 0 ? separateValues(metrics, { ...childScope, groups: scope.groups }, narrowed, key, run) : none(),
    childrenOf(node.children, childScope, run),
  ]);
  const { results, buckets } = termsAnswer(rows, scope.groups.length, metrics, (row, bucketKey) => withSeparate(row, separate.get(bucketKey)));
  attach(buckets);
  return results;
}

/** The same histogram keyed on the rows' `hour` (the start of the hour or UTC day each row sums). */
const onHours = (node: DateHistogramAgg): DateHistogramAgg => ({ ...node, field: { ...node.field, expr: constant('(toInt64(hour) * 1000)'), seconds: undefined } });

async function runHistogram(node: DateHistogramAgg, outer: RollupScope, run: QueryRunner, dialect: SqlDialect): Promise<Results> {
  const scope: RollupScope = { ...outer, byDay: outer.byDay && onWholeDays(node, outer.window) };
  const hourly = onHours(node);
  const metrics = metricsOf(node.children);
  const key = await clickHouseHistogramKey(hourly, { dialect, table: '', countExpr: DOC_COUNT, where: scope.where, groups: [], window: scope.window }, run);
  const where = and([scope.where, sql`${hourly.field.expr} IS NOT NULL`]);
  const minimum = Math.max(node.minDocCount, 1);
  const rows = await run(sql`SELECT ${selectList(scope, [sql`${key} AS k`], metrics)} FROM ${summaryOf(scope)} WHERE ${where}${groupBy(scope, ['k'])} HAVING doc_count >= ${param(minimum)} ORDER BY k LIMIT ${param(rowLimit(scope))}`);
  if (rows.length > scope.budget.left) spend(scope.budget, rows.length);
  const [separate, attach] = await Promise.all([
    rows.length > 0 ? separateValues(metrics, scope, where, key, run) : none(),
    childrenOf(node.children, { ...scope, where, groups: [...scope.groups, key] }, run),
  ]);
  const byParent = histogramRows(rows, scope.groups.length, (row, bucketKey) => withSeparate(row, separate.get(bucketKey)));
  const series = node.minDocCount === 0 ? await clickHouseHistogramSeries(node, rows.map((r) => Number(r.k))) : null;
  spend(scope.budget, series ? series.length * byParent.size : rows.length);
  const { results, buckets } = histogramAnswer(byParent, series, metrics);
  attach(buckets);
  return results;
}

async function runFilter(node: FilterAgg, outer: RollupScope, run: QueryRunner): Promise<Results> {
  const metrics = metricsOf(node.children);
  // A time filter reads its own part of the window (its condition holds for every row read); others add their condition.
  const bounds = outer.timeFilters.get(node.condition);
  const scope: RollupScope = bounds ? { ...outer, split: narrowWindow(outer.split, bounds, node.condition) } : { ...outer, dimensional: true };
  const where = bounds ? scope.where : and([scope.where, node.condition]);
  const rows = await run(sql`SELECT ${selectList(scope, [], metrics)} FROM ${summaryOf(scope)} WHERE ${where}${groupBy(scope, [])} LIMIT ${param(rowLimit(scope))}`);
  spend(scope.budget, rows.length);
  const [separate, attach] = await Promise.all([
    rows.length > 0 ? separateValues(metrics, scope, where, null, run) : none(),
    childrenOf(node.children, { ...scope, where }, run),
  ]);
  const results: Results = new Map();
  const buckets: BucketTarget[] = [];
  for (const row of rows) {
    const parentKey = keyOf(groupValues(row, scope.groups.length));
    const result: Record<string, unknown> = { doc_count: Number(row.doc_count), ...metricsResults(metrics, withSeparate(row, separate.get(parentKey))) };
    results.set(parentKey, result);
    buckets.push({ key: parentKey, target: result });
  }
  attach(buckets);
  return results;
}

/**
 * A numeric histogram of duration_ms with weight sums under it (rollupSupport): the scan's own evaluation over the
 * duration value counts summed per value, where `weight` is the value's weight sum, so its sums and doc counts
 * (sums of weight) are those of the events.
 */
async function runDurationHistogram(node: NumericHistogramAgg, scope: RollupScope, run: QueryRunner, dialect: SqlDialect): Promise<Results> {
  const durations = durationsRelation(scope.ctx, scope.split, { dimensional: false, byDay: false, unrouted: false });
  const values = sql`(SELECT duration_ms, sum(weight_sum) AS weight FROM ${durations} GROUP BY duration_ms HAVING sum(n) > 0)`;
  const { results } = await runNumericHistogram(node, { dialect, table: text(values), countExpr: 'sum(weight)', where: constant('1'), groups: [], budget: scope.budget }, run);
  return results;
}

async function runBucket(node: BucketAgg, scope: RollupScope, run: QueryRunner): Promise<Results> {
  const { dialect } = scope.ctx;
  if (node.kind === 'terms') return runTerms(node, scope, run, dialect);
  if (node.kind === 'date_histogram') return runHistogram(node, scope, run, dialect);
  if (node.kind === 'filter') return runFilter(node, scope, run);
  if (node.kind === 'histogram') return runDurationHistogram(node, scope, run, dialect);
  return filtersResults(node, (filter) => runFilter(filter, scope, run));
}

/**
 * The `aggregations` answer from the rollups: the same buckets, keys, order, counts and metric values as the scan
 * (dsl/runAggs.ts with the ClickHouse dialect) gives over the events, for the aggregations rollupSupport accepts.
 */
export async function runRollupAggregations(nodes: AggNode[], scope: RollupScope, run: QueryRunner): Promise<Record<string, unknown>> {
  const out = new Map<string, unknown>();
  const metrics = metricsOf(nodes);
  const metricValues = async () => {
    if (metrics.length === 0) return;
    const summary = metrics.flatMap((m, i) => (isSeparate(m) ? [] : [sql`${summaryMetric(m)} AS ${constant(`m${i}`)}`]));
    const [[row], separate] = await Promise.all([
      summary.length > 0 ? run(sql`SELECT ${join(summary, ', ')} FROM ${summaryOf(scope)} WHERE ${scope.where}`) : Promise.resolve([{}]),
      separateValues(metrics, scope, scope.where, null, run),
    ]);
    for (const [name, value] of Object.entries(metricsResults(metrics, withSeparate(row ?? {}, separate.get('[]'))))) out.set(name, value);
  };
  const bucketValues = async (node: BucketAgg) => { out.set(node.name, (await runBucket(node, scope, run)).get('[]') ?? emptyResult(node)); };
  // The top-level aggregations do not depend on each other: asked for together.
  await Promise.all([metricValues(), ...bucketsOf(nodes).map(bucketValues)]);
  return Object.fromEntries(nodes.map((n) => [n.name, out.get(n.name)]));
}

/** `sum(event_count)` of the window's rows under the predicate: the number of events, as `hits.total` counts them. */
export async function rollupTotal(summary: Fragment, where: Fragment, run: QueryRunner): Promise<number> {
  const [row] = await run(sql`SELECT sum(event_count) AS n FROM ${summary} WHERE ${where}`);
  return Number(row?.n ?? 0);
}
