import { signUpWithApp, managementToken, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';

/** 20 calls over the last hours: routes, statuses, users and one sampled event of weight 10. */
function dataset(): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 20; i++) {
    const start = new Date(Date.now() - (i + 1) * 15 * 60_000);
    const route = i % 3 === 0 ? 'invoices' : 'payments';
    events.push(apiEvent({
      request: { time: start.toISOString(), uri: `https://api.acme.io/v1/${route}/${1000 + i}`, verb: i % 2 ? 'GET' : 'POST', headers: { 'x-api-key': `key-${i % 2}` } },
      response: { time: new Date(start.getTime() + 10 * (i + 1)).toISOString(), status: i % 5 === 0 ? 500 : 200, headers: {} },
      user_id: `user-${i % 4}`,
      company_id: i % 2 ? 'co-odd' : 'co-even',
      metadata: { plan: i < 10 ? 'pro' : 'free', index: i },
      weight: i === 19 ? 10 : 1,
    }, 0));
  }
  return events;
}

describe('search API: events', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpWithApp(server.baseUrl);
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: dataset(), headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  });
  afterAll(async () => { await server.close(); });

  const search = (body: unknown, query = 'from=-1d&to=now', as: { token: string } = user, path = 'search/events') =>
    http(server.baseUrl, 'POST', `/api/search/${user.orgId}/${path}?app_id=${user.appId}&${query}`, { token: as.token, body });

  it('counts events in the window (default -30d..now, relative and ISO bounds)', async () => {
    expect((await search({}, '', user, 'count/events')).body.hits.total).toBe(20);
    expect((await search({}, 'from=-2h&to=now&track_total_hits=false', user, 'count/events')).body.hits.total).toBe(7);
    const iso = new Date(Date.now() - 3600_000).toISOString();
    expect((await search({ query: { term: { 'response.status': 500 } } }, `from=${encodeURIComponent(iso)}`, user, 'count/events')).body.hits.total).toBe(1);
    const bad = await search({}, 'from=yesterday', user, 'count/events');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^from must be an ISO 8601 time/);
  });

  it('answers the Elasticsearch shape with sort, size, from and _source includes', async () => {
    const res = await search({ query: { bool: { filter: { term: { 'metadata.plan': 'pro' } } } }, sort: [{ 'request.time': 'asc' }], size: 3, from: 1, _source: ['request.route', 'user_id'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ timed_out: false, took: expect.any(Number), hits: { total: 10 } });
    expect(res.body.hits.hits).toHaveLength(3);
    expect(res.body.hits.hits[0]._source).toEqual({ request: { route: '/v1/payments/{id}' }, user_id: 'user-0' });
    const times = res.body.hits.hits.map((h: { sort: number[] }) => h.sort[0]);
    expect([...times].sort()).toEqual(times);
  });

  it('pages with search_after through every hit exactly once', async () => {
    const seen: string[] = [];
    let after: unknown[] | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await search({ size: 6, sort: [{ 'user_id.raw': { order: 'desc', unmapped_type: 'string' } }, { _id: 'desc' }], ...(after ? { search_after: after } : {}) });
      const hits = res.body.hits.hits as Array<{ _id: string; sort: unknown[] }>;
      if (hits.length === 0) break;
      seen.push(...hits.map((h) => h._id));
      after = hits[hits.length - 1].sort;
    }
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);
  });

  it('aggregates terms ordered by a weighted count, with the <field>|<agg> naming', async () => {
    const res = await search({
      size: 0,
      aggs: { seg: { filter: { match_all: {} }, aggs: {
        'request.route.raw': { terms: { field: 'request.route.raw', size: '20', min_doc_count: 1, order: { 'weight|sum': 'desc' }, missing: '(none)' },
          aggs: { 'weight|sum': { sum: { field: 'weight', missing: 1 } }, 'duration_ms|percentiles(90)': { percentiles: { field: 'duration_ms', percents: [90] } } } },
        'weight|sum': { sum: { field: 'weight', missing: 1 } },
      } } },
    });
    const seg = res.body.aggregations.seg;
    expect(seg.doc_count).toBe(29);
    expect(seg['weight|sum'].value).toBe(29);
    const buckets = seg['request.route.raw'].buckets;
    expect(buckets.map((b: { key: string }) => b.key)).toEqual(['/v1/payments/{id}', '/v1/invoices/{id}']);
    expect(buckets[0]['weight|sum'].value).toBe(22);
    expect(buckets[0]['duration_ms|percentiles(90)'].values['90.0']).toEqual(expect.any(Number));
  });

  it('aggregates date histograms in a time zone with empty buckets, and nested terms', async () => {
    const res = await search({
      size: 0,
      aggs: {
        over_time: { date_histogram: { field: 'request.time', fixed_interval: '1h', time_zone: 'America/Los_Angeles', min_doc_count: 0, extended_bounds: { min: 'now-6h', max: 'now' } },
          aggs: { status: { terms: { field: 'response.status' } } } },
        users: { cardinality: { field: 'user_id.raw' } },
        verbs: { filters: { filters: { gets: { term: { 'request.verb': 'GET' } }, posts: { term: { 'request.verb': 'POST' } } } } },
        slowest: { max: { field: 'duration_ms' } },
        latest: { max: { field: 'request.time' } },
      },
    }, 'from=-30d');
    const aggs = res.body.aggregations;
    const buckets = aggs.over_time.buckets as Array<{ key: number; doc_count: number; status: { buckets: Array<{ key: number; doc_count: number }> } }>;
    expect(buckets.length).toBeGreaterThanOrEqual(6);
    expect(buckets.every((b, i) => i === 0 || b.key - buckets[i - 1].key === 3600_000)).toBe(true);
    expect(buckets.reduce((sum, b) => sum + b.doc_count, 0)).toBeLessThanOrEqual(29);
    expect(buckets.some((b) => b.status.buckets.some((s) => s.key === 500))).toBe(true);
    expect(aggs.users.value).toBe(4);
    expect(aggs.verbs.buckets.gets.doc_count + aggs.verbs.buckets.posts.doc_count).toBe(29);
    expect(aggs.slowest.value).toBe(200);
    expect(aggs.latest.value_as_string).toEqual(expect.any(String));
  });

  it('applies post_filter to hits but not to aggregations', async () => {
    const res = await search({ post_filter: { term: { 'response.status': 500 } }, aggs: { all: { value_count: { field: 'response.status' } } } });
    expect(res.body.hits.total).toBe(4);
    expect(res.body.aggregations.all.value).toBe(20);
  });

  it('returns one event by id and 404 for an id of another tenant', async () => {
    const [hit] = (await search({ size: 1 })).body.hits.hits;
    const one = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/events/${hit._id}?app_id=${user.appId}`, { token: user.token });
    expect(one.status).toBe(200);
    expect(one.body._id).toBe(hit._id);
    expect(one.body._source.request.uri).toMatch(/^https:\/\/api.acme.io/);
    const other = await signUpWithApp(server.baseUrl);
    const foreign = await http(server.baseUrl, 'GET', `/api/search/${other.orgId}/events/${hit._id}?app_id=${other.appId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    const intoOtherOrg = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${user.appId}`, { token: other.token, body: {} });
    expect(intoOtherOrg.status).toBe(404);
    const otherApp = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${other.appId}`, { token: user.token, body: {} });
    expect(otherApp.status).toBe(404);
  });

  it('answers 401 naming a missing scope, and 401 code 108 once the session is revoked', async () => {
    const usersOnly = await managementToken(server.baseUrl, user, ['read:users']);
    const res = await search({}, '', { token: usersOnly });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing required scope(s): read:events');
    const member = await signUpWithApp(server.baseUrl);
    await http(server.baseUrl, 'POST', '/api/auth/logout', { token: member.token, body: {} });
    const expired = await http(server.baseUrl, 'POST', `/api/search/${member.orgId}/count/events?app_id=${member.appId}`, { token: member.token, body: {} });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(108);
  });

  it('answers 400 for unsupported clauses and a missing app_id; injection attempts change nothing', async () => {
    const res = await search({ query: { more_like_this: { like: 'x' } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unsupported query clause "more_like_this"');
    const noApp = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events`, { token: user.token, body: {} });
    expect(noApp.status).toBe(400);
    expect(noApp.body.message).toMatch(/app_id/);
    const evil = "x' OR '1'='1'; DELETE FROM events; --";
    const injected = await search({ query: { bool: { should: [{ term: { user_id: evil } }, { wildcard: { 'metadata.plan': evil } }] } } });
    expect(injected.body.hits.total).toBe(0);
    const field = await search({ query: { term: { [`metadata.${evil}`]: 'x' } } });
    expect(field.status).toBe(400);
    expect((await search({}, '', user, 'count/events')).body.hits.total).toBe(20);
  });
});
