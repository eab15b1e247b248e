/** The trace read of the search API: the spans an app received over OTLP for one trace id. */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** One timed annotation of a span. */
export interface TraceSpanEvent {
  name: string;
  /** ISO 8601 with microseconds, or null when the sender gave none. */
  time: string | null;
  attributes: Record<string, unknown>;
}

/** One span of a trace. */
export interface TraceSpan {
  /** 16 hex characters. */
  span_id: string;
  /** The parent span's id; null for a root span. */
  parent_span_id: string | null;
  name: string;
  /** OTLP span kind: server, client, internal, producer, consumer or unspecified. */
  kind: string;
  /** The sending service (resource attribute service.name). */
  service_name: string | null;
  /** ISO 8601 with microseconds. */
  start_time: string;
  end_time: string;
  /** Start after the earliest span of the answer, ms with microsecond precision. */
  start_offset_ms: number;
  /** Duration, ms with microsecond precision. */
  duration_ms: number;
  status: { code: 'unset' | 'ok' | 'error'; message: string | null };
  /** The span's own attributes. */
  attributes: Record<string, unknown>;
  /** The sending service's resource attributes. */
  resource_attributes: Record<string, unknown>;
  events: TraceSpanEvent[];
  /** The instrumentation library that made the span. */
  scope: { name: string | null; version: string | null };
  dropped_attributes_count: number;
  dropped_events_count: number;
}

/** What GET /search/{org}/traces/{traceId} answers. */
export interface TraceResponse {
  /** 32 hex characters. */
  trace_id: string;
  /** The first spans by start time (at most 1,000). */
  spans: TraceSpan[];
  /** Spans stored for the trace. */
  span_count: number;
  /** More spans are stored than listed. */
  truncated: boolean;
}

/** GET /search/{org}/traces/{traceId}?app_id: the trace's spans ordered by start. */
export const requestTrace = (orgId: string, appId: string, traceId: string, options?: RequestOptions): Promise<ApiResult<TraceResponse>> =>
  apiClient.get<TraceResponse>(`/search/${encodeURIComponent(orgId)}/traces/${encodeURIComponent(traceId)}`, { ...options, params: { app_id: appId } });
