import type { Row } from '../sql';

/** The `meta` and `data` of a `FORMAT JSON` answer. */
export interface JsonResult {
  meta: Array<{ name: string; type: string }>;
  data: Row[];
}

/** Column types whose text is a time: Date, DateTime, DateTime64, with or without a zone, Nullable or not. */
const TIME_TYPE = /^(?:Nullable\()?(?:LowCardinality\()?(Date|DateTime|DateTime64)(?:\(.*\))?\)?\)?$/;

/**
 * Reads a time's text as UTC ('YYYY-MM-DD', 'YYYY-MM-DD hh:mm:ss' or with a fraction). Correct because every time
 * column of this schema is declared in 'UTC', so ClickHouse writes its text in UTC whatever the server's own zone.
 */
function utcDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const iso = value.length === 10 ? `${value}T00:00:00Z` : `${value.replace(' ', 'T')}Z`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? value : new Date(ms);
}

/**
 * Plain rows from a `FORMAT JSON` answer: times (by their column type) become Dates; numbers arrive as numbers
 * because the client asks for unquoted 64-bit integers (values past 2^53 lose precision, as with DuckDB's BIGINT
 * when it is read as a number).
 */
export function resultRows<T>(result: JsonResult): T[] {
  const timeColumns = result.meta.filter((column) => TIME_TYPE.test(column.type)).map((column) => column.name);
  if (timeColumns.length === 0) return result.data as T[];
  for (const row of result.data) for (const name of timeColumns) row[name] = utcDate(row[name]);
  return result.data as T[];
}
