import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';

const HOUR = 60;
const DAY = 24 * HOUR;

/** One call `minutesAgo` before now, by a user and company, taking `duration` ms. */
const call = (minutesAgo: number, user: string | undefined, company: string | undefined, duration: number, status = 200) => {
  const event = apiEvent({ user_id: user, company_id: company }, minutesAgo);
  const request = event.request as Record<string, unknown>;
  (event.response as Record<string, unknown>).time = new Date(Date.parse(request.time as string) + duration).toISOString();
  (event.response as Record<string, unknown>).status = status;
  return event;
};

/**
 * The first app's calls. In the last 2 days: `old` (first seen 10 days ago, company co-old) calls twice, `new-a` three
 * times and `new-b` once (both first seen inside the window; new-b's company co-new too), and one call has no user.
 * Durations 5, 15, 25, 95, 105, 250, 260 ms inside the window, and the old 999 ms call before it.
 */
const firstApp = () => [
  call(10 * DAY, 'old', 'co-old', 999),
  call(1 * HOUR, 'old', 'co-old', 5),
  call(2 * HOUR, 'old', 'co-old', 15, 500),
  call(3 * HOUR, 'new-a', 'co-old', 25),
  call(4 * HOUR, 'new-a', 'co-old', 95),
  call(5 * HOUR, 'new-a', 'co-old', 105),
  call(6 * HOUR, 'new-b', 'co-new', 250),
  call(7 * HOUR, undefined, undefined, 260),
];

interface Bucket {
  key: number;
  doc_count: number;
  [name: string]: unknown;
}

describe('search DSL for segmentation: numeric histogram and profile first-seen fields', () => {
  let server: TestServer;
  let owner: SignedUpUserWithApp;
  let other: SignedUpUserWithApp;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signUpWithApp(server.baseUrl);
    other = await signUpWithApp(server.baseUrl);
    const sent = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: firstApp(), headers: { 'x-moesif-application-id': owner.collectorToken } });
    expect(sent.status).toBe(201);
    // Another tenant whose user "old" is new there: it must not make "old" new in the first app.
    const elsewhere = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: [call(30, 'old', 'co-old', 1)], headers: { 'x-moesif-application-id': other.collectorToken } });
    expect(elsewhere.status).toBe(201);
  });
  afterAll(async () => { await server.close(); });

  const count = (body: unknown, as: SignedUpUserWithApp = owner, query = 'from=-2d&to=now') =>
    http(server.baseUrl, 'POST', `/api/search/${as.orgId}/count/events?app_id=${as.appId}&${query}`, { token: as.token, body });
  const histogram = async (spec: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const res = await count({ aggs: { h: { histogram: { field: 'duration_ms', ...spec }, ...extra } } });
    expect(res.status).toBe(201);
    return res.body.aggregations.h.buckets as Bucket[];
  };
  const pairs = (buckets: Bucket[]) => buckets.map((b) => [b.key, b.doc_count]);

  it('answers numeric histogram buckets keyed as Elasticsearch does, empty ones between filled by default', async () => {
    expect(pairs(await histogram({ interval: 100 }))).toEqual([[0, 4], [100, 1], [200, 2]]);
    expect(pairs(await histogram({ interval: 50 }))).toEqual([[0, 3], [50, 1], [100, 1], [150, 0], [200, 0], [250, 2]]);
    expect(pairs(await histogram({ interval: 50, min_doc_count: 1 }))).toEqual([[0, 3], [50, 1], [100, 1], [250, 2]]);
  });

  it('shifts buckets by offset and widens them to extended_bounds', async () => {
    expect(pairs(await histogram({ interval: 100, offset: 10 }))).toEqual([[-90, 1], [10, 4], [110, 0], [210, 2]]);
    expect(pairs(await histogram({ interval: 100, extended_bounds: { min: -150, max: 450 } }))).toEqual([[-200, 0], [-100, 0], [0, 4], [100, 1], [200, 2], [300, 0], [400, 0]]);
    expect(pairs(await histogram({ interval: 0.5, min_doc_count: 1, offset: 0.25 })).map(([k]) => k)).toEqual([4.75, 14.75, 24.75, 94.75, 104.75, 249.75, 259.75]);
  });

  it('nests metrics and terms inside histogram buckets, and histograms inside terms', async () => {
    const buckets = await histogram({ interval: 100, min_doc_count: 1 }, { aggs: { users: { cardinality: { field: 'user_id' } }, verbs: { terms: { field: 'response.status' } } } });
    expect(buckets.map((b) => (b.users as { value: number }).value)).toEqual([2, 1, 1]);
    expect((buckets[0].verbs as { buckets: Bucket[] }).buckets.map((b) => [b.key, b.doc_count])).toEqual([[200, 3], [500, 1]]);
    const res = await count({ aggs: { u: { terms: { field: 'user_id', missing: '(none)' }, aggs: { h: { histogram: { field: 'duration_ms', interval: 100, min_doc_count: 1 } } } } } });
    const byUser = Object.fromEntries((res.body.aggregations.u.buckets as Array<{ key: string; h: { buckets: Bucket[] } }>).map((b) => [b.key, pairs(b.h.buckets)]));
    expect(byUser).toEqual({ 'new-a': [[0, 2], [100, 1]], old: [[0, 2]], 'new-b': [[200, 1]], '(none)': [[200, 1]] });
  });

  it('reads JSON paths as numbers and answers no buckets without values', async () => {
    const res = await count({ aggs: { h: { histogram: { field: 'metadata.nested.level', interval: 1 } }, none: { histogram: { field: 'metadata.absent', interval: 1 } } } });
    expect(pairs(res.body.aggregations.h.buckets)).toEqual([[2, 7]]);
    expect(res.body.aggregations.none.buckets).toEqual([]);
  });

  it.each([
    [{ field: 'duration_ms' }, 'histogram "h" needs an interval'],
    [{ field: 'duration_ms', interval: 0 }, 'interval of histogram "h" must be greater than 0'],
    [{ field: 'duration_ms', interval: 'wide' }, 'interval of histogram "h" must be a number'],
    [{ field: 'request.verb', interval: 10 }, 'histogram "h" needs a numeric field such as duration_ms or response.status, not "request.verb"'],
    [{ field: 'request.time', interval: 10 }, 'histogram "h" needs a numeric field: use date_histogram for "request.time"'],
    [{ field: 'duration_ms', interval: 10, keyed: true }, 'Unsupported histogram option "keyed"'],
    [{ field: 'duration_ms', interval: 10, extended_bounds: { min: 5, max: 1 } }, 'min must not be greater than max'],
    [{ field: 'duration_ms', interval: 10, min_doc_count: -1 }, 'min_doc_count of histogram "h" must be a whole number'],
    [{ field: 'duration_ms', interval: 0.01 }, 'histogram "h" would create more than 10000 buckets: use a larger interval'],
    [{ field: 'duration_ms', interval: 1, extended_bounds: { min: 0, max: 1e9 } }, 'would create more than 10000 buckets'],
  ])('answers 400 naming the problem for %j', async (spec, message) => {
    const res = await count({ aggs: { h: { histogram: spec } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('keeps histograms within the answer bucket limit', async () => {
    // 7 calls × 10,000 buckets each is over the 65,536 buckets of one answer.
    const res = await count({ aggs: { a: { terms: { field: 'transaction_id', size: 10 }, aggs: { h: { histogram: { field: 'duration_ms', interval: 1, extended_bounds: { min: 0, max: 9999 } } } } } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/more than \d+ buckets/);
  });

  const newUsers = { range: { 'user.first_seen_time': { gte: 'now-2d', lte: 'now' } } };
  const newCompanies = { range: { 'company.first_seen_time': { gte: 'now-2d', lte: 'now' } } };

  it('filters events of users and companies first seen inside the window', async () => {
    const users = await count({ query: newUsers, aggs: { u: { terms: { field: 'user_id' } } } });
    expect(users.status).toBe(201);
    expect(users.body.hits.total).toBe(4);
    expect((users.body.aggregations.u.buckets as Bucket[]).map((b) => [b.key, b.doc_count])).toEqual([['new-a', 3], ['new-b', 1]]);
    const companies = await count({ query: newCompanies });
    expect(companies.body.hits.total).toBe(1);
    const both = await count({ query: { bool: { filter: [newUsers, newCompanies] } } });
    expect(both.body.hits.total).toBe(1);
    // Over 30 days the old user is new as well; the call without a user never matches.
    const month = await count({ query: { range: { 'user.first_seen_time': { gte: 'now-30d' } } } }, owner, 'from=-30d&to=now');
    expect(month.body.hits.total).toBe(7);
  });

  it('tells events with a profile from those without through exists, and sorts and returns hits with it', async () => {
    const withUser = await count({ query: { exists: { field: 'user.first_seen_time' } } });
    expect(withUser.body.hits.total).toBe(6);
    const res = await http(server.baseUrl, 'POST', `/api/search/${owner.orgId}/search/events?app_id=${owner.appId}&from=-2d&to=now`, {
      token: owner.token,
      body: { query: newUsers, size: 10, sort: [{ 'user.first_seen_time': 'asc' }, { 'request.time': 'asc' }], _source: ['user_id'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.hits.hits.map((h: { _source: { user_id: string } }) => h._source.user_id)).toEqual(['new-b', 'new-a', 'new-a', 'new-a']);
  });

  it('joins profiles on the tenant only: the other app sees its own user "old" as new', async () => {
    const res = await count({ query: newUsers }, other);
    expect(res.body.hits.total).toBe(1);
  });

  it('answers 400 for a bad first-seen value or an unknown profile field', async () => {
    const bad = await count({ query: { range: { 'user.first_seen_time': { gte: 'last tuesday' } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('user.first_seen_time');
    const unknown = await count({ query: { exists: { field: 'user.email' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unsupported field "user.email"');
  });
});
