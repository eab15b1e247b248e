import { addMember, signUpWithApp, type SignedUpUser } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

describe('organization settings over HTTP: roles, other tenants and deletion', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  const update = (user: SignedUpUser, orgId: string, body: unknown) =>
    http(server.baseUrl, 'POST', `/api/portal/organizations/${orgId}`, { token: user.token, body });
  const remove = (user: SignedUpUser, orgId: string, body: unknown) =>
    http(server.baseUrl, 'DELETE', `/api/portal/organizations/${orgId}`, { token: user.token, body });
  const orgOf = async (user: SignedUpUser, orgId: string) =>
    (await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: user.token })).body.find((o: { id: string }) => o.id === orgId);

  it('lets Owners and Admins change the settings, and refuses Members and Read Only members', async () => {
    const admin = await addMember(server.baseUrl, alice, 'Admin');
    const member = await addMember(server.baseUrl, alice, 'Member');
    const reader = await addMember(server.baseUrl, alice, 'Read Only');
    const byAdmin = await update(admin, alice.orgId, { name: 'Acme Renamed', organization_domain: 'acme-test.io', join_organization_policy: 'domain_auto_join' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ name: 'Acme Renamed', organization_domain: 'acme-test.io', join_organization_policy: 'domain_auto_join', role: 'Admin' });
    for (const user of [member, reader]) {
      const res = await update(user, alice.orgId, { name: 'Taken over', mfa_enforced: true });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Missing required scope(s): update:organizations');
      expect(await orgOf(user, alice.orgId)).toMatchObject({ name: 'Acme Renamed', mfa_enforced: false });
    }
  });

  it("answers 404 to another organization's Owner and leaves the settings alone", async () => {
    const res = await update(bob, alice.orgId, { name: 'hijacked', allowed_identity_providers: ['evil'] });
    expect(res.status).toBe(404);
    expect((await remove(bob, alice.orgId, { name: 'Acme Renamed' })).status).toBe(404);
    expect((await orgOf(alice, alice.orgId)).name).toBe('Acme Renamed');
  });

  it('stores and answers the allowed identity providers and mfa_enforced', async () => {
    const res = await update(alice, alice.orgId, { allowed_identity_providers: ['email', 'okta'], mfa_enforced: true });
    expect(res.body).toMatchObject({ allowed_identity_providers: ['email', 'okta'], mfa_enforced: true });
    expect(await orgOf(alice, alice.orgId)).toMatchObject({ allowed_identity_providers: ['email', 'okta'], mfa_enforced: true });
  });

  it('refuses writes to the demo organization', async () => {
    expect((await update(alice, 'demo', { name: 'Mine now' })).status).toBe(403);
    expect((await remove(alice, 'demo', { name: 'Apiscope Demo' })).status).toBe(403);
  });

  it('deletes an organization only for an Owner who types its name, with its apps, members, keys and data', async () => {
    const carol = await signUpWithApp(server.baseUrl);
    const dave = await addMember(server.baseUrl, carol, 'Admin');
    const collector = { 'x-moesif-application-id': carol.collectorToken };
    const event = { request: { time: new Date().toISOString(), uri: 'https://api.example.com/a', verb: 'GET' }, response: { time: new Date().toISOString(), status: 200 } };
    expect((await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { headers: collector, body: [event, event] })).status).toBe(201);
    const name = (await orgOf(carol, carol.orgId)).name as string;

    const byAdmin = await remove(dave, carol.orgId, { name });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only an Owner can delete the organization');
    const mistyped = await remove(carol, carol.orgId, { name: `${name}x` });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.message).toBe(`Type the organization name '${name}' exactly to confirm the deletion`);
    expect((await remove(carol, carol.orgId, {})).status).toBe(400);

    const deleted = await remove(carol, carol.orgId, { name });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: carol.orgId, deleted: true, apps_deleted: 1, events_deleted: 2 });
    expect(await orgOf(carol, carol.orgId)).toBeUndefined();
    expect(await orgOf(dave, carol.orgId)).toBeUndefined();
    expect((await http(server.baseUrl, 'GET', '/collector/v1/config', { headers: collector })).status).toBe(401);
    const left = await server.ctx.db.one<{ n: number | bigint }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [carol.orgId]);
    expect(Number(left?.n)).toBe(0);
    // Members keep their accounts and other organizations.
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: dave.token })).status).toBe(200);
    expect(await orgOf(alice, alice.orgId)).toBeDefined();
  });
});
