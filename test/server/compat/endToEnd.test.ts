import { randomUUID } from 'node:crypto';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { startInstrumentedApi, waitFor } from './moesifSdkApp';

describe('end to end: sign-up to searchable SDK events', () => {
  const { server } = useTestServer();

  it('signs up, creates an org and an app, mints a collector token, sends events with moesif-nodejs and counts and finds them', async () => {
    const signup = await http(server.baseUrl, 'POST', '/api/auth/signup', { body: { email: `e2e-${randomUUID().slice(0, 8)}@acme-test.io`, password: 'correct horse battery', name: 'E2E' } });
    expect(signup.status).toBe(201);
    const token = signup.body.id_token as string;
    const org = await http(server.baseUrl, 'POST', '/api/portal/organizations', { token, body: { name: 'Payments Inc' } });
    expect(org.status).toBe(201);
    const orgId = org.body.id as string;
    const app = await http(server.baseUrl, 'POST', `/api/portal/${orgId}/apps`, { token, body: { name: 'Production' } });
    expect(app.status).toBe(201);
    const appId = app.body.id as string;
    const minted = await http(server.baseUrl, 'GET', `/api/portal/${orgId}/oauth/access_tokens?app_id=${appId}&target=collector`, { token });
    expect(minted.status).toBe(200);
    const collectorToken = minted.body.app_token as string;
    expect(collectorToken.length).toBeGreaterThanOrEqual(50);

    const runId = randomUUID();
    const api = await startInstrumentedApi(`${server.baseUrl}/collector`, collectorToken, runId);
    try {
      for (let i = 0; i < 6; i++) await (await fetch(`${api.baseUrl}/items/${i}`, { headers: { 'x-user-id': `buyer-${i % 2}` } })).text();
      const count = async () => (await http(server.baseUrl, 'POST', `/api/search/${orgId}/count/events?app_id=${appId}`, { token, body: {} })).body.hits.total as number;
      await waitFor(async () => (await count()) === 6);
      const found = await http(server.baseUrl, 'POST', `/api/search/${orgId}/search/events?app_id=${appId}&from=-1h`, {
        token, body: { query: { bool: { filter: [{ term: { 'metadata.run': runId } }, { term: { 'user_id.raw': 'buyer-1' } }] } }, size: 10 },
      });
      expect(found.body.hits.total).toBe(3);
      expect(found.body.hits.hits.every((h: { _source: { request: { route: string } } }) => h._source.request.route === '/items/{id}')).toBe(true);
    } finally {
      await api.close();
    }
  });
});
