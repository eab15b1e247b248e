import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { startInstrumentedApi, waitFor, type InstrumentedApi } from './moesifSdkApp';

describe('compatibility: the real moesif-nodejs SDK against the collector', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;
  let api: InstrumentedApi;
  const runId = randomUUID();

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpWithApp(server.baseUrl);
    api = await startInstrumentedApi(`${server.baseUrl}/collector`, user.collectorToken, runId);
  });
  afterAll(async () => {
    await api.close();
    await server.close();
  });

  const searchRun = (body: Record<string, unknown>) =>
    http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${user.appId}&from=-1h&to=now`, {
      token: user.token, body: { ...body, query: { term: { 'metadata.run': runId } } },
    });

  it('captures API calls through Express and they are found, exactly, through the search API', async () => {
    const calls = [
      fetch(`${api.baseUrl}/items/42?x=1`, { headers: { 'x-user-id': 'sdk-user-1', 'x-company-id': 'sdk-co' } }),
      fetch(`${api.baseUrl}/items`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-user-id': 'sdk-user-2' }, body: JSON.stringify({ a: 1 }) }),
      fetch(`${api.baseUrl}/broken`, { headers: { 'x-user-id': 'sdk-user-1' } }),
      fetch(`${api.baseUrl}/items/7`),
    ];
    for (const response of await Promise.all(calls)) await response.text();
    await waitFor(async () => (await searchRun({ size: 0 })).body.hits.total >= 4);
    await new Promise((r) => setTimeout(r, 800));
    const res = await searchRun({ size: 10, sort: [{ 'request.time': 'asc' }] });
    expect(res.body.hits.total).toBe(4);
    const sources = res.body.hits.hits.map((h: { _source: Record<string, any> }) => h._source); // eslint-disable-line @typescript-eslint/no-explicit-any -- nested _source
    const summary = sources.map((s: Record<string, any>) => `${s.request.verb} ${s.request.route} ${s.response.status} ${s.user_id ?? '-'}`).sort(); // eslint-disable-line @typescript-eslint/no-explicit-any -- nested _source
    expect(summary).toEqual(['GET /broken 500 sdk-user-1', 'GET /items/{id} 200 -', 'GET /items/{id} 200 sdk-user-1', 'POST /items 201 sdk-user-2']);
    const post = sources.find((s: { request: { verb: string } }) => s.request.verb === 'POST');
    expect(post.request.body).toEqual({ a: 1 });
    expect(post.response.body).toEqual({ created: true, body: { a: 1 } });
    expect(post.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.direction).toBe('Incoming');
    const first = sources.find((s: { company_id?: string }) => s.company_id === 'sdk-co');
    expect(first.request.uri).toMatch(/\/items\/42\?x=1$/);
  });

  it('sends updateUser and updateCompany that the search API reads back', async () => {
    await promisify(api.moesif.updateUser)({ userId: 'sdk-user-1', companyId: 'sdk-co', metadata: { email: 'sdk@acme.io', plan: { name: 'pro' } } });
    await promisify(api.moesif.updateCompany)({ companyId: 'sdk-co', companyDomain: 'acme.io', metadata: { orgName: 'Acme' } });
    const userRes = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/users/sdk-user-1?app_id=${user.appId}`, { token: user.token });
    expect(userRes.status).toBe(200);
    expect(userRes.body).toMatchObject({ user_id: 'sdk-user-1', company_id: 'sdk-co', email: 'sdk@acme.io', metadata: { plan: { name: 'pro' } } });
    expect(userRes.body.last_seen_time).toEqual(expect.any(String));
    const companyRes = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/companies/sdk-co?app_id=${user.appId}`, { token: user.token });
    expect(companyRes.body).toMatchObject({ company_id: 'sdk-co', company_domain: 'acme.io', metadata: { orgName: 'Acme' } });
  });
});
