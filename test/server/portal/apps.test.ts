import { http } from '../support/testServer';
import { addMember } from '../support/factories';
import { useTestServer } from '../support/useTestServer';

describe('/api/portal/{org}/apps', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  it('creates, renames and deletes an app', async () => {
    const created = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps`, { token: alice.token, body: { name: 'Billing API', org_id: bob.orgId } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Billing API', time_zone: 'UTC', week_starts_on: 0 });
    expect(created.body.id).toMatch(/^[a-z0-9]+$/);
    const appId = created.body.id as string;

    const renamed = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${appId}`, {
      token: alice.token, body: { name: 'Billing', time_zone: 'America/Los_Angeles', week_starts_on: 1 },
    });
    expect(renamed.body).toMatchObject({ id: appId, name: 'Billing', time_zone: 'America/Los_Angeles', week_starts_on: 1 });

    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: alice.token });
    expect(orgs.body.find((o: { id: string }) => o.id === alice.orgId).apps.map((a: { id: string }) => a.id)).toContain(appId);
    const bobsOrgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: bob.token });
    expect(bobsOrgs.body.find((o: { id: string }) => o.id === bob.orgId).apps).toHaveLength(1);

    const deleted = await http(server.baseUrl, 'DELETE', `/api/portal/${alice.orgId}/apps/${appId}`, { token: alice.token });
    expect(deleted.status).toBe(200);
    expect((await http(server.baseUrl, 'DELETE', `/api/portal/${alice.orgId}/apps/${appId}`, { token: alice.token })).status).toBe(404);
  });

  it('validates app input with 400 and a message', async () => {
    const blank = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps`, { token: alice.token, body: { name: '  ' } });
    expect(blank.body.message).toBe('The app name must not be blank');
    const tz = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}`, { token: alice.token, body: { time_zone: 'Mars/Olympus' } });
    expect(tz.status).toBe(400);
    expect(tz.body.message).toMatch(/^Unknown time zone 'Mars\/Olympus'/);
    const week = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}`, { token: alice.token, body: { week_starts_on: 9 } });
    expect(week.status).toBe(400);
  });

  it('keeps at least one app', async () => {
    const res = await http(server.baseUrl, 'DELETE', `/api/portal/${bob.orgId}/apps/${bob.appId}`, { token: bob.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^An organization needs at least one app/);
  });

  it("answers 404 for another tenant's org or app, including an app id from another org under one's own org", async () => {
    expect((await http(server.baseUrl, 'POST', `/api/portal/${bob.orgId}/apps`, { token: alice.token, body: { name: 'x' } })).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', `/api/portal/${bob.orgId}/apps/${bob.appId}`, { token: alice.token, body: { name: 'x' } })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', `/api/portal/${alice.orgId}/apps/${bob.appId}`, { token: alice.token })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', `/api/portal/${bob.orgId}/apps/${bob.appId}`, { token: alice.token })).status).toBe(404);
  });

  it('lets Members use apps but not create or delete them', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const res = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps`, { token: member.token, body: { name: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing required scope(s): create:apps');
  });

  it('sets the default app for oneself; setting it for someone else needs update:members', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const own = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}/default`, { token: member.token, body: { email: member.email } });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ org_id: alice.orgId, app_id: alice.appId, email: member.email });
    const other = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}/default`, { token: member.token, body: { email: alice.email } });
    expect(other.status).toBe(401);
    expect(other.body.message).toBe('Missing required scope(s): update:members');
    const byOwner = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}/default`, { token: alice.token, body: { email: member.email } });
    expect(byOwner.status).toBe(200);
    const stranger = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}/default`, { token: alice.token, body: { email: bob.email } });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Member not found');
  });
});
