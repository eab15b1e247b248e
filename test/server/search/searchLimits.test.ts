import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import type { SearchLimits } from '../../../server/src/search/limits';
import { heavyQuery, loadEvents } from './heavyEvents';

jest.setTimeout(60_000);

/** Item 2 of the server hardening issue: the work one search can cause is bounded, and overruns answer clearly. */
describe('search API: bounded work', () => {
  async function setUp(searchLimits: Partial<SearchLimits> = {}): Promise<{ server: TestServer; user: SignedUpUserWithApp }> {
    const server = await startTestServer({ searchLimits });
    return { server, user: await signUpWithApp(server.baseUrl) };
  }
  const searchOf = (server: TestServer, user: SignedUpUserWithApp) => (body: unknown, query = 'from=-30d&to=now', path = 'count/events') =>
    http(server.baseUrl, 'POST', `/api/search/${user.orgId}/${path}?app_id=${user.appId}&${query}`, { token: user.token, body });

  describe('with the default limits', () => {
    let server: TestServer;
    let user: SignedUpUserWithApp;
    let search: ReturnType<typeof searchOf>;

    beforeAll(async () => {
      ({ server, user } = await setUp());
      search = searchOf(server, user);
      // 100,000 events over the last 17 minutes: 1,000 users x 100 companies, every combination present.
      await loadEvents(server.ctx.db, user, 100_000);
    });
    afterAll(async () => { await server.close(); });

    it('clamps from/to to the retention window and to one day ahead of now', async () => {
      const year = 366 * 86_400_000;
      await loadEvents(server.ctx.db, user, 1, { now: Date.now() - 5 * year, idPrefix: 'ancient' });
      await loadEvents(server.ctx.db, user, 1, { now: Date.now() + 10 * 86_400_000, idPrefix: 'future' });
      const all = await search({ query: { bool: { should: [{ prefix: { _id: 'ancient' } }, { prefix: { _id: 'future' } }, { term: { _id: 'h0' } }] } } }, 'from=0100-01-01T00:00:00Z&to=9999-12-31T00:00:00Z');
      expect(all.status).toBe(201);
      expect(all.body.hits.total).toBe(1);
      const outside = await search({}, 'from=2100-01-01T00:00:00Z&to=2200-01-01T00:00:00Z');
      expect(outside.status).toBe(201);
      expect(outside.body.hits.total).toBe(0);
      const invalid = await search({}, 'from=now-999999y');
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('from is outside the years 1 to 9999');
    });

    it('computes the time-zone offset of a histogram window without work proportional to the range in years', async () => {
      const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
      try {
        for (const timeZone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
          formatToParts.mockClear();
          const res = await search(
            { aggs: { years: { date_histogram: { field: 'request.time', calendar_interval: 'year', time_zone: timeZone } } } },
            'from=0100-01-01T00:00:00Z&to=9999-12-31T00:00:00Z',
          );
          // At most one sample a week over one year, whatever the range: the old loop sampled every week of 9,900 years.
          expect(formatToParts.mock.calls.length).toBeLessThanOrEqual(60);
          expect(res.status).toBe(201);
          expect(res.body.aggregations.years.buckets.reduce((n: number, b: { doc_count: number }) => n + b.doc_count, 0)).toBe(100_000);
        }
      } finally {
        formatToParts.mockRestore();
      }
    });

    it('caps query clauses, clauses on JSON paths, terms values, filters entries and sort keys', async () => {
      const terms = (n: number, field = 'user_id') => Array.from({ length: n }, (_, i) => ({ term: { [field]: `u${i}` } }));
      const tooMany = await search({ query: { bool: { should: terms(600) } } });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toMatch(/^The search has more than 512 query clauses/);
      const json = await search({ query: { bool: { should: terms(40, 'metadata.plan') } } });
      expect(json.status).toBe(400);
      expect(json.body.message).toMatch(/JSON paths .* more than 32 times/);
      const values = await search({ query: { bool: { should: Array.from({ length: 11 }, () => ({ terms: { user_id: Array.from({ length: 1000 }, (_, i) => `u${i}`) } })) } } });
      expect(values.status).toBe(400);
      expect(values.body.message).toBe('The search lists more than 10000 values in terms and ids together');
      const filters = await search({ aggs: { f: { filters: { filters: Array.from({ length: 150 }, () => ({ match_all: {} })) } } } });
      expect(filters.status).toBe(400);
      expect(filters.body.message).toBe('filters "f" has 150 entries: at most 100');
      const sort = await search({ sort: Array.from({ length: 20 }, () => 'duration_ms') }, undefined, 'search/events');
      expect(sort.status).toBe(400);
      // Within the caps the same shapes work.
      expect((await search({ query: { bool: { should: terms(500) } } })).status).toBe(201);
    });

    it('caps the buckets of one answer and the statements of one search', async () => {
      const res = await search({ aggs: { users: { terms: { field: 'user_id', size: 1000 }, aggs: { companies: { terms: { field: 'company_id', size: 1000 } } } } } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The aggregations would return more than 65536 buckets/);
      const nested = await search({ aggs: { a: { filters: { filters: Array.from({ length: 30 }, () => ({ match_all: {} })) }, aggs: { b: { filters: { filters: Array.from({ length: 30 }, () => ({ match_all: {} })) } } } } } });
      expect(nested.status).toBe(400);
      expect(nested.body.message).toMatch(/^The search needs more than 500 SQL statements/);
      expect((await search({ aggs: { users: { terms: { field: 'user_id', size: 1000 }, aggs: { verbs: { terms: { field: 'request.verb' } } } } } })).status).toBe(201);
    });

    it('refuses a body above 1 MB with 413', async () => {
      const res = await search({ query: { terms: { user_id: Array.from({ length: 1000 }, () => 'x'.repeat(1100)) } } });
      expect(res.status).toBe(413);
    });
  });

  describe('with a short time limit', () => {
    let server: TestServer;
    let user: SignedUpUserWithApp;

    beforeAll(async () => {
      ({ server, user } = await setUp({ timeLimitMs: 250 }));
      await loadEvents(server.ctx.db, user, 100_000);
    });
    afterAll(async () => { await server.close(); });

    it('interrupts the DuckDB statement at the limit and says how to narrow the search', async () => {
      const search = searchOf(server, user);
      const res = await search(heavyQuery(200));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The search took longer than 0.25 s and was stopped: narrow it with a shorter from\/to window/);
      // The connection was interrupted, not poisoned: the next searches run.
      const next = await search({ query: { term: { user_id: 'user-7' } } });
      expect(next.status).toBe(201);
      expect(next.body.hits.total).toBe(100);
    });
  });

  describe('with a small answer limit and one search per organization at a time', () => {
    let server: TestServer;
    let user: SignedUpUserWithApp;

    beforeAll(async () => {
      ({ server, user } = await setUp({ maxResponseBytes: 1024 * 1024, maxConcurrentPerOrg: 1 }));
      await loadEvents(server.ctx.db, user, 40_000);
      // Twenty events of about 100 KB each, newer than the others (they come first in the default sort).
      await loadEvents(server.ctx.db, user, 20, { bodyBytes: 100_000, idPrefix: 'big', now: Date.now() + 60_000 });
    });
    afterAll(async () => { await server.close(); });

    it('refuses a page of hits larger than the limit before reading it, and answers it without the large fields', async () => {
      const search = searchOf(server, user);
      const window = 'from=-30d&to=now%2B1h';
      const res = await search({ size: 20 }, window, 'search/events');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^The 20 hits would be about [\d.]+ MB, more than the 1 MB limit: ask for fewer hits/);
      const lean = await search({ size: 20, _source: { excludes: ['response.body'] } }, window, 'search/events');
      expect(lean.status).toBe(201);
      expect(lean.body.hits.hits).toHaveLength(20);
      expect(lean.body.hits.hits[0]._id).toMatch(/^big/);
      expect(lean.body.hits.hits[0]._source.response.body).toBeUndefined();
      expect(lean.body.hits.hits[0]._source.request.body).toEqual({ q: 1 });
    });

    it('answers 429 with Retry-After to a second concurrent search of the organization, before the first ends', async () => {
      const search = searchOf(server, user);
      const order: string[] = [];
      const first = search(heavyQuery(500)).then((r) => { order.push(`first ${r.status}`); return r; });
      const second = search(heavyQuery(500)).then((r) => { order.push(`second ${r.status}`); return r; });
      const [a, b] = await Promise.all([first, second]);
      const refused = [a, b].filter((r) => r.status === 429);
      expect(refused).toHaveLength(1);
      expect(refused[0].headers.get('retry-after')).toBe('1');
      expect(refused[0].body.message).toBe('Too many searches of this organization at once (at most 1): retry after 1 s');
      expect([a, b].filter((r) => r.status === 201)).toHaveLength(1);
      expect(order[0]).toMatch(/ 429$/);
    });
  });
});
