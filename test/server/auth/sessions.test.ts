import { decodeJwt } from 'jose';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { managementToken, signUp, type SignedUpUser } from '../support/factories';
import { clearSessionCache } from '../../../server/src/auth/sessionsRepository';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface SessionView { id: string; created_at: string; last_seen_at: string; expires_at: string; user_agent: string | null; browser: string | null; os: string | null; ip: string | null; current: boolean }

describe('sessions: /api/auth/sessions and password change', () => {
  // The test client plays the proxy: sign-ins present their client address in X-Forwarded-For.
  const { server } = useTestServer({ config: { trustProxy: ['127.0.0.1'], checkResponseSchemas: true } });

  const signIn = async (user: SignedUpUser, userAgent: string, ip: string): Promise<string> => {
    const res = await http(server.baseUrl, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(200);
    return res.body.id_token as string;
  };
  const sessionsOf = async (token: string): Promise<SessionView[]> => {
    const res = await http(server.baseUrl, 'GET', '/api/auth/sessions', { token });
    expect(res.status).toBe(200);
    return res.body.sessions as SessionView[];
  };
  const sid = (token: string) => decodeJwt(token).sid as string;

  it('lists the active sessions with client details, the current one first and flagged', async () => {
    const user = await signUp(server.baseUrl);
    const laptop = await signIn(user, CHROME_MAC, '203.0.113.7');
    const desktop = await signIn(user, FIREFOX_LINUX, '198.51.100.20');
    await http(server.baseUrl, 'POST', '/api/auth/logout', { token: user.token, body: {} });

    const sessions = await sessionsOf(desktop);
    expect(sessions.map((s) => s.id)).toEqual([sid(desktop), sid(laptop)]);
    expect(sessions[0]).toMatchObject({ current: true, user_agent: FIREFOX_LINUX, browser: 'Firefox 128', os: 'Linux', ip: '198.51.100.20' });
    expect(sessions[1]).toMatchObject({ current: false, user_agent: CHROME_MAC, browser: 'Chrome 126', os: 'Mac OS X', ip: '203.0.113.7' });
    for (const s of sessions) {
      expect(Date.parse(s.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
      expect(Date.parse(s.expires_at) - Date.parse(s.created_at)).toBe(30 * 24 * 3600 * 1000);
    }
    const other = await signUp(server.baseUrl);
    expect((await sessionsOf(other.token)).map((s) => s.id)).toEqual([sid(other.token)]);
  });

  it('moves last_seen_at forward when a session is used after the five-minute resolution', async () => {
    const user = await signUp(server.baseUrl);
    await server.ctx.metadata.run("UPDATE sessions SET last_seen_at = now() - INTERVAL '1 hour' WHERE session_id = $1", [sid(user.token)]);
    clearSessionCache(); // changed behind the repository's back: drop the cached copy
    const [backdated] = await server.ctx.metadata.all<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions WHERE session_id = $1', [sid(user.token)]);
    const [listed] = await sessionsOf(user.token);
    expect(Date.parse(listed.last_seen_at) - backdated.last_seen_at.getTime()).toBeGreaterThanOrEqual(3600 * 1000 - 1000);
  });

  it('signs out of the other sessions only, answering how many ended', async () => {
    const user = await signUp(server.baseUrl);
    const second = await signIn(user, CHROME_MAC, '203.0.113.8');
    const third = await signIn(user, FIREFOX_LINUX, '203.0.113.9');
    const res = await http(server.baseUrl, 'POST', '/api/auth/sessions/revoke-others', { token: second, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    for (const token of [user.token, third]) {
      const after = await http(server.baseUrl, 'GET', '/api/auth/profile', { token });
      expect({ status: after.status, code: after.body.code }).toEqual({ status: 401, code: 108 });
    }
    expect((await sessionsOf(second)).map((s) => s.id)).toEqual([sid(second)]);
    const again = await http(server.baseUrl, 'POST', '/api/auth/sessions/revoke-others', { token: second });
    expect(again.body).toEqual({ revoked: 0 });
  });

  it("ends one chosen session, and answers 404 for another user's session", async () => {
    const user = await signUp(server.baseUrl);
    const phone = await signIn(user, CHROME_MAC, '203.0.113.10');
    const stranger = await signUp(server.baseUrl);
    const foreign = await http(server.baseUrl, 'DELETE', `/api/auth/sessions/${sid(phone)}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Session not found');
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: phone })).status).toBe(200);

    const ended = await http(server.baseUrl, 'DELETE', `/api/auth/sessions/${sid(phone)}`, { token: user.token });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ revoked: 1, current: false });
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: phone })).body.code).toBe(108);
    expect((await http(server.baseUrl, 'DELETE', `/api/auth/sessions/${sid(phone)}`, { token: user.token })).status).toBe(404);
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: user.token })).status).toBe(200);
  });

  it('refuses management tokens and missing tokens', async () => {
    const user = await signUp(server.baseUrl);
    const mgmt = await managementToken(server.baseUrl, user, ['read:users']);
    const res = await http(server.baseUrl, 'GET', '/api/auth/sessions', { token: mgmt });
    expect(res.status).toBe(403);
    expect((await http(server.baseUrl, 'POST', '/api/auth/sessions/revoke-others')).status).toBe(401);
  });

  it('a password change keeps the calling session, ends the others and says how many', async () => {
    const user = await signUp(server.baseUrl);
    const other = await signIn(user, CHROME_MAC, '203.0.113.11');
    const change = (body: Record<string, string>) => http(server.baseUrl, 'POST', '/api/auth/password', { token: user.token, body });

    const same = await change({ current_password: user.password, new_password: user.password });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('new_password must differ from the current password');
    const short = await change({ current_password: user.password, new_password: 'short' });
    expect(short.body.message).toBe('new_password must be at least 8 characters long');
    const missing = await change({ current_password: user.password });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/new_password/);

    const changed = await change({ current_password: user.password, new_password: 'a brand new secret' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Password changed; other sessions were signed out', revoked: 1 });
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: other })).body.code).toBe(108);
    expect((await sessionsOf(user.token)).map((s) => s.id)).toEqual([sid(user.token)]);
  });

  it('counts wrong current passwords as failed sign-ins (429 after five)', async () => {
    const user = await signUp(server.baseUrl);
    for (let i = 0; i < 5; i++) {
      const res = await http(server.baseUrl, 'POST', '/api/auth/password', { token: user.token, body: { current_password: `guess-${i}-password`, new_password: 'whatever it is' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The current password is wrong');
    }
    const blocked = await http(server.baseUrl, 'POST', '/api/auth/password', { token: user.token, body: { current_password: user.password, new_password: 'whatever it is' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
