import { deleteEventsBefore } from '../../../../server/src/events/clickhouse/clickHouseEventData';
import type { EventRecord } from '../../../../server/src/events/types';
import { sql } from '../../../../server/src/storage/clickhouse/literal';
import { describeWithClickHouse } from '../../storage/clickhouse/clickHouseTestDatabase';
import { DAY, HOUR, bodies, weightSum, windows } from './parityBodies';
import { randomCall, records, seeded, useParity, type Parity } from './parityFixture';

/**
 * The ClickHouse rollups answer exactly what the scan answers (and the embedded engine), with late events, repeated
 * transaction ids, calls without a route, erased users and retention: the rollups follow inserts through their views
 * and deletions through the compensating rows written before each delete.
 */

jest.setTimeout(900_000);

/** The parts of the answer the last test reads. */
interface Answer {
  calls: { value: number };
  users: { value: number };
  latency: { values: Record<string, number> };
  byVerb: { buckets: Array<{ key: string; latency: { values: Record<string, number> } }> };
  unrouted: { paths: { buckets: Array<{ key: string; doc_count: number }> } };
}

/** Queries on one rolled-up header's value (the event log's header filters), counted from the header rollups. */
const HEADER_QUERIES: unknown[] = [
  { bool: { filter: [{ term: { 'request.headers.content-type': 'text/xml' } }] } },
  { term: { 'request.headers.Content-Type.keyword': 'application/json' } },
  { terms: { 'request.headers.user-agent': ['curl/8.1', "it's", 'PostmanRuntime/7.1.1'] } },
  { bool: { must: { wildcard: { 'request.headers.user-agent': { value: '*curl*' } } } } },
  { prefix: { 'request.headers.USER-AGENT': 'Postman' } },
  { match: { 'request.headers.user-agent': 'CURL' } },
  { exists: { field: 'request.headers.accept' } },
  { exists: { field: 'response.headers.content-type' } },
  { term: { 'response.headers.content-type': "o'brien\\?" } },
];

/** Every body (and header query) over two windows (one off the hours, one of 30 days) in UTC and Los Angeles. */
async function expectSame(parity: Parity, options: { withEmbedded: boolean }): Promise<number> {
  let compared = 0;
  for (const zone of ['UTC', 'America/Los_Angeles']) {
    for (const range of windows(parity.now).filter((_, i) => i === 1 || i === 3)) {
      for (const body of [...bodies(zone, parity.now), ...(zone === 'UTC' ? HEADER_QUERIES.map((query) => ({ query })) : [])]) {
        const [duckdb, clickhouse, scan] = await parity.ask('count', 'events', body, range);
        if (options.withEmbedded) expect({ range, body, answers: [clickhouse, scan] }).toEqual({ range, body, answers: [duckdb, duckdb] });
        else expect({ range, body, answer: clickhouse }).toEqual({ range, body, answer: scan });
        compared += 1;
      }
    }
  }
  return compared;
}

describeWithClickHouse('ClickHouse rollups (rolled up and scanned answer the same)', () => {
  let loaded: EventRecord[] = [];
  const parity = useParity(async (stores, tenant, now) => {
    const rand = seeded(30_303);
    loaded = records(tenant, Array.from({ length: 1500 }, () => randomCall(rand, now - Math.floor(rand() * 12 * DAY))), now)
      .map((e, i) => (i % 6 === 0 ? { ...e, route: null } : e));
    for (const store of stores) await store.insertEvents(tenant, loaded);
  });

  it('stays exact with late events and repeated transaction ids', async () => {
    const { stores, tenant, now } = parity();
    const rand = seeded(40_404);
    const repeats = loaded.slice(0, 200).map((e) => ({ ...e, weight: 9 }));
    const late = records(tenant, Array.from({ length: 150 }, () => randomCall(rand, now - Math.floor((5 + rand() * 5) * DAY))), now);
    for (const store of [stores.duckdb, stores.clickhouse]) expect(await store.insertEvents(tenant, [...repeats, ...late])).toEqual({ inserted: 150, duplicates: 200 });
    await stores.clickhouse.settled();
    expect(await expectSame(parity(), { withEmbedded: true })).toBe(4 * bodies('UTC', now).length + 2 * HEADER_QUERIES.length);
  });

  it('stays exact when a user is erased with their events, and after a retention cut', async () => {
    const { stores, tenant, now } = parity();
    for (const store of [stores.duckdb, stores.clickhouse]) expect(await store.deleteUser(tenant, 'u3', true)).toBe(true);
    await stores.clickhouse.erasures.flush();
    await stores.clickhouse.erasures.completed();
    await expectSame(parity(), { withEmbedded: true });
    // A cut inside an hour (the embedded store's retention is not asked here: ClickHouse with and without rollups).
    expect(await deleteEventsBefore(stores.clickhouse.deletions, tenant.orgId, new Date(now - 8 * DAY - 17 * 60_000))).toBeGreaterThan(0);
    await expectSame(parity(), { withEmbedded: false });
  });

  it('really reads the rollup tables: a row added to them changes the rolled-up answer and not the scan', async () => {
    const { engines, tenant, now, client } = parity();
    // From 05:00:17 UTC a week ago: its first whole hour (06:00) is read from the hour rows, the whole days after it from the day rows.
    const start = Math.floor((now - 7 * DAY) / DAY) * DAY + 5 * HOUR + 17_000;
    const range = { from: new Date(start), to: new Date(now) };
    const body = {
      aggs: {
        calls: weightSum, users: { cardinality: { field: 'user_id' } }, latency: { percentiles: { field: 'duration_ms', percents: [50] } },
        byVerb: { terms: { field: 'request.verb', size: 10 }, aggs: { latency: { percentiles: { field: 'duration_ms', percents: [50] } } } },
        unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: { paths: { terms: { field: 'request.uri' } } } },
      },
    };
    const ask = async (engine: 'clickhouse' | 'clickhouseScan') => (await engines[engine].count('events', tenant, body, range)).aggregations as unknown as Answer;
    const before = await ask('clickhouse');
    expect(before).toEqual(await ask('clickhouseScan'));
    const hour = Math.floor((now - 3 * DAY) / HOUR) * HOUR;
    const day = Math.floor((now - 3 * DAY) / DAY) * DAY;
    const at = (ms: number) => new Date(ms);
    await client.command(sql`INSERT INTO rollup_summary VALUES (${tenant.orgId}, ${tenant.appId}, ${at(start - 17_000 + HOUR)}, 'api_call', 'GET', 0, '/added', 0, 200, 0, 300, 1, 0, 0)`);
    await client.command(sql`INSERT INTO rollup_day_summary VALUES (${tenant.orgId}, ${tenant.appId}, ${at(day)}, 'api_call', 'GET', 0, '/added', 0, 200, 0, 1000, 1, 0, 0)`);
    // An hour row inside a whole day is not read: the day rows hold that day.
    await client.command(sql`INSERT INTO rollup_summary VALUES (${tenant.orgId}, ${tenant.appId}, ${at(hour)}, 'api_call', 'GET', 0, '/added', 0, 200, 0, 50, 1, 0, 0)`);
    await client.command(sql`INSERT INTO rollup_day_ids VALUES (${tenant.orgId}, ${tenant.appId}, ${at(day)}, 'user', 'u-day', 0, 40, 40)`);
    await client.command(sql`INSERT INTO rollup_hour_durations VALUES (${tenant.orgId}, ${tenant.appId}, ${at(hour)}, 987654, 100000, 100000)`);
    await client.command(sql`INSERT INTO rollup_day_durations VALUES (${tenant.orgId}, ${tenant.appId}, ${at(day)}, 'api_call', 'GET', 0, '/x', 0, 200, 0, 987654, 100000, 100000)`);
    await client.command(sql`INSERT INTO rollup_day_unrouted VALUES (${tenant.orgId}, ${tenant.appId}, ${at(day)}, 'api_call', 'GET', 0, '', 1, 500, 0, '/added', 0, 700, 1, 0, 0)`);
    await client.command(sql`INSERT INTO rollup_headers VALUES (${tenant.orgId}, ${tenant.appId}, ${at(hour)}, 'request.headers.content-type', 'text/xml', 0, 5, 5)`);
    const xml = { query: { term: { 'request.headers.content-type': 'text/xml' } } };
    const xmlTotal = async (engine: 'clickhouse' | 'clickhouseScan') => (await engines[engine].count('events', tenant, xml, range)).hits.total;
    expect(await xmlTotal('clickhouse')).toBe(await xmlTotal('clickhouseScan') + 5);
    const after = await ask('clickhouse');
    expect(after.calls.value).toBe(before.calls.value + 300 + 1000);
    expect(after.users.value).toBe(before.users.value + 1);
    expect(after.latency.values['50.0']).toBe(987654);
    expect(after.byVerb.buckets.find((b) => b.key === 'GET')?.latency.values['50.0']).toBe(987654);
    expect(after.unrouted.paths.buckets).toContainEqual({ key: '/added', doc_count: 700 });
    expect(await ask('clickhouseScan')).toEqual(before);
  });
});
