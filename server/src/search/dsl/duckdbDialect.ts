import { listValue } from '@duckdb/node-api';
import type { SqlDialect, TermsStatement } from './dialect';
import { constant, inList, join, param, sql, type Fragment } from './fragment';
import { histogramBucketKey, histogramSeries, offsetSpan } from './histogram';
import { offsetSchedule } from './timeZoneOffset';

/** `YYYY-MM-DD hh:mm:ss.sss` of an instant, as DuckDB reads a TIMESTAMP. */
const timestampText = (epochMs: number) => new Date(epochMs).toISOString().replace('T', ' ').replace('Z', '');

/** Builds a JSON path like $."a"."b" from validated segments; it is bound as a parameter. */
const jsonPath = (segments: string[]) => `$.${segments.map((s) => `"${s}"`).join('.')}`;

/**
 * `key` is one of `keys`. The keys of a text expression are bound as one list (`list_contains`): DuckDB reads a long
 * `IN` list as a join and a short one as a chain of comparisons, both slower per row (the 30-day top endpoints' p90
 * per verb and route, from the rollups of the 1M benchmark database: about 16 ms with the list, 22 ms with `IN`).
 * Other keys (numbers, times) stay an `IN` list, whose values DuckDB casts to the key's type.
 */
export function duckdbAmong(key: Fragment, keys: unknown[], text: boolean): Fragment {
  if (text && keys.every((k) => typeof k === 'string')) return sql`list_contains(${param(listValue(keys as string[]))}::VARCHAR[], ${key})`;
  return inList(key, keys);
}

/**
 * The embedded DuckDB: the SQL the compiler has always written (TIMESTAMP times, `?` parameters bound by the driver,
 * window functions for the top keys of each enclosing bucket, `GROUP BY ALL`).
 */
export const DUCKDB_DIALECT: SqlDialect = {
  name: 'DuckDB',
  number: (value) => sql`${param(value)}::DOUBLE`,
  time: (epochMs) => sql`${param(timestampText(epochMs))}::TIMESTAMP`,
  timeComparison: (field, op, epochMs) => sql`${field.expr} ${constant(op)} ${DUCKDB_DIALECT.time(epochMs)}`,
  epochMs: (expr) => sql`epoch_ms(${expr})`,
  text: (expr) => sql`CAST(${expr} AS VARCHAR)`,
  tryNumber: (expr) => sql`TRY_CAST(${expr} AS DOUBLE)`,
  toDouble: (expr) => sql`CAST(${expr} AS DOUBLE)`,
  floorToInteger: (expr) => sql`CAST(floor(${expr}) AS BIGINT)`,
  contains: (haystack, needle) => sql`contains(${haystack}, ${param(needle)})`,
  containsIgnoringCase: (haystack, needle) => sql`contains(lower(${haystack}), lower(${param(needle)}))`,
  startsWith: (text, prefix) => sql`starts_with(${text}, ${param(prefix)})`,
  like: (text, pattern) => sql`${text} LIKE ${param(pattern)} ESCAPE '\\'`,
  jsonField: (column, segments) => sql`json_extract_string(${constant(column)}, ${param(jsonPath(segments))})`,

  among: duckdbAmong,
  distinctCount: (expr) => sql`count(DISTINCT ${expr})`,
  percentiles: (expr, percents) => sql`quantile_cont(${expr}, [${join(percents.map((p) => sql`${param(p / 100)}::DOUBLE`), ', ')}])`,
  arrayElement: (list, index) => sql`list_extract(${list}, ${param(index)})`,
  extremum: (fn, expr, isTime) => (isTime ? sql`epoch_ms(${constant(fn)}(${expr}))` : sql`${constant(fn)}(${expr})`),
  groupBy: () => constant('GROUP BY ALL'),

  termsRows(s: TermsStatement, run) {
    const partition = s.groups.length ? constant(`PARTITION BY ${s.groups.map((_, i) => `g${i}`).join(', ')}`) : constant('');
    const inner = sql`SELECT ${s.select} FROM ${constant(s.table)} WHERE ${s.where} GROUP BY ALL HAVING coalesce(${constant(s.countExpr)}, 0) >= ${param(s.minDocCount)}`;
    return run(sql`SELECT *, sum(doc_count) OVER (${partition}) AS total FROM (${inner}) QUALIFY row_number() OVER (${partition} ORDER BY ${s.order}) <= ${param(s.size)} ORDER BY ${s.order} LIMIT ${param(s.rowLimit)}`);
  },
  async histogramKey(node, scope) {
    const span = scope.window ? offsetSpan(node, scope.window) : null;
    return histogramBucketKey(node, span ? offsetSchedule(node.timeZone, span.from, span.to) : null);
  },
  histogramSeries,
};
