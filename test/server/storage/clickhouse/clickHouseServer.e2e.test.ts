import { randomBytes } from 'node:crypto';
import { ClickHouseClient } from '../../../../server/src/storage/clickhouse/client';
import { apiEvent } from '../../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../../support/factories';
import { http, startTestServer, type TestServer } from '../../support/testServer';
import { describeWithClickHouse, TEST_CLICKHOUSE_URL } from './clickHouseTestDatabase';

/**
 * A whole server with CLICKHOUSE_URL (and the metadata embedded, or in PostgreSQL with TEST_DATABASE_URL): the
 * collector, the search API, event detail, field discovery, profiles, the quota usage and user erasure, over HTTP.
 */
describeWithClickHouse('a server with its events in ClickHouse (CLICKHOUSE_URL)', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;
  const database = `test_server_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(TEST_CLICKHOUSE_URL ?? 'http://127.0.0.1:8123');
  url.pathname = `/${database}`;
  const api = (method: string, path: string, body?: unknown) =>
    http(server.baseUrl, method, `/api/search/${user.orgId}/${path}${path.includes('?') ? '&' : '?'}app_id=${user.appId}`, { token: user.token, body });
  const collect = (body: unknown) => http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });

  beforeAll(async () => {
    server = await startTestServer({ clickhouseUrl: url.toString() });
    user = await signUpWithApp(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
    const client = new ClickHouseClient(url.toString());
    await client.command(`DROP DATABASE IF EXISTS ${database}`);
  });

  it('has no embedded event store: the events and the schema live in the ClickHouse database', async () => {
    expect(server.ctx.events.sharesTransactionsWith(server.ctx.metadata)).toBe(false);
    const client = new ClickHouseClient(url.toString());
    const tables = (await client.query<{ name: string }>('SELECT name FROM system.tables WHERE database = currentDatabase()')).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['events', 'app_users', 'spans']));
  });

  it('stores collected events once and finds them through the search API, the event detail and the schema', async () => {
    const traced = { ...apiEvent({ metadata: { plan: 'enterprise', region: "eu-'west" } }), transaction_id: `tx-${randomBytes(4).toString('hex')}` };
    const other = apiEvent({ user_id: 'u2', response: { time: new Date().toISOString(), status: 503, headers: {}, body: { error: 'down' } } });
    expect((await collect([traced, other])).status).toBe(201);
    expect((await collect([traced])).body).toMatchObject({ accepted: 0, duplicates: 1 });

    const found = await api('POST', 'search/events?from=-2h&to=now', { query: { term: { 'metadata.region': "eu-'west" } }, size: 5 });
    expect(found.status).toBe(201);
    expect(found.body.hits.total).toBe(1);
    const hit = found.body.hits.hits[0];
    expect(hit._source).toMatchObject({ transaction_id: traced.transaction_id, metadata: { plan: 'enterprise', region: "eu-'west" } });

    const counted = await api('POST', 'count/events?from=-2h&to=now', { aggs: { statuses: { terms: { field: 'response.status' } }, p: { percentiles: { field: 'duration_ms', percents: [50] } } } });
    expect(counted.status).toBe(201);
    expect(counted.body.hits.total).toBe(2);
    expect(counted.body.aggregations.statuses.buckets).toEqual([{ key: 201, doc_count: 1 }, { key: 503, doc_count: 1 }]);

    const detail = await api('GET', `events/${encodeURIComponent(hit._id)}`);
    expect(detail.status).toBe(200);
    expect(detail.body._source.transaction_id).toBe(traced.transaction_id);

    const schema = await api('GET', 'schema?entity=events');
    expect(schema.status).toBe(200);
    expect(schema.body.events.fields).toEqual(expect.arrayContaining([{ name: 'metadata.region', type: 'string', source: 'discovered' }]));
  });

  it('keeps user profiles, first and last seen from their events, and erases a user with their events', async () => {
    expect((await api('POST', 'users', { user_id: 'gone', metadata: { email: 'gone@acme.io' } })).status).toBe(201);
    expect((await collect([apiEvent({ user_id: 'gone' })])).status).toBe(201);
    const profile = await api('GET', 'users/gone');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ user_id: 'gone', metadata: { email: 'gone@acme.io' } });
    expect(profile.body.last_seen_time).toEqual(expect.any(String));

    expect((await api('DELETE', 'users/gone?delete_events=true')).status).toBe(200);
    expect((await api('GET', 'users/gone')).status).toBe(404);
    // The events go with the delete that ClickHouse applies in the background.
    await server.ctx.events.settled();
    const deadline = Date.now() + 20_000;
    let left = -1;
    while (left !== 0 && Date.now() < deadline) {
      left = (await api('POST', 'count/events?from=-2h&to=now', { query: { term: { user_id: 'gone' } } })).body.hits.total;
      if (left !== 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(left).toBe(0);
  });

  it('counts the plan usage of every event the collector stored (in the metadata database), duplicates left out', async () => {
    const usage = await http(server.baseUrl, 'GET', `/api/subscription/org/${user.orgId}/subscription`, { token: user.token });
    expect(usage.status).toBe(200);
    expect(usage.body.events_used).toBe(3);
  });
});
