import { randomUUID } from 'node:crypto';
import http_ from 'node:http';
import zlib from 'node:zlib';
import { recordIngested } from '../../../server/src/subscription/quota';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from './wireEvents';

describe('collector limits: compression, dedup, size, age, rate and quota', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    process.env.COLLECTOR_RATE_LIMIT = '5';
    server = await startTestServer();
    delete process.env.COLLECTOR_RATE_LIMIT;
    user = await signUpWithApp(server.baseUrl);
    headers = { 'x-moesif-application-id': user.collectorToken };
  });
  afterAll(async () => { await server.close(); });
  // Each test starts with a full bucket (5 requests, refilled at 5/s).
  beforeEach(async () => { await new Promise((r) => setTimeout(r, 1100)); });

  const count = async (query: unknown, as: SignedUpUserWithApp = user) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${as.orgId}/count/events?app_id=${as.appId}&from=-40d`, { token: as.token, body: { query } });
    return res.body.hits.total as number;
  };

  it('inflates gzip (moesifapi) and deflate (Kong) bodies', async () => {
    const gz = zlib.gzipSync(JSON.stringify([apiEvent({ user_id: 'gzip-user' })]));
    const gzRes = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: new Uint8Array(gz), headers: { ...headers, 'content-encoding': 'gzip', 'content-type': 'application/json; charset=utf-8' } });
    expect(gzRes.status).toBe(201);
    const df = zlib.deflateSync(JSON.stringify([apiEvent({ user_id: 'deflate-user' })]));
    const dfRes = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: new Uint8Array(df), headers: { ...headers, 'content-encoding': 'deflate' } });
    expect(dfRes.status).toBe(201);
    expect(await count({ terms: { user_id: ['gzip-user', 'deflate-user'] } })).toBe(2);
  });

  it('answers 400 for a body that is not valid gzip and 415 for an unknown encoding', async () => {
    const bad = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: 'not gzip at all', headers: { ...headers, 'content-encoding': 'gzip' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body could not be decompressed as gzip');
    const br = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: '{}', headers: { ...headers, 'content-encoding': 'br' } });
    expect(br.status).toBe(415);
  });

  it('stores a transaction id once per app, also when it only travels as x-moesif-transaction-id', async () => {
    const tx = randomUUID();
    const first = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent({ transaction_id: tx }), apiEvent({ transaction_id: tx })], headers });
    expect(first.body).toMatchObject({ accepted: 1, duplicates: 1 });
    const viaHeader = apiEvent({ transaction_id: undefined });
    (viaHeader.request as { headers: Record<string, string> }).headers['X-Moesif-Transaction-Id'] = tx;
    const replay = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: viaHeader, headers });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(await count({ term: { transaction_id: tx } })).toBe(1);
    const other = await signUpWithApp(server.baseUrl);
    const elsewhere = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent({ transaction_id: tx }), headers: { 'x-moesif-application-id': other.collectorToken } });
    expect(elsewhere.body).toMatchObject({ accepted: 1, duplicates: 0 });
  });

  it('answers 413 for a single event over 1 MB and skips over-size events inside a batch', async () => {
    const big = apiEvent({ metadata: { blob: 'x'.repeat(1024 * 1024) } });
    const single = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: big, headers });
    expect(single.status).toBe(413);
    expect(single.body.message).toMatch(/limit is 1048576 bytes per event/);
    const mixed = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent({ user_id: 'small-one' }), big], headers });
    expect(mixed.status).toBe(201);
    expect(mixed.body.accepted).toBe(1);
    expect(mixed.body.rejected).toEqual([{ index: 1, status: 413, message: expect.stringMatching(/bytes per event/) }]);
    const allBig = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [big], headers });
    expect(allBig.status).toBe(413);
  });

  it('answers 413 for a batch over 50 MB before reading it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${server.baseUrl}/collector/v1/events/batch`);
      const req = http_.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(51 * 1024 * 1024) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('[');
    });
    expect(status).toBe(413);
  });

  it('answers 413 when a compressed body inflates beyond 50 MB', async () => {
    const bomb = zlib.gzipSync(Buffer.concat([Buffer.from('['), Buffer.alloc(51 * 1024 * 1024, ' '), Buffer.from(']')]));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: new Uint8Array(bomb), headers: { ...headers, 'content-encoding': 'gzip' } });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/collector limit of 50 MB/);
  });

  it('rejects events older than 30 days', async () => {
    const old = apiEvent({}, 31 * 24 * 60);
    const single = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: old, headers });
    expect(single.status).toBe(400);
    expect(single.body.message).toMatch(/more than 30 days old/);
    const mixed = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [old, apiEvent()], headers });
    expect(mixed.status).toBe(201);
    expect(mixed.body.rejected).toHaveLength(1);
  });

  it('answers 429 with Retry-After once an app exceeds its request rate', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => http(server.baseUrl, 'GET', '/collector/v1/rules', { headers })));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited[0].body.message).toMatch(/Too many requests/);
  });

  it('answers 402 {error: {msg}} when the plan quota is used up, and stores nothing', async () => {
    const spender = await signUpWithApp(server.baseUrl);
    await recordIngested(server.ctx.db, spender.orgId, 50_000_000);
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent({ user_id: 'over-quota' }), headers: { 'x-moesif-application-id': spender.collectorToken } });
    expect(res.status).toBe(402);
    expect(res.body.error.msg).toEqual(expect.any(String));
    expect(await count({ term: { user_id: 'over-quota' } }, spender)).toBe(0);
  });

  it('answers 402 from the storing transaction when the usage grew past the quota after the last batch stored', async () => {
    const spender = await signUpWithApp(server.baseUrl);
    const spenderHeaders = { 'x-moesif-application-id': spender.collectorToken };
    const first = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent({ user_id: 'within-quota' }), headers: spenderHeaders });
    expect(first.status).toBe(201);
    // The early check knows the usage read when the first batch was admitted (0 events); the counters now say otherwise.
    await recordIngested(server.ctx.db, spender.orgId, 50_000_000);
    for (const userId of ['over-quota-1', 'over-quota-2']) {
      const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent({ user_id: userId })], headers: spenderHeaders });
      expect(res.status).toBe(402);
      expect(res.body.error.msg).toMatch(/50,000,001 of 10,000,000 events used this period/);
      expect(await count({ term: { user_id: userId } }, spender)).toBe(0);
    }
    expect(await count({ term: { user_id: 'within-quota' } }, spender)).toBe(1);
  });
});
