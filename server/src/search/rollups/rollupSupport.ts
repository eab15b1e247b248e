import type { AggNode } from '../dsl/aggTypes';
import { DslError, isObject } from '../dsl/dslError';
import type { Fragment } from '../dsl/fragment';
import { EVENT_FIELDS, resolveField } from '../dsl/fields';
import { histogramBucketKey, offsetSpan } from '../dsl/histogram';
import { offsetSchedule } from '../dsl/timeZoneOffset';
import { HOUR_MS } from './dirtyHours';
import { excludesRouted, nodeOnRollup, type ClauseChecks, type TimeBounds, type TreeContext } from './rollupTree';
import { ROLLUP_DIMENSIONS } from './rollupTables';

const DIMENSION_COLUMNS: readonly string[] = ROLLUP_DIMENSIONS;
/** Query clauses on one field that the rollup answers when the field is a dimension. */
const FIELD_CLAUSES = ['term', 'terms', 'range', 'prefix', 'wildcard', 'match', 'match_phrase'];
const BOOL_LISTS = ['must', 'filter', 'should', 'must_not'];

/** The event column a field name stands for, if it is a plain column (not a JSON path, not a profile field). */
function columnOf(name: unknown): string | null {
  try {
    const field = resolveField(EVENT_FIELDS, name);
    return field.type === 'json' ? null : field.expr.sql;
  } catch (error) {
    if (error instanceof DslError) return null;
    throw error;
  }
}

const isDimension = (name: unknown) => DIMENSION_COLUMNS.includes(columnOf(name) ?? '');
const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Whether a query clause only tests rollup dimensions (event type, verb, route, status): then it selects whole
 * rolled-up rows. Time conditions are not accepted (the window is the only time bound a rolled-up search has).
 */
export function clauseOnDimensions(clause: unknown): boolean {
  if (clause === undefined || clause === null) return true;
  if (!isObject(clause)) return false;
  const entries = Object.entries(clause);
  if (entries.length !== 1) return false;
  const [kind, body] = entries[0];
  if (kind === 'match_all' || kind === 'match_none') return true;
  if (!isObject(body)) return false;
  if (kind === 'bool') return Object.entries(body).every(([key, value]) => !BOOL_LISTS.includes(key) || asList(value).every(clauseOnDimensions));
  if (kind === 'exists') return isDimension(body.field);
  if (FIELD_CLAUSES.includes(kind)) {
    const fields = Object.keys(body);
    return fields.length === 1 && isDimension(fields[0]);
  }
  return false;
}

/**
 * Whether a date histogram's buckets start on whole UTC hours over the window, so that every event of an hour falls
 * in the bucket of the hour's start: a calendar interval or a whole number of hours, in a zone whose offsets over
 * the window (and every change between them) are whole hours. Minute buckets are refused. Windows so long that the zone's changes are not
 * looked up (about two years) are refused.
 */
export function histogramOnWholeHours(node: Extract<AggNode, { kind: 'date_histogram' }>, window: { from: number; to: number }): boolean {
  if (node.field.expr.sql !== 'time') return false;
  if (node.calendar === 'minute') return false;
  if (node.fixedMs !== undefined && node.fixedMs % HOUR_MS !== 0) return false;
  const span = offsetSpan(node, window);
  const schedule = offsetSchedule(node.timeZone, span.from, span.to);
  if (!schedule) return false;
  // The bucket key must be computed by arithmetic on the hour, never per row through the zone rules.
  if (histogramBucketKey(node, schedule).sql.includes('timezone(')) return false;
  return [...schedule.offsets, ...schedule.changes].every((ms) => ms % HOUR_MS === 0);
}

/** Whether a query answers every event of the window (absent, match_all): the id rollups, without dimensions, apply. */
function selectsAll(query: unknown): boolean {
  return query === undefined || query === null || (isObject(query) && Object.keys(query).length === 1 && isObject(query.match_all));
}

/** Which parts of an event search the rollup can answer. */
export interface RollupSupport {
  /** `hits.total` (no post_filter, the query on dimensions only). */
  total: boolean;
  /** The top-level aggregations answered from the rollup (the others are answered by the scan). */
  aggregations: string[];
  /** The time filters among them (by their compiled condition) with their bounds: each reads its own part of the window. */
  timeFilters: Map<Fragment, TimeBounds>;
}

const CHECKS: ClauseChecks = { onDimensions: clauseOnDimensions, columnOf, wholeHours: histogramOnWholeHours };

/**
 * The documented predicate of rolled-up searches (server/src/search/README.md, Rollups): the query (and, for
 * `hits.total`, the absence of post_filter) tests only the dimensions event_type, request.verb, request.route and
 * response.status; a top-level aggregation is rolled up when it and everything under it passes nodeOnRollup
 * (rollupTree.ts). Everything else is answered by the scan.
 */
export function rollupSupport(body: unknown, aggs: AggNode[], window: { from: number; to: number }): RollupSupport {
  const request = isObject(body) ? body : {};
  const query = clauseOnDimensions(request.query);
  const postFilter = request.post_filter === undefined || request.post_filter === null;
  const specs = request.aggs ?? request.aggregations;
  const timeFilters = new Map<Fragment, TimeBounds>();
  const ctx: TreeContext = {
    window, plain: selectsAll(request.query), unrouted: excludesRouted(request.query, columnOf), top: true, underFilter: false, underFilters: false, underEntries: false, timeFilters,
  };
  const accepted = (node: AggNode): boolean => {
    const spec = isObject(specs) && Object.hasOwn(specs, node.name) ? specs[node.name] : undefined;
    if (spec === undefined) return false;
    const found = new Map<Fragment, TimeBounds>();
    if (!nodeOnRollup(node, spec, { ...ctx, timeFilters: found }, CHECKS)) return false;
    for (const [condition, bounds] of found) timeFilters.set(condition, bounds);
    return true;
  };
  return { total: query && postFilter, aggregations: query ? aggs.filter(accepted).map((n) => n.name) : [], timeFilters };
}
