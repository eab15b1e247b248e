import { constant, join, param, sql, type Fragment } from '../dsl/fragment';

/**
 * The value at a path inside a JSON text column as DuckDB's `json_extract_string` answers it: a string unquoted and
 * unescaped, a number, boolean, object or array as its JSON text, NULL when the path is absent or holds JSON null.
 *
 * With `JSONExtract*` (ClickHouse 19.8 and later) the path is followed exactly. ClickHouse 18.16 has only
 * `visitParamExtract*`, which reads a key from flat JSON text; nested paths extract each level's raw text in turn.
 * It is approximate where the text has the same key more than once: `visitParamExtract*` takes the first `"key":`
 * in the text, wherever it is, so for `{"a":{"plan":1},"plan":2}` the path `plan` reads 1 (DuckDB: 2). Every JSON
 * column is written by JSON.stringify (no spaces, as `visitParamExtract*` requires); segment names are validated
 * (fields.ts), so they hold no quote or backslash.
 */
export function clickHouseJsonField(column: string, segments: string[], jsonExtract: boolean): Fragment {
  const col = constant(column);
  if (jsonExtract) {
    const path = join(segments.map((s) => param(s)), ', ');
    const type = sql`JSONType(${col}, ${path})`;
    return sql`multiIf(${type} = 'String', JSONExtractString(${col}, ${path}), ${type} = 'Null', NULL, JSONExtractRaw(${col}, ${path}))`;
  }
  let parent = col;
  for (const segment of segments.slice(0, -1)) parent = sql`visitParamExtractRaw(${parent}, ${param(segment)})`;
  const last = param(segments[segments.length - 1]);
  const raw = sql`visitParamExtractRaw(${parent}, ${last})`;
  return sql`multiIf(${raw} = '' OR ${raw} = 'null', NULL, startsWith(${raw}, '"'), visitParamExtractString(${parent}, ${last}), ${raw})`;
}
