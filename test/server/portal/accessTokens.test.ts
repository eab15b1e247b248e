import { http } from '../support/testServer';
import { addMember, managementToken, mintToken } from '../support/factories';
import { useTestServer } from '../support/useTestServer';
import { verifyAppToken } from '../../../server/src/tokens/appToken';

describe('GET /api/portal/{org}/oauth/access_tokens', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  const tokenUrl = (orgId: string, query: string) => `/api/portal/${orgId}/oauth/access_tokens?${query}`;

  it('mints a write-only collector token bound to org and app', async () => {
    const token = await mintToken(server.baseUrl, alice, { target: 'collector', publishable: 'true' });
    expect(token.length).toBeGreaterThanOrEqual(50);
    expect(verifyAppToken(server.ctx.secret, token)).toMatchObject({ kind: 'collector', org: alice.orgId, app: alice.appId, scopes: ['create:events'], publishable: true });
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('mints a plugin token whose scopes work and whose missing scopes are named', async () => {
    const plugin = await managementToken(server.baseUrl, alice, ['read:users', 'read:profile_view_config']);
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: plugin });
    expect(orgs.status).toBe(401);
    expect(orgs.body.message).toBe('Missing required scope(s): read:organizations');
    const members = await http(server.baseUrl, 'GET', `/api/management/${alice.orgId}/users`, { token: plugin });
    expect(members.status).toBe(401);
    expect(members.body.message).toBe('Missing required scope(s): read:members');
  });

  it('a management token reaches only its own org, only within its scopes', async () => {
    const token = await managementToken(server.baseUrl, alice, ['read:members', 'read:organizations', 'read:app_configs']);
    expect((await http(server.baseUrl, 'GET', `/api/management/${alice.orgId}/users`, { token })).status).toBe(200);
    expect((await http(server.baseUrl, 'GET', `/api/management/${bob.orgId}/users`, { token })).status).toBe(404);
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token });
    expect(orgs.body.map((o: { id: string }) => o.id)).toEqual([alice.orgId]);
    const write = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/configs`, { token, body: { app_id: alice.appId, sample_rate: 1 } });
    expect(write.status).toBe(401);
    expect(write.body.message).toBe('Missing required scope(s): update:app_configs');
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token })).status).toBe(403);
  });

  it('limits a management token to the apps it names', async () => {
    const second = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps`, { token: alice.token, body: { name: 'Second' } });
    const token = await managementToken(server.baseUrl, alice, ['read:app_configs'], { apps: alice.appId });
    expect(verifyAppToken(server.ctx.secret, token)?.apps).toEqual([alice.appId]);
    expect((await http(server.baseUrl, 'GET', `/api/portal/${alice.orgId}/configs?app_id=${alice.appId}`, { token })).status).toBe(200);
    expect((await http(server.baseUrl, 'GET', `/api/portal/${alice.orgId}/configs?app_id=${second.body.id}`, { token })).status).toBe(404);
    const foreign = await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, `app_id=${alice.appId}&target=management&scope=read:events&apps=${bob.appId}`), { token: alice.token });
    expect(foreign.status).toBe(404);
  });

  it('validates target, scope form and expiration', async () => {
    const cases: Array<[string, RegExp]> = [
      [`app_id=${alice.appId}&target=ingest`, /target/],
      [`target=collector`, /app_id/],
      [`app_id=${alice.appId}&target=management`, /^scope is required/],
      [`app_id=${alice.appId}&target=management&scope=read:events,admin`, /^Invalid scope\(s\): admin; each scope has the form read\|create\|update\|delete:resource$/],
      [`app_id=${alice.appId}&target=collector&expiration=tomorrow`, /^expiration must be an ISO date-time/],
      [`app_id=${alice.appId}&target=collector&expiration=2001-01-01T00:00:00Z`, /^expiration must be in the future$/],
    ];
    for (const [query, message] of cases) {
      const res = await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, query), { token: alice.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const dated = await mintToken(server.baseUrl, alice, { target: 'collector', expiration: '2099-01-01T00:00:00Z' });
    expect(verifyAppToken(server.ctx.secret, dated)?.exp).toBe(Date.parse('2099-01-01T00:00:00Z') / 1000);
  });

  it('lets a user mint only scopes they hold', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const res = await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, `app_id=${alice.appId}&target=management&scope=read:events+delete:members+update:apps`), { token: member.token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing required scope(s): delete:members, update:apps');
    const narrower = await managementToken(server.baseUrl, member, ['read:events', 'create:dashboards']);
    expect(verifyAppToken(server.ctx.secret, narrower)?.scopes).toEqual(['read:events', 'create:dashboards']);
    const reader = await addMember(server.baseUrl, alice, 'Read Only');
    const denied = await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, `app_id=${alice.appId}&target=collector`), { token: reader.token });
    expect(denied.body.message).toBe('Missing required scope(s): create:access_tokens');
  });

  it('a management token cannot mint a wider token', async () => {
    const token = await managementToken(server.baseUrl, alice, ['create:access_tokens', 'read:events']);
    const wider = await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, `app_id=${alice.appId}&target=management&scope=read:events delete:apps`), { token });
    expect(wider.body.message).toBe('Missing required scope(s): delete:apps');
    const same = await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, `app_id=${alice.appId}&target=management&scope=read:events`), { token });
    expect(same.status).toBe(200);
  });

  it("answers 404 for another tenant's org or app and 403 for the demo org", async () => {
    expect((await http(server.baseUrl, 'GET', tokenUrl(bob.orgId, `app_id=${bob.appId}&target=collector`), { token: alice.token })).status).toBe(404);
    expect((await http(server.baseUrl, 'GET', tokenUrl(alice.orgId, `app_id=${bob.appId}&target=collector`), { token: alice.token })).status).toBe(404);
    expect((await http(server.baseUrl, 'GET', tokenUrl('demo', 'app_id=demodefault&target=collector'), { token: alice.token })).status).toBe(403);
  });
});
