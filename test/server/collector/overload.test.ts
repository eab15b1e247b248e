import http_ from 'node:http';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { holdWriter, storedEvents, waitForHeldRows } from './writerGate';
import { apiEvent } from './wireEvents';

const batchOf = (n: number) => Array.from({ length: n }, () => apiEvent());

describe('collector overload: queued rows high-water mark', () => {
  const { server } = useTestServer({ config: { collectorMaxQueuedRows: 60 } });
  let user: SignedUpUserWithApp;
  beforeAll(async () => { user = await signUpWithApp(server.baseUrl); });
  const post = (body: unknown) => http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });

  it('answers 503 + Retry-After instead of queueing past the mark, and stores what it accepted', async () => {
    const release = await holdWriter(server.ctx.db);
    const queued = post(batchOf(50));
    await waitForHeldRows(server.ctx.db, 50);
    const refusedBatch = batchOf(50);
    const refused = await post(refusedBatch);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ message: 'The collector is storing other events: retry this batch in a second' });
    release();
    expect((await queued).status).toBe(201);
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(50);
    const retried = await post(refusedBatch);
    expect(retried.status).toBe(201);
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(100);
  });

  it('always accepts a batch into an empty queue, even one larger than the mark', async () => {
    const large = await post(batchOf(100));
    expect(large.status).toBe(201);
    expect(large.body.accepted).toBe(100);
  });
});

describe('collector overload: request bodies in flight', () => {
  const body = JSON.stringify(batchOf(20));
  const { server } = useTestServer({ config: { collectorMaxInflightBytes: Math.floor(body.length * 1.5) } });
  let user: SignedUpUserWithApp;
  beforeAll(async () => { user = await signUpWithApp(server.baseUrl); });

  /** Sends only the headers of a POST (Content-Length of the body) and resolves with the answer's status. */
  const headersOnly = () => new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const url = new URL(`${server.baseUrl}/collector/v1/events/batch`);
    const req = http_.request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
      headers: { 'x-moesif-application-id': user.collectorToken, 'content-type': 'application/json', 'content-length': String(body.length) },
    }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });

  it('refuses a body with 503 + Retry-After before reading it when the bodies in flight would pass the mark', async () => {
    const release = await holdWriter(server.ctx.db);
    const inFlight = http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });
    await waitForHeldRows(server.ctx.db, 20);
    expect(await headersOnly()).toEqual({ status: 503, retryAfter: '1' });
    release();
    expect((await inFlight).status).toBe(201);
    const after = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(after.status).toBe(201);
    expect(after.body).toMatchObject({ accepted: 0, duplicates: 20 });
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(20);
  });
});
