import { DslError } from '../dsl/dslError';
import { resolveField, type FieldCatalog, type FieldType } from '../dsl/fields';
import type { SchemaField, SchemaFieldType } from './schemaTypes';

/** A JSON column whose keys discovery lists, under the DSL prefix that reaches it. */
export interface DiscoverySource {
  /** DSL prefix, e.g. `request.headers.`. */
  prefix: string;
  /** Constant column name from the catalog. */
  column: string;
  /** Keys are listed lower-cased (HTTP headers, which the DSL matches case-insensitively). */
  lowercase: boolean;
}

const FIXED_TYPES: Record<FieldType, SchemaFieldType> = { keyword: 'string', number: 'number', time: 'time', json: 'string' };

/** The catalog's whitelisted fields, in catalog order. */
export function fixedFields(catalog: FieldCatalog): SchemaField[] {
  return Object.entries(catalog.columns).map(([name, { type }]) => ({ name, type: FIXED_TYPES[type], source: 'fixed' as const }));
}

/** The catalog's JSON columns, each once under its first prefix (`body.` of profiles is an alias of `metadata.`). */
export function discoverySources(catalog: FieldCatalog): DiscoverySource[] {
  const seen = new Set<string>();
  const sources: DiscoverySource[] = [];
  for (const [prefix, column] of Object.entries(catalog.jsonPrefixes)) {
    if (seen.has(column)) continue;
    seen.add(column);
    sources.push({ prefix, column, lowercase: catalog.lowercasePrefixes.includes(prefix) });
  }
  return sources;
}

/**
 * Whether the DSL accepts `name` as a JSON-path field of the catalog: the same check a search runs (segments of
 * letters, digits, `_`, `-`, `@` and spaces; no `__proto__`, `prototype` or `constructor`).
 */
export function isSearchableJsonField(catalog: FieldCatalog, name: string): boolean {
  try {
    return resolveField(catalog, name).type === 'json';
  } catch (error) {
    if (error instanceof DslError) return false;
    throw error;
  }
}

/** Regular expression (RE2 and JavaScript) of one JSON-path segment the DSL accepts; mirrors dsl/fields.ts. */
export const SAFE_SEGMENT_PATTERN = '[A-Za-z0-9_\\-@ ]{1,100}';

/** Segments the DSL refuses whatever their characters. */
export const PROTOTYPE_SEGMENTS = ['__proto__', 'prototype', 'constructor'] as const;

const DISCOVERED_TYPES = new Set<string>(['string', 'number', 'boolean']);

/** A discovered field from a row of the discovery query, or undefined when the DSL would not accept it. */
export function discoveredField(catalog: FieldCatalog, row: Record<string, unknown>): SchemaField | undefined {
  const { name, type } = row;
  if (typeof name !== 'string' || typeof type !== 'string' || !DISCOVERED_TYPES.has(type)) return undefined;
  if (!isSearchableJsonField(catalog, name)) return undefined;
  return { name, type: type as SchemaFieldType, source: 'discovered' };
}
