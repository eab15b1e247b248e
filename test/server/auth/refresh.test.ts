import { SignJWT, decodeJwt } from 'jose';
import { TOKEN_TTL_SECONDS } from '../../../server/src/auth/sessionToken';
import { clearSessionCache } from '../../../server/src/auth/sessionsRepository';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { signUp, type SignedUpUser } from '../support/factories';

describe('token refresh: POST /api/auth/refresh', () => {
  const { server } = useTestServer({ config: { checkResponseSchemas: true } });

  const refresh = (token: string) => http(server.baseUrl, 'POST', '/api/auth/refresh', { token });
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** A token of the user's session issued ten minutes ago, as the SPA would hold before refreshing. */
  const olderToken = (user: SignedUpUser) => {
    const claims = decodeJwt(user.token);
    return new SignJWT({ sid: claims.sid, email: claims.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub as string)
      .setAudience('apiscope-api')
      .setIssuer('apiscope')
      .setIssuedAt(nowSeconds() - 600)
      .setExpirationTime(nowSeconds() + TOKEN_TTL_SECONDS - 600)
      .sign(server.ctx.secret);
  };

  it('answers a new token for the same session with a later expiry, and the profile', async () => {
    const user = await signUp(server.baseUrl);
    const old = await olderToken(user);
    const res = await refresh(old);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ user_id: user.profile.user_id, email: user.email });
    const before = decodeJwt(old);
    const after = decodeJwt(res.body.id_token);
    expect(after.sid).toBe(before.sid);
    expect(after.sub).toBe(before.sub);
    expect(after.exp as number).toBeGreaterThan(before.exp as number);
    expect((after.exp as number) - (after.iat as number)).toBe(TOKEN_TTL_SECONDS);
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: res.body.id_token })).status).toBe(200);
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: old })).status).toBe(200);
  });

  it('never extends a session that was signed out or revoked by a password change', async () => {
    const user = await signUp(server.baseUrl);
    await http(server.baseUrl, 'POST', '/api/auth/logout', { token: user.token });
    const afterLogout = await refresh(user.token);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ message: 'Your session has expired, please log in again', code: 108 });

    const other = await signUp(server.baseUrl);
    const second = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } });
    await http(server.baseUrl, 'POST', '/api/auth/password', { token: other.token, body: { current_password: other.password, new_password: 'another good one' } });
    const revoked = await refresh(second.body.id_token);
    expect({ status: revoked.status, code: revoked.body.code }).toEqual({ status: 401, code: 108 });
  });

  it("does not issue tokens past the session's 30-day end, and refuses once it has passed", async () => {
    const user = await signUp(server.baseUrl);
    const sid = decodeJwt(user.token).sid as string;
    await server.ctx.metadata.run("UPDATE sessions SET expires_at = now() + INTERVAL '10 minutes' WHERE session_id = $1", [sid]);
    clearSessionCache(); // changed behind the repository's back: drop the cached copy
    const [session] = await server.ctx.metadata.all<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE session_id = $1', [sid]);
    const capped = await refresh(user.token);
    expect(capped.status).toBe(200);
    expect(decodeJwt(capped.body.id_token).exp).toBe(Math.floor(session.expires_at.getTime() / 1000));

    await server.ctx.metadata.run("UPDATE sessions SET expires_at = now() - INTERVAL '1 second' WHERE session_id = $1", [sid]);
    clearSessionCache(); // changed behind the repository's back: drop the cached copy
    const ended = await refresh(capped.body.id_token);
    expect({ status: ended.status, code: ended.body.code }).toEqual({ status: 401, code: 108 });
  });
});
