import type { Tenant } from '../../events/types';
import type { Database } from '../../storage/duckdb/database';
import type { AggNode } from '../dsl/aggTypes';
import type { BucketBudget } from '../dsl/bucketRows';
import type { TimeRange } from '../dsl/dateMath';
import type { Fragment } from '../dsl/fragment';
import type { CompiledSearch } from '../dsl/searchRequest';
import { rollupRefresherFor } from './rollupRefresher';
import { relationsOf, rollupTotal, runRollupAggregations } from './rollupAggs';
import { splitWindow, summaryRelation } from './rollupRelation';
import { rollupSupport } from './rollupSupport';
import { lightStatements, type SearchQueryRunner } from '../searchGate';

/** Whether searches may read the rollups: on unless the environment sets SEARCH_ROLLUPS=off (read per search). */
export function rollupsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SEARCH_ROLLUPS?.trim().toLowerCase() !== 'off';
}

/** Answers aggregations by the scan (the search engine's own evaluation), within a bucket allowance. */
export type ScanAggregations = (nodes: AggNode[], budget: BucketBudget) => Promise<Record<string, unknown> | undefined>;

/** The parts of one event search answered from the rollups (each absent part is answered by the scan). */
export interface RollupPlan {
  total?: (run: SearchQueryRunner) => Promise<number>;
  /**
   * Every aggregation: the rolled-up ones from the rollups (light statements), the others by `scan`, sharing one
   * bucket allowance.
   */
  aggregations?: (run: SearchQueryRunner, maxBuckets: number, scan: ScanAggregations) => Promise<Record<string, unknown>>;
}

/**
 * Decides, right before a search's statements run, which of its parts the rollups answer: rollups on, an event
 * search with a window holding at least one whole hour, and the request within rollupSupport. The dirty hours are
 * read now, so every commit answered before this moment is seen (its hours are read from the events).
 */
export async function planRollup(db: Database, tenant: Tenant, body: unknown, compiled: CompiledSearch, range: TimeRange | null): Promise<RollupPlan | null> {
  if (!range || !rollupsEnabled()) return null;
  const window = { from: range.from.getTime(), to: range.to.getTime() };
  const support = rollupSupport(body, compiled.aggs, window);
  if (!support.total && support.aggregations.length === 0) return null;
  const refresher = rollupRefresherFor(db);
  await refresher.ready();
  const split = splitWindow(tenant, window.from, window.to, (fromHour, toHour) => refresher.dirty.within(tenant, fromHour, toHour));
  if (!split) return null;
  const summary = summaryRelation(split);
  const where: Fragment = compiled.query;
  const rolled = new Set(support.aggregations);
  const aggregations = async (run: SearchQueryRunner, maxBuckets: number, scan: ScanAggregations): Promise<Record<string, unknown>> => {
    const budget: BucketBudget = { left: maxBuckets, max: maxBuckets };
    const mine = compiled.aggs.filter((n) => rolled.has(n.name));
    const rest = compiled.aggs.filter((n) => !rolled.has(n.name));
    const [fromRollup, fromScan] = await Promise.all([
      runRollupAggregations(mine, {
        ...relationsOf(split), dimensional: compiled.query.sql !== 'TRUE', where, groups: [], window, budget, byDay: true, timeFilters: support.timeFilters,
      }, lightStatements(run)),
      rest.length > 0 ? scan(rest, budget).then((answer) => answer ?? {}) : Promise.resolve({} as Record<string, unknown>),
    ]);
    return Object.fromEntries(compiled.aggs.map((n) => [n.name, rolled.has(n.name) ? fromRollup[n.name] : fromScan[n.name]]));
  };
  return {
    ...(support.total ? { total: (run: SearchQueryRunner) => rollupTotal({ summary, where }, lightStatements(run)) } : {}),
    ...(rolled.size > 0 ? { aggregations } : {}),
  };
}
