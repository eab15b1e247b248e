import { apiEvent } from '../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { openStream, type SseStream } from './sseClient';

jest.setTimeout(60_000);

const LIMITS_ENV = { LIVE_TAIL_MAX_VIEWERS: '3', LIVE_TAIL_EVENTS_PER_SECOND: '5', LIVE_TAIL_HEARTBEAT_MS: '300' };

describe('live tail: events pushed as Server-Sent Events after the collector commits them', () => {
  let server: TestServer;
  let a: SignedUpUserWithApp;
  let b: SignedUpUserWithApp;
  const open: SseStream[] = [];

  beforeAll(async () => {
    Object.assign(process.env, LIMITS_ENV);
    server = await startTestServer();
    for (const key of Object.keys(LIMITS_ENV)) delete process.env[key];
    a = await signUpWithApp(server.baseUrl);
    b = await signUpWithApp(server.baseUrl);
  });
  afterEach(() => { for (const stream of open.splice(0)) stream.close(); });
  afterAll(async () => {
    // Node's fetch may leave a pooled socket connected that never sent a request (seen after a stream and a POST run
    // side by side); Node's server.close() waits for such a socket until its headers time-out. Nothing of the live
    // tail is open here any more (the last describe shows close() finishing with a stream open).
    server.app.server.closeAllConnections();
    await server.close();
  });

  const mint = (user: SignedUpUserWithApp, body: unknown = {}, orgId = user.orgId, appId = user.appId) =>
    http(server.baseUrl, 'POST', `/api/search/${orgId}/live/tickets?app_id=${appId}`, { token: user.token, body });
  const streamUrl = (orgId: string, appId: string, ticket: string) => `${server.baseUrl}/api/search/${orgId}/live/events?app_id=${appId}&ticket=${ticket}`;
  async function watch(user: SignedUpUserWithApp, body: unknown = {}): Promise<SseStream> {
    const minted = await mint(user, body);
    expect(minted.status).toBe(201);
    const stream = await openStream(streamUrl(user.orgId, user.appId, minted.body.ticket));
    expect(stream.status).toBe(200);
    open.push(stream);
    await stream.next('ready');
    return stream;
  }
  const collect = (user: SignedUpUserWithApp, body: unknown, batch = false) =>
    http(server.baseUrl, 'POST', `/collector/v1/events${batch ? '/batch' : ''}`, { body, headers: { 'x-moesif-application-id': user.collectorToken } });

  it('pushes an event posted to the collector within a second of its 201, as a search hit', async () => {
    const stream = await watch(a);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.messages[0].data).toEqual({ heartbeat_ms: 300, max_events_per_second: 5 });
    const posted = await collect(a, apiEvent({ metadata: { marker: 'first' } }, 0));
    const answeredAt = Date.now();
    expect(posted.status).toBe(201);
    const message = await stream.next('event', 2_000);
    expect(message.at - answeredAt).toBeLessThan(1_000);
    expect(message.data._source).toMatchObject({
      event_type: 'api_call',
      metadata: { marker: 'first' },
      request: { verb: 'POST', uri: 'https://api.acme.io/v1/items/42?expand=true', headers: { host: 'api.acme.io' } },
      response: { status: 201 },
    });
    // The same document the search answers for that event.
    const stored = await http(server.baseUrl, 'GET', `/api/search/${a.orgId}/events/${message.data._id}?app_id=${a.appId}`, { token: a.token });
    expect(message.data._source).toEqual(stored.body._source);
    // Heart-beats keep the stream open.
    expect((await stream.next('heartbeat', 2_000)).data.time).toEqual(expect.any(String));
  });

  it("applies the viewer's filter and sends only the fields asked for", async () => {
    const stream = await watch(a, {
      query: { bool: { filter: [{ range: { 'response.status': { gte: 500 } } }, { term: { 'request.headers.X-Tenant': 'blue' } }], must_not: [{ term: { user_id: 'bot' } }] } },
      _source: ['id', 'response.status', 'user_id'],
    });
    const events = [
      apiEvent({ response: { time: new Date().toISOString(), status: 200 }, request: { time: new Date().toISOString(), uri: 'https://a.io/ok', verb: 'GET', headers: { 'x-tenant': 'blue' } } }, 0),
      apiEvent({ user_id: 'wanted', response: { time: new Date().toISOString(), status: 503 }, request: { time: new Date().toISOString(), uri: 'https://a.io/x', verb: 'GET', headers: { 'X-Tenant': 'blue' } } }, 0),
      apiEvent({ user_id: 'bot', response: { time: new Date().toISOString(), status: 503 }, request: { time: new Date().toISOString(), uri: 'https://a.io/x', verb: 'GET', headers: { 'X-Tenant': 'blue' } } }, 0),
      apiEvent({ response: { time: new Date().toISOString(), status: 500 }, request: { time: new Date().toISOString(), uri: 'https://a.io/x', verb: 'GET', headers: { 'X-Tenant': 'red' } } }, 0),
    ];
    expect((await collect(a, events, true)).status).toBe(201);
    const message = await stream.next('event', 2_000);
    expect(message.data._source).toEqual({ id: message.data._id, response: { status: 503 }, user_id: 'wanted' });
    // Nothing else matched (a later event of another filter would have come by now).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stream.messages.filter((m) => m.event === 'event')).toHaveLength(1);
  });

  it('refuses a filter the search refuses, with the search message', async () => {
    const res = await mint(a, { query: { fuzzy: { user_id: 'x' } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unsupported query clause "fuzzy"');
    expect((await mint(a, { query: { term: { nope: 1 } } })).body.message).toBe('Unsupported field "nope"');
    expect((await mint(a, { _source: ['__proto__.x'] })).status).toBe(400);
  });

  it("keeps tenants apart: another tenant can neither mint nor use a ticket for an app it does not own", async () => {
    const foreign = await mint(a, {}, b.orgId, b.appId);
    expect(foreign.status).toBe(404);
    const mixed = await mint(a, {}, a.orgId, b.appId);
    expect(mixed.status).toBe(404);
    const anonymous = await http(server.baseUrl, 'POST', `/api/search/${b.orgId}/live/tickets?app_id=${b.appId}`, { body: {} });
    expect(anonymous.status).toBe(401);
    // A's ticket names A's app: it cannot open B's stream, and it is used up by trying.
    const ticket = (await mint(a)).body.ticket as string;
    const stolen = await openStream(streamUrl(b.orgId, b.appId, ticket));
    expect(stolen.status).toBe(401);
    expect(stolen.error?.message).toMatch(/ticket is unknown, used or expired/);
    expect((await openStream(streamUrl(a.orgId, a.appId, ticket))).status).toBe(401);
    expect((await openStream(streamUrl(a.orgId, a.appId, 'made-up'))).status).toBe(401);
    // B's events never reach A's viewer.
    const stream = await watch(a);
    expect((await collect(b, apiEvent({}, 0))).status).toBe(201);
    expect((await collect(a, apiEvent({ user_id: 'mine' }, 0))).status).toBe(201);
    expect((await stream.next('event', 2_000)).data._source.user_id).toBe('mine');
    expect(stream.messages.filter((m) => m.event === 'event')).toHaveLength(1);
  });

  it('tickets are single-use', async () => {
    const ticket = (await mint(a)).body.ticket as string;
    const first = await openStream(streamUrl(a.orgId, a.appId, ticket));
    open.push(first);
    expect(first.status).toBe(200);
    expect((await openStream(streamUrl(a.orgId, a.appId, ticket))).status).toBe(401);
  });

  it('caps the viewers of one app (open streams and unused tickets) with a 429 that says why', async () => {
    await watch(a);
    await watch(a);
    expect((await mint(a)).status).toBe(201);
    const refused = await mint(a);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body.message).toMatch(/already has 3 live tail viewers/);
    // Another app is not affected.
    expect((await mint(b)).status).toBe(201);
  });

  it('samples when more events match than a viewer is shown, and says so', async () => {
    // Let the unused tickets of the previous test expire from the count: they are held for their 30 s at most, so
    // free the slots by using them up instead.
    const stream = await watchWhenRoom(a);
    const batch = Array.from({ length: 40 }, (_, i) => apiEvent({ metadata: { n: i } }, 0));
    expect((await collect(a, batch, true)).status).toBe(201);
    const notice = await stream.next('sampling', 3_000);
    expect(notice.data).toMatchObject({ matched: 40, shown: 5, share: 0.125 });
    expect(notice.data.rate_per_second).toBe(40);
    expect(stream.messages.filter((m) => m.event === 'event')).toHaveLength(5);
  });

  /** Opens a stream, first using up tickets left over by earlier tests so the app is under its cap. */
  async function watchWhenRoom(user: SignedUpUserWithApp): Promise<SseStream> {
    for (let i = 0; i < 20; i += 1) {
      const minted = await mint(user);
      if (minted.status === 201) {
        const stream = await openStream(streamUrl(user.orgId, user.appId, minted.body.ticket));
        open.push(stream);
        await stream.next('ready');
        return stream;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('no room for a viewer');
  }
});

describe('live tail: shutting down with open streams', () => {
  it('ends open streams and lets the server close', async () => {
    const server = await startTestServer();
    const user = await signUpWithApp(server.baseUrl);
    const minted = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/live/tickets?app_id=${user.appId}`, { token: user.token, body: {} });
    const stream = await openStream(`${server.baseUrl}/api/search/${user.orgId}/live/events?app_id=${user.appId}&ticket=${minted.body.ticket}`);
    await stream.next('ready');
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await stream.next('end', 1_000)).data).toEqual({ reason: 'shutdown' });
    await stream.ended;
  });
});
