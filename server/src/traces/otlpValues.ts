import type { TraceLimits } from './limits';

/** An attribute value as stored: OTLP's AnyValue as plain JSON (int64 past 2^53 as decimal text, bytes as base64). */
export type AttributeValue = string | number | boolean | null | AttributeValue[] | { [key: string]: AttributeValue };

/** Attributes by key (a null-prototype record: any key, `__proto__` included, is a plain own key). */
export type Attributes = Record<string, AttributeValue>;

/** Attributes kept and how many were dropped past the limit. */
export interface AttributeSet {
  attributes: Attributes;
  dropped: number;
}

type ValueLimits = Pick<TraceLimits, 'maxAttributes' | 'maxKeyLength' | 'maxValueLength' | 'maxValueDepth'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Cuts text longer than `max` characters, marking the cut with an ellipsis. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An int64 from OTLP/JSON (number or decimal text) or protobuf (decimal text): a number when exact, else the text. */
function int64(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d{1,20}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : BigInt(value).toString();
}

/** A double from OTLP/JSON (number, or "NaN"/"Infinity" text as proto3 JSON allows) or protobuf: non-finite values as text. */
function double(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : ['NaN', 'Infinity', '-Infinity'].includes(value) ? value : null;
  }
  return null;
}

/** bytes: base64 text in OTLP/JSON, a byte array from protobuf; stored as base64 text. */
function bytes(value: unknown): string | null {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return typeof value === 'string' ? value : null;
}

/** One OTLP AnyValue as plain JSON; unknown or empty values and values nested past the depth limit are null. */
export function attributeValue(value: unknown, limits: ValueLimits, depth = 1): AttributeValue {
  if (!isRecord(value)) return null;
  if (typeof value.stringValue === 'string') return cut(value.stringValue, limits.maxValueLength);
  if (typeof value.boolValue === 'boolean') return value.boolValue;
  if (value.intValue !== undefined && value.intValue !== null) return int64(value.intValue);
  if (value.doubleValue !== undefined && value.doubleValue !== null) return double(value.doubleValue);
  if (value.bytesValue !== undefined && value.bytesValue !== null) {
    const text = bytes(value.bytesValue);
    return text === null ? null : cut(text, limits.maxValueLength);
  }
  if (depth >= limits.maxValueDepth) return null;
  if (isRecord(value.arrayValue)) {
    const values = Array.isArray(value.arrayValue.values) ? value.arrayValue.values : [];
    return values.slice(0, limits.maxAttributes).map((item) => attributeValue(item, limits, depth + 1));
  }
  if (isRecord(value.kvlistValue)) return attributeSet(value.kvlistValue.values, limits, depth + 1).attributes;
  return null;
}

/** A list of OTLP KeyValue as a record: keys cut to length, entries past the limit dropped (counted), bad entries skipped. */
export function attributeSet(list: unknown, limits: ValueLimits, depth = 1): AttributeSet {
  const attributes: Attributes = Object.create(null) as Attributes;
  let kept = 0;
  let dropped = 0;
  for (const entry of Array.isArray(list) ? list : []) {
    if (!isRecord(entry) || typeof entry.key !== 'string' || entry.key === '') continue;
    if (kept >= limits.maxAttributes) {
      dropped += 1;
      continue;
    }
    attributes[cut(entry.key, limits.maxKeyLength)] = attributeValue(entry.value, limits, depth);
    kept += 1;
  }
  return { attributes, dropped };
}
