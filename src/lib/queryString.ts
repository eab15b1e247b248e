/**
 * Query-string parsing and serialising with qs, under the product's limits (SPEC sections 5 and 9):
 * nesting depth 8, arrays of at most 100 elements (a higher index makes an object key, as in qs 6.17), indexed arrays (`a[0]=x`), null/false skipped when writing,
 * the strings 'null', 'true', 'false' read back as typed values, and the last 10 parsed strings remembered.
 */
import qs from 'qs';
import { QUERY_STRING_LIMITS } from './constants';

/** A parsed query value: qs strings, nested objects and arrays, plus the typed null/true/false. */
export type QueryValue = string | boolean | null | QueryValue[] | { [key: string]: QueryValue };
/** A parsed query string (read-only: parsed results are shared through the memo). */
export type ParsedQuery = Readonly<Record<string, QueryValue>>;

const TYPED_STRINGS: Record<string, boolean | null> = { null: null, true: true, false: false };

const memo = new Map<string, ParsedQuery>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value as object).forEach(deepFreeze);
  }
  return value;
}

/**
 * Parses a query string (a leading '?' is ignored). The result is frozen and shared: the same string parsed
 * again returns the same object, as long as it is among the last 10 distinct strings parsed.
 */
export function parseQuery(search: string): ParsedQuery {
  if (typeof search !== 'string') {
    throw new TypeError(`parseQuery expects a query string, got ${typeof search}`);
  }
  const cached = memo.get(search);
  if (cached) {
    // Re-insert so the Map's insertion order doubles as least-recently-used order.
    memo.delete(search);
    memo.set(search, cached);
    return cached;
  }
  const parsed = qs.parse(search, {
    ignoreQueryPrefix: true,
    depth: QUERY_STRING_LIMITS.depth,
    arrayLimit: QUERY_STRING_LIMITS.arrayLimit,
    decoder(text, defaultDecoder, charset, type) {
      const decoded: string = defaultDecoder(text, defaultDecoder, charset);
      return type === 'value' && decoded in TYPED_STRINGS ? TYPED_STRINGS[decoded] : decoded;
    },
  }) as Record<string, QueryValue>;
  const result = deepFreeze(parsed);
  memo.set(search, result);
  if (memo.size > QUERY_STRING_LIMITS.memoSize) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  return result;
}

/** Options of stringifyQuery. */
export interface StringifyOptions {
  /** Prefix the result with '?' when it is not empty. */
  addQueryPrefix?: boolean;
}

/**
 * Serialises params for a URL: arrays as indexed brackets, nested objects as brackets, null, undefined and
 * false values left out entirely.
 */
export function stringifyQuery(params: Record<string, unknown>, options: StringifyOptions = {}): string {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new TypeError('stringifyQuery expects a plain object of parameters');
  }
  return qs.stringify(params, {
    arrayFormat: 'indices',
    skipNulls: true,
    addQueryPrefix: options.addQueryPrefix ?? false,
    filter: (_prefix: string, value: unknown) => (value === false ? undefined : value),
  });
}
