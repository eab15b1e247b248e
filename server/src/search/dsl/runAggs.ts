import type { AggNode, BucketAgg, DateHistogramAgg, FilterAgg, MetricAgg, TermsAgg } from './aggTypes';
import { histogramAnswer, histogramRows, termsAnswer } from './bucketAnswers';
import { bucketsOf, childResults, emptyResult, filtersResults, groupAliases, groupValues, keyOf, maxRows, metricsOf, metricsResults, rowLimit, selectList, spend, textKeys, type AggScope, type BucketBudget, type BucketTarget, type QueryRunner, type Results } from './bucketRows';
import { runNumericHistogram } from './numericHistogram';
import { MAX_RESPONSE_BUCKETS } from '../limits';
import { and, constant, join, param, sql, type Fragment } from './fragment';
import { metricSql } from './metricSql';

export type { AggScope, BucketBudget, QueryRunner } from './bucketRows';

/**
 * Attaches the bucket sub-aggregations' results (evaluated for all buckets at once, the siblings asked for together)
 * to each bucket, in the request's order.
 */
async function attachChildren(children: AggNode[], scope: AggScope, buckets: BucketTarget[], run: QueryRunner) {
  (await childResults(children, (child) => runBucket(child, scope, run)))(buckets);
}

function orderSql(node: TermsAgg, metrics: MetricAgg[], scope: AggScope): Fragment {
  const parts = node.order.map((o) => {
    const dir = constant(o.desc ? 'DESC' : 'ASC');
    if (o.by === '_count') return sql`doc_count ${dir}`;
    if (o.by === '_key') return sql`k ${dir}`;
    const index = metrics.findIndex((m) => m.name === o.metric);
    const m = metrics[index];
    const alias = constant(`m${index}`);
    const percentIndex = m.percents ? Math.max(0, m.percents.indexOf(o.percent ?? m.percents[0])) : -1;
    return percentIndex >= 0 ? sql`${scope.dialect.arrayElement(alias, percentIndex + 1)} ${dir} NULLS LAST` : sql`${alias} ${dir} NULLS LAST`;
  });
  return join([...parts, constant('k ASC')], ', ');
}

async function runTerms(node: TermsAgg, scope: AggScope, run: QueryRunner): Promise<Results> {
  const metrics = metricsOf(node.children);
  const key = node.missing ? sql`coalesce(${scope.dialect.text(node.field.expr)}, ${node.missing})` : node.field.expr;
  const where = node.missing ? scope.where : and([scope.where, sql`${node.field.expr} IS NOT NULL`]);
  const rows = await scope.dialect.termsRows({
    select: selectList(scope, [sql`${key} AS k`], metrics), table: scope.table, where, groups: scope.groups, key, countExpr: scope.countExpr,
    minDocCount: node.minDocCount, order: orderSql(node, metrics, scope), size: node.size, rowLimit: maxRows(scope),
  }, run);
  spend(scope.budget as BucketBudget, rows.length);
  const { results, buckets } = termsAnswer(rows, scope.groups.length, metrics);
  if (bucketsOf(node.children).length > 0) {
    const keys = [...new Set(rows.map((r) => r.k))];
    const narrowed = keys.length > 0 ? and([where, scope.dialect.among(key, keys, textKeys(node))]) : where;
    await attachChildren(node.children, { ...scope, where: narrowed, groups: [...scope.groups, key] }, buckets, run);
  }
  return results;
}

async function runHistogram(node: DateHistogramAgg, scope: AggScope, run: QueryRunner): Promise<Results> {
  const metrics = metricsOf(node.children);
  const key = await scope.dialect.histogramKey(node, scope, run);
  const where = and([scope.where, sql`${node.field.expr} IS NOT NULL`]);
  const rows = await run(sql`SELECT ${selectList(scope, [sql`${key} AS k`], metrics)} FROM ${constant(scope.table)} WHERE ${where} ${scope.dialect.groupBy(groupAliases(scope, ['k']))} HAVING coalesce(${constant(scope.countExpr)}, 0) >= ${param(Math.max(node.minDocCount, 1))} ORDER BY k LIMIT ${rowLimit(scope)}`);
  // More rows than the allowance left (the LIMIT cut them off): the answer is over the bucket limit.
  if (rows.length > (scope.budget as BucketBudget).left) spend(scope.budget as BucketBudget, rows.length);
  const byParent = histogramRows(rows, scope.groups.length);
  const series = node.minDocCount === 0 ? await scope.dialect.histogramSeries(node, rows.map((r) => Number(r.k)), run) : null;
  spend(scope.budget as BucketBudget, series ? series.length * byParent.size : rows.length);
  const { results, buckets } = histogramAnswer(byParent, series, metrics);
  await attachChildren(node.children, { ...scope, where, groups: [...scope.groups, key] }, buckets, run);
  return results;
}

async function runFilter(node: FilterAgg, scope: AggScope, run: QueryRunner): Promise<Results> {
  const metrics = metricsOf(node.children);
  const where = and([scope.where, node.condition]);
  const grouping = scope.groups.length ? sql` ${scope.dialect.groupBy(groupAliases(scope, []))}` : constant('');
  const rows = await run(sql`SELECT ${selectList(scope, [], metrics)} FROM ${constant(scope.table)} WHERE ${where}${grouping} LIMIT ${rowLimit(scope)}`);
  spend(scope.budget as BucketBudget, rows.length);
  const results: Results = new Map();
  const buckets: Array<{ key: string; target: Record<string, unknown> }> = [];
  for (const row of rows) {
    const parentKey = keyOf(groupValues(row, scope.groups.length));
    const result: Record<string, unknown> = { doc_count: Number(row.doc_count), ...metricsResults(metrics, row) };
    results.set(parentKey, result);
    buckets.push({ key: parentKey, target: result });
  }
  await attachChildren(node.children, { ...scope, where }, buckets, run);
  return results;
}

/** Runs a bucket aggregation for every enclosing bucket at once; results are keyed by the enclosing bucket keys. */
async function runBucket(node: BucketAgg, scope: AggScope, run: QueryRunner): Promise<Results> {
  if (node.kind === 'terms') return runTerms(node, scope, run);
  if (node.kind === 'date_histogram') return runHistogram(node, scope, run);
  if (node.kind === 'histogram') {
    const { results, buckets, childScope } = await runNumericHistogram(node, scope, run);
    await attachChildren(node.children, childScope, buckets, run);
    return results;
  }
  if (node.kind === 'filter') return runFilter(node, scope, run);
  return filtersResults(node, (filter) => runFilter(filter, scope, run));
}

/** Evaluates top-level aggregations over the scope's rows; answers the Elasticsearch `aggregations` object. */
export async function runAggregations(nodes: AggNode[], scope: AggScope, run: QueryRunner): Promise<Record<string, unknown>> {
  const counted: AggScope = { ...scope, budget: scope.budget ?? { left: MAX_RESPONSE_BUCKETS, max: MAX_RESPONSE_BUCKETS } };
  const out = new Map<string, unknown>();
  const metrics = metricsOf(nodes);
  const metricValues = async () => {
    if (metrics.length === 0) return;
    const [row] = await run(sql`SELECT ${join(metrics.map((m, i) => sql`${metricSql(m, counted.dialect)} AS ${constant(`m${i}`)}`), ', ')} FROM ${constant(counted.table)} WHERE ${counted.where}`);
    for (const [name, value] of Object.entries(metricsResults(metrics, row))) out.set(name, value);
  };
  const bucketValues = async (node: BucketAgg) => { out.set(node.name, (await runBucket(node, counted, run)).get('[]') ?? emptyResult(node)); };
  // The top-level aggregations do not depend on each other: asked for together.
  await Promise.all([metricValues(), ...bucketsOf(nodes).map(bucketValues)]);
  return Object.fromEntries(nodes.map((n) => [n.name, out.get(n.name)]));
}
