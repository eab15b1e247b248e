import type { AggNode, BucketAgg, DateHistogramAgg, FilterAgg, MetricAgg, TermsAgg } from '../dsl/aggTypes';
import { histogramAnswer, histogramRows, termsAnswer } from '../dsl/bucketAnswers';
import { bucketsOf, childResults, emptyResult, filtersResults, groupValues, keyOf, metricsOf, metricsResults, spend, textKeys, type Attach, type BucketBudget, type BucketTarget, type QueryRunner, type Results } from '../dsl/bucketRows';
import { and, constant, join, param, sql, type Fragment } from '../dsl/fragment';
import { duckdbAmong } from '../dsl/duckdbDialect';
import { histogramBucketKey, histogramSeries, offsetSpan } from '../dsl/histogram';
import { offsetSchedule } from '../dsl/timeZoneOffset';
import type { IdKind } from './idRollupTables';
import { cardinalityValues, isSeparate, percentileValues, rollupMetricSql, withPercentiles, type SeparateValues } from './rollupMetrics';
import {
  durationsRelation, totalDurationsRelation, idsRelation, narrowWindow, summaryRelation, unroutedDurationsRelation, unroutedRelation, type RollupWindow,
} from './rollupRelation';
import { histogramOnWholeDays, type TimeBounds } from './rollupTree';

/**
 * Where rolled-up aggregations run: the summary rows and duration value counts of the window (rollupRelation.ts),
 * the search's predicate on the dimensions, the enclosing buckets' keys, the window and the answer's bucket budget.
 */
export interface RollupScope {
  summary: Fragment;
  /** Duration value counts with the dimensions; `byDay`: whole clean UTC days may be read from the day rows. */
  durations: (byDay: boolean) => Fragment;
  /** Duration value counts without dimensions, used while nothing selects or groups on a dimension; `byDay` as above. */
  totalDurations: (byDay: boolean) => Fragment;
  /** Whether the rows are selected or grouped on a dimension (query, terms, filter): then `durations` is needed. */
  dimensional: boolean;
  where: Fragment;
  groups: Fragment[];
  window: { from: number; to: number };
  budget: BucketBudget;
  /** The window's split (narrowed inside a time filter): the relations a node reads besides the ones above. */
  split: RollupWindow;
  /** Whether id relations may read whole UTC days from the day rows (no enclosing bucket shorter than a UTC day). */
  byDay: boolean;
  /** The accepted time filters' bounds, by their compiled condition (rollupSupport). */
  timeFilters: Map<Fragment, TimeBounds>;
}

/** The relations of a (narrowed) window split. */
export function relationsOf(split: RollupWindow): Pick<RollupScope, 'split' | 'summary' | 'durations' | 'totalDurations'> {
  return { split, summary: summaryRelation(split), durations: (byDay) => durationsRelation(split, byDay), totalDurations: (byDay) => totalDurationsRelation(split, byDay) };
}

const ID_KIND_OF: Record<string, IdKind> = { user_id: 'user', company_id: 'company' };

/**
 * Percentiles (from the duration counts) and distinct counts (from the id rows) of a node's buckets, by group key:
 * the metrics the summary rows do not answer.
 */
async function separateValues(metrics: MetricAgg[], scope: RollupScope, durations: Fragment, where: Fragment, own: Fragment | null, run: QueryRunner): Promise<SeparateValues> {
  const [found, counts] = await Promise.all([
    percentileValues(metrics, durations, where, scope.groups, own, run),
    cardinalityValues(metrics, (column) => idsRelation(scope.split, ID_KIND_OF[column], scope.byDay), where, scope.groups, own, run),
  ]);
  for (const [key, values] of counts) {
    const merged = found.get(key) ?? new Map<number, unknown>();
    for (const [index, value] of values) merged.set(index, value);
    found.set(key, merged);
  }
  return found;
}

const DOC_COUNT = 'coalesce(sum(weight_sum), 0)';

/** The duration value counts a percentile query of the scope reads (the smaller table while no dimension matters). */
const durationsOf = (scope: RollupScope): Fragment => (scope.dimensional ? scope.durations(scope.byDay) : scope.totalDurations(scope.byDay));

/** LIMIT of a bucket query: one row more than the allowance left (as the scan's rowLimit). */
const rowLimitOf = (scope: RollupScope): Fragment => param(Math.max(0, scope.budget.left) + 1);

/** SELECT list: enclosing keys g0..., own columns, doc_count, the metrics m<i> not answered by percentileValues. */
function selectList(scope: RollupScope, own: Fragment[], metrics: MetricAgg[]): Fragment {
  return join([
    ...scope.groups.map((g, i) => sql`${g} AS ${constant(`g${i}`)}`),
    ...own,
    sql`${constant(DOC_COUNT)} AS doc_count`,
    ...metrics.flatMap((m, i) => (isSeparate(m) ? [] : [sql`${rollupMetricSql(m)} AS ${constant(`m${i}`)}`])),
  ], ', ');
}

/** The bucket sub-aggregations of a node, evaluated for all its buckets at once (bucketRows.ts, childResults). */
const childrenOf = (children: AggNode[], scope: RollupScope, run: QueryRunner): Promise<Attach> =>
  childResults(children, (child) => runBucket(child, scope, run));

const NO_CHILDREN: Attach = () => undefined;

/**
 * The filters among a terms' children that its own statement answers, as `sum(...) FILTER (WHERE ...)` columns
 * `f<i>`: filters without sub-aggregations that are not time filters (the errors of each endpoint, say). Each saves a
 * statement, and a level of the chain, for a few more aggregates over rows the terms groups anyway.
 */
function inlineFilters(children: AggNode[], scope: RollupScope): FilterAgg[] {
  return bucketsOf(children).filter((c): c is FilterAgg => c.kind === 'filter' && c.children.length === 0 && !scope.timeFilters.has(c.condition));
}

/** The SELECT columns of inline filters: each one's doc count per group, NULL where no row matches it. */
const inlineColumns = (filters: FilterAgg[]): Fragment[] => filters.map((f, i) => sql`sum(weight_sum) FILTER (WHERE ${f.condition}) AS ${constant(`f${i}`)}`);

/**
 * An inline filter's results from its parent's rows, by bucket key, as runFilter answers them (a bucket without a
 * matching row has none and gets the empty result); the buckets with one count against the budget as there.
 */
function inlineResults(rows: Array<Record<string, unknown>>, index: number, depth: number, budget: BucketBudget): Results {
  const results: Results = new Map();
  for (const row of rows) {
    const count = row[`f${index}`];
    if (count !== null && count !== undefined) results.set(keyOf([...groupValues(row, depth), row.k]), { doc_count: Number(count) });
  }
  spend(budget, results.size);
  return results;
}

/** The same order as the scan's terms (runAggs.ts); metric orders only name metrics of the summary rows. */
function orderSql(node: TermsAgg, metrics: MetricAgg[]): Fragment {
  const parts = node.order.map((o) => {
    const dir = constant(o.desc ? 'DESC' : 'ASC');
    if (o.by === '_count') return sql`doc_count ${dir}`;
    if (o.by === '_key') return sql`k ${dir}`;
    return sql`${constant(`m${metrics.findIndex((m) => m.name === o.metric)}`)} ${dir} NULLS LAST`;
  });
  return join([...parts, constant('k ASC')], ', ');
}

async function runTerms(node: TermsAgg, outer: RollupScope, run: QueryRunner): Promise<Results> {
  const column = node.field.expr.sql;
  // Terms on an id read the id rows; terms on the URI (only under a filter excluding routed calls) the unrouted rows.
  const scope: RollupScope = ID_KIND_OF[column] ? { ...outer, summary: idsRelation(outer.split, ID_KIND_OF[column], outer.byDay) }
    : column === 'uri' ? { ...outer, summary: unroutedRelation(outer.split), durations: () => unroutedDurationsRelation(outer.split) } : outer;
  const metrics = metricsOf(node.children);
  const key = node.missing ? sql`coalesce(CAST(${node.field.expr} AS VARCHAR), ${node.missing})` : node.field.expr;
  const where = node.missing ? scope.where : and([scope.where, sql`${node.field.expr} IS NOT NULL`]);
  const partition = scope.groups.length ? constant(`PARTITION BY ${scope.groups.map((_, i) => `g${i}`).join(', ')}`) : constant('');
  const inline = inlineFilters(node.children, scope);
  const inner = sql`SELECT ${selectList(scope, [sql`${key} AS k`, ...inlineColumns(inline)], metrics)} FROM ${scope.summary} WHERE ${where} GROUP BY ALL HAVING ${constant(DOC_COUNT)} >= ${param(node.minDocCount)}`;
  const rows = await run(sql`SELECT *, sum(doc_count) OVER (${partition}) AS total FROM (${inner}) QUALIFY row_number() OVER (${partition} ORDER BY ${orderSql(node, metrics)}) <= ${param(node.size)} ORDER BY ${orderSql(node, metrics)} LIMIT ${rowLimitOf(scope)}`);
  spend(scope.budget, rows.length);
  const keys = [...new Set(rows.map((r) => r.k))];
  const narrowed = keys.length > 0 ? and([where, duckdbAmong(key, keys, textKeys(node))]) : where;
  const [percentiles, attach] = await Promise.all([
    rows.length > 0 ? separateValues(metrics, scope, scope.durations(scope.byDay), narrowed, key, run) : Promise.resolve(new Map() as SeparateValues),
    bucketsOf(node.children).length > 0 ? childResults(node.children, (child) => {
      const index = inline.indexOf(child as FilterAgg);
      if (index >= 0) return Promise.resolve(inlineResults(rows, index, scope.groups.length, scope.budget));
      return runBucket(child, { ...scope, where: narrowed, groups: [...scope.groups, key], dimensional: true }, run);
    }) : Promise.resolve(NO_CHILDREN),
  ]);
  const { results, buckets } = termsAnswer(rows, scope.groups.length, metrics, (row, bucketKey) => withPercentiles(row, percentiles.get(bucketKey)));
  attach(buckets);
  return results;
}

async function runHistogram(node: DateHistogramAgg, outer: RollupScope, run: QueryRunner): Promise<Results> {
  const scope: RollupScope = { ...outer, byDay: outer.byDay && histogramOnWholeDays(node, outer.window) };
  const metrics = metricsOf(node.children);
  const span = offsetSpan(node, scope.window);
  const key = histogramBucketKey(node, offsetSchedule(node.timeZone, span.from, span.to));
  const where = and([scope.where, sql`${node.field.expr} IS NOT NULL`]);
  const rows = await run(sql`SELECT ${selectList(scope, [sql`${key} AS k`], metrics)} FROM ${scope.summary} WHERE ${where} GROUP BY ALL HAVING ${constant(DOC_COUNT)} >= ${param(Math.max(node.minDocCount, 1))} ORDER BY k LIMIT ${rowLimitOf(scope)}`);
  if (rows.length > scope.budget.left) spend(scope.budget, rows.length);
  const [percentiles, attach] = await Promise.all([
    rows.length > 0 ? separateValues(metrics, scope, durationsOf(scope), where, key, run) : Promise.resolve(new Map() as SeparateValues),
    childrenOf(node.children, { ...scope, where, groups: [...scope.groups, key] }, run),
  ]);
  const byParent = histogramRows(rows, scope.groups.length, (row, bucketKey) => withPercentiles(row, percentiles.get(bucketKey)));
  const series = node.minDocCount === 0 ? await histogramSeries(node, rows.map((r) => Number(r.k)), run) : null;
  spend(scope.budget, series ? series.length * byParent.size : rows.length);
  const { results, buckets } = histogramAnswer(byParent, series, metrics);
  attach(buckets);
  return results;
}

async function runFilter(node: FilterAgg, outer: RollupScope, run: QueryRunner): Promise<Results> {
  const metrics = metricsOf(node.children);
  // A time filter reads its own part of the window (its condition then holds for every row read); others add their condition.
  const bounds = outer.timeFilters.get(node.condition);
  const scope: RollupScope = bounds ? { ...outer, ...relationsOf(narrowWindow(outer.split, bounds, node.condition)) } : outer;
  const where = bounds ? scope.where : and([scope.where, node.condition]);
  const grouping = scope.groups.length ? constant(' GROUP BY ALL') : constant('');
  const rows = await run(sql`SELECT ${selectList(scope, [], metrics)} FROM ${scope.summary} WHERE ${where}${grouping} LIMIT ${rowLimitOf(scope)}`);
  spend(scope.budget, rows.length);
  const [percentiles, attach] = await Promise.all([
    rows.length > 0 ? separateValues(metrics, scope, bounds ? durationsOf(scope) : scope.durations(scope.byDay), where, null, run) : Promise.resolve(new Map() as SeparateValues),
    childrenOf(node.children, { ...scope, where, dimensional: scope.dimensional || !bounds }, run),
  ]);
  const results: Results = new Map();
  const buckets: BucketTarget[] = [];
  for (const row of rows) {
    const parentKey = keyOf(groupValues(row, scope.groups.length));
    const result: Record<string, unknown> = { doc_count: Number(row.doc_count), ...metricsResults(metrics, withPercentiles(row, percentiles.get(parentKey))) };
    results.set(parentKey, result);
    buckets.push({ key: parentKey, target: result });
  }
  attach(buckets);
  return results;
}

async function runBucket(node: BucketAgg, scope: RollupScope, run: QueryRunner): Promise<Results> {
  if (node.kind === 'terms') return runTerms(node, scope, run);
  if (node.kind === 'date_histogram') return runHistogram(node, scope, run);
  if (node.kind === 'filter') return runFilter(node, scope, run);
  if (node.kind === 'histogram') throw new Error('Numeric histograms are not answered from the rollups');
  return filtersResults(node, (filter) => runFilter(filter, scope, run));
}

/**
 * The `aggregations` answer from the rollups: the same buckets, keys, order, counts and metric values as the scan
 * (runAggs.ts) gives over the events, for the aggregations rollupSupport accepts.
 */
export async function runRollupAggregations(nodes: AggNode[], scope: RollupScope, run: QueryRunner): Promise<Record<string, unknown>> {
  const out = new Map<string, unknown>();
  const metrics = metricsOf(nodes);
  const metricValues = async () => {
    if (metrics.length === 0) return;
    const summaryMetrics = metrics.flatMap((m, i) => (isSeparate(m) ? [] : [sql`${rollupMetricSql(m)} AS ${constant(`m${i}`)}`]));
    const [[row], percentiles] = await Promise.all([
      summaryMetrics.length > 0 ? run(sql`SELECT ${join(summaryMetrics, ', ')} FROM ${scope.summary} WHERE ${scope.where}`) : Promise.resolve([{}]),
      separateValues(metrics, scope, durationsOf(scope), scope.where, null, run),
    ]);
    for (const [name, value] of Object.entries(metricsResults(metrics, withPercentiles(row ?? {}, percentiles.get('[]'))))) out.set(name, value);
  };
  const bucketValues = async (node: BucketAgg) => { out.set(node.name, (await runBucket(node, scope, run)).get('[]') ?? emptyResult(node)); };
  // The top-level aggregations do not depend on each other: asked for together.
  await Promise.all([metricValues(), ...bucketsOf(nodes).map(bucketValues)]);
  return Object.fromEntries(nodes.map((n) => [n.name, out.get(n.name)]));
}

/** `sum(n)` of the window's rows under the predicate: the number of events, as `hits.total` counts them. */
export async function rollupTotal(scope: Pick<RollupScope, 'summary' | 'where'>, run: QueryRunner): Promise<number> {
  const [row] = await run(sql`SELECT coalesce(sum(n), 0) AS n FROM ${scope.summary} WHERE ${scope.where}`);
  return Number(row?.n ?? 0);
}
