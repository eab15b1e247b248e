import { Database } from '../../../server/src/storage/duckdb/database';
import { migrate } from '../../../server/src/storage/migrate';
import { migrations } from '../../../server/src/storage/migrations';
import { apiEvent } from '../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';

describe('event country over HTTP', () => {
  let server: TestServer;
  let owner: SignedUpUserWithApp;

  const search = (path: string, body: unknown) =>
    http(server.baseUrl, 'POST', `/api/search/${owner.orgId}/${path}?app_id=${owner.appId}&from=-1d`, { token: owner.token, body });
  const withIp = (ip: string | undefined, userId: string, minutesAgo: number) => {
    const event = apiEvent({ user_id: userId }, minutesAgo) as { request: Record<string, unknown> };
    if (ip === undefined) delete event.request.ip_address;
    else event.request.ip_address = ip;
    return event;
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signUpWithApp(server.baseUrl);
    const events = [
      withIp('8.8.8.8', 'us-1', 1), withIp('3.3.7.7', 'us-2', 2), withIp('::ffff:8.8.4.4', 'us-3', 3),
      withIp('81.2.69.160', 'gb-1', 4), withIp('2a00:1450::1', 'ie-1', 5),
      withIp('10.0.0.7', 'private-1', 6), withIp('192.168.1.1', 'private-2', 7), withIp('not an address', 'bad-1', 8), withIp(undefined, 'none-1', 9),
    ];
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events, headers: { 'x-moesif-application-id': owner.collectorToken } });
    expect(res.status).toBe(201);
    const action = { action_name: 'Signed Up', user_id: 'us-4', request: { uri: 'https://app.acme.io/signup', ip_address: '5.5.5.5' } };
    const one = await http(server.baseUrl, 'POST', '/collector/v1/actions', { body: action, headers: { 'x-moesif-application-id': owner.collectorToken } });
    expect(one.status).toBe(201);
  });
  afterAll(async () => { await server.close(); });

  it('stores the country of a public address with the event and answers it in the event document', async () => {
    const res = await search('search/events', { query: { term: { user_id: 'gb-1' } } });
    expect(res.status).toBe(201);
    expect(res.body.hits.hits[0]._source.request).toMatchObject({ ip_address: '81.2.69.160', geo_ip: { country_code2: 'GB' } });
    const byId = await http(server.baseUrl, 'GET', `/api/search/${owner.orgId}/events/${res.body.hits.hits[0]._id}?app_id=${owner.appId}`, { token: owner.token });
    expect(byId.body._source.request.geo_ip).toEqual({ country_code2: 'GB' });
  });

  it('leaves private, invalid and missing addresses without a country', async () => {
    const res = await search('search/events', { query: { bool: { must_not: { exists: { field: 'request.geo_ip.country_code2' } } } }, sort: ['user_id'] });
    expect(res.body.hits.hits.map((h: { _source: { user_id: string } }) => h._source.user_id)).toEqual(['bad-1', 'none-1', 'private-1', 'private-2']);
    for (const hit of res.body.hits.hits) expect(hit._source.request.geo_ip).toBeUndefined();
  });

  it('filters and aggregates by country, user actions included', async () => {
    const us = await search('count/events', { query: { terms: { 'request.geo_ip.country_code2': ['US'] } } });
    expect(us.body.hits.total).toBe(3);
    const res = await search('count/events', {
      aggs: { countries: { terms: { field: 'request.geo_ip.country_code2.raw', size: 10 }, aggs: { users: { cardinality: { field: 'user_id' } } } } },
    });
    const buckets = res.body.aggregations.countries.buckets.map((b: { key: string; doc_count: number; users: { value: number } }) => [b.key, b.doc_count, b.users.value]);
    expect(buckets).toEqual([['US', 3, 3], ['DE', 1, 1], ['GB', 1, 1], ['IE', 1, 1]]);
  });

  it('lists the country as a fixed string field of the events schema', async () => {
    const res = await http(server.baseUrl, 'GET', `/api/search/${owner.orgId}/schema?app_id=${owner.appId}&entity=events`, { token: owner.token });
    expect(res.body.events.fields).toContainEqual({ name: 'request.geo_ip.country_code2', type: 'string', source: 'fixed' });
  });
});

describe('migration 102', () => {
  it('adds the country column and fills it for events stored before it', async () => {
    const db = await Database.open(':memory:', { threads: 1, memoryLimit: '256MB', searchConnections: 1 });
    try {
      await migrate(db, migrations.filter((m) => m.version < 102));
      const insert = `INSERT INTO events (id, org_id, app_id, event_type, time, ip, weight, ingested_at) VALUES ($1, 'o', 'a', 'api_call', now(), $2, 1, now())`;
      for (const [id, ip] of [['e1', '81.2.69.160'], ['e2', '10.0.0.1'], ['e3', null], ['e4', '81.2.69.160'], ['e5', '2001:4860:4860::8888']]) await db.run(insert, [id, ip]);
      expect(await migrate(db, migrations.filter((m) => m.version <= 102))).toEqual([102]);
      const rows = await db.all<{ id: string; country: string | null }>('SELECT id, country FROM events ORDER BY id');
      expect(rows).toEqual([{ id: 'e1', country: 'GB' }, { id: 'e2', country: null }, { id: 'e3', country: null }, { id: 'e4', country: 'GB' }, { id: 'e5', country: 'US' }]);
    } finally {
      await db.close();
    }
  });
});
