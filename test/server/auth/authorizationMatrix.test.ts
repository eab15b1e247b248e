import type { RegisteredRoute } from '../../../server/src/http/routeRegistry';
import { managementToken, signUp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { useDistServer } from '../web/useDistServer';
import { CREDENTIALS, OUTSIDERS, callRoute, expectedAnswer, violation } from './matrix/matrixCalls';
import { ROUTE_ACCESS, accessKey, type RouteAccess, type TenantIds } from './matrix/routeAccess';
import { setUpTenants, type MatrixTenants } from './matrix/tenants';

interface ClassifiedRoute {
  route: RegisteredRoute;
  access: RouteAccess;
}

const PLACEHOLDERS = new Proxy({}, { get: (_, key) => `{${String(key)}}` }) as TenantIds;

/** Whether the route names an app (path, query or body): those are also tried with A's org and B's app. */
function namesApp({ route, access }: ClassifiedRoute): boolean {
  return route.url.includes(':appId') || JSON.stringify([access.query?.(PLACEHOLDERS), access.body?.(PLACEHOLDERS)]).includes('{appId}');
}

describe("authorization matrix: every registered route × every credential, on tenant B's objects", () => {
  // A built web app, so that the SPA and static routes answer as in production.
  const { server } = useDistServer();
  let t: MatrixTenants;
  let routes: ClassifiedRoute[];
  const isOrgRoute = ({ access }: ClassifiedRoute) => access.kind === 'orgRead' || access.kind === 'orgWrite';

  beforeAll(async () => {
    t = await setUpTenants(server);
    routes = server.app.registeredRoutes
      .map((route) => ({ route, access: ROUTE_ACCESS.get(accessKey(route.method, route.url)) }))
      .filter((entry): entry is ClassifiedRoute => entry.access !== undefined)
      // Logout revokes the session it is called with: it goes last.
      .sort((x, y) => Number('endsSession' in x.access && x.access.endsSession === true) - Number('endsSession' in y.access && y.access.endsSession === true));
  });

  it('classifies every registered route, and only registered routes', () => {
    const registered = new Set(server.app.registeredRoutes.map((route) => accessKey(route.method, route.url)));
    expect({ unclassified: [...registered].filter((key) => !ROUTE_ACCESS.has(key)) }).toEqual({ unclassified: [] });
    expect({ stale: [...ROUTE_ACCESS.keys()].filter((key) => !registered.has(key)) }).toEqual({ stale: [] });
  });

  it('answers 401 naming the missing scope to a management token of the organization without it', async () => {
    const bare = await managementToken(server.baseUrl, t.a, ['read:dashboards']);
    const failures: string[] = [];
    for (const entry of routes.filter(isOrgRoute)) {
      const res = await callRoute(server.baseUrl, entry.route, entry.access, t.aIds, bare);
      const expected = entry.access.kind !== 'public' && entry.access.kind !== 'collector' && entry.access.userOnly ? 403 : 401;
      const named = expected === 403 || /^Missing required scope\(s\): (read|create|update|delete):[a-z_]+$/.test(res.body?.message);
      if (res.status !== expected || !named) failures.push(`${entry.route.method} ${entry.route.url}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to tenant A's credentials on A's own organization with B's app", async () => {
    const mixed: TenantIds = { ...t.bIds, orgId: t.a.orgId };
    const failures: string[] = [];
    for (const entry of routes.filter(isOrgRoute).filter(namesApp)) {
      for (const credential of ['aSession', 'aManagement'] as const) {
        const res = await callRoute(server.baseUrl, entry.route, entry.access, mixed, t.credentials[credential]);
        if (res.status !== 404) failures.push(`${credential} ${entry.route.method} ${entry.route.url}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(CREDENTIALS)("answers %s as DESIGN says on every route, never with tenant B's data", async (credential) => {
    const secrets = OUTSIDERS.has(credential) ? [...Object.values(t.bIds), t.b.collectorToken] : undefined;
    const failures: string[] = [];
    for (const { route, access } of routes) {
      const answer = await callRoute(server.baseUrl, route, access, t.bIds, t.credentials[credential]);
      const problem = violation(expectedAnswer(access, credential), answer, secrets);
      if (problem) failures.push(`${route.method} ${route.url}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it("leaves tenant B's organization, app, members, subscription and data as they were", async () => {
    const get = async (path: string) => {
      const res = await http(server.baseUrl, 'GET', path, { token: t.b.token });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      return res.body;
    };
    const { orgId, appId, userId, profileUserId, companyId, eventId } = t.bIds;
    const org = (await get('/api/portal/organizations')).find((o: { id: string }) => o.id === orgId);
    expect(org.name).not.toBe('hijacked');
    expect(org.apps).toEqual([expect.objectContaining({ id: appId, name: 'My First App' })]);
    expect(await get(`/api/portal/${orgId}/configs?app_id=${appId}`)).toMatchObject({ sample_rate: 100 });
    expect(await get(`/api/subscription/org/${orgId}/subscription`)).toMatchObject({ plan_id: 'trial', cf_event_quota_notification_percentage: 80 });
    const members = await get(`/api/management/${orgId}/users`);
    expect(members.users.map((m: { role: string }) => m.role).sort()).toEqual(['Owner', 'Read Only']);
    expect(members.users.find((m: { user_id: string }) => m.user_id === userId).role).toBe('Owner');
    expect(members.invites).toEqual([]);
    expect((await get(`/api/search/${orgId}/users/${profileUserId}?app_id=${appId}`)).metadata).not.toHaveProperty('hijacked');
    expect((await get(`/api/search/${orgId}/companies/${companyId}?app_id=${appId}`)).metadata).not.toHaveProperty('hijacked');
    expect((await get(`/api/search/${orgId}/events/${eventId}?app_id=${appId}`))._id).toBe(eventId);
  });
});

describe('JSON bodies of payload-less calls', () => {
  const { server } = useTestServer();

  it('accepts an empty JSON body on payload-less calls and rejects prototype-poisoning bodies', async () => {
    const c = await signUp(server.baseUrl);
    const refresh = await http(server.baseUrl, 'POST', '/api/auth/refresh', { token: c.token, headers: { 'content-type': 'application/json' } });
    expect(refresh.status).toBe(200);
    const poisoned = await http(server.baseUrl, 'POST', '/api/management/profile', { token: c.token, body: '{"__proto__":{"polluted":true},"name":"P"}' });
    expect(poisoned.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const broken = await http(server.baseUrl, 'POST', '/api/management/profile', { token: c.token, body: '{"name":' });
    expect(broken.status).toBe(400);
  });
});
