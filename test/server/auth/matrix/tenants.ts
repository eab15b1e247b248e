import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { RESOURCES } from '../../../../server/src/auth/roles';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../../server/src/auth/sessionToken';
import { addMember, managementToken, signUpWithApp, type SignedUpUserWithApp } from '../../support/factories';
import { http, type TestServer } from '../../support/testServer';
import type { CredentialName } from './matrixCalls';
import type { TenantIds } from './routeAccess';

/** Two tenants, B's stored objects, and every credential of the matrix. */
export interface MatrixTenants {
  a: SignedUpUserWithApp;
  b: SignedUpUserWithApp;
  aIds: TenantIds;
  bIds: TenantIds;
  /** The secret each credential sends (undefined: nothing). */
  credentials: Record<CredentialName, string | undefined>;
}

const ALL_SCOPES = ['read', 'create', 'update', 'delete'].flatMap((verb) => RESOURCES.map((resource) => `${verb}:${resource}`));

async function ok<T>(what: string, call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Stores an event, a user and a company in the tenant's app and answers the tenant's ids. */
async function tenantIds(baseUrl: string, tenant: SignedUpUserWithApp): Promise<TenantIds> {
  const suffix = randomBytes(6).toString('hex');
  const collector = { headers: { 'x-moesif-application-id': tenant.collectorToken } };
  const profileUserId = `matrix-user-${suffix}`;
  const companyId = `matrix-company-${suffix}`;
  const time = new Date().toISOString();
  const event = { request: { time, uri: `https://api.example.com/${suffix}`, verb: 'GET' }, response: { time, status: 200 }, user_id: profileUserId };
  await ok('event', http(baseUrl, 'POST', '/collector/v1/events', { ...collector, body: event }));
  await ok('user', http(baseUrl, 'POST', '/collector/v1/users', { ...collector, body: { user_id: profileUserId, company_id: companyId } }));
  await ok('company', http(baseUrl, 'POST', '/collector/v1/companies', { ...collector, body: { company_id: companyId } }));
  const search = `/api/search/${tenant.orgId}/search/events?app_id=${tenant.appId}`;
  const hits = await ok('search', http(baseUrl, 'POST', search, { token: tenant.token, body: { query: { match_all: {} } } }));
  const subscription = await ok('subscription', http(baseUrl, 'GET', `/api/subscription/org/${tenant.orgId}/subscription`, { token: tenant.token }));
  return {
    orgId: tenant.orgId,
    appId: tenant.appId,
    userId: tenant.profile.user_id,
    email: tenant.email,
    subscriptionId: (subscription as { id: string }).id,
    sessionId: decodeJwt(tenant.token).sid as string,
    eventId: (hits as { hits: { hits: Array<{ _id: string }> } }).hits.hits[0]._id,
    profileUserId,
    companyId,
  };
}

/** An access token of the user's session that expired a minute ago. */
function expiredToken(server: TestServer, token: string): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub as string)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 60)
    .sign(server.ctx.secret);
}

/** A token of a second session of the user, signed out. */
async function revokedToken(baseUrl: string, user: SignedUpUserWithApp): Promise<string> {
  const login = await ok('login', http(baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } }));
  const token = (login as { id_token: string }).id_token;
  await ok('logout', http(baseUrl, 'POST', '/api/auth/logout', { token }));
  return token;
}

/** Signs up tenants A and B, fills B's app, and mints every credential of the matrix. */
export async function setUpTenants(server: TestServer): Promise<MatrixTenants> {
  const { baseUrl } = server;
  const a = await signUpWithApp(baseUrl);
  const b = await signUpWithApp(baseUrl);
  const readOnly = await addMember(baseUrl, b, 'Read Only');
  const credentials: Record<CredentialName, string | undefined> = {
    none: undefined,
    aSession: a.token,
    aManagement: await managementToken(baseUrl, a, ALL_SCOPES),
    bCollector: b.collectorToken,
    bReadOnly: readOnly.token,
    bExpired: await expiredToken(server, b.token),
    bRevoked: await revokedToken(baseUrl, b),
  };
  // Control: B's own session survives the second session's logout, so 401s below are the routes' doing.
  await ok("B's session", http(baseUrl, 'GET', '/api/auth/profile', { token: b.token }));
  return { a, b, aIds: await tenantIds(baseUrl, a), bIds: await tenantIds(baseUrl, b), credentials };
}
