import type { AggNode, DateHistogramAgg } from '../../dsl/aggTypes';
import { parseTimeValue } from '../../dsl/dateMath';
import { DslError, isObject } from '../../dsl/dslError';
import { EVENT_FIELDS, resolveField } from '../../dsl/fields';
import type { Fragment } from '../../dsl/fragment';
import { offsetSpan } from '../../dsl/histogram';
import { offsetSchedule } from '../../dsl/timeZoneOffset';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The event columns a rolled-up search filters, groups and buckets on. */
const DIMENSIONS = ['event_type', 'verb', 'route', 'status'];
const IDS = ['user_id', 'company_id'];
const METRIC_COLUMNS = ['weight', 'duration_ms'];
const FIELD_CLAUSES = ['term', 'terms', 'range', 'prefix', 'wildcard', 'match', 'match_phrase'];
const BOOL_LISTS = ['must', 'filter', 'should', 'must_not'];
const RANGE_OPS = ['gt', 'gte', 'lt', 'lte'];
const IGNORED_RANGE_KEYS = ['format', 'time_zone', 'boost'];
/** Most entries of a time `filters` read from the rollups (each entry reads them again). */
const MAX_TIME_ENTRIES = 4;
/** Longest span of a zone's offsets looked up for a histogram (as the ClickHouse histogram keys do). */
const MAX_SCHEDULE_MS = 100 * 366 * DAY_MS;

/** The bounds of a time range (epoch ms), each inclusive unless strict. */
export interface TimeBounds {
  lower?: { ms: number; strict: boolean };
  upper?: { ms: number; strict: boolean };
}

/** The column a request field name stands for (the embedded catalog's, which names them as ClickHouse does), or null. */
function columnOf(name: unknown): string | null {
  try {
    const field = resolveField(EVENT_FIELDS, name);
    return field.type === 'json' || field.lookup ? null : field.expr.sql;
  } catch (error) {
    if (error instanceof DslError) return null;
    throw error;
  }
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const isDimension = (name: unknown) => DIMENSIONS.includes(columnOf(name) ?? '');

/** Whether a query clause tests only the dimensions (it then selects whole rolled-up rows). */
export function onDimensions(clause: unknown): boolean {
  if (clause === undefined || clause === null) return true;
  if (!isObject(clause) || Object.keys(clause).length !== 1) return false;
  const [kind, body] = Object.entries(clause)[0];
  if (kind === 'match_all' || kind === 'match_none') return true;
  if (!isObject(body)) return false;
  if (kind === 'bool') return Object.entries(body).every(([key, value]) => !BOOL_LISTS.includes(key) || asList(value).every(onDimensions));
  if (kind === 'exists') return isDimension(body.field);
  return FIELD_CLAUSES.includes(kind) && Object.keys(body).length === 1 && isDimension(Object.keys(body)[0]);
}

/** Whether a clause keeps only calls without a route: a bool whose must_not holds `exists` on request.route. */
function unroutedOnly(clause: unknown): boolean {
  if (!isObject(clause) || !isObject(clause.bool)) return false;
  return asList(clause.bool.must_not).some((c) => isObject(c) && Object.keys(c).length === 1 && isObject(c.exists) && columnOf(c.exists.field) === 'route');
}

/** The bounds of a clause that is one `range` on request.time, read with the search's `now` as the compiler reads them. */
function timeBounds(clause: unknown, now: number): TimeBounds | null {
  if (!isObject(clause) || Object.keys(clause).length !== 1 || !isObject(clause.range)) return null;
  const fields = Object.entries(clause.range);
  if (fields.length !== 1 || columnOf(fields[0][0]) !== 'time' || !isObject(fields[0][1])) return null;
  const bounds: TimeBounds = {};
  for (const [op, value] of Object.entries(fields[0][1])) {
    if (IGNORED_RANGE_KEYS.includes(op)) continue;
    if (!RANGE_OPS.includes(op) || (typeof value !== 'string' && typeof value !== 'number')) return null;
    const side = op.startsWith('g') ? 'lower' : 'upper';
    if (bounds[side]) return null;
    bounds[side] = { ms: parseTimeValue(value, now, 'request.time').getTime(), strict: op.length === 2 };
  }
  return bounds.lower || bounds.upper ? bounds : null;
}

/** Whether a date histogram's buckets are unions of whole UTC hours over the window (so hour rows fall in one bucket). */
export function onWholeHours(node: DateHistogramAgg, window: { from: number; to: number }): boolean {
  if (columnOf(node.field.name) !== 'time' || node.calendar === 'minute') return false;
  if (node.fixedMs !== undefined && node.fixedMs % HOUR_MS !== 0) return false;
  const span = offsetSpan(node, window);
  const schedule = offsetSchedule(node.timeZone, span.from, span.to, MAX_SCHEDULE_MS);
  return schedule !== null && [...schedule.offsets, ...schedule.changes].every((ms) => ms % HOUR_MS === 0);
}

/** Whether a date histogram's buckets are unions of whole UTC days (a day or longer, in a zone at offset 0 all along). */
export function onWholeDays(node: DateHistogramAgg, window: { from: number; to: number }): boolean {
  if (node.calendar ? node.calendar === 'minute' || node.calendar === 'hour' : (node.fixedMs ?? 1) % DAY_MS !== 0) return false;
  const span = offsetSpan(node, window);
  const schedule = offsetSchedule(node.timeZone, span.from, span.to, MAX_SCHEDULE_MS);
  return schedule !== null && schedule.changes.length === 0 && schedule.offsets.every((o) => o === 0);
}

/** Where a subtree sits, as far as the rollups care. */
interface Place {
  window: { from: number; to: number };
  now: number;
  /** Nothing selects or groups on a dimension: the id rollups (without dimensions) apply. */
  plain: boolean;
  /** Every row has no route: the unrouted rollups (with the URI) apply. */
  unrouted: boolean;
  /** Directly among the request's aggregations. */
  top: boolean;
  /** Under a filter or filters on dimensions, or under an entry of a time filter (no further `filters`). */
  underFilter: boolean;
  /** Under a `filters` on dimensions (no `filter` either: statements would multiply with the entries). */
  underFilters: boolean;
  /** Filled in: the accepted time filters' conditions and bounds. */
  timeFilters: Map<Fragment, TimeBounds>;
}

/** The request spec of a named sub-aggregation, and of a filters entry. */
function childSpec(spec: unknown, name: string): unknown {
  const children = isObject(spec) ? spec.aggs ?? spec.aggregations : undefined;
  return isObject(children) && Object.hasOwn(children, name) ? children[name] : undefined;
}

function entryClause(spec: unknown, key: string): unknown {
  const list = isObject(spec) && isObject(spec.filters) ? spec.filters.filters : undefined;
  if (Array.isArray(list)) return list[Number(key)];
  return isObject(list) && Object.hasOwn(list, key) ? list[key] : undefined;
}

/** Whether a numeric histogram reads the duration value counts: on duration_ms, no `missing`, only weight sums under it. */
function durationHistogram(node: Extract<AggNode, { kind: 'histogram' }>, place: Place): boolean {
  return place.plain && columnOf(node.field.name) === 'duration_ms' && node.missing === undefined
    && node.children.every((c) => c.kind === 'metric' && c.fn === 'sum' && columnOf(c.field.name) === 'weight');
}

/** Whether a compiled aggregation (with its request spec) and everything under it is answered exactly from the rollups. */
function accepted(node: AggNode, spec: unknown, place: Place): boolean {
  const under = (changes: Partial<Place>) => ({ ...place, top: false, ...changes });
  const all = (next: Place) => node.kind !== 'metric' && node.children.every((c) => accepted(c, childSpec(spec, c.name), next));
  switch (node.kind) {
    case 'metric': {
      const column = columnOf(node.field.name);
      if (node.fn === 'cardinality') return place.plain && IDS.includes(column ?? '');
      if (!METRIC_COLUMNS.includes(column ?? '') || (node.missing && column !== 'weight')) return false;
      return node.fn !== 'percentiles' || column === 'duration_ms';
    }
    case 'terms': {
      const column = columnOf(node.field.name) ?? '';
      if (IDS.includes(column)) return place.plain && node.children.length === 0 && node.order.every((o) => o.by !== 'metric');
      if (!DIMENSIONS.includes(column) && !(column === 'uri' && place.unrouted)) return false;
      // Ties between interpolated percentiles would order keys by floating-point noise: never rolled up.
      const byPercentile = node.order.some((o) => o.by === 'metric' && node.children.some((c) => c.kind === 'metric' && c.name === o.metric && c.fn === 'percentiles'));
      return !byPercentile && all(under({ plain: false }));
    }
    case 'date_histogram':
      return onWholeHours(node, place.window) && all(under({}));
    case 'histogram':
      return place.top && durationHistogram(node, place);
    case 'filter': {
      const clause = isObject(spec) ? spec.filter : undefined;
      const time = place.top ? timeBounds(clause, place.now) : null;
      if (time) {
        place.timeFilters.set(node.condition, time);
        return all(under({ underFilter: true }));
      }
      if (!onDimensions(clause) || place.underFilters) return false;
      return all(under({ plain: false, underFilter: true, unrouted: place.unrouted || unroutedOnly(clause) }));
    }
    case 'filters': {
      const times = place.top && node.filters.length <= MAX_TIME_ENTRIES ? node.filters.map((e) => timeBounds(entryClause(spec, e.key), place.now)) : [];
      if (times.length > 0 && times.every((t) => t !== null)) {
        node.filters.forEach((e, i) => place.timeFilters.set(e.condition, times[i] as TimeBounds));
        return all(under({ underFilter: true }));
      }
      if (place.underFilter || !node.filters.every((e) => onDimensions(entryClause(spec, e.key)))) return false;
      return all(under({ plain: false, underFilter: true, underFilters: true }));
    }
  }
}

/** Which parts of an event search the rollups answer. */
export interface RollupSupport {
  /** `hits.total` (the query on dimensions only, no post_filter). */
  total: boolean;
  /** The top-level aggregations answered from the rollups (the scan answers the others). */
  aggregations: string[];
  /** The accepted time filters (by their compiled condition) with their bounds: each reads its own part of the window. */
  timeFilters: Map<Fragment, TimeBounds>;
}

const selectsAll = (query: unknown) => query === undefined || query === null || (isObject(query) && Object.keys(query).length === 1 && isObject(query.match_all));

/**
 * The searches the ClickHouse rollups answer (server/src/storage/clickhouse/README.md, Rollups): the query tests only
 * event_type, request.verb, request.route and response.status; then `hits.total` without post_filter, and each
 * top-level aggregation whose whole tree is accepted (`accepted` above; the embedded engine's rules, plus a numeric
 * histogram of duration_ms with weight sums under it).
 */
export function rollupSupport(body: unknown, aggs: AggNode[], window: { from: number; to: number }, now: number): RollupSupport {
  const request = isObject(body) ? body : {};
  const timeFilters = new Map<Fragment, TimeBounds>();
  if (!onDimensions(request.query)) return { total: false, aggregations: [], timeFilters };
  const specs = request.aggs ?? request.aggregations;
  const place: Place = {
    window, now, plain: selectsAll(request.query), unrouted: unroutedOnly(request.query), top: true, underFilter: false, underFilters: false, timeFilters,
  };
  const names = aggs.filter((node) => {
    const found = new Map<Fragment, TimeBounds>();
    const spec = isObject(specs) && Object.hasOwn(specs, node.name) ? specs[node.name] : undefined;
    if (spec === undefined || !accepted(node, spec, { ...place, timeFilters: found })) return false;
    for (const [condition, bounds] of found) timeFilters.set(condition, bounds);
    return true;
  }).map((node) => node.name);
  return { total: request.post_filter === undefined || request.post_filter === null, aggregations: names, timeFilters };
}

/** A query that is one clause on a rolled-up header's value (the event log's header filters). */
export interface HeaderClause {
  /** The header's search field as the rollups name it (`request.headers.content-type`). */
  header: string;
  /** The field name as the request writes it (any case, optional `.raw`/`.keyword`). */
  field: string;
  /** The clause. */
  clause: Record<string, unknown>;
}

/** Clauses whose test on a header's value is the same on its text as on a keyword column (not `range`). */
const HEADER_CLAUSES = ['term', 'terms', 'prefix', 'wildcard', 'match', 'match_phrase', 'exists'];

/**
 * The header clause a query consists of: one clause (or a bool holding only that one in `must` or `filter`) testing
 * one header of ROLLED_UP_HEADERS; else null.
 */
export function headerClause(query: unknown, headers: readonly string[]): HeaderClause | null {
  let clause = query;
  if (isObject(clause) && Object.keys(clause).length === 1 && isObject(clause.bool)) {
    const lists = Object.entries(clause.bool);
    const inner = lists.flatMap(([key, value]) => (key === 'must' || key === 'filter' ? asList(value) : [null, null]));
    if (inner.length !== 1) return null;
    clause = inner[0];
  }
  if (!isObject(clause) || Object.keys(clause).length !== 1) return null;
  const [kind, body] = Object.entries(clause)[0];
  if (!HEADER_CLAUSES.includes(kind) || !isObject(body)) return null;
  const field = kind === 'exists' ? body.field : Object.keys(body).length === 1 ? Object.keys(body)[0] : undefined;
  if (typeof field !== 'string') return null;
  const bare = field.replace(/\.(raw|keyword)$/, '');
  const prefix = ['request.headers.', 'response.headers.'].find((p) => bare.startsWith(p));
  const header = prefix ? `${prefix}${bare.slice(prefix.length).toLowerCase()}` : '';
  return headers.includes(header) ? { header, field, clause } : null;
}
