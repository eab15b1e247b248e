import { createHash } from 'node:crypto';
import { PARTNERS } from '../../../server/src/partners/catalog';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { addMember, managementToken, signUp } from '../support/factories';

describe('partner marketplace provisioning: /api/subscription/partners', () => {
  const { server } = useTestServer({ config: { checkResponseSchemas: true } });

  const provision = (token: string | undefined, partner: string, body?: unknown) =>
    http(server.baseUrl, 'POST', `/api/subscription/partners/${partner}/provision`, { token, body });
  const status = (token: string, partner: string, query = '') =>
    http(server.baseUrl, 'GET', `/api/subscription/partners/${partner}${query}`, { token });

  it('lists the supported partners without sign-in', async () => {
    const res = await http(server.baseUrl, 'GET', '/api/subscription/partners');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(PARTNERS.map(({ name, display_name }) => ({ name, display_name })));
    expect(res.body).toContainEqual({ name: 'aws', display_name: 'AWS Marketplace' });
  });

  it("links the caller's organization and first app, idempotently, and records the partner on the profile", async () => {
    const user = await signUp(server.baseUrl);
    expect((await status(user.token, 'aws')).body).toEqual({
      partner: 'aws', display_name: 'AWS Marketplace', linked: false, organization_id: null, app_id: null, linked_at: null,
    });

    const first = await provision(user.token, 'aws', { token: 'x-amzn-marketplace-token-1' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      organization_id: user.orgId, app_id: user.appId, partner: 'aws', display_name: 'AWS Marketplace', provisioned: true, organization_created: false,
    });
    const again = await provision(user.token, 'AWS');
    expect(again.body).toEqual(first.body);

    const linked = await status(user.token, 'aws');
    expect(linked.body).toMatchObject({ partner: 'aws', linked: true, organization_id: user.orgId, app_id: user.appId });
    expect(Date.parse(linked.body.linked_at)).not.toBeNaN();
    expect((await status(user.token, 'github')).body.linked).toBe(false);

    await provision(user.token, 'github');
    const profile = await http(server.baseUrl, 'GET', '/api/auth/profile', { token: user.token });
    expect(profile.body.app_metadata.partner_name).toBe('aws');

    const rows = await server.ctx.metadata.all<Record<string, unknown>>('SELECT * FROM partner_links WHERE org_id = $1 ORDER BY partner', [user.orgId]);
    expect(rows.map((r) => r.partner)).toEqual(['aws', 'github']);
    expect(rows[0].token_sha256).toBe(createHash('sha256').update('x-amzn-marketplace-token-1').digest('hex'));
    expect(JSON.stringify(rows)).not.toContain('x-amzn-marketplace-token-1');
  });

  it('links the organization named in the body, for its Owners and Admins only', async () => {
    const owner = await signUp(server.baseUrl);
    const created = await http(server.baseUrl, 'POST', '/api/portal/organizations', { token: owner.token, body: { name: 'Second Org' } });
    expect(created.status).toBe(201);
    const second = created.body as { id: string; apps: Array<{ id: string }> };

    const res = await provision(owner.token, 'kong', { org_id: second.id });
    expect(res.body).toMatchObject({ organization_id: second.id, app_id: second.apps[0].id, organization_created: false });
    expect((await status(owner.token, 'kong', `?org_id=${second.id}`)).body.linked).toBe(true);
    expect((await status(owner.token, 'kong', `?org_id=${owner.orgId}`)).body.linked).toBe(false);

    const member = await addMember(server.baseUrl, owner, 'Member');
    const denied = await provision(member.token, 'kong', { org_id: owner.orgId });
    expect(denied.status).toBe(401);
    expect(denied.body.message).toBe('Missing required scope(s): update:subscriptions');
    const seen = await status(member.token, 'kong', `?org_id=${second.id}`);
    expect(seen.status).toBe(404);
  });

  it("answers 404 for another tenant's organization and 403 for the demo organization", async () => {
    const [a, b] = [await signUp(server.baseUrl), await signUp(server.baseUrl)];
    const foreign = await provision(a.token, 'azure', { org_id: b.orgId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Organization not found');
    expect((await status(a.token, 'azure', `?org_id=${b.orgId}`)).status).toBe(404);
    const demo = await provision(a.token, 'azure', { org_id: 'demo' });
    expect(demo.status).toBe(403);
    expect((await status(b.token, 'azure')).body.linked).toBe(false);
  });

  it('creates an organization with its first app when the caller administers none', async () => {
    const user = await signUp(server.baseUrl, { name: 'Nomad' });
    // The state of someone removed from every organization: they keep their account but belong nowhere.
    await server.ctx.metadata.run('DELETE FROM memberships WHERE user_id = $1', [user.profile.user_id]);

    const res = await provision(user.token, 'segment', {});
    expect(res.status).toBe(200);
    expect(res.body.organization_created).toBe(true);
    expect(res.body.organization_id).not.toBe(user.orgId);
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: user.token });
    const own = orgs.body.filter((o: { demo: boolean }) => !o.demo);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: res.body.organization_id, role: 'Owner' });
    expect(own[0].apps.map((app: { id: string }) => app.id)).toEqual([res.body.app_id]);
    const subscription = await http(server.baseUrl, 'GET', `/api/subscription/org/${res.body.organization_id}/subscription`, { token: user.token });
    expect(subscription.body.plan_id).toBe('trial');

    const again = await provision(user.token, 'segment');
    expect(again.body).toEqual({ ...res.body, organization_created: false });
  });

  it('rejects unknown partners, bad bodies, missing sign-in and management tokens', async () => {
    const user = await signUp(server.baseUrl);
    const unknown = await provision(user.token, 'paypal');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(`Unknown partner 'paypal': supported partners are ${PARTNERS.map((p) => p.name).join(', ')}`);
    expect((await status(user.token, 'paypal')).status).toBe(404);

    const emptyToken = await provision(user.token, 'aws', { token: '' });
    expect(emptyToken.status).toBe(400);
    expect(emptyToken.body.message).toMatch(/^Invalid body\.token: /);
    const longToken = await provision(user.token, 'aws', { token: 'x'.repeat(4097) });
    expect(longToken.body.message).toMatch(/^Invalid body\.token: /);
    const badOrg = await provision(user.token, 'aws', { org_id: { $ne: null } });
    expect(badOrg.status).toBe(400);
    expect(badOrg.body.message).toMatch(/^Invalid body\.org_id: /);
    expect((await provision(user.token, 'aws', ['aws'])).status).toBe(400);

    expect((await provision(undefined, 'aws')).status).toBe(401);
    const mgmt = await managementToken(server.baseUrl, user, ['update:subscriptions']);
    expect((await provision(mgmt, 'aws')).status).toBe(403);
    expect((await status(user.token, 'aws')).body.linked).toBe(false);
  });
});
