import { http } from '../support/testServer';
import { addMember, managementToken, type SignedUpUser } from '../support/factories';
import { useTestServer } from '../support/useTestServer';

describe('/api/subscription', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  const orgSubscription = (user: SignedUpUser, orgId: string) => http(server.baseUrl, 'GET', `/api/subscription/org/${orgId}/subscription`, { token: user.token });

  it('starts every new organization on a 14-day trial with a 10,000,000 event quota', async () => {
    const res = await orgSubscription(alice, alice.orgId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ org_id: alice.orgId, plan_id: 'trial', status: 'trialing', event_quota: 10_000_000, events_used: 0, cf_event_quota_notification_percentage: 80 });
    const days = (Date.parse(res.body.trial_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const list = await http(server.baseUrl, 'GET', '/api/subscription/subscriptions', { token: alice.token });
    expect(list.body.map((s: { org_id: string }) => s.org_id)).toEqual([alice.orgId]);
  });

  it('lists plans, filtered by status', async () => {
    const all = await http(server.baseUrl, 'GET', '/api/subscription/plans', { token: alice.token });
    expect(all.body.map((p: { id: string }) => p.id)).toEqual(['trial', 'free', 'basic-insights', 'basic-paid', 'growth-annual']);
    const active = await http(server.baseUrl, 'GET', '/api/subscription/plans?status=active', { token: alice.token });
    expect(active.body.map((p: { id: string }) => p.id)).toEqual(['free', 'basic-insights', 'basic-paid', 'growth-annual']);
    expect(active.body.find((p: { id: string }) => p.id === 'growth-annual')).toMatchObject({ event_quota: 5_000_000, billing_period: 'annual' });
    expect(Array.isArray(active.body[0].meta_data.feature_flags)).toBe(true);
    expect((await http(server.baseUrl, 'GET', '/api/subscription/plans?status=gone', { token: alice.token })).status).toBe(400);
  });

  it('changes the plan and ignores injected quota or status fields', async () => {
    const { body: sub } = await orgSubscription(alice, alice.orgId);
    const res = await http(server.baseUrl, 'POST', `/api/subscription/subscriptions/${sub.id}`, {
      token: alice.token, body: { plan_id: 'growth-annual', event_quota: 999_999_999, status: 'active', org_id: bob.orgId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: sub.id, org_id: alice.orgId, plan_id: 'growth-annual', status: 'active', event_quota: 5_000_000, trial_end: null });
    const bad = await http(server.baseUrl, 'POST', `/api/subscription/subscriptions/${sub.id}`, { token: alice.token, body: { plan_id: 'trial' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Unknown plan 'trial': choose one of free, basic-insights, basic-paid, growth-annual");
  });

  it('sets the quota notification percentage and validates it', async () => {
    const { body: sub } = await orgSubscription(alice, alice.orgId);
    const url = `/api/subscription/subscriptions/${sub.id}/quota_notification_preferences`;
    const ok = await http(server.baseUrl, 'POST', url, { token: alice.token, body: { event_quota_notification_percentage: 90 } });
    expect(ok.body.cf_event_quota_notification_percentage).toBe(90);
    const bad = await http(server.baseUrl, 'POST', url, { token: alice.token, body: { event_quota_notification_percentage: 101 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/event_quota_notification_percentage/);
  });

  it('renames the organization from the subscription screen', async () => {
    const res = await http(server.baseUrl, 'POST', `/api/subscription/org/${alice.orgId}/name`, { token: alice.token, body: { name: 'Acme Inc.' } });
    expect(res.body).toEqual({ org_id: alice.orgId, name: 'Acme Inc.' });
    expect((await orgSubscription(alice, alice.orgId)).body.org_name).toBe('Acme Inc.');
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: alice.token });
    expect(orgs.body.find((o: { id: string }) => o.id === alice.orgId).name).toBe('Acme Inc.');
    expect((await http(server.baseUrl, 'POST', `/api/subscription/org/${alice.orgId}/name`, { token: alice.token, body: { name: ' ' } })).status).toBe(400);
  });

  it("answers 404 for another tenant's subscription", async () => {
    const { body: bobs } = await orgSubscription(bob, bob.orgId);
    expect((await orgSubscription(alice, bob.orgId)).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', `/api/subscription/subscriptions/${bobs.id}`, { token: alice.token, body: { plan_id: 'free' } })).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', `/api/subscription/subscriptions/${bobs.id}/quota_notification_preferences`, {
      token: alice.token, body: { event_quota_notification_percentage: 50 },
    })).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', `/api/subscription/org/${bob.orgId}/name`, { token: alice.token, body: { name: 'x' } })).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', '/api/subscription/subscriptions/nosuchid', { token: alice.token, body: { plan_id: 'free' } })).status).toBe(404);
  });

  it('lets members read but only Owners and Admins change the subscription', async () => {
    const member = await addMember(server.baseUrl, bob, 'Member');
    const { body: sub, status } = await orgSubscription(member, bob.orgId);
    expect(status).toBe(200);
    const res = await http(server.baseUrl, 'POST', `/api/subscription/subscriptions/${sub.id}`, { token: member.token, body: { plan_id: 'free' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing required scope(s): update:subscriptions');
  });

  it('tells each caller whether they may change the subscription: Owners and Admins yes, other roles no', async () => {
    expect((await orgSubscription(bob, bob.orgId)).body.can_update).toBe(true);
    const admin = await addMember(server.baseUrl, bob, 'Admin');
    const readOnly = await addMember(server.baseUrl, bob, 'Read Only');
    expect((await orgSubscription(admin, bob.orgId)).body.can_update).toBe(true);
    expect((await orgSubscription(readOnly, bob.orgId)).body.can_update).toBe(false);
    const list = await http(server.baseUrl, 'GET', '/api/subscription/subscriptions', { token: readOnly.token });
    const byOrg = Object.fromEntries(list.body.map((s: { org_id: string; can_update: boolean }) => [s.org_id, s.can_update]));
    // The Read Only member also owns the organization they signed up with.
    expect(Object.keys(byOrg)).toHaveLength(2);
    expect(byOrg[bob.orgId]).toBe(false);
    expect(Object.entries(byOrg).filter(([orgId]) => orgId !== bob.orgId)).toEqual([[expect.any(String), true]]);
  });

  it('answers can_update for management tokens from their scopes', async () => {
    const reader = await managementToken(server.baseUrl, alice, ['read:subscriptions']);
    const writer = await managementToken(server.baseUrl, alice, ['read:subscriptions', 'update:subscriptions']);
    const path = `/api/subscription/org/${alice.orgId}/subscription`;
    expect((await http(server.baseUrl, 'GET', path, { token: reader })).body.can_update).toBe(false);
    expect((await http(server.baseUrl, 'GET', path, { token: writer })).body.can_update).toBe(true);
  });

  it('shows the demo organization subscription read-only', async () => {
    const demo = await orgSubscription(alice, 'demo');
    expect(demo.status).toBe(200);
    expect(demo.body.can_update).toBe(false);
    expect((await http(server.baseUrl, 'POST', '/api/subscription/org/demo/name', { token: alice.token, body: { name: 'x' } })).status).toBe(403);
  });
});
