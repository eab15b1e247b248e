import type { Json, JsonObject } from './types';

/** A trimmed non-empty string from a wire value (numbers are accepted as ids), else null. */
export function text(value: unknown, maxLength = 2048): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length === 0 ? null : trimmed.slice(0, maxLength);
}

/** A plain JSON object, else null. */
export function object(value: unknown): JsonObject | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
}

/** JSON text of a value, or null for null/undefined. */
export function jsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * How a sender writes the milliseconds of its zone-less times. 'iso': a decimal fraction (`.79` is 790 ms).
 * 'unpadded-millis': the Kong and OpenResty plugins print the millisecond count with Lua's `%d` after the dot, so
 * `.79` is 79 ms and `.7` is 7 ms (`os.date("!%Y-%m-%dT%H:%M:%S.") .. string.format("%d", ms)`).
 */
export type WireTimeFormat = 'iso' | 'unpadded-millis';

/** The zone-less `YYYY-MM-DDTHH:MM:SS.d` / `.dd` shape the Lua plugins write for 0-99 ms. */
const UNPADDED_MILLIS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.)(\d{1,2})$/;

/**
 * Parses a wire time: ISO 8601 with `Z` or an offset, zone-less ISO (read as UTC, as SDKs send UTC), or epoch ms.
 * Returns null for anything else, including numbers outside the range of a JS Date.
 */
export function parseWireTime(value: unknown, format: WireTimeFormat = 'iso'): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= 8.64e15 ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  let trimmed = value.trim();
  if (format === 'unpadded-millis') trimmed = trimmed.replace(UNPADDED_MILLIS, (_all, head: string, ms: string) => head + ms.padStart(3, '0'));
  const iso = ZONELESS.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Header map with lowercase names and string values (HTTP header names are case-insensitive). */
export function headerMap(value: unknown): Record<string, string> | null {
  const source = object(value);
  if (!source) return null;
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(source)) {
    if (v === null || v === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(v) ? v.map(String).join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

/** Recursive merge of JSON objects: nested objects merge key by key, anything else is replaced. */
export function deepMerge(base: JsonObject | null, patch: JsonObject | null): JsonObject | null {
  if (!patch) return base;
  if (!base) return patch;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = object(current) && object(value) ? (deepMerge(current as JsonObject, value as JsonObject) as Json) : value;
  }
  return out;
}
