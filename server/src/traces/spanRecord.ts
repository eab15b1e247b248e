import type { Attributes } from './otlpValues';

/** Span kinds (OTLP SpanKind), stored by name. */
export const SPAN_KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'] as const;
/** A span's kind. */
export type SpanKindName = (typeof SPAN_KINDS)[number];

/** Span status codes (OTLP StatusCode), stored by name. */
export const STATUS_CODES = ['unset', 'ok', 'error'] as const;
/** A span's status code. */
export type StatusCodeName = (typeof STATUS_CODES)[number];

/** One timed annotation of a span (OTLP Span.Event). */
export interface SpanEventRecord {
  name: string;
  /** ISO 8601 time with microseconds; null when the sender gave none. */
  time: string | null;
  attributes: Attributes;
}

/** A validated span, ready to store. */
export interface SpanRecord {
  /** 32 lowercase hex characters. */
  traceId: string;
  /** 16 lowercase hex characters. */
  spanId: string;
  /** The parent's span id, or null for a root span. */
  parentSpanId: string | null;
  name: string;
  kind: SpanKindName;
  /** The resource attribute `service.name`, when it is a string. */
  serviceName: string | null;
  /** Start and end, microseconds since the Unix epoch. */
  startUs: number;
  endUs: number;
  /** End minus start, nanoseconds. */
  durationNs: number;
  statusCode: StatusCodeName;
  statusMessage: string | null;
  /** The span's own attributes. */
  attributes: Attributes;
  /** The attributes of the resource (service) that sent the span. */
  resourceAttributes: Attributes;
  events: SpanEventRecord[];
  /** The instrumentation scope (library) that made the span. */
  scopeName: string | null;
  scopeVersion: string | null;
  /** Attributes (span and events) and events dropped by the sender or past this server's limits. */
  droppedAttributes: number;
  droppedEvents: number;
}

/** Microseconds since the epoch as ISO 8601 with six fraction digits (`2024-05-01T12:00:00.123456Z`). */
export function isoMicros(us: number): string {
  const ms = Math.floor(us / 1000);
  const micros = String(us - ms * 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace('Z', `${micros}Z`);
}
