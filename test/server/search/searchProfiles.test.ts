import { orgDayEventCount } from '../../../server/src/search/orgDayEventCount';
import { managementToken, signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';

describe('search API: users and companies', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;
  const api = (method: string, path: string, body?: unknown, token = user.token, appId = user.appId) =>
    http(server.baseUrl, method, `/api/search/${user.orgId}/${path}${path.includes('?') ? '&' : '?'}app_id=${appId}`, { token, body });

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpWithApp(server.baseUrl);
  });
  afterAll(async () => { await server.close(); });

  it('updates users (merging metadata, ignoring org_id/app_id in the payload) and reads them back', async () => {
    expect((await api('POST', 'users', { user_id: 'ada', org_id: 'evil', app_id: 'evil', metadata: { email: 'ada@acme.io', first_name: 'Ada', org_id: 'x', prefs: { theme: 'dark' } } })).status).toBe(201);
    expect((await api('POST', 'users/batch', [{ user_id: 'ada', metadata: { prefs: { lang: 'en' } } }, { user_id: 'bob', metadata: { email: 'bob@acme.io' } }])).status).toBe(201);
    const ada = await api('GET', 'users/ada');
    expect(ada.status).toBe(200);
    expect(ada.body).toMatchObject({ user_id: 'ada', org_id: user.orgId, app_id: user.appId, email: 'ada@acme.io', name: 'Ada', metadata: { prefs: { theme: 'dark', lang: 'en' } } });
    expect(ada.body.metadata.org_id).toBeUndefined();
    const bad = await api('POST', 'users', { metadata: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid user: user_id is required');
  });

  it('searches users and companies with the DSL (the dev portal e-mail lookup)', async () => {
    const res = await api('POST', 'search/users', { query: { term: { 'email.raw': 'bob@acme.io' } }, size: 50, _source: ['user_id', 'email', 'company_id', 'name'] });
    expect(res.status).toBe(201);
    expect(res.body.hits.total).toBe(1);
    expect(res.body.hits.hits[0]).toMatchObject({ _id: 'bob', _source: { user_id: 'bob', email: 'bob@acme.io' } });
    await api('POST', 'companies', { company_id: 'acme', company_domain: 'acme.io', metadata: { plan_name: 'Pro', mrr: 500 } });
    await api('POST', 'companies/batch', [{ company_id: 'globex', metadata: { plan_name: 'Free', mrr: 0 } }]);
    const companies = await api('POST', 'search/companies', { query: { range: { 'metadata.mrr': { gt: 100 } } } });
    expect(companies.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['acme']);
    const plans = await api('POST', 'count/companies', { aggs: { plans: { terms: { field: 'metadata.plan_name' } } } });
    expect(plans.body.hits.total).toBe(2);
    expect(plans.body.aggregations.plans.buckets).toEqual([{ key: 'Free', doc_count: 1 }, { key: 'Pro', doc_count: 1 }]);
  });

  it('deletes a user, with its events when delete_events=true', async () => {
    const headers = { 'x-moesif-application-id': user.collectorToken };
    await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent({ user_id: 'gone' }), apiEvent({ user_id: 'kept' })], headers });
    const count = async (userId: string) => (await api('POST', 'count/events', { query: { term: { user_id: userId } } })).body.hits.total;
    expect(await count('gone')).toBe(1);
    expect((await api('DELETE', 'users/gone?delete_events=true')).status).toBe(200);
    expect(await count('gone')).toBe(0);
    expect((await api('DELETE', 'users/kept')).status).toBe(200);
    expect(await count('kept')).toBe(1);
    expect((await api('GET', 'users/gone')).status).toBe(404);
    expect((await api('DELETE', 'users/gone')).status).toBe(404);
    expect((await api('DELETE', 'companies/globex')).status).toBe(200);
    expect((await api('GET', 'companies/globex')).status).toBe(404);
  });

  it('keeps tenants apart and checks the read/update/delete scopes', async () => {
    const other = await signUpWithApp(server.baseUrl);
    const foreign = await http(server.baseUrl, 'GET', `/api/search/${other.orgId}/users/ada?app_id=${other.appId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await api('GET', 'users/ada', undefined, other.token)).status).toBe(404);
    const readOnly = await managementToken(server.baseUrl, user, ['read:users']);
    expect((await api('GET', 'users/ada', undefined, readOnly)).status).toBe(200);
    const write = await api('POST', 'users', { user_id: 'x' }, readOnly);
    expect(write.status).toBe(401);
    expect(write.body.message).toBe('Missing required scope(s): update:users');
    expect((await api('DELETE', 'users/ada', undefined, readOnly)).body.message).toBe('Missing required scope(s): delete:users');
    expect((await api('POST', 'search/companies', {}, readOnly)).body.message).toBe('Missing required scope(s): read:companies');
  });

  it('lets every signed-in user read the demo organization and refuses writes to it', async () => {
    const demoCount = await http(server.baseUrl, 'POST', '/api/search/demo/count/events?app_id=demodefault', { token: user.token, body: {} });
    expect(demoCount.status).toBe(201);
    const write = await http(server.baseUrl, 'POST', '/api/search/demo/users?app_id=demodefault', { token: user.token, body: { user_id: 'x' } });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('The demo organization is read-only');
  });

  it('counts the organization events of the last 24 hours across apps, weighted', async () => {
    const org = await signUpWithApp(server.baseUrl);
    const headers = { 'x-moesif-application-id': org.collectorToken };
    await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [apiEvent({ weight: 5 }), apiEvent(), apiEvent({}, 25 * 60)], headers });
    expect(await orgDayEventCount(server.ctx.db, org.orgId)).toBe(6);
    const viaApi = await http(server.baseUrl, 'POST', `/api/search/${org.orgId}/count/events?app_id=${org.appId}&from=-24h&to=now`, {
      token: org.token, body: { aggs: { users: { cardinality: { field: 'user_id' } } } },
    });
    expect(viaApi.body.hits.total).toBe(2);
    expect(viaApi.body.aggregations.users.value).toBe(1);
  });
});
