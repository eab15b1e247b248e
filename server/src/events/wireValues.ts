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
 * Parses a wire time: ISO 8601 with `Z` or an offset, zone-less ISO (read as UTC, as SDKs send UTC), or epoch ms.
 * Returns null for anything else.
 */
export function parseWireTime(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim();
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
