import { describeWithClickHouse } from '../../storage/clickhouse/clickHouseTestDatabase';
import { HOSTILE, randomCall, records, seeded, useParity } from './parityFixture';

/**
 * Hits (sorts, paging with from and search_after, `_source` filtering, post_filter), single events, filters with
 * hostile values, the profile fields on events, and user and company searches answer the same on ClickHouse as on
 * the embedded engine.
 */

const DAY = 86_400_000;
/** The users' and companies' own modified time, so that documents do not show the moment each store wrote them. */
const MODIFIED = new Date('2026-10-03T04:05:06.789Z');

jest.setTimeout(300_000);

describeWithClickHouse('ClickHouse hits and profiles answer as the embedded engine does', () => {
  const parity = useParity(async (stores, tenant, now) => {
    const rand = seeded(30_303);
    const events = records(tenant, Array.from({ length: 600 }, () => randomCall(rand, now - Math.floor(rand() * 29 * DAY))), now);
    const userIds = [...new Set(events.map((e) => e.userId).filter((id): id is string => id !== null))];
    const companyIds = [...new Set(events.map((e) => e.companyId).filter((id): id is string => id !== null))];
    for (const store of stores) {
      await store.upsertUsers(tenant, [...userIds, 'never-seen'].map((userId, i) => ({
        userId, companyId: `c${i % 3}`, sessionToken: null, ipAddress: '10.0.0.1', userAgentString: HOSTILE[i % HOSTILE.length], modifiedTime: MODIFIED,
        metadata: { email: `${userId}@acme.io`, first_name: HOSTILE[i % HOSTILE.length], plan: i % 2 ? 'pro' : 'free', seats: i, nested: { level: i % 3 } },
        campaign: i % 3 ? { utm_source: 'google', utm_term: HOSTILE[i % HOSTILE.length] } : null,
      })));
      await store.upsertCompanies(tenant, companyIds.map((companyId, i) => ({
        companyId, companyDomain: `${companyId}.acme.io`, metadata: { plan: i % 2 ? 'pro' : 'free' }, sessionToken: null, ipAddress: null, campaign: null, modifiedTime: MODIFIED,
      })));
      await store.insertEvents(tenant, events);
    }
  });

  const window = () => ({ from: new Date(parity().now - 30 * DAY), to: new Date(parity().now) });
  const expectSame = async (kind: 'search' | 'count', entity: 'events' | 'users' | 'companies', body: unknown, range = entity === 'events' ? window() : null) => {
    const [duckdb, clickhouse, scan] = await parity().ask(kind, entity, body, range);
    expect({ body, answers: [clickhouse, scan] }).toEqual({ body, answers: [duckdb, duckdb] });
    return duckdb as { hits: { total: number; hits: Array<{ _id: string; sort: unknown[] }> }; aggregations?: Record<string, unknown> };
  };

  it('sorts and pages hits alike: sort keys of every type, from, search_after, _source and post_filter', async () => {
    const sorts: unknown[] = [
      undefined, 'response.status', [{ duration_ms: 'desc' }, { 'request.time': 'asc' }], [{ user_id: { order: 'asc' } }], [{ 'metadata.plan': 'desc' }, 'response.time'],
    ];
    for (const sort of sorts) {
      const first = await expectSame('search', 'events', { size: 25, ...(sort ? { sort } : {}) });
      expect(first.hits.hits).toHaveLength(25);
      const last = first.hits.hits[24].sort;
      const second = await expectSame('search', 'events', { size: 25, search_after: last, ...(sort ? { sort } : {}) });
      expect(second.hits.hits[0]._id).not.toBe(first.hits.hits[24]._id);
      await expectSame('search', 'events', { size: 10, from: 40, ...(sort ? { sort } : {}) });
    }
    await expectSame('search', 'events', { size: 5, _source: ['request.uri', 'metadata.nested', 'response.status'] });
    await expectSame('search', 'events', { size: 5, _source: { excludes: ['request.body', 'response.body', 'request.headers'] } });
    await expectSame('search', 'events', { size: 5, _source: false });
    await expectSame('search', 'events', { size: 5, query: { term: { 'request.verb': 'GET' } }, post_filter: { range: { 'response.status': { gte: 400 } } }, aggs: { v: { terms: { field: 'response.status' } } } });
  });

  it('reads one event alike', async () => {
    const { engines, tenant } = parity();
    const page = await expectSame('search', 'events', { size: 3 });
    for (const hit of page.hits.hits) expect(await engines.clickhouse.getEvent(tenant, hit._id)).toEqual(await engines.duckdb.getEvent(tenant, hit._id));
    expect(await engines.clickhouse.getEvent(tenant, "nope'?")).toBeUndefined();
  });

  it('matches hostile filter values alike (quotes, backslashes, ?, comments, LIKE wildcards)', async () => {
    for (const value of HOSTILE) {
      const body = {
        size: 50,
        query: { bool: { should: [
          { term: { 'metadata.note': value } }, { term: { 'metadata.plan': value } }, { match: { 'request.uri': value } }, { prefix: { 'request.headers.X-Note': value } },
          { wildcard: { 'metadata.note': `*${value.slice(1)}` } }, { terms: { user_id: [value, `o'brien\\?0`, 'u1'] } }, { match_phrase: { 'metadata.note': value.toUpperCase() } },
        ] } },
        aggs: { notes: { terms: { field: 'metadata.note', missing: value } } },
      };
      const answer = await expectSame('search', 'events', body);
      expect(answer.hits.total).toBeGreaterThan(0);
    }
    await expectSame('count', 'events', { query: { wildcard: { 'request.uri': '*50%_o?f*' } } });
    await expectSame('count', 'events', { query: { term: { user_id: "o'brien\\?1" } } });
    // About 300 KB of literals: more than ClickHouse's default max_query_size.
    await expectSame('count', 'events', { query: { terms: { user_id: [...Array.from({ length: 999 }, (_, i) => `${'x'.repeat(300)}${i}`), 'u1'] } } });
  });

  it('filters on numbers, JSON paths and times alike', async () => {
    const { now } = parity();
    const clauses: unknown[] = [
      { range: { 'metadata.seats': { gte: 5, lt: 12.5 } } }, { range: { 'request.body.total': { gt: 50 } } }, { exists: { field: 'request.body.total' } },
      { term: { 'metadata.nested.tier': 'a' } }, { terms: { 'response.status': [200, 404, 1.5] } }, { match: { 'response.status': '500' } },
      { range: { 'request.time': { gte: now - 3 * DAY - 1234, lt: 'now-1d/d' } } }, { range: { 'response.time': { gt: 'now-2d' } } },
      { match: { 'request.time': now - 5 * DAY } }, { bool: { must_not: [{ exists: { field: 'response.status' } }] } },
      { ids: { values: ['nope'] } }, { match_none: {} }, { term: { 'request.headers.content-type': 'text/xml' } },
      { bool: { should: [{ term: { direction: 'Incoming' } }, { term: { 'request.verb': 'PUT' } }, { range: { duration_ms: { lt: 100 } } }], minimum_should_match: 2 } },
    ];
    for (const query of clauses) await expectSame('search', 'events', { size: 20, query, sort: ['duration_ms'] });
  });

  it('filters events on their user and company first seen alike (new users only), in query clauses', async () => {
    const { now } = parity();
    const counts = [];
    for (const query of [
      { range: { 'user.first_seen_time': { gte: now - 28 * DAY, lte: now } } },
      { bool: { must_not: [{ range: { 'company.first_seen_time': { lt: now - 29 * DAY + 3_600_000 } } }] } },
      { exists: { field: 'user.first_seen_time' } },
      { bool: { must_not: [{ exists: { field: 'user.first_seen_time' } }] } },
    ]) {
      counts.push((await expectSame('count', 'events', { query, aggs: { u: { cardinality: { field: 'user_id' } } } })).hits.total);
    }
    expect(counts.every((n) => n > 0)).toBe(true);
  });

  it('searches users and companies alike: fields, JSON paths, sorts, aggregations, histograms without a window', async () => {
    const bodies: unknown[] = [
      {}, { size: 100, sort: ['user_id'] }, { query: { term: { email: 'u1@acme.io' } } }, { query: { match: { first_name: "IT'S" } }, sort: [{ 'metadata.seats': 'asc' }] },
      { query: { term: { 'campaign.utm_term': 'what?' } } }, { query: { range: { 'body.seats': { gte: 10 } } }, _source: ['email', 'metadata.plan'] },
      { size: 0, aggs: { plans: { terms: { field: 'metadata.plan' }, aggs: { seen: { max: { field: 'last_seen_time' } } } }, companies: { terms: { field: 'company_id', size: 2 } } } },
      { size: 0, aggs: { seen: { date_histogram: { field: 'first_seen_time', calendar_interval: 'day', time_zone: 'America/Los_Angeles', min_doc_count: 0 } } } },
      { query: { range: { last_seen_time: { gte: 'now-5d' } } }, sort: [{ first_seen_time: 'asc' }, 'user_id'] },
    ];
    for (const body of bodies) await expectSame('search', 'users', body);
    await expectSame('count', 'users', { query: { exists: { field: 'first_seen_time' } } });
    await expectSame('search', 'companies', { sort: ['company_domain'], aggs: { plans: { terms: { field: 'body.plan' } } } });
  });

  it('refuses a profile field on events in a sort or aggregation with a 400 (no correlated subqueries in ClickHouse)', async () => {
    const { engines, tenant } = parity();
    await expect(engines.clickhouse.search('events', tenant, { sort: ['user.first_seen_time'] }, window())).rejects.toMatchObject({ status: 400 });
    await expect(engines.clickhouse.count('events', tenant, { aggs: { a: { max: { field: 'company.first_seen_time' } } } }, window())).rejects.toMatchObject({ status: 400 });
  });

});
