/** JSON schemas of the trace routes: the OTLP export (documentation only) and the trace read. */
import { openObject } from '../http/schemaFragments';

const nullableString = { type: ['string', 'null'] } as const;

/**
 * An OTLP/JSON ExportTraceServiceRequest. It documents the format in the API reference; the route decodes and checks
 * bodies itself (JSON or protobuf), rejecting bad spans one by one in partialSuccess.
 */
export const exportBody = {
  type: 'object',
  description: 'OTLP ExportTraceServiceRequest: application/json (OTLP/JSON, hex ids) or application/x-protobuf',
  properties: {
    resourceSpans: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          resource: { type: 'object', properties: { attributes: { type: 'array', items: openObject } } },
          scopeSpans: { type: 'array', items: { type: 'object', properties: { scope: openObject, spans: { type: 'array', items: openObject } } } },
        },
      },
    },
  },
} as const;

/** OTLP ExportTraceServiceResponse (JSON form; protobuf requests get the same message in protobuf). */
export const exportAnswer = {
  type: 'object',
  description: 'Empty when every span was stored; partialSuccess counts and explains the rejected ones',
  properties: {
    partialSuccess: {
      type: 'object',
      required: ['rejectedSpans', 'errorMessage'],
      properties: {
        rejectedSpans: { type: 'integer', description: 'Spans not stored' },
        errorMessage: { type: 'string', description: 'Why, span by span (the first five, then how many more)' },
      },
    },
  },
} as const;

/** GET /{orgId}/traces/{traceId}: the org and the W3C trace id (32 hex characters). */
export const traceParams = {
  type: 'object',
  required: ['orgId', 'traceId'],
  properties: {
    orgId: { type: 'string', minLength: 1, maxLength: 64, description: 'Organization id' },
    traceId: { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: 'W3C trace id: 32 hex characters' },
  },
} as const;

/** The app of the trace, in the query like every search route. */
export const traceQuery = {
  type: 'object',
  required: ['app_id'],
  properties: { app_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const spanEvent = {
  type: 'object',
  required: ['name', 'time', 'attributes'],
  properties: { name: { type: 'string' }, time: { ...nullableString, description: 'ISO 8601 with microseconds' }, attributes: openObject },
} as const;

const span = {
  type: 'object',
  required: [
    'span_id', 'parent_span_id', 'name', 'kind', 'service_name', 'start_time', 'end_time', 'start_offset_ms', 'duration_ms', 'status', 'attributes',
    'resource_attributes', 'events', 'scope', 'dropped_attributes_count', 'dropped_events_count',
  ],
  properties: {
    span_id: { type: 'string', description: '16 hex characters' },
    parent_span_id: { ...nullableString, description: "The parent span's id; null for a root span" },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'] },
    service_name: { ...nullableString, description: 'Resource attribute service.name' },
    start_time: { type: 'string', description: 'ISO 8601 with microseconds' },
    end_time: { type: 'string', description: 'ISO 8601 with microseconds' },
    start_offset_ms: { type: 'number', description: 'Start after the earliest listed span, ms with microsecond precision' },
    duration_ms: { type: 'number', description: 'Duration in ms with microsecond precision' },
    status: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string', enum: ['unset', 'ok', 'error'] }, message: nullableString },
    },
    attributes: { ...openObject, description: "The span's attributes" },
    resource_attributes: { ...openObject, description: "The sending service's resource attributes" },
    events: { type: 'array', items: spanEvent },
    scope: { type: 'object', required: ['name', 'version'], properties: { name: nullableString, version: nullableString } },
    dropped_attributes_count: { type: 'integer' },
    dropped_events_count: { type: 'integer' },
  },
} as const;

/** A trace's spans ordered by start. */
export const traceAnswerSchema = {
  type: 'object',
  required: ['trace_id', 'spans', 'span_count', 'truncated'],
  properties: {
    trace_id: { type: 'string' },
    spans: { type: 'array', items: span },
    span_count: { type: 'integer', description: 'Spans stored for the trace' },
    truncated: { type: 'boolean', description: 'More spans than listed (the first ones by start are listed)' },
  },
} as const;
