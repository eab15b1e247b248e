import { signUp, signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';
import { heavyQuery, loadEvents } from './heavyEvents';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Item 3 of the server hardening issue: tenant searches run on connections of their own, so sign-in, session and
 * token checks, ingestion and searches of other organizations do not queue behind them. Asserted by completion order:
 * every call of the other organization ends while the two heavy searches are still running.
 */
describe('search API: isolation of the read path', () => {
  let server: TestServer;
  let heavy: SignedUpUserWithApp;
  let other: SignedUpUserWithApp;

  beforeAll(async () => {
    // A generous time limit and queue wait: the heavy searches must run to their end, not be stopped or refused, however
    // slow the machine.
    server = await startTestServer({ searchLimits: { timeLimitMs: 120_000, queueWaitMs: 120_000 } });
    heavy = await signUpWithApp(server.baseUrl);
    other = await signUpWithApp(server.baseUrl);
    await loadEvents(server.ctx.db, heavy, 100_000);
  });
  afterAll(async () => { await server.close(); });

  it('signs in, checks sessions and tokens, and ingests for another organization while two heavy searches run', async () => {
    const order: string[] = [];
    const track = <T extends { status: number }>(label: string, call: Promise<T>) => call.then((res) => { order.push(label); return res; });
    const searches = [1, 2].map((i) => track(`heavy search ${i}`, http(server.baseUrl, 'POST', `/api/search/${heavy.orgId}/count/events?app_id=${heavy.appId}&from=-30d`, { token: heavy.token, body: heavyQuery(500) })));
    // Let both searches get past authentication and start in DuckDB (each runs for seconds).
    await sleep(400);

    const others = await Promise.all([
      track('login', http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } })),
      track('profile', http(server.baseUrl, 'GET', '/api/auth/profile', { token: other.token })),
      track('organizations', http(server.baseUrl, 'GET', '/api/portal/organizations', { token: other.token })),
      track('collector', http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent({}, 0), apiEvent({}, 1)], headers: { 'x-moesif-application-id': other.collectorToken } })),
      track('other org search', http(server.baseUrl, 'POST', `/api/search/${other.orgId}/count/events?app_id=${other.appId}`, { token: other.token, body: {} })),
    ]);
    const done = await Promise.all(searches);

    expect(others.map((res) => [res.status, res.status >= 400 ? res.body : null])).toEqual([200, 200, 200, 201, 201].map((status) => [status, null]));
    expect(done.map((res) => res.status)).toEqual([201, 201]);
    // Every call of the other organization finished before either heavy search, its own search included: one
    // organization's searches run one at a time, so they never hold both search connections.
    const firstHeavy = order.findIndex((label) => label.startsWith('heavy'));
    expect(order.slice(0, firstHeavy).sort()).toEqual(['collector', 'login', 'organizations', 'other org search', 'profile']);
  });

  it('forgets cached sessions on logout and password change, and cached apps on deletion, at once', async () => {
    const user = await signUp(server.baseUrl);
    const profile = (token: string) => http(server.baseUrl, 'GET', '/api/auth/profile', { token });
    // Used (so cached), then signed out: refused on the very next request.
    expect((await profile(user.token)).status).toBe(200);
    expect((await http(server.baseUrl, 'POST', '/api/auth/logout', { token: user.token, body: {} })).status).toBeLessThan(300);
    const loggedOut = await profile(user.token);
    expect(loggedOut.status).toBe(401);
    expect(loggedOut.body.code).toBe(108);

    // A password change from one session ends the others, cached or not.
    const login = () => http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    const [first, second] = [(await login()).body.id_token as string, (await login()).body.id_token as string];
    expect((await profile(first)).status).toBe(200);
    const changed = await http(server.baseUrl, 'POST', '/api/auth/password', { token: second, body: { current_password: user.password, new_password: 'another horse battery' } });
    expect(changed.status).toBe(200);
    expect((await profile(first)).status).toBe(401);
    expect((await profile(second)).status).toBe(200);

    // An app used by the collector, then deleted: its collector token is refused at once.
    const owner = await signUpWithApp(server.baseUrl);
    const created = await http(server.baseUrl, 'POST', `/api/portal/${owner.orgId}/apps`, { token: owner.token, body: { name: 'Second' } });
    expect(created.status).toBe(201);
    const collect = () => http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent({}, 0), headers: { 'x-moesif-application-id': owner.collectorToken } });
    expect((await collect()).status).toBe(201);
    expect((await http(server.baseUrl, 'DELETE', `/api/portal/${owner.orgId}/apps/${owner.appId}`, { token: owner.token })).status).toBe(200);
    const gone = await collect();
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe('The app of this X-Moesif-Application-Id no longer exists');
  });
});
