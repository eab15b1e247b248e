import type { SchemaLimits } from './schemaTypes';

const DAY_MS = 86_400_000;

/** Most recent events whose JSON keys a schema request reads. */
export const SCHEMA_SAMPLE_EVENTS = 5_000;

/** How far back a schema request reads events (the collector keeps nothing older than 30 days at ingest). */
export const SCHEMA_EVENT_WINDOW_MS = 30 * DAY_MS;

/** Most recently updated users (or companies) whose metadata and campaign keys a schema request reads. */
export const SCHEMA_SAMPLE_PROFILES = 5_000;

/** Discovered fields per entity in one answer; the most frequent are kept and `truncated` is set. */
export const SCHEMA_MAX_DISCOVERED_FIELDS = 300;

/** JSON documents above this size (bytes of their JSON text) are left out of discovery: large bodies are skipped. */
export const SCHEMA_MAX_DOCUMENT_BYTES = 64 * 1024;

/** The default schema limits with `overrides` applied. */
export function schemaLimits(overrides: Partial<SchemaLimits> = {}): SchemaLimits {
  return {
    sampleEvents: SCHEMA_SAMPLE_EVENTS,
    eventWindowMs: SCHEMA_EVENT_WINDOW_MS,
    sampleProfiles: SCHEMA_SAMPLE_PROFILES,
    maxDiscoveredFields: SCHEMA_MAX_DISCOVERED_FIELDS,
    maxDocumentBytes: SCHEMA_MAX_DOCUMENT_BYTES,
    ...overrides,
  };
}
