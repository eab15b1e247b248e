import type { AggNode, DateHistogramAgg, TermsAgg } from '../dsl/aggTypes';
import { isObject } from '../dsl/dslError';
import type { Fragment } from '../dsl/fragment';
import { DAY_MS, ID_KINDS } from './idRollupTables';
import { offsetSpan } from '../dsl/histogram';
import { offsetSchedule } from '../dsl/timeZoneOffset';
import { ROLLUP_DIMENSIONS } from './rollupTables';

/** The bounds of a time range (epoch ms), each inclusive unless strict. */
export interface TimeBounds {
  lower?: { ms: number; strict: boolean };
  upper?: { ms: number; strict: boolean };
}

/** Where a subtree sits, as far as the rollups care. */
export interface TreeContext {
  window: { from: number; to: number };
  /** Nothing selects or groups the rows on a dimension (query, terms, filter): the id rollups (without dimensions) apply. */
  plain: boolean;
  /** Every row has no route (the query or an enclosing filter excludes routed calls): the unrouted URI rollup applies. */
  unrouted: boolean;
  /** Directly among the request's aggregations (time filters are accepted only there). */
  top: boolean;
  /** Under a `filter` or `filters` on dimensions: no `filters` is accepted inside (it would run its subtree once per entry). */
  underFilter: boolean;
  /** Under a `filters` on dimensions: no `filter` is accepted inside either (statements multiply with the entries). */
  underFilters: boolean;
  /** Under a `filters` or a time filter: each entry runs the subtree again, so no further `filters` is accepted. */
  underEntries: boolean;
  /** Filled in: the conditions of the accepted time filters with their bounds. */
  timeFilters: Map<Fragment, TimeBounds>;
}

const DIMENSION_COLUMNS: readonly string[] = ROLLUP_DIMENSIONS;
const ID_COLUMNS: readonly string[] = Object.values(ID_KINDS);
const METRIC_FIELDS = ['weight', 'duration_ms'];
const RANGE_OPS = ['gt', 'gte', 'lt', 'lte'];
const IGNORED_RANGE_KEYS = ['format', 'time_zone', 'boost'];
/** Most entries of a time `filters` answered from the rollups (each entry reads the rollups again). */
export const MAX_TIME_FILTER_ENTRIES = 4;
/**
 * Shortest window whose time filters are answered from the rollups: each entry costs a few statements of its own,
 * which over a day or two of events (the 24-hour key numbers) take longer than the scan (docs/benchmarks.md).
 */
export const MIN_TIME_FILTER_WINDOW_MS = 7 * DAY_MS;

const msOf = (iso: unknown): number => (typeof iso === 'string' ? Date.parse(`${iso.replace(' ', 'T')}Z`) : NaN);

/**
 * The bounds of a clause that is one `range` on request.time, read from its compiled condition (whose parameters
 * are the bounds in the order of the range's operators, as the compiler wrote them): the very instants the scan
 * compares with. Null for any other clause.
 */
export function timeRangeOf(clause: unknown, condition: Fragment, columnOf: (name: unknown) => string | null): TimeBounds | null {
  if (!isObject(clause) || Object.keys(clause).length !== 1 || !isObject(clause.range)) return null;
  const fields = Object.entries(clause.range);
  if (fields.length !== 1 || columnOf(fields[0][0]) !== 'time' || !isObject(fields[0][1])) return null;
  const ops = Object.keys(fields[0][1]).filter((k) => !IGNORED_RANGE_KEYS.includes(k));
  if (ops.length === 0 || ops.length !== condition.params.length || !ops.every((op) => RANGE_OPS.includes(op))) return null;
  const bounds: TimeBounds = {};
  for (const [i, op] of ops.entries()) {
    const ms = msOf(condition.params[i]);
    if (!Number.isFinite(ms)) return null;
    const side = op.startsWith('g') ? 'lower' : 'upper';
    if (bounds[side]) return null;
    bounds[side] = { ms, strict: op.length === 2 };
  }
  return bounds;
}

/** Whether a clause selects only calls without a route: a bool whose must_not holds `exists` on request.route. */
export function excludesRouted(clause: unknown, columnOf: (name: unknown) => string | null): boolean {
  if (!isObject(clause) || !isObject(clause.bool)) return false;
  const mustNot = clause.bool.must_not;
  const list = Array.isArray(mustNot) ? mustNot : [mustNot];
  return list.some((c) => isObject(c) && Object.keys(c).length === 1 && isObject(c.exists) && columnOf(c.exists.field) === 'route');
}

/**
 * Whether a date histogram's buckets hold whole UTC days over the window (the day id rows then fall in the bucket
 * of their day's start): a calendar interval of a day or longer, or a whole number of days, in a zone whose offset
 * is 0 all over the window (UTC).
 */
export function histogramOnWholeDays(node: DateHistogramAgg, window: { from: number; to: number }): boolean {
  if (node.calendar ? node.calendar === 'minute' || node.calendar === 'hour' : (node.fixedMs ?? 1) % DAY_MS !== 0) return false;
  const span = offsetSpan(node, window);
  const schedule = offsetSchedule(node.timeZone, span.from, span.to);
  return schedule !== null && schedule.changes.length === 0 && schedule.offsets.every((o) => o === 0);
}

const longWindow = (ctx: TreeContext): boolean => ctx.window.to - ctx.window.from >= MIN_TIME_FILTER_WINDOW_MS;

/** Whether a terms aggregation is ordered by a percentile (never rolled up: ties on interpolated values). */
function byPercentile(node: TermsAgg): boolean {
  return node.order.some((o) => o.by === 'metric' && (o.percent !== undefined || node.children.some((c) => c.kind === 'metric' && c.name === o.metric && c.fn === 'percentiles')));
}

/** The spec of a named sub-aggregation. */
function childSpec(spec: unknown, name: string): unknown {
  if (!isObject(spec)) return undefined;
  const children = spec.aggs ?? spec.aggregations;
  return isObject(children) && Object.hasOwn(children, name) ? children[name] : undefined;
}

/** The clause of each filters entry, by entry key (keyed object or list). */
function entryClause(spec: unknown, key: string): unknown {
  const list = isObject(spec) && isObject(spec.filters) ? spec.filters.filters : undefined;
  if (Array.isArray(list)) return list[Number(key)];
  return isObject(list) && Object.hasOwn(list, key) ? list[key] : undefined;
}

/** Checks of a subtree that need the query compiler's view of a clause. */
export interface ClauseChecks {
  onDimensions(clause: unknown): boolean;
  columnOf(name: unknown): string | null;
  wholeHours(node: DateHistogramAgg, window: { from: number; to: number }): boolean;
}

/**
 * Whether a compiled aggregation (with its request spec) and everything under it is answered exactly from the
 * rollups in this context (server/src/search/README.md, Rollups, lists the rules).
 */
export function nodeOnRollup(node: AggNode, spec: unknown, ctx: TreeContext, checks: ClauseChecks): boolean {
  const inner = (extra: Partial<TreeContext>) => ({ ...ctx, top: false, ...extra });
  const children = (list: AggNode[], next: TreeContext) => list.every((c) => nodeOnRollup(c, childSpec(spec, c.name), next, checks));
  switch (node.kind) {
    case 'metric': {
      const column = node.field.expr.sql;
      if (node.field.type === 'json') return false;
      if (node.fn === 'cardinality') return ctx.plain && ID_COLUMNS.includes(column);
      if (!METRIC_FIELDS.includes(column)) return false;
      // A missing value only matters for duration_ms (weight is never null).
      if (node.missing && column !== 'weight') return false;
      return node.fn !== 'percentiles' || column === 'duration_ms';
    }
    case 'terms': {
      const column = node.field.type === 'json' ? '' : node.field.expr.sql;
      if (ID_COLUMNS.includes(column)) return ctx.plain && node.children.length === 0 && node.order.every((o) => o.by !== 'metric');
      if (!DIMENSION_COLUMNS.includes(column) && !(column === 'uri' && ctx.unrouted)) return false;
      return !byPercentile(node) && children(node.children, inner({ plain: false }));
    }
    case 'date_histogram':
      return checks.wholeHours(node, ctx.window) && children(node.children, inner({}));
    case 'filter': {
      const clause = isObject(spec) ? spec.filter : undefined;
      const time = ctx.top && longWindow(ctx) ? timeRangeOf(clause, node.condition, checks.columnOf) : null;
      if (time) {
        ctx.timeFilters.set(node.condition, time);
        return children(node.children, inner({ underEntries: true }));
      }
      if (!checks.onDimensions(clause) || ctx.underFilters) return false;
      return children(node.children, inner({ plain: false, underFilter: true, unrouted: ctx.unrouted || excludesRouted(clause, checks.columnOf) }));
    }
    case 'filters': {
      const times = ctx.top && longWindow(ctx) && node.filters.length <= MAX_TIME_FILTER_ENTRIES ? node.filters.map((e) => timeRangeOf(entryClause(spec, e.key), e.condition, checks.columnOf)) : [];
      if (times.length > 0 && times.every((t) => t !== null)) {
        node.filters.forEach((e, i) => ctx.timeFilters.set(e.condition, times[i] as TimeBounds));
        return children(node.children, inner({ underEntries: true }));
      }
      if (ctx.underFilter || ctx.underEntries || !node.filters.every((e) => checks.onDimensions(entryClause(spec, e.key)))) return false;
      return children(node.children, inner({ plain: false, underFilter: true, underFilters: true, underEntries: true }));
    }
    default:
      return false;
  }
}
