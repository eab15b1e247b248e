/**
 * Client-side literals for ClickHouse SQL. ClickHouse 18.16 has no server-side query parameters, so every value
 * that reaches a statement is written here as a literal that its parser reads back as exactly that value.
 */

/** A piece of SQL written by this program (never from input), embedded as is by `sql`. */
export class RawSql {
  constructor(readonly text: string) {}
}

/** Marks program-written SQL (a column list, a sub-query built with `sql`) for embedding in `sql` unescaped. */
export function raw(text: string): RawSql {
  return new RawSql(text);
}

/** Earliest and latest instants a `DateTime` holds (an unsigned 32-bit count of seconds since 1970 in 18.16). */
export const DATETIME_MIN_MS = 0;
export const DATETIME_MAX_MS = 4_294_967_295_000;

/** A value `literal` can write. */
export type LiteralValue = string | number | bigint | boolean | null | undefined | Date | RawSql | LiteralValue[] | { [key: string]: unknown };

const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\0': '\\0', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A string literal. Backslash and quote are escaped (ClickHouse reads backslash escapes in quoted strings), and so
 * are NUL and the line breaks, so that the statement stays one line in the server's logs.
 */
export function stringLiteral(value: string): string {
  return `'${value.replace(/[\\'\0\n\r\t]/g, (c) => ESCAPES[c])}'`;
}

/** The 'YYYY-MM-DD hh:mm:ss' text of a Date's UTC second (its milliseconds are dropped), as DateTime columns read it. */
export function dateTimeText(date: Date): string {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  if (ms < DATETIME_MIN_MS || ms > DATETIME_MAX_MS) throw new RangeError(`${date.toISOString()} is outside the range of a ClickHouse DateTime`);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The millisecond part (0-999) of a Date, kept beside its `DateTime` second. */
export function millisecondOf(date: Date): number {
  return ((date.getTime() % 1000) + 1000) % 1000;
}

function numberLiteral(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${value} has no ClickHouse literal`);
  const text = String(value);
  // In parentheses, so that `a-${x}` with a negative x cannot become the comment `a--5`.
  return text.startsWith('-') ? `(${text})` : text;
}

/**
 * The SQL literal of a value: strings quoted and escaped, finite numbers, booleans as 1/0, null and undefined as
 * NULL, a Date as `toDateTime('YYYY-MM-DD hh:mm:ss', 'UTC')` (its second: the milliseconds go in their own column,
 * `millisecondOf`), arrays as `[...]`, a plain object as the string literal of its JSON text; RawSql as is.
 */
export function literal(value: LiteralValue): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof RawSql) return value.text;
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberLiteral(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return `toDateTime(${stringLiteral(dateTimeText(value))}, 'UTC')`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return stringLiteral(JSON.stringify(value));
}

/** A parenthesised list for `IN`: `('a', 'b')`. Throws on an empty list, which ClickHouse cannot write. */
export function inList(values: LiteralValue[]): RawSql {
  if (values.length === 0) throw new RangeError('An IN list needs at least one value');
  return raw(`(${values.map(literal).join(', ')})`);
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A table, column or database name; only plain names are accepted, so none needs quoting. */
export function identifier(name: string): RawSql {
  if (!IDENTIFIER.test(name)) throw new RangeError(`Not a plain ClickHouse name: ${JSON.stringify(name)}`);
  return raw(name);
}

/**
 * Template tag: `sql\`SELECT 1 FROM t WHERE id = ${id}\`` writes each interpolated value with `literal`, so
 * values never need escaping by hand. Embed program-written SQL with `raw`, `inList` or `identifier`.
 */
export function sql(strings: TemplateStringsArray, ...values: LiteralValue[]): string {
  let text = strings[0];
  values.forEach((value, i) => { text += literal(value) + strings[i + 1]; });
  return text;
}
