import { stringLiteral } from '../../storage/clickhouse/literal';
import { DslError } from '../dsl/dslError';

/** Smallest magnitude of a normal double: ClickHouse's parser reads smaller (subnormal) numbers as a syntax error. */
const MIN_NORMAL = 2.2250738585072014e-308;

/**
 * A number as a ClickHouse literal that reads back as the same double: safe integers as they are, integers beyond
 * 2^53 in exponent form (a 20-digit integer would overflow UInt64), other numbers as JavaScript writes them
 * (the shortest text that reads back exactly; ClickHouse 18.16 and later read it exactly). Negative ones in
 * parentheses, so that `a-${x}` cannot become the comment `a--5`.
 */
function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new DslError(`${value} is not a finite number`);
  if (value !== 0 && Math.abs(value) < MIN_NORMAL) throw new DslError(`${value} is too close to 0: use 0 or a number above 1e-307`);
  const text = Number.isInteger(value) && !Number.isSafeInteger(value) ? value.toExponential() : String(value);
  return text.startsWith('-') ? `(${text})` : text;
}

/** The literal of one bound value of a compiled fragment. */
function valueLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number') return numberLiteral(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  throw new Error(`A search parameter of type ${typeof value} has no ClickHouse literal`);
}

const WORD = /[A-Za-z0-9_]/;

/**
 * ClickHouse SQL from a compiled fragment (`?` placeholders and their values): ClickHouse 18.16 has no server-side
 * parameters, so each `?` outside a quoted string or name becomes the literal of its value (literal.ts escaping for
 * strings). The compiler's `TRUE` and `FALSE` (18.16 has neither keyword) become 1 and 0. The text between quotes
 * is program-written (catalog expressions such as `visitParamExtractString(metadata, 'email')`) and copied as is.
 */
export function renderSql(text: string, params: readonly unknown[]): string {
  let out = '';
  let next = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '?') {
      if (next >= params.length) throw new Error('A compiled search has more placeholders than values');
      out += valueLiteral(params[next++]);
      i += 1;
    } else if (WORD.test(c)) {
      let j = i;
      while (j < text.length && WORD.test(text[j])) j++;
      const word = text.slice(i, j);
      out += word === 'TRUE' ? '1' : word === 'FALSE' ? '0' : word;
      i = j;
    } else {
      out += c;
      i += 1;
    }
  }
  if (next !== params.length) throw new Error('A compiled search has more values than placeholders');
  return out;
}
