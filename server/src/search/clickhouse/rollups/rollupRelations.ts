import {
  DAY_DURATIONS, DAY_IDS, DAY_SUMMARY, DAY_UNROUTED_SUMMARY, DURATIONS, HOUR_DURATIONS, IDS, SUMMARY, UNROUTED_DURATIONS, UNROUTED_SUMMARY, rowsSelect, sumColumns,
  type IdKind, type RollupTable, type RollupView,
} from '../../../storage/clickhouse/rollupTables';
import type { SqlDialect } from '../../dsl/dialect';
import type { FieldRef } from '../../dsl/fields';
import { and, constant, join, param, sql, type Fragment } from '../../dsl/fragment';
import { renderSql } from '../renderSql';
import { wholeDays, type RollupWindow } from './rollupWindow';

/**
 * What the relations need of the engine: its dialect, the events' request.time field (for the partial hours) and the
 * header values table of its server (headerValues.ts).
 */
export interface RelationContext {
  dialect: SqlDialect;
  time: FieldRef;
  headers: RollupTable;
}

/** The dimensions as a search reads them: the events' column names and types, NULL where the event had none. */
const DIMENSIONS_READ = ['event_type', 'if(verb_null = 1, NULL, verb_value) AS verb', 'if(route_null = 1, NULL, route_value) AS route', 'if(status_null = 1, NULL, status_value) AS status'];
const DIMENSION_NAMES = ['event_type', 'verb', 'route', 'status'];
const URI_READ = 'if(uri_null = 1, NULL, uri_value) AS uri';

const tenantOf = (w: RollupWindow) => sql`org_id = ${param(w.tenant.orgId)} AND app_id = ${param(w.tenant.appId)}`;
const second = (ms: number) => sql`toDateTime(${param(Math.floor(ms / 1000))})`;

/** A table's rows of whole hours (or days) [from, to), its time column read as `hour`. */
function storedRows(t: RollupTable, w: RollupWindow, from: number, to: number, extra: Fragment = constant('')): Fragment {
  const columns = ['org_id', 'app_id', t.grain === 'hour' ? 'hour' : 'day AS hour', ...t.keys.map(([name]) => name), ...sumColumns(t)].join(', ');
  const grain = constant(t.grain);
  return sql`SELECT ${constant(columns)} FROM ${constant(t.name)} WHERE ${tenantOf(w)}${extra} AND ${grain} >= ${second(from)} AND ${grain} < ${second(to)}`;
}

/**
 * The rows one view computes from the events the rollups do not hold for the window: the partial hours at both ends
 * (each its own plain range on time, which the primary key narrows), under the window's time condition if any.
 */
function eventRows(ctx: RelationContext, t: RollupTable, view: RollupView, w: RollupWindow): Fragment[] {
  const at = (op: '>=' | '<' | '<=', ms: number) => ctx.dialect.timeComparison(ctx.time, op, ms);
  const ranges = [
    ...(w.from < w.fullFrom ? [and([at('>=', w.from), at('<', w.fullFrom)])] : []),
    ...(w.fullTo <= w.to ? [and([at('>=', w.fullTo), at('<=', w.to)])] : []),
  ];
  return ranges.map((range) => {
    const where = and([tenantOf(w), range, ...(w.condition ? [w.condition] : [])]);
    return constant(rowsSelect(t, view, renderSql(where.sql, where.params)));
  });
}

/** Rows of whole hours from `hours`, of the whole UTC days among them from `days` when given. */
function wholeRows(w: RollupWindow, hours: RollupTable, days: RollupTable | null, extra?: Fragment): Fragment[] {
  const { dayFrom, dayTo } = wholeDays(w);
  if (!days || dayTo <= dayFrom) return [storedRows(hours, w, w.fullFrom, w.fullTo, extra)];
  const edges = [[w.fullFrom, dayFrom], [dayTo, w.fullTo]].filter(([from, to]) => to > from);
  return [storedRows(days, w, dayFrom, dayTo, extra), ...edges.map(([from, to]) => storedRows(hours, w, from, to, extra))];
}

function union(parts: Fragment[]): Fragment {
  return sql`(${join(parts, ' UNION ALL ')})`;
}

/** Which summary rows a relation reads. */
export interface SummaryShape {
  /** The calls without a route, with their URI. */
  unrouted: boolean;
  /** Whole UTC days from the day rows (no enclosing bucket shorter than a UTC day): their `hour` is the day's start. */
  byDay: boolean;
}

/**
 * Summary rows of exactly the window's events (of the calls without a route, with their URI, when `unrouted`): per
 * hour (or whole UTC day, `byDay`), dimensions and weight, `event_count`, `duration_count` and `duration_total`;
 * keys whose events were all deleted (compensated to 0) are left out, so every row stands for at least one event.
 */
export function summaryRelation(ctx: RelationContext, w: RollupWindow, shape: SummaryShape): Fragment {
  const t = shape.unrouted ? UNROUTED_SUMMARY : SUMMARY;
  const days = shape.byDay ? (shape.unrouted ? DAY_UNROUTED_SUMMARY : DAY_SUMMARY) : null;
  const keys = ['hour', ...DIMENSION_NAMES, ...(shape.unrouted ? ['uri'] : []), 'weight'];
  const read = ['hour', ...DIMENSIONS_READ, ...(shape.unrouted ? [URI_READ] : []), 'weight', 'sum(n) AS event_count', 'sum(duration_n) AS duration_count', 'sum(duration_sum) AS duration_total'];
  const rows = union([...wholeRows(w, t, days), ...eventRows(ctx, t, t.views[0], w)]);
  return sql`(SELECT ${constant(read.join(', '))} FROM ${rows} GROUP BY ${constant(keys.join(', '))} HAVING sum(n) > 0)`;
}

/** Which duration value counts a relation reads. */
export interface DurationsShape {
  /** With the dimensions (a query or an enclosing bucket on them), else the smaller table without. */
  dimensional: boolean;
  /** Whole clean UTC days from the day rows (no enclosing bucket shorter than a UTC day). */
  byDay: boolean;
  /** The calls without a route, with their URI. */
  unrouted: boolean;
}

/**
 * Duration value counts of exactly the window's events: `hour`, the dimensions (and `uri`) when asked for,
 * `duration_ms` (the value), `n` and `weight_sum`. Rows are not summed by key here: each reader groups by what it
 * needs and keeps values whose count is above 0.
 */
export function durationsRelation(ctx: RelationContext, w: RollupWindow, shape: DurationsShape): Fragment {
  const t = shape.unrouted ? UNROUTED_DURATIONS : shape.dimensional ? DURATIONS : HOUR_DURATIONS;
  const days = !shape.unrouted && shape.dimensional && shape.byDay ? DAY_DURATIONS : null;
  const dims = t === HOUR_DURATIONS ? [] : [...DIMENSIONS_READ, ...(shape.unrouted ? [URI_READ] : [])];
  const read = ['hour', ...dims, 'duration_value AS duration_ms', 'n', 'weight_sum'];
  const rows = union([...wholeRows(w, t, days), ...eventRows(ctx, t, t.views[0], w)]);
  return sql`(SELECT ${constant(read.join(', '))} FROM ${rows})`;
}

/**
 * Id rows of one kind of exactly the window's events: per hour (or whole UTC day with `byDay`) and id (NULL: events
 * without one) under the events column's name, `event_count` and `weight_total`, ids whose events were all deleted
 * left out.
 */
export function idsRelation(ctx: RelationContext, w: RollupWindow, kind: IdKind, byDay: boolean): Fragment {
  const column = kind === 'user' ? 'user_id' : 'company_id';
  const view = IDS.views.find((v) => v.name.endsWith(`_${kind}_mv`)) as RollupView;
  const ofKind = sql` AND kind = ${param(kind)}`;
  const rows = union([...wholeRows(w, IDS, byDay ? DAY_IDS : null, ofKind), ...eventRows(ctx, IDS, view, w)]);
  const read = `hour, if(id_null = 1, NULL, id_value) AS ${column}, sum(n) AS event_count, sum(weight_sum) AS weight_total`;
  return sql`(SELECT ${constant(read)} FROM ${rows} GROUP BY hour, ${constant(column)} HAVING sum(n) > 0)`;
}

/**
 * Header value rows of one rolled-up header of exactly the window's events: per hour and value (`header_value`, NULL
 * for events without the header), `event_count`, values whose events were all deleted left out.
 */
export function headerRelation(ctx: RelationContext, w: RollupWindow, header: string): Fragment {
  const view = ctx.headers.views.find((v) => v.keyExprs[0] === `'${header}' AS header`);
  if (!view) throw new Error(`${header} is not rolled up`);
  const rows = union([...wholeRows(w, ctx.headers, null, sql` AND header = ${param(header)}`), ...eventRows(ctx, ctx.headers, view, w)]);
  return sql`(SELECT hour, if(value_null = 1, NULL, value_value) AS header_value, sum(n) AS event_count FROM ${rows} GROUP BY hour, header_value HAVING sum(n) > 0)`;
}
