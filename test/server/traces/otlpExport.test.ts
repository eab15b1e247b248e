/** OTLP/HTTP trace export: the official exporters (JSON and protobuf) end to end, and the trace read. */
import { gzipSync } from 'node:zlib';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';
import { otlpJson, span, TRACE } from './otlpBodies';
import { sendCheckoutTrace, type ExporterKind } from './officialExporters';

const BASE = Date.UTC(2024, 4, 1, 12, 0, 0);

describe('OTLP trace export with the official exporters', () => {
  const { server, user, headers } = useServerWithApp();
  const readTrace = (traceId: string, token = user.token) =>
    http(server.baseUrl, 'GET', `/api/search/${user.orgId}/traces/${traceId}?app_id=${user.appId}`, { token });

  it.each<[ExporterKind, string]>([
    ['json', '/collector/v1/traces'],
    ['protobuf', '/v1/traces'],
  ])('stores nested spans of two services sent by the %s exporter to %s', async (kind, path) => {
    const sent = await sendCheckoutTrace({ kind, url: server.baseUrl + path, headers, base: BASE });
    const res = await readTrace(sent.traceId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ trace_id: sent.traceId, span_count: 3, truncated: false });
    const spans = res.body.spans as Array<Record<string, unknown>>;
    expect(spans.map((s) => [s.name, s.service_name, s.kind, s.parent_span_id])).toEqual([
      ['GET /checkout', 'api', 'server', null],
      ['SELECT carts', 'api', 'client', sent.root],
      ['reserve stock', 'inventory', 'server', sent.query],
    ]);
    expect(spans.map((s) => s.span_id)).toEqual([sent.root, sent.query, sent.reserve]);
    expect(spans[0]).toMatchObject({
      start_time: '2024-05-01T12:00:00.000000Z', end_time: '2024-05-01T12:00:00.100000Z', start_offset_ms: 0, duration_ms: 100,
      status: { code: 'unset', message: null }, attributes: { 'http.method': 'GET', 'http.status_code': 200 },
      scope: { name: 'checkout-handler', version: '1.2.0' },
    });
    expect(spans[0].resource_attributes).toMatchObject({ 'service.name': 'api', 'deployment.environment': 'test' });
    // Microseconds survive: 5.25 ms after the root, 35.25 ms long.
    expect(spans[1]).toMatchObject({ start_time: '2024-05-01T12:00:00.005250Z', start_offset_ms: 5.25, duration_ms: 35.25 });
    expect(spans[2]).toMatchObject({
      start_offset_ms: 10, duration_ms: 20, status: { code: 'error', message: 'no stock left' },
      events: [{ name: 'out of stock', time: '2024-05-01T12:00:00.020000Z', attributes: { sku: 'book-1' } }],
    });
  });

  it('answers an unknown trace with no spans, and refuses a malformed trace id', async () => {
    const none = await readTrace('0af7651916cd43dd8448eb211c80319c');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ trace_id: '0af7651916cd43dd8448eb211c80319c', spans: [], span_count: 0, truncated: false });
    expect((await readTrace('not-a-trace')).status).toBe(400);
  });

  it('reads a gzip body', async () => {
    const body = JSON.stringify(otlpJson([span({ spanId: '00f067aa0ba902b7', name: 'gzipped' })]));
    const res = await fetch(`${server.baseUrl}/collector/v1/traces`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(body),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const stored = await readTrace(TRACE);
    expect((stored.body.spans as Array<{ name: string }>).map((s) => s.name)).toContain('gzipped');
  });
});
