import { http } from '../support/testServer';
import { addMember, type SignedUpUser } from '../support/factories';
import { useTestServer } from '../support/useTestServer';

describe('/api/portal/organizations', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  const update = (user: SignedUpUser, orgId: string, body: unknown) =>
    http(server.baseUrl, 'POST', `/api/portal/organizations/${orgId}`, { token: user.token, body });

  it("lists the user's organizations with apps, and the read-only demo organization flagged demo", async () => {
    const res = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: alice.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((o: { id: string }) => o.id);
    expect(ids).toContain(alice.orgId);
    expect(ids).not.toContain(bob.orgId);
    const demo = res.body.find((o: { id: string }) => o.id === 'demo');
    expect(demo).toMatchObject({ name: 'Apiscope Demo', demo: true, role: 'Read Only' });
    expect(demo.apps.map((a: { id: string; name: string }) => [a.id, a.name])).toEqual([
      ['demodefault', 'default'], ['demographql', 'GraphQL'], ['demosoap', 'SOAP'],
    ]);
    const own = res.body.find((o: { id: string }) => o.id === alice.orgId);
    expect(own).toMatchObject({ allowed_identity_providers: ['email'], join_organization_policy: 'invite_only', mfa_enforced: false, organization_domain: null });
  });

  it('creates an organization with a first app; the creator is Owner', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/portal/organizations', { token: alice.token, body: { name: '  Second Org ', app_name: 'Payments API', id: 'chosen' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Second Org', role: 'Owner', demo: false });
    expect(res.body.id).not.toBe('chosen');
    expect(res.body.apps.map((a: { name: string }) => a.name)).toEqual(['Payments API']);
    const sub = await http(server.baseUrl, 'GET', `/api/subscription/org/${res.body.id}/subscription`, { token: alice.token });
    expect(sub.body).toMatchObject({ plan_id: 'trial', status: 'trialing' });
  });

  it('rejects a blank or missing organization name with 400', async () => {
    expect((await http(server.baseUrl, 'POST', '/api/portal/organizations', { token: alice.token, body: { name: '   ' } })).body.message)
      .toBe('The organization name must not be blank');
    expect((await http(server.baseUrl, 'POST', '/api/portal/organizations', { token: alice.token, body: {} })).status).toBe(400);
  });

  it('updates organization settings and validates each field', async () => {
    const ok = await update(alice, alice.orgId, { organization_domain: 'acme-test.io', allowed_identity_providers: ['email', 'google-oauth2'] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ mfa_enforced: false, organization_domain: 'acme-test.io', allowed_identity_providers: ['email', 'google-oauth2'] });
    const policy = await update(alice, alice.orgId, { join_organization_policy: 'domain_auto_join' });
    expect(policy.body.join_organization_policy).toBe('domain_auto_join');

    const cases: Array<[unknown, RegExp]> = [
      [{}, /^Send at least one of: name/],
      [{ join_organization_policy: 'everyone' }, /join_organization_policy/],
      [{ mfa_enforced: 'maybe' }, /mfa_enforced/],
      [{ organization_domain: 'not a domain' }, /organization_domain/],
      [{ allowed_identity_providers: [] }, /allowed_identity_providers/],
      [{ name: ' ' }, /must not be blank/],
      [{ organization_domain: null, join_organization_policy: 'domain_auto_join' }, /Set organization_domain before/],
    ];
    for (const [body, message] of cases) {
      const res = await update(alice, alice.orgId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('enforces two-factor sign-in once mfa_enforced is set, from the next call on', async () => {
    const created = await http(server.baseUrl, 'POST', '/api/portal/organizations', { token: alice.token, body: { name: 'Enforced' } });
    const orgId = String(created.body.id);
    const enforced = await update(alice, orgId, { mfa_enforced: true });
    expect([enforced.status, enforced.body.mfa_enforced]).toEqual([200, true]);
    const next = await update(alice, orgId, { name: 'Renamed' });
    expect([next.status, next.body.code]).toEqual([403, 'mfa_enrollment_required']);
  });

  it("answers 404 for another tenant's organization", async () => {
    const res = await update(bob, alice.orgId, { name: 'Taken over' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Organization not found');
  });

  it('lets only Owners and Admins change the organization', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const denied = await update(member, alice.orgId, { name: 'Member rename' });
    expect(denied.status).toBe(401);
    expect(denied.body.message).toBe('Missing required scope(s): update:organizations');
    const admin = await addMember(server.baseUrl, alice, 'Admin');
    expect((await update(admin, alice.orgId, { name: 'Admin rename' })).body.name).toBe('Admin rename');
  });

  it('refuses writes to the demo organization with 403', async () => {
    const res = await update(alice, 'demo', { name: 'Mine now' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The demo organization is read-only');
    const app = await http(server.baseUrl, 'POST', '/api/portal/demo/apps', { token: alice.token, body: { name: 'x' } });
    expect(app.status).toBe(403);
  });

  it('requires authentication', async () => {
    expect((await http(server.baseUrl, 'GET', '/api/portal/organizations')).status).toBe(401);
  });
});
