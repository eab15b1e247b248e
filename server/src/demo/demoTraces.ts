import type { EventRecord } from '../events/types';
import type { SpanRecord } from '../traces/spanRecord';
import type { Prng } from './prng';

/** The demo app whose calls are traced (the REST payments API). */
export const DEMO_TRACED_APP = 'demodefault';
/** Share of that app's API calls that carry a W3C trace context and whose spans were exported over OTLP. */
export const DEMO_TRACED_SHARE = 0.04;

const GATEWAY = { 'service.name': 'api-gateway', 'service.version': '2.14.0', 'deployment.environment': 'production' };
const PAYMENTS = { 'service.name': 'payments-api', 'service.version': '7.3.1', 'deployment.environment': 'production' };
const SCOPE = { scopeName: '@opentelemetry/instrumentation-http', scopeVersion: '0.57.2' };

function hex(prng: Prng, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(prng.next() * 0x1_0000_0000).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

/** The table a demo route reads or writes: `/v1/payments/{id}/refund` -> `payments`. */
function tableOf(route: string): string {
  return route.split('/').find((part, index) => index >= 2 && part && !part.startsWith('{')) ?? 'objects';
}

interface SpanShape {
  id: string;
  parent: string | null;
  name: string;
  kind: SpanRecord['kind'];
  resource: Record<string, string>;
  startUs: number;
  endUs: number;
  attributes: Record<string, string | number>;
  error?: string;
}

function toRecord(traceId: string, shape: SpanShape): SpanRecord {
  return {
    traceId, spanId: shape.id, parentSpanId: shape.parent, name: shape.name, kind: shape.kind,
    serviceName: shape.resource['service.name'], startUs: shape.startUs, endUs: shape.endUs,
    durationNs: (shape.endUs - shape.startUs) * 1000,
    statusCode: shape.error ? 'error' : 'unset', statusMessage: shape.error ?? null,
    attributes: shape.attributes, resourceAttributes: shape.resource,
    events: shape.error ? [{ name: 'exception', time: null, attributes: { 'exception.type': 'QueryTimeoutError', 'exception.message': shape.error } }] : [],
    ...SCOPE, droppedAttributes: 0, droppedEvents: 0,
  };
}

/**
 * Gives a demo API call of the default app a trace, about DEMO_TRACED_SHARE of the time: a `traceparent` request
 * header naming the gateway's proxy span, and the spans a real deployment would export. The gateway's server span
 * and its proxy span; the API's server span (this call's), with authentication, a database statement and, for
 * reads, a cache lookup under it. A 5xx call has a failed statement. Answers the spans, or [] for an untraced call.
 * Draws from its own generator, so the events themselves stay what the main generator makes.
 */
export function traceDemoCall(prng: Prng, event: EventRecord): SpanRecord[] {
  if (event.appId !== DEMO_TRACED_APP || event.eventType !== 'api_call' || !event.route || !event.verb) return [];
  if (prng.next() >= DEMO_TRACED_SHARE) return [];
  const traceId = hex(prng, 32);
  const [gateway, proxy, server, auth, query, cache] = Array.from({ length: 6 }, () => hex(prng, 16));
  const startUs = event.time.getTime() * 1000;
  const durationUs = Math.max(1, event.durationMs ?? 1) * 1000;
  const endUs = startUs + durationUs;
  const status = event.status ?? 200;
  const failed = status >= 500;
  const http = { 'http.request.method': event.verb, 'http.route': event.route, 'http.response.status_code': status };
  const table = tableOf(event.route);
  const reads = event.verb === 'GET';
  const authEnd = startUs + Math.round(durationUs * (0.04 + prng.next() * 0.06));
  const cacheEnd = authEnd + Math.round(durationUs * 0.03);
  const queryStart = reads ? cacheEnd : authEnd;
  const queryEnd = Math.min(endUs - 1, queryStart + Math.round(durationUs * (0.3 + prng.next() * 0.4)));
  const spans: SpanShape[] = [
    { id: gateway, parent: null, name: `${event.verb} ${event.route}`, kind: 'server', resource: GATEWAY, startUs: startUs - 2_400, endUs: endUs + 900, attributes: { ...http, 'url.scheme': 'https' } },
    { id: proxy, parent: gateway, name: `${event.verb}`, kind: 'client', resource: GATEWAY, startUs: startUs - 1_200, endUs: endUs + 300, attributes: { ...http, 'server.address': 'payments-api.internal' } },
    { id: server, parent: proxy, name: `${event.verb} ${event.route}`, kind: 'server', resource: PAYMENTS, startUs, endUs, attributes: http, error: failed ? `HTTP ${status}` : undefined },
    { id: auth, parent: server, name: 'authenticate api key', kind: 'internal', resource: PAYMENTS, startUs: startUs + 50, endUs: authEnd, attributes: { 'enduser.id': event.userId ?? 'anonymous' } },
    {
      id: query, parent: server, name: `${reads ? 'SELECT' : 'INSERT'} ${table}`, kind: 'client', resource: PAYMENTS, startUs: queryStart, endUs: queryEnd,
      attributes: { 'db.system': 'postgresql', 'db.name': 'payments', 'db.statement': reads ? `SELECT * FROM ${table} WHERE id = $1` : `INSERT INTO ${table} (account_id, amount, currency) VALUES ($1, $2, $3)` },
      error: failed ? 'canceling statement due to statement timeout' : undefined,
    },
  ];
  if (reads) spans.push({ id: cache, parent: server, name: 'GET', kind: 'client', resource: PAYMENTS, startUs: authEnd, endUs: cacheEnd, attributes: { 'db.system': 'redis', 'db.statement': `GET ${table}:*` } });
  event.requestHeaders = withTraceparent(event.requestHeaders, `00-${traceId}-${proxy}-01`);
  return spans.map((shape) => toRecord(traceId, shape));
}

function withTraceparent(headers: string | null, traceparent: string): string {
  const parsed = headers ? (JSON.parse(headers) as Record<string, string>) : {};
  return JSON.stringify({ ...parsed, traceparent });
}
