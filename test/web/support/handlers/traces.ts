/** msw handler factories for the trace read (GET /api/search/{org}/traces/{traceId}) and span fixtures. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { TraceResponse, TraceSpan } from '@/api/traces';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** Answers a trace read: a trace (or none: no spans yet), or a failure; called with the trace id and the URL. */
export type TraceAnswer = (traceId: string, url: URL) => TraceResponse | ApiFailure;

/** GET /api/search/{org}/traces/{traceId}: the answer of `answer`, optionally held until `gate` resolves. */
export const traceHandler = (answer: TraceAnswer, log?: RequestLog, gate?: Promise<void>): HttpHandler =>
  http.get('/api/search/:orgId/traces/:traceId', async ({ request, params }) => {
    await log?.record(request);
    if (gate) await gate;
    const result = answer(String(params.traceId), new URL(request.url));
    return isFailure(result) ? failureResponse(result) : HttpResponse.json(result);
  });

/** A trace answer with the given spans (none: no spans received yet). */
export const traceResponse = (traceId: string, spans: TraceSpan[] = []): TraceResponse => ({
  trace_id: traceId, spans, span_count: spans.length, truncated: false,
});

/** A span with defaults: a 10 ms server span of `api` starting with the trace. */
export const traceSpan = (fields: Partial<TraceSpan> & Pick<TraceSpan, 'span_id'>): TraceSpan => ({
  parent_span_id: null,
  name: 'GET /orders',
  kind: 'server',
  service_name: 'api',
  start_time: '2024-05-01T12:00:00.000000Z',
  end_time: '2024-05-01T12:00:00.010000Z',
  start_offset_ms: 0,
  duration_ms: 10,
  status: { code: 'unset', message: null },
  attributes: {},
  resource_attributes: { 'service.name': fields.service_name ?? 'api' },
  events: [],
  scope: { name: null, version: null },
  dropped_attributes_count: 0,
  dropped_events_count: 0,
  ...fields,
});
