import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { signUp, signUpWithApp } from '../support/factories';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access token verification (JWT negatives)', () => {
  const { server, users: [user] } = useTestServer({ users: 1 });
  let claims: { sub: string; sid: string; email: string };
  beforeAll(() => {
    const decoded = decodeJwt(user.token);
    claims = { sub: decoded.sub as string, sid: decoded.sid as string, email: decoded.email as string };
  });

  const profileWith = (token: string) => http(server.baseUrl, 'GET', '/api/auth/profile', { token });
  const sign = (build: (jwt: SignJWT) => SignJWT, key: Uint8Array = server.ctx.secret) =>
    build(new SignJWT({ sid: claims.sid, email: claims.email }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub).setIssuedAt()).sign(key);

  it('accepts a correctly signed token (control)', async () => {
    const token = await sign((j) => j.setAudience('apiscope-api').setIssuer('apiscope').setExpirationTime('10m'));
    expect((await profileWith(token)).status).toBe(200);
  });

  it('answers 401 code 108 for an expired token', async () => {
    const token = await sign((j) => j.setAudience('apiscope-api').setIssuer('apiscope').setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime(Math.floor(Date.now() / 1000) - 60));
    const res = await profileWith(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(108);
  });

  it.each([
    ['wrong audience', (j: SignJWT) => j.setAudience('other-api').setIssuer('apiscope').setExpirationTime('10m')],
    ['wrong issuer', (j: SignJWT) => j.setAudience('apiscope-api').setIssuer('someone-else').setExpirationTime('10m')],
    ['no expiry', (j: SignJWT) => j.setAudience('apiscope-api').setIssuer('apiscope')],
    ['future nbf', (j: SignJWT) => j.setAudience('apiscope-api').setIssuer('apiscope').setExpirationTime('10m').setNotBefore('5m')],
  ])('rejects a token with %s', async (_label, build) => {
    const res = await profileWith(await sign(build));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid access token' });
  });

  it('rejects a token signed with another key', async () => {
    const token = await sign((j) => j.setAudience('apiscope-api').setIssuer('apiscope').setExpirationTime('10m'), new Uint8Array(32).fill(7));
    expect((await profileWith(token)).status).toBe(401);
  });

  it('rejects alg none', async () => {
    const payload = { ...claims, aud: 'apiscope-api', iss: 'apiscope', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 };
    const res = await profileWith(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid access token');
  });

  it('rejects an RS256 token carrying its own jwk header', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const { exportJWK } = await import('jose');
    const token = await new SignJWT({ sid: claims.sid, email: claims.email })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', jwk: await exportJWK(publicKey) })
      .setSubject(claims.sub).setAudience('apiscope-api').setIssuer('apiscope').setIssuedAt().setExpirationTime('10m')
      .sign(privateKey);
    expect((await profileWith(token)).status).toBe(401);
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = user.token.split('.');
    const forged = b64({ ...decodeJwt(user.token), sub: 'email|someoneelse' });
    expect((await profileWith(`${header}.${forged}.${signature}`)).status).toBe(401);
  });

  it('never accepts a collector token on /api routes', async () => {
    const owner = await signUpWithApp(server.baseUrl);
    const res = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: owner.collectorToken });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Collector tokens are write-only and cannot call the API');
    const own = await http(server.baseUrl, 'GET', `/api/management/${owner.orgId}/users`, { token: owner.collectorToken });
    expect(own.status).toBe(401);
  });

  it('rejects garbage bearer values', async () => {
    for (const token of ['abc', 'a.b.c', 'x'.repeat(5000)]) expect((await profileWith(token)).status).toBe(401);
    const res = await http(server.baseUrl, 'GET', '/api/auth/profile', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.status).toBe(401);
  });

  it('a password change revokes every other session on the next request', async () => {
    const other = await signUp(server.baseUrl);
    const second = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } });
    const wrong = await http(server.baseUrl, 'POST', '/api/auth/password', { token: other.token, body: { current_password: 'nope-nope', new_password: 'new password 1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is wrong');
    const short = await http(server.baseUrl, 'POST', '/api/auth/password', { token: other.token, body: { current_password: other.password, new_password: 'short' } });
    expect(short.status).toBe(400);
    const changed = await http(server.baseUrl, 'POST', '/api/auth/password', { token: other.token, body: { current_password: other.password, new_password: 'new password 1' } });
    expect(changed.status).toBe(200);
    expect((await profileWith(other.token)).status).toBe(200);
    const revoked = await profileWith(second.body.id_token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(108);
    const oldLogin = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: other.email, password: 'new password 1' } });
    expect(newLogin.status).toBe(200);
  });
});
