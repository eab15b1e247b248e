import { HttpError } from '../../http/errors';

/** A search request the compiler cannot run: answered as 400 with a message naming the clause or field. */
export class DslError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** A plain object (not an array or null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The single key/value of a clause object such as {"term": {...}}. */
export function singleEntry(value: unknown, what: string): [string, unknown] {
  if (!isObject(value)) throw new DslError(`${what} must be an object`);
  const entries = Object.entries(value);
  if (entries.length !== 1) throw new DslError(`${what} must have exactly one key, got ${entries.length}`);
  return entries[0];
}

/** The value as an array (a single clause is accepted where a list is allowed). */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
