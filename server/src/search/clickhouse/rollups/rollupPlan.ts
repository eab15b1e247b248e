import type { Tenant } from '../../../events/types';
import type { AggNode } from '../../dsl/aggTypes';
import type { BucketBudget, QueryRunner } from '../../dsl/bucketRows';
import type { TimeRange } from '../../dsl/dateMath';
import { compileClause } from '../../dsl/compileQuery';
import type { FieldCatalog } from '../../dsl/fields';
import type { Fragment } from '../../dsl/fragment';
import type { CompiledSearch } from '../../dsl/searchRequest';
import { isObject } from '../../dsl/dslError';
import { rollupTotal, runRollupAggregations, summaryOf } from './rollupAggs';
import { headerRelation, type RelationContext } from './rollupRelations';
import { headerClause, rollupSupport } from './rollupSupport';
import { splitWindow, type RollupWindow } from './rollupWindow';

/** Answers aggregations by the scan (the engine's own evaluation), within a bucket allowance. */
export type ScanAggregations = (nodes: AggNode[], budget: BucketBudget) => Promise<Record<string, unknown> | undefined>;

/** The parts of one event search answered from the rollups (each absent part is answered by the scan). */
export interface RollupPlan {
  total?: (run: QueryRunner) => Promise<number>;
  /** Every aggregation: the rolled-up ones from the rollups, the others by `scan`, sharing one bucket allowance. */
  aggregations?: (run: QueryRunner, maxBuckets: number, scan: ScanAggregations) => Promise<Record<string, unknown>>;
}

/**
 * Which parts of an event search the ClickHouse rollups answer: a window holding at least one whole hour and the
 * request within rollupSupport. `now` is the instant the request was compiled with (time filters' bounds are read
 * with it).
 */
export function planClickHouseRollup(
  ctx: RelationContext, catalog: FieldCatalog, tenant: Tenant, body: unknown, compiled: CompiledSearch, range: TimeRange | null, now: number,
): RollupPlan | null {
  if (!range) return null;
  const window = { from: range.from.getTime(), to: range.to.getTime() };
  const split = splitWindow(tenant, window.from, window.to);
  if (!split) return null;
  const support = rollupSupport(body, compiled.aggs, window, now);
  if (!support.total && support.aggregations.length === 0) return headerTotalPlan(ctx, catalog, split, body, now);
  const rolled = new Set(support.aggregations);
  const base = { ctx, unrouted: false, dimensional: compiled.query.sql !== 'TRUE', where: compiled.query, groups: [], window, byDay: true, timeFilters: support.timeFilters };
  const aggregations = async (run: QueryRunner, maxBuckets: number, scan: ScanAggregations): Promise<Record<string, unknown>> => {
    const budget: BucketBudget = { left: maxBuckets, max: maxBuckets };
    const mine = compiled.aggs.filter((n) => rolled.has(n.name));
    const rest = compiled.aggs.filter((n) => !rolled.has(n.name));
    const fromRollups = await runRollupAggregations(mine, { ...base, budget, split }, run);
    const fromScan = rest.length > 0 ? (await scan(rest, budget)) ?? {} : {};
    return Object.fromEntries(compiled.aggs.map((n) => [n.name, rolled.has(n.name) ? fromRollups[n.name] : fromScan[n.name]]));
  };
  return {
    ...(support.total ? { total: (run: QueryRunner) => rollupTotal(summaryOf({ ...base, budget: { left: 0, max: 0 }, split }), compiled.query, run) } : {}),
    ...(rolled.size > 0 ? { aggregations } : {}),
  };
}

/**
 * `hits.total` of a query that is one clause on a rolled-up header's value (and no post_filter), from the header
 * value rows: the clause compiled against the value as a keyword column, which tests it exactly as the scan tests the
 * value it reads from the JSON text (the scan's prefilter on the text only skips rows that cannot match). A range is
 * not accepted (on JSON it compares numbers, on a keyword text).
 */
function headerTotalPlan(ctx: RelationContext, catalog: FieldCatalog, split: RollupWindow, body: unknown, now: number): RollupPlan | null {
  const request = isObject(body) ? body : {};
  if (request.post_filter !== undefined && request.post_filter !== null) return null;
  const found = headerClause(request.query, ctx.headers.views.map((v) => v.keyExprs[0].replace(/^'(.*)' AS header$/, '$1')));
  if (!found) return null;
  const bare = found.field.replace(/\.(raw|keyword)$/, '');
  const onValue: FieldCatalog = { ...catalog, columns: { [bare]: { column: 'header_value', type: 'keyword' } }, jsonPrefixes: {} };
  const where: Fragment = compileClause(found.clause, { catalog: onValue, now });
  return { total: (run: QueryRunner) => rollupTotal(headerRelation(ctx, split, found.header), where, run) };
}
