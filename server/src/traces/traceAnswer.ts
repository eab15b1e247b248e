import type { Attributes } from './otlpValues';
import type { TraceSpans } from './repository';
import { isoMicros, type SpanEventRecord, type SpanKindName, type StatusCodeName } from './spanRecord';

/** One span of GET /api/search/{org}/traces/{traceId}. */
export interface SpanAnswer {
  span_id: string;
  parent_span_id: string | null;
  name: string;
  kind: SpanKindName;
  service_name: string | null;
  /** ISO 8601 with microseconds. */
  start_time: string;
  end_time: string;
  /** Start relative to the earliest span of the answer, in ms with microsecond precision. */
  start_offset_ms: number;
  /** In ms with microsecond precision. */
  duration_ms: number;
  status: { code: StatusCodeName; message: string | null };
  attributes: Attributes;
  resource_attributes: Attributes;
  events: SpanEventRecord[];
  scope: { name: string | null; version: string | null };
  dropped_attributes_count: number;
  dropped_events_count: number;
}

/** The answer of GET /api/search/{org}/traces/{traceId}. */
export interface TraceAnswer {
  trace_id: string;
  spans: SpanAnswer[];
  /** Spans stored for the trace (may be more than listed). */
  span_count: number;
  /** True when the trace has more spans than the answer lists. */
  truncated: boolean;
}

/** Milliseconds with three decimals (microseconds) from a count of microseconds. */
const msFromUs = (us: number): number => Math.round(us) / 1000;

/** The API answer of a trace's spans (already ordered by start). */
export function traceAnswer(traceId: string, found: TraceSpans): TraceAnswer {
  const origin = found.spans.reduce((min, span) => Math.min(min, span.startUs), Number.POSITIVE_INFINITY);
  return {
    trace_id: traceId,
    span_count: found.total,
    truncated: found.total > found.spans.length,
    spans: found.spans.map((span) => ({
      span_id: span.spanId,
      parent_span_id: span.parentSpanId,
      name: span.name,
      kind: span.kind,
      service_name: span.serviceName,
      start_time: isoMicros(span.startUs),
      end_time: isoMicros(span.endUs),
      start_offset_ms: msFromUs(span.startUs - origin),
      duration_ms: msFromUs(span.durationNs / 1000),
      status: { code: span.statusCode, message: span.statusMessage },
      attributes: span.attributes,
      resource_attributes: span.resourceAttributes,
      events: span.events,
      scope: { name: span.scopeName, version: span.scopeVersion },
      dropped_attributes_count: span.droppedAttributes,
      dropped_events_count: span.droppedEvents,
    })),
  };
}
