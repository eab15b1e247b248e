import { http } from '../support/testServer';
import { addMember, type SignedUpUser } from '../support/factories';
import { useTestServer } from '../support/useTestServer';

describe('/api/portal/{org}/configs, user_roles and url_encoder', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  const configs = (user: SignedUpUser, orgId: string, method: string, query: string, body?: unknown) =>
    http(server.baseUrl, method, `/api/portal/${orgId}/configs${query}`, { token: user.token, body });

  it('answers the default per-app config and stores changes (app_id or appId)', async () => {
    const initial = await configs(alice, alice.orgId, 'GET', `?app_id=${alice.appId}`);
    expect(initial.body).toEqual({ app_id: alice.appId, sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, regex_config: [], log_body: true, mask_headers: [], mask_body_fields: [] });
    const regex = [{ conditions: [{ path: 'request.route', value: '/health/.*' }], sample_rate: 0 }];
    const saved = await configs(alice, alice.orgId, 'POST', '', { appId: alice.appId, sample_rate: 50, user_sample_rate: { u1: 10 }, regex_config: regex });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ sample_rate: 50, user_sample_rate: { u1: 10 }, regex_config: regex });
    const read = await configs(alice, alice.orgId, 'GET', `?appId=${alice.appId}`);
    expect(read.body.sample_rate).toBe(50);
  });

  it('validates config input', async () => {
    expect((await configs(alice, alice.orgId, 'GET', '')).body.message).toBe('app_id is required');
    const rate = await configs(alice, alice.orgId, 'POST', '', { app_id: alice.appId, sample_rate: 150 });
    expect(rate.status).toBe(400);
    expect(rate.body.message).toMatch(/sample_rate/);
    const regex = await configs(alice, alice.orgId, 'POST', '', { app_id: alice.appId, regex_config: [{ conditions: [{ path: 'request.route', value: '(' }], sample_rate: 1 }] });
    expect(regex.status).toBe(400);
    expect(regex.body.message).toBe("regex_config: '(' is not a valid regular expression");
  });

  it("answers 404 for another tenant's app config", async () => {
    expect((await configs(alice, bob.orgId, 'GET', `?app_id=${bob.appId}`)).status).toBe(404);
    expect((await configs(alice, alice.orgId, 'GET', `?app_id=${bob.appId}`)).status).toBe(404);
    expect((await configs(alice, alice.orgId, 'POST', '', { app_id: bob.appId, sample_rate: 1 })).status).toBe(404);
  });

  it('lets Read Only members read but not change the config', async () => {
    const reader = await addMember(server.baseUrl, alice, 'Read Only');
    expect((await configs(reader, alice.orgId, 'GET', `?app_id=${alice.appId}`)).status).toBe(200);
    const res = await configs(reader, alice.orgId, 'POST', '', { app_id: alice.appId, sample_rate: 1 });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing required scope(s): update:app_configs');
  });

  it('lists the four roles with descriptions and scopes', async () => {
    const res = await http(server.baseUrl, 'GET', `/api/portal/${alice.orgId}/user_roles`, { token: alice.token });
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Owner', 'Admin', 'Member', 'Read Only']);
    const readOnly = res.body.find((r: { name: string }) => r.name === 'Read Only');
    expect(readOnly.description).toBeTruthy();
    expect(readOnly.scopes).toContain('read:events');
    expect(readOnly.scopes.every((s: string) => s.startsWith('read:'))).toBe(true);
    const member = res.body.find((r: { name: string }) => r.name === 'Member');
    expect(member.scopes).toContain('create:dashboards');
    expect(member.scopes).not.toContain('delete:apps');
    expect((await http(server.baseUrl, 'GET', `/api/portal/${bob.orgId}/user_roles`, { token: alice.token })).status).toBe(404);
  });

  it('url_encoder keeps only scheme and host', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/portal/url_encoder', { token: alice.token, body: { url: 'https://api.example.com:8443/v1/users?id=5#x' } });
    expect(res.body).toEqual({ originalUrl: 'https://api.example.com:8443', encodedUrl: encodeURIComponent('https://api.example.com:8443') });
    const bad = await http(server.baseUrl, 'POST', '/api/portal/url_encoder', { token: alice.token, body: { url: 'not a url' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/is not a valid URL/);
    const scheme = await http(server.baseUrl, 'POST', '/api/portal/url_encoder', { token: alice.token, body: { url: 'javascript:alert(1)' } });
    expect(scheme.body.message).toBe('Only http and https URLs can be encoded');
    expect((await http(server.baseUrl, 'POST', '/api/portal/url_encoder', { body: { url: 'https://a.io' } })).status).toBe(401);
  });
});
