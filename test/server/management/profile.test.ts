import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

describe('/api/management profile, onboarding and forms', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });

  it('updates name and user_metadata role/goal/geoip, ignoring app_metadata, email, ids and onboarded', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/management/profile', {
      token: alice.token,
      body: {
        name: 'Alice A.',
        email: 'attacker@evil.io',
        user_id: 'email|other',
        app_metadata: { permissions: { [bob.orgId]: 'Owner' }, partner_name: 'x' },
        user_metadata: { role: 'Engineer', goal: 'Monitor APIs', geoip: { country: 'DE' }, onboarded: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: alice.profile.user_id,
      email: alice.email,
      name: 'Alice A.',
      user_metadata: { role: 'Engineer', goal: 'Monitor APIs', geoip: { country: 'DE' }, onboarded: false },
      app_metadata: { partner_name: null },
    });
    expect(res.body.app_metadata.permissions[bob.orgId]).toBeUndefined();
    const orgs = await http(server.baseUrl, 'GET', `/api/management/${bob.orgId}/users`, { token: alice.token });
    expect(orgs.status).toBe(404);
    const profile = await http(server.baseUrl, 'GET', '/api/auth/profile', { token: alice.token });
    expect(profile.body.user_metadata.goal).toBe('Monitor APIs');
  });

  it('validates profile fields', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/management/profile', { token: alice.token, body: { user_metadata: { goal: 'x'.repeat(201) } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/user_metadata\.goal/);
    expect((await http(server.baseUrl, 'POST', '/api/management/profile', { token: alice.token, body: { name: '' } })).status).toBe(400);
  });

  it('marks only oneself onboarded', async () => {
    const other = await http(server.baseUrl, 'PATCH', `/api/management/onboard/${encodeURIComponent(bob.profile.user_id)}`, { token: alice.token });
    expect(other.status).toBe(404);
    const own = await http(server.baseUrl, 'PATCH', `/api/management/onboard/${encodeURIComponent(alice.profile.user_id)}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.body.user_metadata.onboarded).toBe(true);
    const bobs = await http(server.baseUrl, 'GET', '/api/auth/profile', { token: bob.token });
    expect(bobs.body.user_metadata.onboarded).toBe(false);
  });

  it('stores demo requests and survey results', async () => {
    const demo = await http(server.baseUrl, 'POST', '/api/management/requested_demo', { token: alice.token, body: { requested_demo: true } });
    expect(demo.status).toBe(201);
    expect(demo.body.requested_demo).toBe(true);
    expect((await http(server.baseUrl, 'POST', '/api/management/requested_demo', { token: alice.token, body: {} })).status).toBe(400);
    const survey = await http(server.baseUrl, 'POST', '/api/management/surveyresults', { token: alice.token, body: { role: 'Engineer', use_case: 'monitoring' } });
    expect(survey.status).toBe(201);
    const stored = await server.ctx.metadata.all<{ answers: string }>('SELECT answers FROM survey_results WHERE user_id = $1', [alice.profile.user_id]);
    expect(JSON.parse(stored[0].answers)).toEqual({ role: 'Engineer', use_case: 'monitoring' });
    expect((await http(server.baseUrl, 'POST', '/api/management/surveyresults', { token: alice.token, body: {} })).status).toBe(400);
    expect((await http(server.baseUrl, 'POST', '/api/management/surveyresults', { body: { a: 1 } })).status).toBe(401);
  });
});
