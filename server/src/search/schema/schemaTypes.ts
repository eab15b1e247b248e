import type { SearchEntity } from '../searchEngine';

/** The type of a field as the DSL compares it (`time`: ISO 8601, epoch ms or date math, like `request.time`). */
export type SchemaFieldType = 'string' | 'number' | 'time' | 'boolean';

/** Where a field comes from: the DSL's fixed whitelist, or JSON keys found in the app's recent data. */
export type SchemaFieldSource = 'fixed' | 'discovered';

/** One searchable field of an entity. */
export interface SchemaField {
  /** The field name as the DSL takes it, e.g. `response.status` or `metadata.plan`. */
  name: string;
  /** How values of the field compare (for discovered fields: inferred from the values seen; mixed types are string). */
  type: SchemaFieldType;
  /** `fixed` for the whitelist, `discovered` for JSON keys found in the app's recent data. */
  source: SchemaFieldSource;
}

/** The searchable fields of one entity. */
export interface EntitySchema {
  /** Fixed fields first (in whitelist order), then discovered fields by name. */
  fields: SchemaField[];
  /** True when more JSON keys were found than the cap on discovered fields: the most frequent ones are listed. */
  truncated: boolean;
}

/** The answer of GET /api/search/{orgId}/schema: one entry per entity asked for. */
export type SearchSchemaAnswer = Partial<Record<SearchEntity, EntitySchema>>;

/** Bounds on the work of one schema request (defaults in schemaLimits.ts). */
export interface SchemaLimits {
  /** Most recent events read for discovery. */
  sampleEvents: number;
  /** How far back discovery reads events. */
  eventWindowMs: number;
  /** Most recently updated users or companies read for discovery. */
  sampleProfiles: number;
  /** Discovered fields listed per entity; beyond it `truncated` is true. */
  maxDiscoveredFields: number;
  /** JSON documents (a header map, a body, metadata) larger than this are skipped by discovery. */
  maxDocumentBytes: number;
}
