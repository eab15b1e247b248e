import { randomUUID } from 'node:crypto';
import { rollupRefresherFor } from '../../../server/src/search/rollups/rollupRefresher';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from '../collector/wireEvents';

/**
 * Rolled-up searches answer exactly what the scan answers: random events (late ones, repeated transaction ids,
 * sampled weights, calls without a response) are searched over HTTP with SEARCH_ROLLUPS on and off, over windows
 * that do not start or end on an hour, in several time zones, before and after the background refresh.
 */

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 8_103;
const rand = random(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const PATHS = ['/v1/items', '/v1/items/42', '/v1/orders', '/v1/orders/7/lines', '/health', '/graphql'];
const VERBS = ['GET', 'POST', 'PUT', 'DELETE'];
const STATUSES = [200, 200, 200, 201, 204, 301, 400, 404, 429, 500, 503];
const HOUR = 3_600_000;

/** One random API call `msAgo` before now (some without a response: no status, no duration). */
function randomEvent(msAgo: number, transactionId = randomUUID()): Record<string, unknown> {
  const start = new Date(Date.now() - msAgo);
  // Durations with many repeats (percentiles interpolate between equal and different neighbours).
  const duration = rand() < 0.5 ? Math.floor(rand() * 40) * 5 : Math.floor(rand() * 3000);
  const event = apiEvent({
    request: { time: start.toISOString(), uri: `https://api.acme.io${pick(PATHS)}`, verb: pick(VERBS), headers: {} },
    response: { time: new Date(start.getTime() + duration).toISOString(), status: pick(STATUSES), headers: {} },
    weight: rand() < 0.8 ? 1 : 1 + Math.floor(rand() * 9),
    user_id: `u${Math.floor(rand() * 30)}`,
    company_id: `c${Math.floor(rand() * 5)}`,
    transaction_id: transactionId,
  }, 0);
  if (rand() < 0.05) delete event.response;
  return event;
}

const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo'];
const p = (percents: number[]) => ({ percentiles: { field: 'duration_ms', percents } });
const weightSum = { sum: { field: 'weight', missing: 1 } };

/** Search bodies of the dashboard and time series (and a few more), each asked in every zone. */
function bodies(zone: string): Array<Record<string, unknown>> {
  const hist = (interval: Record<string, unknown>, aggs: Record<string, unknown>) => ({ date_histogram: { field: 'request.time', ...interval, time_zone: zone, min_doc_count: 0 }, aggs });
  return [
    { size: 0, aggs: { A: weightSum, series: hist({ calendar_interval: 'hour' }, { A: weightSum, errors: { filter: { bool: { filter: [{ range: { 'response.status': { gte: 400 } } }] } } } }) } },
    { size: 0, aggs: { A: p([50]), B: p([90]), C: p([99, 99.9, 0, 100]), series: hist({ calendar_interval: 'day' }, { A: p([50]), B: p([90]), C: p([99]) }) } },
    { size: 0, aggs: { g0: { terms: { field: 'response.status', size: 4 }, aggs: { A: weightSum, B: p([90]), series: hist({ calendar_interval: 'day' }, { A: weightSum, B: p([90]) }) } } } },
    { size: 0, aggs: { g0: { terms: { field: 'request.route', size: 3, order: { _key: 'asc' } }, aggs: { series: hist({ fixed_interval: '3h' }, { A: weightSum }) } } } },
    { aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.route', size: 10 }, aggs: { errors: { filter: { range: { 'response.status': { gte: 400 } } } }, latency: p([90]) } } } } } },
    { query: { bool: { filter: [{ range: { 'response.status': { gte: 400 } } }] } }, aggs: { statuses: { terms: { field: 'response.status', size: 50 }, aggs: { verbs: { terms: { field: 'request.verb', size: 2, order: { avg_ms: 'desc' } }, aggs: { avg_ms: { avg: { field: 'duration_ms' } } } } } } } },
    { query: { bool: { must_not: [{ term: { 'request.verb': 'GET' } }], should: [{ prefix: { 'request.route': '/v1' } }, { exists: { field: 'response.status' } }], minimum_should_match: 1 } },
      aggs: { periods: { filters: { filters: { ok: { range: { 'response.status': { lt: 400 } } }, bad: { range: { 'response.status': { gte: 400 } } } } }, aggs: {
        s: { sum: { field: 'duration_ms' } }, a: { avg: { field: 'duration_ms' } }, aw: { avg: { field: 'weight' } }, mn: { min: { field: 'duration_ms' } }, mx: { max: { field: 'duration_ms' } },
        wmn: { min: { field: 'weight' } }, wmx: { max: { field: 'weight' } }, c: { value_count: { field: 'duration_ms' } }, cw: { value_count: { field: 'weight' } }, l: p([25, 50, 75]) } } } },
    { size: 0, aggs: { week: hist({ calendar_interval: 'week' }, { A: weightSum, B: p([50]) }), st: { terms: { field: 'response.status', missing: 'none', size: 20 } } } },
    { size: 0, query: { terms: { 'request.route': ['/v1/items', '/v1/items/{id}'] } }, aggs: { series: hist({ fixed_interval: '1d' }, { A: weightSum }) } },
    // Nothing matches: empty metrics, null percentiles, empty buckets.
    { query: { term: { 'request.verb': 'PATCH' } }, aggs: { A: p([50, 95]), s: { sum: { field: 'duration_ms' } }, a: { avg: { field: 'weight' } }, m: { max: { field: 'duration_ms' } }, c: { value_count: { field: 'weight' } }, t: { terms: { field: 'response.status' }, aggs: { B: p([90]) } }, series: hist({ calendar_interval: 'day' }, { B: p([90]) }) } },
    { aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.route', size: 10 }, aggs: { latency: p([90]) } } } } } },
      unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.uri', size: 10 } } } } } },
      users: { cardinality: { field: 'user_id' } }, calls: weightSum, series: hist({ calendar_interval: 'day' }, { u: { cardinality: { field: 'company_id' } } }),
    } },
  ];
}

/** Windows that start and end inside an hour (and one on hour boundaries), as `from`/`to` query values. */
function windows(now: number): Array<[string, string]> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const onHour = Math.floor(now / HOUR) * HOUR;
  return [
    ['-24h', 'now'],
    ['-7d', 'now'],
    [iso(now - 9 * 86_400_000 - 17 * 60_000), iso(now - 3 * HOUR + 11 * 60_000 + 7)],
    [iso(onHour - 30 * HOUR), iso(onHour - 2 * HOUR)],
  ];
}

jest.setTimeout(180_000);

describe('exact search rollups (SEARCH_ROLLUPS on and off answer the same)', () => {
  const { server } = useTestServer();
  let user: SignedUpUserWithApp;
  const sent: Array<Record<string, unknown>> = [];
  const previous = process.env.SEARCH_ROLLUPS;

  const send = async (events: Array<Record<string, unknown>>) => {
    for (let i = 0; i < events.length; i += 500) {
      const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events.slice(i, i + 500), headers: { 'x-moesif-application-id': user.collectorToken } });
      expect(res.status).toBe(201);
    }
  };

  const ask = async (rollups: 'on' | 'off', from: string, to: string, body: unknown) => {
    process.env.SEARCH_ROLLUPS = rollups;
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { token: user.token, body });
    expect(res.status).toBe(201);
    delete res.body.took;
    return res.body;
  };

  /** Asks every body over every window and zone both ways; answers how many answers were compared. */
  const expectSameEverywhere = async (): Promise<number> => {
    let compared = 0;
    const now = Date.now();
    for (const zone of ZONES) {
      for (const [from, to] of windows(now)) {
        for (const body of bodies(zone)) {
          const scanned = await ask('off', from, to, body);
          const rolled = await ask('on', from, to, body);
          expect({ zone, from, to, body, answer: rolled }).toEqual({ zone, from, to, body, answer: scanned });
          compared += 1;
        }
      }
    }
    return compared;
  };

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    for (let i = 0; i < 1500; i++) sent.push(randomEvent(Math.floor(rand() * 12 * 86_400_000)));
    await send(sent);
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.SEARCH_ROLLUPS;
    else process.env.SEARCH_ROLLUPS = previous;
  });

  it('reads the hours just committed from the events (dirty) and answers like the scan', async () => {
    expect(rollupRefresherFor(server.ctx.db).dirty.size).toBeGreaterThan(0);
    expect(await expectSameEverywhere()).toBe(ZONES.length * 4 * bodies('UTC').length);
  });

  it('answers like the scan from the refreshed rollups', async () => {
    await rollupRefresherFor(server.ctx.db).refreshAll();
    expect(rollupRefresherFor(server.ctx.db).dirty.size).toBe(0);
    await expectSameEverywhere();
  });

  it('stays exact with late events and repeated transaction ids, before and after the refresh', async () => {
    const repeats = sent.slice(0, 200).map((e) => ({ ...e, weight: 9 }));
    const late = Array.from({ length: 150 }, () => randomEvent(Math.floor((5 + rand() * 5) * 86_400_000)));
    await send([...repeats, ...late]);
    const refresher = rollupRefresherFor(server.ctx.db);
    expect(refresher.dirty.size).toBeGreaterThan(0);
    await expectSameEverywhere();
    await refresher.refreshAll();
    await expectSameEverywhere();
  });

  it('stays exact when a user is erased with their events', async () => {
    const erased = await http(server.baseUrl, 'DELETE', `/api/search/${user.orgId}/users/u3?app_id=${user.appId}&delete_events=true`, { token: user.token });
    expect(erased.status).toBe(200);
    const dirty = await server.ctx.db.all<{ n: number }>('SELECT count(*) AS n FROM event_rollup_dirty');
    expect(dirty[0].n).toBeGreaterThan(0);
    await expectSameEverywhere();
    await rollupRefresherFor(server.ctx.db).refreshAll();
    expect((await server.ctx.db.all<{ n: number }>('SELECT count(*) AS n FROM event_rollup_dirty'))[0].n).toBe(0);
    await expectSameEverywhere();
  });

  it('really reads the rollup tables (a changed rollup row changes the rolled-up answer, not the scan)', async () => {
    const body = { size: 0, aggs: { A: weightSum } };
    const before = await ask('on', '-7d', 'now', body);
    await server.ctx.db.run('UPDATE event_rollups SET weight_sum = weight_sum + 1000 WHERE org_id = $1', [user.orgId]);
    const changed = await ask('on', '-7d', 'now', body);
    expect(changed.aggregations.A.value).toBeGreaterThan(before.aggregations.A.value);
    expect((await ask('off', '-7d', 'now', body)).aggregations.A.value).toBe(before.aggregations.A.value);
  });
});
