import { sqlTimestampOfMs } from '../../events/sqlTime';
import type { Tenant } from '../../events/types';
import { and, constant, join, param, sql, type Fragment } from '../dsl/fragment';
import { HOUR_MS } from './dirtyHours';
import {
  DAY_IDS_TABLE, DAY_MS, IDS_TABLE, UNROUTED_DURATIONS_READ, UNROUTED_DURATIONS_TABLE, UNROUTED_READ, UNROUTED_TABLE, idsRead, idsSelect,
  unroutedDurationsSelect, unroutedSelect, type IdKind,
} from './idRollupTables';
import type { TimeBounds } from './rollupTree';
import {
  DAY_DURATIONS_TABLE, DAY_TOTAL_DURATIONS_TABLE, DURATIONS_TABLE, HOUR_DURATIONS_TABLE, ROLLUP_TABLE, SUMMARY_READ, durationsSelect, hourDurationsSelect, summarySelect, durationsRead,
  totalDurationsRead,
} from './rollupTables';

/** Most dirty hours a rolled-up search reads from the events; with more, the whole search is a scan. */
export const MAX_DIRTY_HOURS_PER_SEARCH = 200;

/**
 * Most runs of consecutive hours a rolled-up search reads from the events (besides the window's partial ends). Each
 * run is a branch of a UNION ALL feeding an aggregation, and DuckDB keeps a partly filled hash table of its own for
 * every branch until the aggregation ends: with a branch per dirty hour, a day of dirty hours took hundreds of
 * megabytes for a few thousand events.
 */
export const MAX_EVENT_RUNS = 8;

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
  /**
   * Whole hours within [fullFrom, fullTo) read from the events instead of the rollup, ascending: the dirty ones, and
   * the clean ones between them that join their runs into at most MAX_EVENT_RUNS (see eventHours).
   */
  dirty: number[];
  /** A time condition the window's events must also meet (a time filter's part of the window; its whole hours meet it). */
  condition?: Fragment;
}

/** Runs [start, end) of consecutive periods `unit` long, from their ascending starts (repeats allowed). */
function runsOf(starts: number[], unit: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const start of starts) {
    const last = runs[runs.length - 1];
    if (last && start < last[1]) continue;
    if (last && last[1] === start) last[1] = start + unit;
    else runs.push([start, start + unit]);
  }
  return runs;
}

/** Runs [start, end) of consecutive hours, from ascending hour starts. */
export const hourRuns = (hours: number[]): Array<[number, number]> => runsOf(hours, HOUR_MS);

/** Runs [start, end) of consecutive UTC days holding the ascending hours. */
const dayRuns = (hours: number[]): Array<[number, number]> => runsOf(hours.map((h) => Math.floor(h / DAY_MS) * DAY_MS), DAY_MS);

/**
 * The hours to read from the events for ascending dirty hours: the dirty hours, and, while they make more than
 * `maxRuns` runs, the clean hours of the shortest gap between two runs (a clean hour read from the events is still
 * exact; it only costs reading its events).
 */
export function eventHours(dirty: number[], maxRuns = MAX_EVENT_RUNS): number[] {
  const runs = hourRuns(dirty);
  if (runs.length <= maxRuns) return dirty;
  while (runs.length > maxRuns) {
    let shortest = 1;
    for (let i = 2; i < runs.length; i++) {
      if (runs[i][0] - runs[i - 1][1] < runs[shortest][0] - runs[shortest - 1][1]) shortest = i;
    }
    runs[shortest - 1][1] = runs[shortest][1];
    runs.splice(shortest, 1);
  }
  return runs.flatMap(([start, end]) => Array.from({ length: (end - start) / HOUR_MS }, (_, i) => start + i * HOUR_MS));
}

/** The window's split, or null when no whole hour is inside it or too many of them are dirty (use the scan). */
export function splitWindow(tenant: Tenant, from: number, to: number, dirtyWithin: (fromHour: number, toHour: number) => number[]): RollupWindow | null {
  const fullFrom = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const fullTo = Math.floor(to / HOUR_MS) * HOUR_MS;
  if (fullTo <= fullFrom) return null;
  const dirty = dirtyWithin(fullFrom, fullTo - HOUR_MS);
  if (dirty.length > MAX_DIRTY_HOURS_PER_SEARCH) return null;
  return { tenant, from, to, fullFrom, fullTo, dirty: eventHours(dirty) };
}

const ts = (ms: number) => sql`${param(sqlTimestampOfMs(ms))}::TIMESTAMP`;

/** ` AND NOT (column in run)` for each run: the condition that leaves the runs out. */
function outside(column: string, runs: Array<[number, number]>): Fragment {
  return join(runs.map(([start, end]) => sql` AND NOT (${constant(column)} >= ${ts(start)} AND ${constant(column)} < ${ts(end)})`), '');
}

function rollupRows(table: string, columns: string, w: RollupWindow, extra: Fragment = constant('')): Fragment {
  const clean = outside('hour', hourRuns(w.dirty));
  return sql`SELECT ${constant(columns)} FROM ${constant(table)} WHERE org_id = ${param(w.tenant.orgId)} AND app_id = ${param(w.tenant.appId)} AND hour >= ${ts(w.fullFrom)} AND hour < ${ts(w.fullTo)}${clean}${extra}`;
}

/**
 * The events the rollup does not hold for the window, as separate time ranges (the partial hours at both ends, each
 * run of hours read from the events): plain ranges on `time` let the table's zone maps skip everything else, which
 * one OR-ed predicate does not. The ranges lie in different hours, so their rows never share a group.
 */
function eventRanges(w: RollupWindow): Fragment[] {
  const tenant = sql`org_id = ${param(w.tenant.orgId)} AND app_id = ${param(w.tenant.appId)}`;
  const ranges = [
    ...(w.from < w.fullFrom ? [sql`time >= ${ts(w.from)} AND time < ${ts(w.fullFrom)}`] : []),
    ...hourRuns(w.dirty).map(([start, end]) => sql`time >= ${ts(start)} AND time < ${ts(end)}`),
    sql`time >= ${ts(w.fullTo)} AND time <= ${ts(w.to)}`,
  ];
  return ranges.map((range) => (w.condition ? sql`${tenant} AND ${range} AND ${w.condition}` : sql`${tenant} AND ${range}`));
}

function fromEvents(select: (where: string) => string, w: RollupWindow): Fragment {
  return join(eventRanges(w).map((where) => ({ sql: select(where.sql), params: where.params })), ' UNION ALL ');
}

/** Summary rows (time = hour, dimensions, counts and sums) of exactly the window's events. */
export function summaryRelation(w: RollupWindow): Fragment {
  return sql`(${rollupRows(ROLLUP_TABLE, SUMMARY_READ, w)} UNION ALL ${fromEvents((where) => summarySelect(where, 'perEvent'), w)}) AS rollup_rows`;
}

/**
 * Duration value counts (time, dimensions, duration_ms, n) of exactly the window's events; with `byDay`, whole clean
 * UTC days come from the day rows (time = the day's start), as for the id rows.
 */
export function durationsRelation(w: RollupWindow, byDay: boolean): Fragment {
  const hours = { table: DURATIONS_TABLE, read: durationsRead('hour') };
  const days = { table: DAY_DURATIONS_TABLE, read: durationsRead('day') };
  return tieredRelation(w, byDay, hours, days, (where) => durationsSelect(where, 'perEvent'), 'rollup_durations');
}

/**
 * Duration value counts without dimensions (time, duration_ms, n) of exactly the window's events; with `byDay`,
 * whole clean UTC days come from the day rows (time = the day's start).
 */
export function totalDurationsRelation(w: RollupWindow, byDay: boolean): Fragment {
  const hours = { table: HOUR_DURATIONS_TABLE, read: totalDurationsRead('hour') };
  const days = { table: DAY_TOTAL_DURATIONS_TABLE, read: totalDurationsRead('day') };
  return tieredRelation(w, byDay, hours, days, (where) => hourDurationsSelect(where, 'perEvent'), 'rollup_total_durations');
}

/** Unrouted summary rows (time = hour, dimensions, uri, counts and sums) of exactly the window's calls without a route. */
export function unroutedRelation(w: RollupWindow): Fragment {
  return sql`(${rollupRows(UNROUTED_TABLE, UNROUTED_READ, w)} UNION ALL ${fromEvents((where) => unroutedSelect(where, 'perEvent'), w)}) AS rollup_unrouted`;
}

/** Unrouted duration value counts (time = hour, dimensions, uri, duration_ms, n) of exactly the window's calls without a route. */
export function unroutedDurationsRelation(w: RollupWindow): Fragment {
  return sql`(${rollupRows(UNROUTED_DURATIONS_TABLE, UNROUTED_DURATIONS_READ, w)} UNION ALL ${fromEvents((where) => unroutedDurationsSelect(where, 'perEvent'), w)}) AS rollup_unrouted_durations`;
}

/** A rollup table and the column list a search reads from it. */
interface RollupSource {
  table: string;
  read: string;
  /** A further condition on the table's rows (the id kind). */
  extra?: Fragment;
}

/**
 * The rollup rows of the window's whole clean hours, reading the whole UTC days among them that hold no dirty hour
 * from the day rows (time = the day's start) and the other hours from the hour rows.
 */
function hoursAndDays(w: RollupWindow, hours: RollupSource, days: RollupSource): Fragment {
  const extra = hours.extra ?? constant('');
  const dayFrom = Math.ceil(w.fullFrom / DAY_MS) * DAY_MS;
  const dayTo = Math.floor(w.fullTo / DAY_MS) * DAY_MS;
  if (dayTo <= dayFrom) return rollupRows(hours.table, hours.read, w, extra);
  // The days holding an hour read from the events, as runs of days: they are read from the hour rows.
  const dirtyDays = dayRuns(w.dirty.filter((h) => h >= dayFrom && h < dayTo));
  // The hours outside the clean days, as plain ranges (the hours before the first whole day, after the last, and of
  // each run of days with an hour read from the events), which the table's zone maps narrow, where one OR-ed
  // predicate reads every hour of the window.
  const ranges = [[w.fullFrom, dayFrom], [dayTo, w.fullTo], ...dirtyDays].filter(([from, to]) => to > from);
  const hourRows = ranges.map(([from, to]) => rollupRows(hours.table, hours.read, { ...w, fullFrom: from, fullTo: to, dirty: w.dirty.filter((h) => h >= from && h < to) }, extra));
  const cleanDays = outside('day', dirtyDays);
  const dayRows = sql`SELECT ${constant(days.read)} FROM ${constant(days.table)} WHERE org_id = ${param(w.tenant.orgId)} AND app_id = ${param(w.tenant.appId)}${days.extra ?? constant('')} AND day >= ${ts(dayFrom)} AND day < ${ts(dayTo)}${cleanDays}`;
  return join([dayRows, ...hourRows], ' UNION ALL ');
}

/**
 * Exactly the window's events as rows of a rollup with a day table, named `alias`: with `byDay`, its whole clean UTC
 * days from the day rows (hoursAndDays), else every whole clean hour from the hour rows; the rest from the events
 * through `select`.
 */
function tieredRelation(w: RollupWindow, byDay: boolean, hours: RollupSource, days: RollupSource, select: (where: string) => string, alias: string): Fragment {
  const rows = byDay ? hoursAndDays(w, hours, days) : rollupRows(hours.table, hours.read, w, hours.extra);
  return sql`(${rows} UNION ALL ${fromEvents(select, w)}) AS ${constant(alias)}`;
}

/**
 * Id rows of one kind (time, the id under its column's name, weight_sum, n) of exactly the window's events. With
 * `byDay`, the whole UTC days inside the window's whole hours that hold no dirty hour are read from the day rows
 * (time = the day's start), the other whole clean hours from the hour rows, the rest from the events.
 */
export function idsRelation(w: RollupWindow, kind: IdKind, byDay: boolean): Fragment {
  const ofKind = sql` AND kind = ${param(kind)}`;
  const hours = { table: IDS_TABLE, read: idsRead(kind, 'hour'), extra: ofKind };
  const days = { table: DAY_IDS_TABLE, read: idsRead(kind, 'day'), extra: ofKind };
  return tieredRelation(w, byDay, hours, days, (where) => idsSelect(where, 'perEvent', kind), 'rollup_ids');
}

/**
 * The part of a window a time filter selects: its whole hours are the window's whole hours that lie entirely within
 * the bounds, its events those of the rest of the window that meet the filter's condition (so the split stays exact
 * whatever instants the bounds are). With no whole hour left, everything is read from the events.
 */
export function narrowWindow(w: RollupWindow, bounds: TimeBounds, condition: Fragment): RollupWindow {
  const { lower, upper } = bounds;
  const from = lower ? Math.max(w.from, lower.ms) : w.from;
  const to = upper ? Math.min(w.to, upper.ms) : w.to;
  // An hour h is inside when every instant of [h, h + 1 h) meets the bounds.
  const firstHour = lower ? (lower.strict ? Math.floor(lower.ms / HOUR_MS) * HOUR_MS + HOUR_MS : Math.ceil(lower.ms / HOUR_MS) * HOUR_MS) : w.fullFrom;
  const endHour = upper ? Math.floor(upper.ms / HOUR_MS) * HOUR_MS : w.fullTo;
  let fullFrom = Math.max(w.fullFrom, firstHour);
  let fullTo = Math.min(w.fullTo, endHour);
  if (fullTo <= fullFrom || from > to) {
    fullFrom = from;
    fullTo = from;
  }
  const conditions = w.condition ? and([w.condition, condition]) : condition;
  return { tenant: w.tenant, from, to, fullFrom, fullTo, dirty: w.dirty.filter((h) => h >= fullFrom && h < fullTo), condition: conditions };
}
