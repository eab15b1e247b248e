import { randomUUID } from 'node:crypto';
import os from 'node:os';
import zlib from 'node:zlib';
import { NormaliseThreads, OFF_LOOP_MIN_BYTES, defaultNormaliseThreads } from '../../../server/src/collector/normaliseThreads';
import { loadConfig } from '../../../server/src/config';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from './wireEvents';

/** Events enough for a body past OFF_LOOP_MIN_BYTES (each apiEvent() is about 700 bytes of JSON). */
const LARGE = Math.ceil(OFF_LOOP_MIN_BYTES / 500);

const largeBatch = (overrides: (index: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: LARGE }, (_, index) => apiEvent(overrides(index)));

/** An event from 2001: past the 30 days the collector accepts, so a batch skips it. */
const tooOld = () => ({
  request: { ...(apiEvent().request as object), time: '2001-01-01T00:00:00Z' },
  response: { ...(apiEvent().response as object), time: '2001-01-01T00:00:00.080Z' },
});

function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i++) value = { down: value };
  return value;
}

/**
 * Large event and action batches are parsed, checked and validated on a normalising thread (normaliseThreads.ts):
 * a caller sees exactly what the event loop's own parsing gives, and a thread that fails loses nothing.
 */
describe('large collector batches on a normalising thread', () => {
  const threaded = useTestServer({ config: { collectorParseThreads: 1 } });
  const onLoop = useTestServer({ config: { collectorParseThreads: 0 } });
  let threadedApp: SignedUpUserWithApp;
  let loopApp: SignedUpUserWithApp;

  beforeAll(async () => {
    threadedApp = await signUpWithApp(threaded.server.baseUrl);
    loopApp = await signUpWithApp(onLoop.server.baseUrl);
  });
  afterEach(() => { jest.restoreAllMocks(); });

  const post = (baseUrl: string, app: SignedUpUserWithApp, path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
    http(baseUrl, 'POST', path, { body, headers: { 'x-moesif-application-id': app.collectorToken, 'content-type': 'application/json', ...headers } });

  /** Posts the same text to both servers and expects the same answer; returns it. */
  async function sameAnswer(path: string, text: string, headers: Record<string, string> = {}) {
    const body = headers['content-encoding'] === 'gzip' ? new Uint8Array(zlib.gzipSync(text)) : text;
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(OFF_LOOP_MIN_BYTES);
    const onThread = await post(threaded.server.baseUrl, threadedApp, path, body, headers);
    const here = await post(onLoop.server.baseUrl, loopApp, path, body, headers);
    expect({ status: onThread.status, body: onThread.body }).toEqual({ status: here.status, body: here.body });
    return onThread;
  }

  const storedCount = async (baseUrl: string, app: SignedUpUserWithApp, run: string) => {
    const res = await http(baseUrl, 'POST', `/api/search/${app.orgId}/search/events?app_id=${app.appId}&from=-1d&to=now`, {
      token: app.token, body: { size: 0, query: { term: { 'metadata.run': run } } },
    });
    return res.body.hits.total as number;
  };

  it('stores a large batch through a thread, with the answer the event loop gives', async () => {
    const normalise = jest.spyOn(NormaliseThreads.prototype, 'normalise');
    const run = randomUUID();
    const events = largeBatch((i) => ({ metadata: { run }, ...(i % 40 === 7 ? tooOld() : {}) }));
    const res = await sameAnswer('/collector/v1/events/batch', JSON.stringify(events), { 'content-encoding': 'gzip' });
    expect(res.status).toBe(201);
    const rejected = events.filter((_, i) => i % 40 === 7).length;
    expect(res.body).toMatchObject({ accepted: LARGE - rejected, duplicates: 0 });
    expect(res.body.rejected.map((r: { index: number }) => r.index)).toEqual(events.map((_, i) => i).filter((i) => i % 40 === 7));
    expect(normalise).toHaveBeenCalledTimes(1);
    expect(await storedCount(threaded.server.baseUrl, threadedApp, run)).toBe(LARGE - rejected);
  });

  it('stores a large batch of actions through a thread', async () => {
    const run = randomUUID();
    const actions = Array.from({ length: LARGE }, (_, i) => ({
      action_name: 'Clicked Checkout', request: { time: new Date().toISOString(), uri: `https://shop.example/cart/${i}` }, user_id: `u${i}`, metadata: { run, padding: 'x'.repeat(300) },
    }));
    const res = await sameAnswer('/collector/v1/actions/batch', JSON.stringify(actions));
    expect(res).toMatchObject({ status: 201, body: { accepted: LARGE } });
    expect(await storedCount(threaded.server.baseUrl, threadedApp, run)).toBe(LARGE);
  });

  it.each([
    ['an invalid event, naming its index', () => JSON.stringify(largeBatch((i) => (i === 80 ? { request: { uri: 'https://a.b/c', verb: 'GET' } } : {})))],
    ['a body that is not an array', () => JSON.stringify({ events: largeBatch() })],
    ['only events older than 30 days', () => JSON.stringify(largeBatch(tooOld))],
    ['JSON nested too deep, naming the index', () => JSON.stringify(largeBatch((i) => (i === 12 ? { metadata: nested(70) } : {})))],
    ['text that is not JSON', () => JSON.stringify(largeBatch()).slice(0, -2)],
  ])('refuses %s with the event loop\'s answer', async (_case, text) => {
    const res = await sameAnswer('/collector/v1/events/batch', text());
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('refuses a single event over 1 MB with 413, as the event loop does', async () => {
    const res = await sameAnswer('/collector/v1/events/batch', JSON.stringify([apiEvent({ metadata: { blob: 'x'.repeat(1_100_000) } })]));
    expect(res.status).toBe(413);
  });

  it('drops prototype keys and skips a byte order mark through the safe parser, as the event loop does', async () => {
    const run = randomUUID();
    const withProto = JSON.stringify(largeBatch(() => ({ metadata: { run } }))).replace('"metadata":{', '"metadata":{"__proto__":{"admin":true},');
    expect(await sameAnswer('/collector/v1/events/batch', withProto)).toMatchObject({ status: 201, body: { accepted: LARGE } });
    expect(await sameAnswer('/collector/v1/events/batch', `\ufeff${JSON.stringify(largeBatch())}`)).toMatchObject({ status: 201, body: { accepted: LARGE } });
  });

  it('keeps NUL in event text on /collector/v1 and refuses it on the /v1 alias, as the event loop does', async () => {
    const text = JSON.stringify(largeBatch((i) => (i === 3 ? { metadata: { note: 'a\u0000b' } } : {})));
    expect((await sameAnswer('/collector/v1/events/batch', text)).status).toBe(201);
    expect((await sameAnswer('/v1/events/batch', text)).status).toBe(400);
  });

  it('applies the app\'s masking settings on the thread', async () => {
    const save = (body: Record<string, unknown>) => http(threaded.server.baseUrl, 'POST', `/api/portal/${threadedApp.orgId}/configs`, { token: threadedApp.token, body: { app_id: threadedApp.appId, ...body } });
    expect((await save({ mask_headers: ['Authorization'], mask_body_fields: ['password'] })).status).toBe(200);
    const tx = randomUUID();
    const events = largeBatch((i) => (i === 5 ? { transaction_id: tx, request: { ...apiEvent().request as object, headers: { Authorization: 'Bearer s3cret' }, body: { password: 'hunter2', user: 'ada' } } } : {}));
    expect((await post(threaded.server.baseUrl, threadedApp, '/collector/v1/events/batch', JSON.stringify(events))).status).toBe(201);
    const found = await http(threaded.server.baseUrl, 'POST', `/api/search/${threadedApp.orgId}/search/events?app_id=${threadedApp.appId}&from=-1d&to=now`, {
      token: threadedApp.token, body: { query: { term: { transaction_id: tx } } },
    });
    const stored = found.body.hits.hits[0]._source;
    expect(stored.request.headers.authorization).toBe('*****');
    expect(stored.request.body).toEqual({ password: '*****', user: 'ada' });
    await save({ mask_headers: [], mask_body_fields: [] });
  });

  it('stores the batch on the event loop when the thread fails', async () => {
    jest.spyOn(NormaliseThreads.prototype, 'normalise').mockRejectedValueOnce(new Error('A normalising thread exited with code 1'));
    const run = randomUUID();
    const res = await post(threaded.server.baseUrl, threadedApp, '/collector/v1/events/batch', JSON.stringify(largeBatch(() => ({ metadata: { run } }))));
    expect(res).toMatchObject({ status: 201, body: { accepted: LARGE } });
    expect(await storedCount(threaded.server.baseUrl, threadedApp, run)).toBe(LARGE);
  });
});

describe('NormaliseThreads', () => {
  const job = (events: unknown[]) => {
    const bytes = Buffer.from(JSON.stringify(events));
    const copy = new ArrayBuffer(bytes.length);
    new Uint8Array(copy).set(bytes);
    return {
      bytes: copy, kind: 'event' as const, tenant: { orgId: 'org', appId: 'app' }, routeUrl: '/collector/v1/events/batch',
      limits: { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1024 * 1024 }, options: { storeBodies: false },
    };
  };

  it('answers records with their dates, and only takes bodies from OFF_LOOP_MIN_BYTES when it has threads', async () => {
    const threads = new NormaliseThreads(1);
    try {
      expect(threads.takes(OFF_LOOP_MIN_BYTES)).toBe(true);
      expect(threads.takes(OFF_LOOP_MIN_BYTES - 1)).toBe(false);
      expect(new NormaliseThreads(0).takes(OFF_LOOP_MIN_BYTES)).toBe(false);
      const outcome = await threads.normalise(job([apiEvent(), apiEvent()]));
      if (!('batch' in outcome)) throw new Error(`expected a batch, got ${JSON.stringify(outcome)}`);
      expect(outcome.batch.records).toHaveLength(2);
      expect(outcome.batch.records[0].time).toBeInstanceOf(Date);
      expect(outcome.batch.records[0]).toMatchObject({ orgId: 'org', appId: 'app', requestBody: null, userId: 'u1' });
    } finally {
      await threads.close();
    }
  });

  it('is sized by COLLECTOR_PARSE_THREADS, every core but two by default, and 0 turns it off', () => {
    expect(loadConfig({}).collectorParseThreads).toBe(defaultNormaliseThreads());
    expect(defaultNormaliseThreads()).toBe(Math.min(4, Math.max(0, os.availableParallelism() - 2)));
    expect(loadConfig({ COLLECTOR_PARSE_THREADS: '3' }).collectorParseThreads).toBe(3);
    expect(loadConfig({ COLLECTOR_PARSE_THREADS: '0' }).collectorParseThreads).toBe(0);
    expect(loadConfig({ COLLECTOR_PARSE_THREADS: '-1' }).collectorParseThreads).toBe(0);
  });

  it('rejects the jobs in flight when closed, and every job after', async () => {
    const threads = new NormaliseThreads(1);
    const inFlight = expect(threads.normalise(job(Array.from({ length: 2000 }, () => apiEvent())))).rejects.toThrow('closed');
    await threads.close();
    await inFlight;
    expect(threads.takes(OFF_LOOP_MIN_BYTES)).toBe(false);
    await expect(threads.normalise(job([]))).rejects.toThrow('closed');
  });
});
