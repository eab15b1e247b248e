import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, missingScopes, notFound, sessionExpired } from '../http/errors';
import { verifyAppToken } from '../tokens/appToken';
import { verifyTokenKey } from '../tokens/keyVerification';
import { DEMO_ORG_ID, demoReadOnly, isDemoOrg } from '../portal/demoOrg';
import { roleAllows, scopesOfRole, type Role } from './roles';
import { verifySessionToken } from './sessionToken';
import { assertOrgMfaPolicy } from './mfa/enforcement';
import { assertIdentityProviderAllowed } from './sso/providerPolicy';
import { startEarly } from '../lib/startEarly';

/** Who is calling: a signed-in user (JWT) or a management token. */
export interface Principal {
  kind: 'user' | 'management';
  /** user_id 'email|<id>' (users only). */
  userId?: string;
  /** E-mail of the user (users only). */
  email?: string;
  /** Organizations the principal may see; users always see the read-only demo organization. */
  orgIds: string[];
  /** Granted scopes: 'all' for Owners and Admins; a management token's own list. */
  scopes: string[] | 'all';
  /** Apps a management token is limited to; absent means every app of its org. */
  appIds?: string[];
  /** Role of a user in each of their organizations (the demo organization counts as 'Read Only'). */
  orgRoles?: Record<string, Role>;
  /** Server-side session id of a user token. */
  sessionId?: string;
  /** Absolute end of that session: no access token outlives it. */
  sessionExpiresAt?: Date;
  /** Recorded API key a management principal calls with. */
  keyId?: string;
  /** Identity provider the user's session signed in with: 'email' (password) or a single sign-on provider id. */
  identityProvider?: string;
}

const principals = new WeakMap<FastifyRequest, Promise<Principal>>();

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new HttpError(401, 'Missing access token: send Authorization: Bearer <token>');
  return match[1];
}

async function userPrincipal(ctx: AppContext, token: string): Promise<Principal> {
  const claims = await verifySessionToken(ctx.secret, token);
  // One round trip: the session (uncached on PostgreSQL, where another process may have revoked it) with the user
  // and memberships every request reads anyway.
  const [session, user, memberships] = await Promise.all([
    ctx.repositories.sessions.findActive(claims.sid, claims.sub), ctx.repositories.users.findById(claims.sub), ctx.repositories.memberships.listOfUser(claims.sub),
  ]);
  if (!session) throw sessionExpired();
  if (session.stale) await ctx.repositories.sessions.touch(session.session_id);
  if (!user) throw sessionExpired();
  const orgRoles: Record<string, Role> = { [DEMO_ORG_ID]: 'Read Only' };
  for (const m of memberships) orgRoles[m.org_id] = m.role;
  const orgIds = Object.keys(orgRoles);
  return {
    kind: 'user', userId: user.user_id, email: user.email, orgIds, scopes: 'all', orgRoles, sessionId: claims.sid, sessionExpiresAt: session.expires_at,
    identityProvider: claims.idp,
  };
}

async function managementPrincipal(ctx: AppContext, token: string): Promise<Principal> {
  const claims = verifyAppToken(ctx.secret, token);
  if (!claims) throw new HttpError(401, 'Invalid access token');
  if (claims.kind !== 'management') throw new HttpError(401, 'Collector tokens are write-only and cannot call the API');
  const key = await verifyTokenKey(ctx.metadata, claims);
  if (!(await ctx.repositories.organizations.exists(claims.org))) throw new HttpError(401, 'Invalid access token');
  return { kind: 'management', orgIds: [claims.org], scopes: key.scopes, appIds: key.apps, keyId: key.keyId ?? undefined };
}

/**
 * Identifies the caller from `Authorization: Bearer`: a user JWT (checked against its server-side session) or a
 * management token. 401 if missing or invalid; 401 code 108 if the session expired or was revoked.
 * Collector tokens are refused. The result is cached per request.
 */
export function authenticate(request: FastifyRequest, ctx: AppContext): Promise<Principal> {
  const cached = principals.get(request);
  if (cached) return cached;
  const result = (async () => {
    const token = bearerToken(request);
    return token.split('.').length === 3 ? userPrincipal(ctx, token) : managementPrincipal(ctx, token);
  })();
  principals.set(request, result);
  return result;
}

/**
 * Authenticates and checks access to an organization: 404 if it is not one of the principal's organizations,
 * 403 for writes to the demo organization, 401 'Missing required scope(s): ...' if the scope is not held.
 * Answers the principal with `scopes` narrowed to this organization.
 */
export async function requireOrg(request: FastifyRequest, ctx: AppContext, orgId: string, scope: string): Promise<Principal> {
  const principal = await authenticate(request, ctx);
  if (!principal.orgIds.includes(orgId)) throw notFound('Organization');
  // A single sign-on session's factors are the identity provider's to require: mfa_enforced applies to password sign-ins.
  const signedInWithPassword = (principal.identityProvider ?? 'email') === 'email';
  // Both policy reads start together (each is a metadata round trip); their answers are checked in this order.
  const providerPolicy = principal.kind === 'user' ? startEarly(assertIdentityProviderAllowed(ctx, orgId, principal.identityProvider)) : undefined;
  const mfaPolicy = principal.kind === 'user' && signedInWithPassword && principal.userId && principal.sessionId
    ? startEarly(assertOrgMfaPolicy(ctx, orgId, principal.userId, principal.sessionId)) : undefined;
  await providerPolicy;
  if (isDemoOrg(orgId) && !scope.startsWith('read:')) throw demoReadOnly();
  if (principal.kind === 'management') {
    if (principal.scopes !== 'all' && !principal.scopes.includes(scope)) throw missingScopes([scope]);
    return principal;
  }
  const role = principal.orgRoles?.[orgId] ?? 'Read Only';
  if (!roleAllows(role, scope)) throw missingScopes([scope]);
  await mfaPolicy;
  return { ...principal, scopes: scopesOfRole(role) };
}

/** requireOrg plus: 404 if the app is not in that organization or outside a management token's app limit. */
export async function requireOrgApp(request: FastifyRequest, ctx: AppContext, orgId: string, appId: string, scope: string): Promise<Principal> {
  const principal = await requireOrg(request, ctx, orgId, scope);
  if (principal.appIds && !principal.appIds.includes(appId)) throw notFound('App');
  if (!(await ctx.repositories.apps.find(orgId, appId))) throw notFound('App');
  return principal;
}

/** A principal that is a signed-in user (user id, e-mail and session present). */
export type UserPrincipal = Principal & { kind: 'user'; userId: string; email: string; sessionId: string; sessionExpiresAt: Date };

/** Authenticates and requires a signed-in user: management tokens answer 403 on user-only calls. */
export async function requireUser(request: FastifyRequest, ctx: AppContext): Promise<UserPrincipal> {
  const principal = await authenticate(request, ctx);
  if (principal.kind !== 'user' || !principal.userId || !principal.email || !principal.sessionId || !principal.sessionExpiresAt) {
    throw new HttpError(403, 'This call needs a signed-in user: management tokens cannot use it');
  }
  return principal as UserPrincipal;
}
