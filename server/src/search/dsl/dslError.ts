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

/** Path segments that lead into JavaScript's prototype chain instead of a document's own data. */
const PROTOTYPE_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Refuses (400) a dotted field or `_source` path with a `__proto__`, `prototype` or `constructor` segment: such a
 * path would walk from a document into Object.prototype, which is shared by the whole process.
 */
export function assertSafePath(path: string, what: string): void {
  if (path.split('.').some((segment) => PROTOTYPE_SEGMENTS.has(segment))) {
    throw new DslError(`${what} "${path.slice(0, 100)}" is not allowed: __proto__, prototype and constructor cannot be used in a path`);
  }
}

/** The value of an own property of a lookup table or request object; undefined for inherited names (toString ...). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Sets an own, enumerable property, whatever the key (an aggregation or filters name such as "__proto__" becomes a
 * plain key instead of replacing the object's prototype).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A number from a request value: numbers as they are, numeric strings and booleans as Number() reads them; anything
 * else (objects, arrays) NaN. Unlike Number(value), it never calls an object's toString/valueOf, so a value such as
 * {"toString": 1} cannot throw a TypeError (which would answer 500).
 */
export function numberOf(value: unknown): number {
  return typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? Number(value) : NaN;
}

/** A scalar request value (string, number, boolean) as text; anything else answers 400 naming `what`. */
export function scalarText(value: unknown, what: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new DslError(`${what} must be a string, number or boolean`);
}
