/** OTLP trace export: authentication, encodings, bad bodies, rejected spans, duplicates and limits. */
import nodeHttp from 'node:http';
import { ExportTraceServiceRequest, ExportTraceServiceResponse, RpcStatus } from '../../../server/src/traces/otlpSchema';
import { managementToken } from '../support/factories';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';
import { otlpJson, span, TRACE } from './otlpBodies';

/** POSTs announcing `contentLength` bytes but sending only `sent`; resolves with the status answered meanwhile. */
function answerToPartialBody(baseUrl: string, headers: Record<string, string>, contentLength: number, sent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${baseUrl}/collector/v1/traces`);
    const req = nodeHttp.request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, 'content-length': String(contentLength) },
    }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.write(sent);
  });
}

/** POSTs raw bytes to the OTLP route and answers the status, content type and body bytes. */
async function postRaw(baseUrl: string, path: string, headers: Record<string, string>, body: Uint8Array | string) {
  const res = await fetch(baseUrl + path, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('OTLP trace export: errors and limits', () => {
  const { server, user, headers } = useServerWithApp();
  const postJson = (body: unknown, extra: Record<string, string> = {}) =>
    http(server.baseUrl, 'POST', '/collector/v1/traces', { body, headers: { ...headers, 'content-type': 'application/json', ...extra } });
  const storedSpans = async (traceId = TRACE) =>
    (await server.ctx.db.all<{ span_id: string; name: string }>('SELECT span_id, name FROM spans WHERE trace_id = $1 ORDER BY span_id', [traceId]));

  it('answers 401 to a missing, wrong or management key before reading the body', async () => {
    const body = '{"resourceSpans":[';
    expect(await answerToPartialBody(server.baseUrl, {}, 10 * 1024 * 1024, body)).toBe(401);
    expect(await answerToPartialBody(server.baseUrl, { 'x-moesif-application-id': 'not-a-collector-key' }, 10 * 1024 * 1024, body)).toBe(401);
    const management = await managementToken(server.baseUrl, user, ['read:events']);
    expect(await answerToPartialBody(server.baseUrl, { 'x-moesif-application-id': management }, 10 * 1024 * 1024, body)).toBe(401);
    const res = await http(server.baseUrl, 'POST', '/v1/traces', { body: otlpJson([span()]), headers: { 'x-moesif-application-id': management } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('X-Moesif-Application-Id is not a collector token with the create:events scope');
  });

  it('answers 415 with a message for another content type', async () => {
    const res = await http(server.baseUrl, 'POST', '/collector/v1/traces', { body: 'hello', headers: { ...headers, 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Unsupported Content-Type: send application/json (OTLP/JSON) or application/x-protobuf (OTLP/protobuf)' });
  });

  it('answers 400 with a message for a body that is not JSON or not an export request', async () => {
    const bad = await http(server.baseUrl, 'POST', '/collector/v1/traces', { body: '{"resourceSpans": [', headers: { ...headers, 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^The request body is not valid JSON: /);
    const shape = await postJson({ resourceSpans: { not: 'a list' } });
    expect(shape.status).toBe(400);
    expect(shape.body).toEqual({ message: 'The request body is not an OTLP ExportTraceServiceRequest: resourceSpans must be an array' });
  });

  it('answers 400 with a google.rpc.Status for a protobuf body that cannot be decoded', async () => {
    const res = await postRaw(server.baseUrl, '/v1/traces', { ...headers, 'content-type': 'application/x-protobuf' }, new Uint8Array([0x0a, 0xff, 0xff, 0x01]));
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/x-protobuf');
    const status = RpcStatus.toObject(RpcStatus.decode(res.bytes)) as { code: number; message: string };
    expect(status.code).toBe(3);
    expect(status.message).toMatch(/^The request body is not a protobuf ExportTraceServiceRequest: /);
  });

  it('rejects invalid spans one by one in partialSuccess and stores the others (JSON)', async () => {
    const res = await postJson(otlpJson([
      span({ spanId: '1111111111111111', name: 'kept' }),
      span({ spanId: 'abc', name: 'short id' }),
      span({ spanId: '2222222222222222', name: '' }),
      span({ spanId: '3333333333333333', startTimeUnixNano: '1714564800002000000' }),
      span({ spanId: '4444444444444444', traceId: '0'.repeat(32) }),
    ]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      partialSuccess: {
        rejectedSpans: 4,
        errorMessage: '4 spans rejected: resourceSpans[0].scopeSpans[0].spans[1]: spanId must be 16 hex characters (8 bytes); '
          + 'resourceSpans[0].scopeSpans[0].spans[2]: name is required; '
          + 'resourceSpans[0].scopeSpans[0].spans[3]: endTimeUnixNano is before startTimeUnixNano; '
          + 'resourceSpans[0].scopeSpans[0].spans[4]: traceId must not be all zeros',
      },
    });
    expect(await storedSpans()).toEqual([{ span_id: '1111111111111111', name: 'kept' }]);
  });

  it('answers partialSuccess in protobuf to a protobuf request, and an empty response when all spans are stored', async () => {
    const request = (spanId: string) => ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject({
      resourceSpans: [{
        resource: { attributes: [{ key: 'service.name', value: { stringValue: 'proto' } }] },
        scopeSpans: [{
          spans: [
            { traceId: Buffer.from(TRACE, 'hex'), spanId: Buffer.from(spanId, 'hex'), name: 'proto span', kind: 3, startTimeUnixNano: '1714564800000000000', endTimeUnixNano: '1714564800000500000' },
            { traceId: Buffer.from(TRACE, 'hex'), spanId: Buffer.from('0102', 'hex'), name: 'bad id' },
          ],
        }],
      }],
    })).finish();
    const res = await postRaw(server.baseUrl, '/collector/v1/traces', { ...headers, 'content-type': 'application/x-protobuf' }, request('5555555555555555'));
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/x-protobuf');
    const answer = ExportTraceServiceResponse.toObject(ExportTraceServiceResponse.decode(res.bytes), { longs: Number });
    expect(answer).toEqual({ partialSuccess: { rejectedSpans: 1, errorMessage: '1 span rejected: resourceSpans[0].scopeSpans[0].spans[1]: spanId must be 16 hex characters (8 bytes)' } });
    const all = ExportTraceServiceRequest.encode({ resourceSpans: [] }).finish();
    const empty = await postRaw(server.baseUrl, '/collector/v1/traces', { ...headers, 'content-type': 'application/x-protobuf' }, all);
    expect(empty.status).toBe(200);
    expect(empty.bytes.length).toBe(0);
    expect(await storedSpans()).toContainEqual({ span_id: '5555555555555555', name: 'proto span' });
  });

  it('stores a span sent twice once', async () => {
    const body = otlpJson([span({ spanId: '6666666666666666', name: 'first copy' }), span({ spanId: '6666666666666666', name: 'same batch copy' })]);
    expect((await postJson(body)).status).toBe(200);
    expect((await postJson(otlpJson([span({ spanId: '6666666666666666', name: 'retried copy' })]))).body).toEqual({});
    expect((await storedSpans()).filter((s) => s.span_id === '6666666666666666')).toEqual([{ span_id: '6666666666666666', name: 'first copy' }]);
  });

  it('answers 413 for more spans than a request may hold, storing none of them', async () => {
    const spans = Array.from({ length: 10_001 }, (_, i) => span({ spanId: (0x7000000000000000n + BigInt(i)).toString(16), traceId: 'ab'.repeat(16) }));
    const res = await postJson(otlpJson(spans));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request holds 10001 spans; at most 10000 are accepted per request: export smaller batches' });
    expect(await storedSpans('ab'.repeat(16))).toEqual([]);
  });

  it('lists the first 1,000 spans of a larger trace by start, flagged as truncated', async () => {
    const trace = 'ef'.repeat(16);
    const spans = Array.from({ length: 1_001 }, (_, i) => span({
      traceId: trace, spanId: (0x6000000000000000n + BigInt(i)).toString(16), name: `step ${i}`,
      startTimeUnixNano: (1714564800000000000n + BigInt(1_000 - i) * 1000n).toString(), endTimeUnixNano: '1714564800002000000',
    }));
    expect((await postJson(otlpJson(spans))).status).toBe(200);
    const res = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/traces/${trace}?app_id=${user.appId}`, { token: user.token });
    expect(res.body).toMatchObject({ span_count: 1001, truncated: true });
    expect(res.body.spans).toHaveLength(1000);
    expect(res.body.spans[0]).toMatchObject({ name: 'step 1000', start_offset_ms: 0 });
    expect(res.body.spans[999].name).toBe('step 1');
  });

  it('cuts long values and drops attributes past the limit, keeping typed values', async () => {
    const attributes = [
      { key: 'long', value: { stringValue: 'x'.repeat(5000) } },
      { key: 'big', value: { intValue: '9007199254740993' } },
      { key: 'ratio', value: { doubleValue: 0.5 } },
      { key: 'flags', value: { arrayValue: { values: [{ boolValue: true }, { stringValue: 'a' }] } } },
      { key: 'nested', value: { kvlistValue: { values: [{ key: 'inner', value: { intValue: 7 } }] } } },
      ...Array.from({ length: 130 }, (_, i) => ({ key: `extra.${i}`, value: { intValue: i } })),
    ];
    expect((await postJson(otlpJson([span({ spanId: '8888888888888888', traceId: 'cd'.repeat(16), attributes })]))).status).toBe(200);
    const res = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/traces/${'cd'.repeat(16)}?app_id=${user.appId}`, { token: user.token });
    const [stored] = res.body.spans;
    expect(stored.attributes).toMatchObject({ big: '9007199254740993', ratio: 0.5, flags: [true, 'a'], nested: { inner: 7 } });
    expect(stored.attributes.long).toHaveLength(4096);
    expect(Object.keys(stored.attributes)).toHaveLength(128);
    expect(stored.dropped_attributes_count).toBe(7);
  });
});
