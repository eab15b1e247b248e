import type { RegisteredRoute } from '../../../../server/src/http/routeRegistry';
import { http } from '../../support/testServer';
import type { RouteAccess, TenantIds } from './routeAccess';

/**
 * The credentials every route is tried with. Tenant B owns the objects in the paths; tenant A is another tenant.
 * bCollector is B's own collector token (the right tenant, the wrong kind of credential); bReadOnly a member of B
 * with the lowest role; bExpired and bRevoked B's owner's session after its end and after logout.
 */
export const CREDENTIALS = ['none', 'aSession', 'aManagement', 'bCollector', 'bReadOnly', 'bExpired', 'bRevoked'] as const;
export type CredentialName = (typeof CREDENTIALS)[number];

/** Credentials of tenant A or of nobody: their answers must never contain tenant B's data. */
export const OUTSIDERS: ReadonlySet<CredentialName> = new Set(['none', 'aSession', 'aManagement']);

/** What a route must answer to a credential. */
export type Expected =
  | { statuses: number[]; code?: number }
  | { range: 'success' | 'no server error' };

/** The answer DESIGN.md asks for (401 unauthenticated, 403 wrong credential kind, 404 other tenants' objects). */
export function expectedAnswer(access: RouteAccess, credential: CredentialName): Expected {
  if (access.kind === 'public') return { range: 'no server error' };
  if (access.kind === 'collector') return credential === 'bCollector' ? { range: 'success' } : { statuses: [401] };
  if (credential === 'none' || credential === 'bCollector') return { statuses: [401] };
  if (credential === 'bExpired' || credential === 'bRevoked') return { statuses: [401], code: 108 };
  if (access.userOnly && credential === 'aManagement') return { statuses: [403] };
  if (access.kind === 'account') return access.foreignObject ? { statuses: [404] } : { range: 'no server error' };
  if (credential === 'bReadOnly') return access.kind === 'orgRead' ? { range: 'success' } : { statuses: [401, 403] };
  return { statuses: [404] };
}

/** The path of a route filled with a tenant's ids. */
export function fillPath(route: RegisteredRoute, access: RouteAccess, ids: TenantIds): string {
  const named: Record<string, string> = {
    orgId: ids.orgId, appId: ids.appId, userId: ids.userId, sessionId: ids.sessionId, ...access.constants,
    ...(access.id ? { id: ids[access.id] } : {}),
  };
  const path = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
      if (named[name] === undefined) throw new Error(`${route.method} ${route.url}: no value for :${name}`);
      return encodeURIComponent(named[name]);
    })
    .replace('*', access.wildcard ?? '');
  const query = access.query ? `?${new URLSearchParams(access.query(ids)).toString()}` : '';
  return path + query;
}

/** Calls a route with a credential: bearer tokens in Authorization; on collector routes also in X-Moesif-Application-Id. */
export async function callRoute(baseUrl: string, route: RegisteredRoute, access: RouteAccess, ids: TenantIds, secret: string | undefined) {
  const headers: Record<string, string> = {};
  if (secret && access.kind === 'collector') headers['x-moesif-application-id'] = secret;
  return http(baseUrl, route.method, fillPath(route, access, ids), { token: secret, headers, body: access.body?.(ids) });
}

/** Why an answer breaks the expectation, or undefined. `secrets` are tenant B's ids that outsiders must never see. */
export function violation(expected: Expected, answer: { status: number; body: unknown }, secrets: string[] | undefined): string | undefined {
  const { status, body } = answer;
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  const message = (body as { message?: unknown } | undefined)?.message;
  if (status === 404 && typeof message === 'string' && message.startsWith('Route ')) return 'the filled path matched no route';
  if ('range' in expected) {
    if (expected.range === 'success' && (status < 200 || status > 299)) return `expected 2xx, got ${status} ${text.slice(0, 200)}`;
    if (status >= 500) return `server error ${status}`;
  } else {
    if (!expected.statuses.includes(status)) return `expected ${expected.statuses.join(' or ')}, got ${status} ${text.slice(0, 200)}`;
    if (expected.code !== undefined && (body as { code?: unknown } | undefined)?.code !== expected.code) return `expected code ${expected.code}`;
  }
  const leaked = secrets?.find((secret) => text.includes(secret));
  return leaked ? `the answer contains tenant B's ${leaked}` : undefined;
}
