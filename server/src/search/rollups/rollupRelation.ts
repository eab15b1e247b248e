import type { Tenant } from '../../events/types';
import { constant, join, param, sql, type Fragment } from '../dsl/fragment';
import { HOUR_MS } from './dirtyHours';
import {
  DURATIONS_READ, DURATIONS_TABLE, HOUR_DURATIONS_READ, HOUR_DURATIONS_TABLE, ROLLUP_TABLE, SUMMARY_READ, durationsSelect, hourDurationsSelect, summarySelect,
} from './rollupTables';

/** Most dirty hours a rolled-up search reads from the events; with more, the whole search is a scan. */
export const MAX_DIRTY_HOURS_PER_SEARCH = 200;

/**
 * A search window split for the rollups: the whole UTC hours inside it that are clean are read from the rollup
 * tables; the rest (the partial hours at both ends, and the dirty hours) from the events table, aggregated to rows of
 * the same shape, so the union is exactly the window's events.
 */
export interface RollupWindow {
  tenant: Tenant;
  /** The searched window (epoch ms, both ends included, as the scan reads it). */
  from: number;
  to: number;
  /** The whole hours inside the window: [fullFrom, fullTo). */
  fullFrom: number;
  fullTo: number;
  /** Dirty hours within [fullFrom, fullTo). */
  dirty: number[];
}

/** The window's split, or null when no whole hour is inside it or too many of them are dirty (use the scan). */
export function splitWindow(tenant: Tenant, from: number, to: number, dirtyWithin: (fromHour: number, toHour: number) => number[]): RollupWindow | null {
  const fullFrom = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const fullTo = Math.floor(to / HOUR_MS) * HOUR_MS;
  if (fullTo <= fullFrom) return null;
  const dirty = dirtyWithin(fullFrom, fullTo - HOUR_MS);
  if (dirty.length > MAX_DIRTY_HOURS_PER_SEARCH) return null;
  return { tenant, from, to, fullFrom, fullTo, dirty };
}

const ts = (ms: number) => sql`${param(new Date(ms).toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`;

function rollupRows(table: string, columns: string, w: RollupWindow): Fragment {
  const clean = w.dirty.length > 0 ? sql` AND hour NOT IN (${join(w.dirty.map(ts), ', ')})` : constant('');
  return sql`SELECT ${constant(columns)} FROM ${constant(table)} WHERE org_id = ${param(w.tenant.orgId)} AND app_id = ${param(w.tenant.appId)} AND hour >= ${ts(w.fullFrom)} AND hour < ${ts(w.fullTo)}${clean}`;
}

/**
 * The events the rollup does not hold for the window, as separate time ranges (the partial hours at both ends, each
 * dirty hour): plain ranges on `time` let the table's zone maps skip everything else, which one OR-ed predicate
 * does not. The ranges lie in different hours, so their rows never share a group.
 */
function eventRanges(w: RollupWindow): Fragment[] {
  const tenant = sql`org_id = ${param(w.tenant.orgId)} AND app_id = ${param(w.tenant.appId)}`;
  const ranges = [
    ...(w.from < w.fullFrom ? [sql`time >= ${ts(w.from)} AND time < ${ts(w.fullFrom)}`] : []),
    ...w.dirty.map((h) => sql`time >= ${ts(h)} AND time < ${ts(h + HOUR_MS)}`),
    sql`time >= ${ts(w.fullTo)} AND time <= ${ts(w.to)}`,
  ];
  return ranges.map((range) => sql`${tenant} AND ${range}`);
}

function fromEvents(select: (where: string) => string, w: RollupWindow): Fragment {
  return join(eventRanges(w).map((where) => ({ sql: select(where.sql), params: where.params })), ' UNION ALL ');
}

/** Summary rows (time = hour, dimensions, counts and sums) of exactly the window's events. */
export function summaryRelation(w: RollupWindow): Fragment {
  return sql`(${rollupRows(ROLLUP_TABLE, SUMMARY_READ, w)} UNION ALL ${fromEvents((where) => summarySelect(where, false), w)}) AS rollup_rows`;
}

/** Duration value counts (time = hour, dimensions, duration_ms, n) of exactly the window's events. */
export function durationsRelation(w: RollupWindow): Fragment {
  return sql`(${rollupRows(DURATIONS_TABLE, DURATIONS_READ, w)} UNION ALL ${fromEvents((where) => durationsSelect(where, false), w)}) AS rollup_durations`;
}

/** Duration value counts per hour without dimensions (time = hour, duration_ms, n) of exactly the window's events. */
export function hourDurationsRelation(w: RollupWindow): Fragment {
  return sql`(${rollupRows(HOUR_DURATIONS_TABLE, HOUR_DURATIONS_READ, w)} UNION ALL ${fromEvents((where) => hourDurationsSelect(where, false), w)}) AS rollup_hour_durations`;
}
