import { parseWireTime, type WireTimeFormat } from './wireValues';

/**
 * A wire field whose value is refused at the edge. The message names the field; normalisation turns it into the
 * `invalid` result (a 400 naming the field, and the index in a batch).
 */
export class InvalidWireField extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWireField';
  }
}

/** Earliest instant the stores hold: timestamps are written as four-digit years (see sqlTime.ts). */
export const EARLIEST_STORED_TIME_MS = Date.parse('0001-01-01T00:00:00.000Z');
/** Latest instant the stores hold. */
export const LATEST_STORED_TIME_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** Null, undefined and '' count as "not sent" (SDKs send all three for missing values). */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** An optional time: null when absent; throws when present but not a time between the years 0001 and 9999. */
export function optionalTime(value: unknown, field: string, format: WireTimeFormat = 'iso'): Date | null {
  if (isAbsent(value)) return null;
  if (typeof value === 'number' && (!Number.isFinite(value) || value < EARLIEST_STORED_TIME_MS || value > LATEST_STORED_TIME_MS)) {
    throw new InvalidWireField(`${field} must be a time between the years 0001 and 9999`);
  }
  const time = parseWireTime(value, format);
  if (!time) throw new InvalidWireField(`${field} must be an ISO 8601 time or epoch milliseconds`);
  const ms = time.getTime();
  if (ms < EARLIEST_STORED_TIME_MS || ms > LATEST_STORED_TIME_MS) {
    throw new InvalidWireField(`${field} must be a time between the years 0001 and 9999`);
  }
  return time;
}

/** A required time: as optionalTime, and absent values throw `<field> is required (ISO 8601)`. */
export function requiredTime(value: unknown, field: string, format: WireTimeFormat = 'iso'): Date {
  const time = optionalTime(value, field, format);
  if (!time) throw new InvalidWireField(`${field} is required (ISO 8601)`);
  return time;
}

const DECIMAL_INTEGER = /^\s*-?\d{1,16}\s*$/;

/**
 * An optional whole number from `min` to `max`: a JSON number, or its decimal text (some SDKs send "200").
 * Null when absent; throws for fractions, non-finite values, other text and values out of range.
 */
export function optionalInteger(value: unknown, field: string, min: number, max: number): number | null {
  if (isAbsent(value)) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new InvalidWireField(`${field} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** Runs a normaliser, turning a refused field into the `{invalid}` result. */
export function catchInvalidField<T>(normalise: () => T): T | { invalid: string } {
  try {
    return normalise();
  } catch (error) {
    if (error instanceof InvalidWireField) return { invalid: error.message };
    throw error;
  }
}
