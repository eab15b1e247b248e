import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { managementToken, signUp } from '../support/factories';

type Call = [method: string, path: string, body?: unknown];

/** Every org-, app- or subscription-scoped route of the portal, management and subscription areas. */
function scopedRoutes(t: { orgId: string; appId: string; userId: string; subscriptionId: string }, email: string): Call[] {
  const u = encodeURIComponent(t.userId);
  return [
    ['POST', `/api/portal/organizations/${t.orgId}`, { name: 'hijacked' }],
    ['POST', `/api/portal/${t.orgId}/apps`, { name: 'hijacked' }],
    ['POST', `/api/portal/${t.orgId}/apps/${t.appId}`, { name: 'hijacked' }],
    ['DELETE', `/api/portal/${t.orgId}/apps/${t.appId}`],
    ['POST', `/api/portal/${t.orgId}/apps/${t.appId}/default`, { email }],
    ['GET', `/api/portal/${t.orgId}/configs?app_id=${t.appId}`],
    ['POST', `/api/portal/${t.orgId}/configs`, { app_id: t.appId, sample_rate: 0 }],
    ['GET', `/api/portal/${t.orgId}/user_roles`],
    ['GET', `/api/portal/${t.orgId}/oauth/access_tokens?app_id=${t.appId}&target=collector`],
    ['GET', `/api/management/${t.orgId}/users`],
    ['POST', `/api/management/${t.orgId}/invite`, { email, role: 'Owner' }],
    ['DELETE', `/api/management/${t.orgId}/users/${u}`],
    ['POST', `/api/management/${t.orgId}/users/${u}/role`, { role: 'Read Only' }],
    ['GET', `/api/subscription/org/${t.orgId}/subscription`],
    ['POST', `/api/subscription/subscriptions/${t.subscriptionId}`, { plan_id: 'free' }],
    ['POST', `/api/subscription/subscriptions/${t.subscriptionId}/quota_notification_preferences`, { event_quota_notification_percentage: 5 }],
    ['POST', `/api/subscription/org/${t.orgId}/name`, { name: 'hijacked' }],
  ];
}

describe("authorization matrix: tenant A's credentials on tenant B's objects", () => {
  const { server, users: [a, b] } = useTestServer({ users: 2 });
  let bIds: { orgId: string; appId: string; userId: string; subscriptionId: string };
  beforeAll(async () => {
    const sub = await http(server.baseUrl, 'GET', `/api/subscription/org/${b.orgId}/subscription`, { token: b.token });
    bIds = { orgId: b.orgId, appId: b.appId, userId: b.profile.user_id, subscriptionId: sub.body.id };
  });

  it("answers 404 on every route for A's user token, A's management token, and A's org with B's app", async () => {
    const allScopes = ['read', 'create', 'update', 'delete'].flatMap((v) =>
      ['organizations', 'apps', 'app_configs', 'members', 'subscriptions', 'access_tokens'].map((r) => `${v}:${r}`));
    const mgmt = await managementToken(server.baseUrl, a, allScopes);
    const mixed = scopedRoutes({ ...bIds, orgId: a.orgId }, a.email).filter(([, path]) => path.includes(b.appId));
    for (const token of [a.token, mgmt]) {
      for (const [method, path, body] of [...scopedRoutes(bIds, a.email), ...mixed]) {
        const res = await http(server.baseUrl, method, path, { token, body });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      }
    }
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: b.token });
    const bOrg = orgs.body.find((o: { id: string }) => o.id === b.orgId);
    expect(bOrg.name).not.toBe('hijacked');
    expect(bOrg.apps.map((x: { id: string }) => x.id)).toEqual([b.appId]);
    const sub = await http(server.baseUrl, 'GET', `/api/subscription/org/${b.orgId}/subscription`, { token: b.token });
    expect(sub.body).toMatchObject({ plan_id: 'trial', cf_event_quota_notification_percentage: 80 });
  });

  it("a management token without scopes gets 401 naming the missing scope on every route of its own org", async () => {
    const bare = await managementToken(server.baseUrl, a, ['read:events']);
    const sub = await http(server.baseUrl, 'GET', `/api/subscription/org/${a.orgId}/subscription`, { token: a.token });
    const own = scopedRoutes({ orgId: a.orgId, appId: a.appId, userId: a.profile.user_id, subscriptionId: sub.body.id }, a.email);
    for (const [method, path, body] of own) {
      const res = await http(server.baseUrl, method, path, { token: bare, body });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(res.body.message).toMatch(/^Missing required scope\(s\): (read|create|update|delete):[a-z_]+$/);
    }
  });

  it('answers 401 code 108 on every route once the session is revoked', async () => {
    const c = await signUp(server.baseUrl);
    const sub = await http(server.baseUrl, 'GET', `/api/subscription/org/${c.orgId}/subscription`, { token: c.token });
    await http(server.baseUrl, 'POST', '/api/auth/logout', { token: c.token, headers: { 'content-type': 'application/json' } });
    const own = scopedRoutes({ orgId: c.orgId, appId: c.appId, userId: c.profile.user_id, subscriptionId: sub.body.id }, c.email);
    for (const [method, path, body] of [...own, ['GET', '/api/portal/organizations'] as Call, ['GET', '/api/subscription/subscriptions'] as Call]) {
      const res = await http(server.baseUrl, method, path, { token: c.token, body });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 108 });
    }
  });

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
