import type { ChildProcess } from 'node:child_process';
import { ACCOUNT_IP_RULE } from '../../../server/src/auth/loginThrottle';
import { eventWorkLock } from '../../../server/src/eventBackend';
import { reserveIssuer, ssoSettings, startSsoProvider } from '../auth/sso/ssoSupport';
import { ssoSignIn } from '../auth/sso/ssoFlow';
import { signUp, uniqueEmail } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';

const login = (server: TestServer, email: string, password: string) => http(server.baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
const profile = (server: TestServer, token: string) => http(server.baseUrl, 'GET', '/api/auth/profile', { token });

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('two server processes sharing one PostgreSQL schema (TEST_DATABASE_URL; skipped without it)', () => {
  let a: TestServer;
  let b: TestServer;
  let provider: ChildProcess | undefined;
  beforeAll(async () => {
    const issuer = await reserveIssuer();
    a = await startTestServer(ssoSettings(issuer));
    b = await startTestServer(ssoSettings(issuer), { joining: a });
    provider = await startSsoProvider(a, issuer);
  });
  afterAll(async () => {
    provider?.kill('SIGTERM');
    await b?.close();
    await a?.close();
  });

  it('serves a session opened on one process on the other, and a sign-out on either is refused by both at once', async () => {
    const user = await signUp(a.baseUrl);
    expect((await profile(b, user.token)).body).toMatchObject({ email: user.email });
    const second = await login(b, user.email, user.password);
    expect(second.status).toBe(200);
    const token = second.body.id_token as string;
    // Both processes have just accepted the session; B signs it out.
    expect((await profile(a, token)).status).toBe(200);
    expect((await profile(b, token)).status).toBe(200);
    expect((await http(b.baseUrl, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await profile(a, token)).status).toBe(401);
    expect((await profile(b, token)).status).toBe(401);
    expect((await profile(a, user.token)).status).toBe(200);
  });

  it('reads a session from the database on every lookup, so a revocation written by another process counts at once', async () => {
    const user = await signUp(a.baseUrl);
    const [session] = await a.ctx.metadata.all<{ session_id: string; user_id: string }>(
      'SELECT session_id, user_id FROM sessions WHERE user_id = (SELECT user_id FROM users WHERE email = $1)', [user.email]);
    expect(await a.ctx.repositories.sessions.findActive(session.session_id, session.user_id)).toBeDefined();
    // Written past this process's own revocation path, as another process's sign-out is.
    await b.ctx.metadata.run('UPDATE sessions SET revoked_at = now() WHERE session_id = $1', [session.session_id]);
    expect(await a.ctx.repositories.sessions.findActive(session.session_id, session.user_id)).toBeUndefined();
    expect((await profile(a, user.token)).status).toBe(401);
  });

  it('counts failed sign-ins on both processes together', async () => {
    const user = await signUp(a.baseUrl);
    for (let i = 0; i < ACCOUNT_IP_RULE.free; i++) {
      expect((await login(i % 2 === 0 ? a : b, user.email, `wrong-${i}-password`)).status).toBe(401);
    }
    expect((await login(b, user.email, user.password)).status).toBe(429);
    expect((await login(a, user.email, user.password)).status).toBe(429);
  });

  it('exchanges a single sign-on code issued by one process on the other, once', async () => {
    const outcome = await ssoSignIn(a, { email: uniqueEmail('sso') });
    expect(outcome.code).toBeDefined();
    const exchanged = await http(b.baseUrl, 'POST', '/api/auth/sso/exchange', { body: { code: outcome.code } });
    expect(exchanged.status).toBe(200);
    expect((await profile(a, exchanged.body.id_token as string)).status).toBe(200);
    const again = await http(a.baseUrl, 'POST', '/api/auth/sso/exchange', { body: { code: outcome.code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This sign-in link has expired or was already used. Sign in again.');
  });

  it('grants scheduled work on the shared metadata to one process at a time, and work on its own events to each', async () => {
    let inner: unknown;
    const outer = await a.ctx.workLock.runExclusive('billing sync', async () => {
      inner = await b.ctx.workLock.runExclusive('billing sync', async () => 'twice');
    });
    expect(outer.ran).toBe(true);
    expect(inner).toEqual({ ran: false });
    expect(await b.ctx.workLock.runExclusive('billing sync', async () => 'now B')).toEqual({ ran: true, result: 'now B' });

    // The events are in each process's DuckDB file: each process runs retention on its own.
    const [eventsA, eventsB] = [eventWorkLock(a.ctx.events, a.ctx.workLock), eventWorkLock(b.ctx.events, b.ctx.workLock)];
    let onB: unknown;
    await eventsA.runExclusive('retention', async () => { onB = await eventsB.runExclusive('retention', async () => 'B too'); });
    expect(onB).toEqual({ ran: true, result: 'B too' });
  });
});
