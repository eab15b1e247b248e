/**
 * The exact rollups of the ClickHouse event store (migration 6): per tenant and UTC hour (or day) the counts and
 * sums a search needs, in SummingMergeTree tables that materialized views fill from every insert into `events`.
 * One SELECT per table defines its rows from events: the views run it on each inserted block, the migration's
 * backfill and the compensation of deleted events (with sign -1) run it over a filter, and searches run it over the
 * hours they read from the events, so every side agrees by construction.
 *
 * Every column is a sum or a key: a row whose sums are all 0 (events compensated away) is dropped by a merge, and
 * readers sum rows of equal keys (parts are merged in the background) and keep keys whose count is above 0.
 * Key columns cannot be Nullable in ClickHouse 18.16's sorting keys: a nullable event column is a `_value` (its
 * value, or '' / 0) and a `_null` flag. No select alias takes the name of an events column: ClickHouse resolves an
 * alias anywhere in its query, so `ifNull(verb, '') AS verb` would change what `verb` means in the WHERE. Every key
 * is CAST to its column's type: a view's rows must have the table's exact types (18.16 converts nothing), and on
 * servers with LowCardinality event columns a function of one answers a LowCardinality type.
 */

/** The time column of a rollup table: the UTC hour or day its rows sum. */
export type RollupGrain = 'hour' | 'day';

/** The sums of a rollup table: summary rows (counts and duration sums) or value counts (count and weight sum). */
export type RollupSums = 'summary' | 'counts';

/** One rollup table and how its rows are computed from events. */
export interface RollupTable {
  name: string;
  grain: RollupGrain;
  /** Key columns after org_id, app_id and the time column, with their types. */
  keys: ReadonlyArray<readonly [string, string]>;
  sums: RollupSums;
  /** A condition on events that every row of the table meets (unrouted calls, known durations), if any. */
  filter?: string;
  /** The materialized views that fill it: one per SELECT (the id tables have one per id kind). */
  views: readonly RollupView[];
}

/** A materialized view filling a rollup table from events. */
export interface RollupView {
  name: string;
  /** SELECT-list expressions over events giving the table's key columns (aliased to their names), in key order. */
  keyExprs: readonly string[];
}

const DIMENSION_KEYS = [
  ['event_type', 'String'], ['verb_value', 'String'], ['verb_null', 'UInt8'], ['route_value', 'String'], ['route_null', 'UInt8'],
  ['status_value', 'Int32'], ['status_null', 'UInt8'],
] as const;
const DIMENSION_EXPRS = [
  'CAST(event_type AS String) AS event_type', ...nullableKey('verb', 'String', "''"), ...nullableKey('route', 'String', "''"), ...nullableKey('status', 'Int32', '0'),
];
const URI_KEYS = [['uri_value', 'String'], ['uri_null', 'UInt8']] as const;
const URI_EXPRS = nullableKey('uri', 'String', "''");
const DURATION_KEY = [['duration_value', 'Int32']] as const;
const DURATION_EXPR = 'CAST(assumeNotNull(duration_ms) AS Int32) AS duration_value';
const WEIGHT_KEY = [['weight', 'Int32']] as const;
const ID_KEYS = [['kind', 'String'], ['id_value', 'String'], ['id_null', 'UInt8']] as const;

/** `<column>_value` and `<column>_null` of a nullable events column. */
function nullableKey(column: string, type: string, empty: string): string[] {
  return [`CAST(ifNull(${column}, ${empty}) AS ${type}) AS ${column}_value`, `CAST(isNull(${column}) AS UInt8) AS ${column}_null`];
}

/** The id kinds rolled up, with the events column each counts. */
export const ID_KINDS = { user: 'user_id', company: 'company_id' } as const;
/** An id kind (`user` or `company`). */
export type IdKind = keyof typeof ID_KINDS;

function idExprs(kind: IdKind): string[] {
  const column = ID_KINDS[kind];
  return [`'${kind}' AS kind`, `CAST(ifNull(${column}, '') AS String) AS id_value`, `CAST(isNull(${column}) AS UInt8) AS id_null`];
}

function table(name: string, grain: RollupGrain, sums: RollupSums, keys: RollupTable['keys'], keyExprs: string[], filter?: string): RollupTable {
  return { name, grain, sums, keys, ...(filter ? { filter } : {}), views: [{ name: `${name}_mv`, keyExprs }] };
}

function idTable(name: string, grain: RollupGrain): RollupTable {
  const views = (Object.keys(ID_KINDS) as IdKind[]).map((kind) => ({ name: `${name}_${kind}_mv`, keyExprs: idExprs(kind) }));
  return { name, grain, sums: 'counts', keys: ID_KEYS, views };
}

const UNROUTED = 'route IS NULL';
const TIMED = 'duration_ms IS NOT NULL';

/** Per hour, dimensions and weight: how many events, and how many had a duration and its sum. */
export const SUMMARY = table('rollup_summary', 'hour', 'summary', [...DIMENSION_KEYS, ...WEIGHT_KEY], [...DIMENSION_EXPRS, 'weight']);
/** The same per UTC day (migration 8): weeks of summary rows are read a day at a time, not 24 rows of it. */
export const DAY_SUMMARY = table('rollup_day_summary', 'day', 'summary', SUMMARY.keys, [...DIMENSION_EXPRS, 'weight']);
/** Per hour, dimensions and duration value: how many events took exactly that long, and their weight. */
export const DURATIONS = table('rollup_durations', 'hour', 'counts', [...DIMENSION_KEYS, ...DURATION_KEY], [...DIMENSION_EXPRS, DURATION_EXPR], TIMED);
/** The same per UTC day (read for whole days, so that weeks of percentiles by route read a day's values once). */
export const DAY_DURATIONS = table('rollup_day_durations', 'day', 'counts', DURATIONS.keys, [...DIMENSION_EXPRS, DURATION_EXPR], TIMED);
/** Per hour and duration value without the dimensions (percentiles of every call). */
export const HOUR_DURATIONS = table('rollup_hour_durations', 'hour', 'counts', DURATION_KEY, [DURATION_EXPR], TIMED);
/** Summary rows of the calls without a route, per request URI as well. */
export const UNROUTED_SUMMARY = table('rollup_unrouted', 'hour', 'summary', [...DIMENSION_KEYS, ...URI_KEYS, ...WEIGHT_KEY], [...DIMENSION_EXPRS, ...URI_EXPRS, 'weight'], UNROUTED);
/** The same per UTC day (migration 8). */
export const DAY_UNROUTED_SUMMARY = table('rollup_day_unrouted', 'day', 'summary', UNROUTED_SUMMARY.keys, [...DIMENSION_EXPRS, ...URI_EXPRS, 'weight'], UNROUTED);
/** Duration value counts of the calls without a route, per request URI as well. */
export const UNROUTED_DURATIONS = table('rollup_unrouted_durations', 'hour', 'counts', [...DIMENSION_KEYS, ...URI_KEYS, ...DURATION_KEY], [...DIMENSION_EXPRS, ...URI_EXPRS, DURATION_EXPR], `${UNROUTED} AND ${TIMED}`);
/** Per hour, id kind and id (the `_null` flag: events without one): how many events, and their weight. */
export const IDS = idTable('rollup_ids', 'hour');
/** The same per UTC day. */
export const DAY_IDS = idTable('rollup_day_ids', 'day');

/** The rollup tables of migration 6 (fixed: later tables come with migrations of their own). */
export const MIGRATION_6_TABLES: readonly RollupTable[] = [SUMMARY, DURATIONS, DAY_DURATIONS, HOUR_DURATIONS, UNROUTED_SUMMARY, UNROUTED_DURATIONS, IDS, DAY_IDS];
/** The day summary tables of migration 8. */
export const DAY_SUMMARY_TABLES: readonly RollupTable[] = [DAY_SUMMARY, DAY_UNROUTED_SUMMARY];
/** Every rollup table of events but the header values (their columns depend on the server: headerValues.ts). */
export const ROLLUP_TABLES: readonly RollupTable[] = [...MIGRATION_6_TABLES, ...DAY_SUMMARY_TABLES];

/** The headers whose values are rolled up (migration 7): the search field prefix, the events column, the names. */
export const ROLLED_UP_HEADERS = [
  { prefix: 'request.headers.', column: 'request_headers', names: ['content-type', 'user-agent', 'accept'] },
  { prefix: 'response.headers.', column: 'response_headers', names: ['content-type'] },
] as const;
/** The header values table's name. */
export const HEADERS_TABLE = 'rollup_headers';
const HEADER_KEYS = [['header', 'String'], ['value_value', 'String'], ['value_null', 'UInt8']] as const;

/**
 * Per hour, header (its search field, e.g. `request.headers.content-type`) and value (the `_null` flag: events
 * without the header): how many events, and their weight. `valueOf` is the search's own expression of a header's
 * value (the dialect's JSON path on this server), so the rows hold exactly what a search compares.
 */
export function headerRollups(valueOf: (column: string, name: string) => string): RollupTable {
  const views = ROLLED_UP_HEADERS.flatMap(({ prefix, column, names }) => names.map((name) => {
    const value = valueOf(column, name);
    return {
      name: `${HEADERS_TABLE}_${column}_${name.replace(/-/g, '_')}_mv`,
      keyExprs: [`'${prefix}${name}' AS header`, `CAST(ifNull(${value}, '') AS String) AS value_value`, `CAST(isNull(${value}) AS UInt8) AS value_null`],
    };
  }));
  return { name: HEADERS_TABLE, grain: 'hour', sums: 'counts', keys: HEADER_KEYS, views };
}

const SUM_COLUMNS: Record<RollupSums, string[]> = { summary: ['n', 'duration_n', 'duration_sum'], counts: ['n', 'weight_sum'] };
const SUM_EXPRS: Record<RollupSums, string[]> = {
  summary: ['toInt64(count())', 'toInt64(count(duration_ms))', 'toInt64(ifNull(sum(duration_ms), 0))'],
  counts: ['toInt64(count())', 'toInt64(sum(weight))'],
};

/** The sum columns of a table. */
export const sumColumns = (t: RollupTable): string[] => SUM_COLUMNS[t.sums];

const TIME_EXPR: Record<RollupGrain, string> = { hour: 'toStartOfHour(time) AS hour', day: 'toStartOfDay(time) AS day' };

/** Every column of a table: org_id, app_id, the time column, the keys, the sums. */
export function columnsOf(t: RollupTable): string[] {
  return ['org_id', 'app_id', t.grain, ...t.keys.map(([name]) => name), ...sumColumns(t)];
}

/**
 * The rows of a table computed by one of its views from the events matching `where` (a condition on events; the
 * table's own filter is added); `sign` -1 negates the sums (compensation of deleted events).
 */
export function rowsSelect(t: RollupTable, view: RollupView, where: string, sign: 1 | -1 = 1): string {
  const keys = ['org_id', 'app_id', t.grain, ...t.keys.map(([name]) => name)];
  const sums = SUM_EXPRS[t.sums].map((expr, i) => `${sign === 1 ? expr : `-(${expr})`} AS ${SUM_COLUMNS[t.sums][i]}`);
  const condition = t.filter ? `(${where}) AND ${t.filter}` : where;
  return `SELECT org_id, app_id, ${TIME_EXPR[t.grain]}, ${view.keyExprs.join(', ')}, ${sums.join(', ')} FROM events WHERE ${condition} GROUP BY ${keys.join(', ')}`;
}

/**
 * Days a rollup row is kept on servers with TTL: longer than any search reaches back (SEARCH_RETENTION_MS, 3 x 366
 * days), with a day to spare, so expiry never changes an answer.
 */
export const ROLLUP_TTL_DAYS = 3 * 366 + 1;

/** A TTL clause's length in days (see rollupTableDdl). */
export interface RollupTtl {
  days: number;
}

/**
 * CREATE TABLE of a rollup table: SummingMergeTree by tenant, time and keys, partitioned by UTC day like `events`.
 * With `ttl` (servers from 19.6), rows of a time older than that many days are removed by the server.
 */
export function rollupTableDdl(t: RollupTable, ttl: RollupTtl | null): string {
  const columns = [['org_id', 'String'], ['app_id', 'String'], [t.grain, "DateTime('UTC')"], ...t.keys, ...sumColumns(t).map((c) => [c, 'Int64'])];
  const order = ['org_id', 'app_id', t.grain, ...t.keys.map(([name]) => name)].join(', ');
  const expiry = ttl ? `\n  TTL ${t.grain} + INTERVAL ${ttl.days} DAY` : '';
  return `CREATE TABLE IF NOT EXISTS ${t.name} (\n  ${columns.map(([name, type]) => `${name} ${type}`).join(',\n  ')}\n) ENGINE = SummingMergeTree((${sumColumns(t).join(', ')}))
  PARTITION BY toYYYYMMDD(${t.grain})
  ORDER BY (${order})${expiry}`;
}

/** CREATE MATERIALIZED VIEW of each view filling a table from every insert into events. */
export function rollupViewDdl(t: RollupTable): string[] {
  return t.views.map((view) => `CREATE MATERIALIZED VIEW IF NOT EXISTS ${view.name} TO ${t.name} AS ${rowsSelect(t, view, '1')}`);
}

/** The SELECTs giving a table's rows from the events matching `where`: one per view (the id tables: one per kind). */
export function tableSelects(t: RollupTable, where: string, sign: 1 | -1 = 1): string[] {
  return t.views.map((view) => rowsSelect(t, view, where, sign));
}
