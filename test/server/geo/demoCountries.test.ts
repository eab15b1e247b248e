import { seedDemoData } from '../../../server/src/demo/seedDemo';
import { signUp, type SignedUpUser } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';

describe('demo data on the geo map', () => {
  let server: TestServer;
  let viewer: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ demoEvents: 4000 });
    viewer = await signUp(server.baseUrl);
    await seedDemoData(server.ctx);
  });
  afterAll(async () => { await server.close(); });

  it('comes from many countries, most from the United States, a few from private addresses', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/search/demo/count/events?app_id=demodefault&from=-30d', {
      token: viewer.token,
      body: { aggs: { countries: { terms: { field: 'request.geo_ip.country_code2', size: 300, missing: '(none)' }, aggs: { users: { cardinality: { field: 'user_id' } } } } } },
    });
    expect(res.status).toBe(201);
    const buckets: Array<{ key: string; doc_count: number }> = res.body.aggregations.countries.buckets;
    const located = buckets.filter((b) => b.key !== '(none)');
    expect(located.length).toBeGreaterThanOrEqual(12);
    expect(located[0].key).toBe('US');
    const unlocated = buckets.find((b) => b.key === '(none)')?.doc_count ?? 0;
    expect(unlocated).toBeGreaterThan(0);
    expect(unlocated / res.body.hits.total).toBeLessThan(0.02);
  });
});
