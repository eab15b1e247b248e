import type { Json, JsonObject } from '../types';

const isObject = (value: Json | undefined): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Sets an own property, also one named `__proto__` (plain assignment would replace the object's prototype). */
function setKey(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * RFC 7396 JSON merge patch, as DuckDB's `json_merge_patch` applies it to stored profiles: objects merge key by key,
 * a null in the patch removes the key, anything else replaces the target's value (a non-object target becomes {}).
 */
export function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const out: JsonObject = {};
  if (isObject(target)) for (const [key, value] of Object.entries(target)) setKey(out, key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else setKey(out, key, mergePatch(Object.prototype.hasOwnProperty.call(out, key) ? out[key] : undefined, value));
  }
  return out;
}

/**
 * A stored JSON column after an update, as the embedded store's upsert computes it: the stored value when the update
 * sends none, the update's when nothing is stored, else the stored value merge-patched with the update's.
 */
export function mergeColumn(stored: JsonObject | null, update: JsonObject | null): JsonObject | null {
  if (update === null) return stored;
  if (stored === null) return update;
  return mergePatch(stored, update) as JsonObject;
}
