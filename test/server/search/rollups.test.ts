import { randomUUID } from 'node:crypto';
import { commitSequenceFor } from '../../../server/src/events/commitSequence';
import { rollupRefresherFor } from '../../../server/src/search/rollups/rollupRefresher';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from '../collector/wireEvents';
import type { EventRecord } from '../../../server/src/events/types';

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
  // Anonymous calls and calls of users without a company (terms with and without `missing`, distinct counts).
  if (rand() < 0.1) delete event.user_id;
  if (rand() < 0.1) delete event.company_id;
  return event;
}

const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo'];
const p = (percents: number[]) => ({ percentiles: { field: 'duration_ms', percents } });
const weightSum = { sum: { field: 'weight', missing: 1 } };

const users = { cardinality: { field: 'user_id' } };
const companies = { cardinality: { field: 'company_id' } };
const errorsFilter = { filter: { bool: { filter: [{ range: { 'response.status': { gte: 400 } } }] } } };
const unroutedFilter = { bool: { must_not: [{ exists: { field: 'request.route' } }] } };

/** The id and URI shapes (key numbers, top users and companies, unique-user series, top errors and endpoints). */
function idBodies(zone: string, now: number): Array<Record<string, unknown>> {
  const hist = (interval: Record<string, unknown>, aggs: Record<string, unknown>) => ({ date_histogram: { field: 'request.time', ...interval, time_zone: zone, min_doc_count: 0 }, aggs });
  const iso = (ms: number) => new Date(ms).toISOString();
  const onHour = Math.floor(now / HOUR) * HOUR;
  const keyNumbers = { calls: weightSum, errors: errorsFilter, latency: p([95]), users, companies };
  const paths = (field: string, aggs: Record<string, unknown>) => ({ verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field, size: 10 }, aggs } } } });
  return [
    { aggs: { periods: { filters: { filters: { current: { range: { 'request.time': { gte: iso(now - 30 * HOUR) } } }, previous: { range: { 'request.time': { lt: iso(now - 30 * HOUR) } } } } }, aggs: keyNumbers } } },
    { aggs: { f: { filter: { range: { 'request.time': { gt: iso(onHour - 50 * HOUR), lte: iso(now - 5 * HOUR - 7 * 60_000) } } }, aggs: { u: users, s: weightSum, t: { terms: { field: 'response.status', size: 3 } } } },
      g: { filters: { filters: [{ range: { 'request.time': { gte: iso(onHour - 6 * HOUR), lt: iso(onHour - 6 * HOUR + 20 * 60_000) } } }] }, aggs: { c: companies } } } },
    { aggs: { u: { terms: { field: 'user_id', size: 10 } }, c: { terms: { field: 'company_id', size: 3, missing: 'none' } }, k: { terms: { field: 'user_id', size: 5, order: { _key: 'desc' }, min_doc_count: 20 } } } },
    { size: 0, aggs: { A: users, B: companies, series: hist({ calendar_interval: 'day', extended_bounds: { min: iso(now - 8 * 86_400_000), max: iso(now) } }, { A: users, B: companies }) } },
    { size: 0, aggs: { series: hist({ calendar_interval: 'hour' }, { A: users }), week: hist({ calendar_interval: 'week' }, { B: companies }) } },
    { query: { bool: { filter: [{ range: { 'response.status': { gte: 400 } } }] } }, aggs: { statuses: { terms: { field: 'response.status', size: 50 }, aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: paths('request.route', {}) },
      unrouted: { filter: unroutedFilter, aggs: paths('request.uri', {}) } } } } },
    { aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: paths('request.route', { errors: errorsFilter, latency: p([90]) }) },
      unrouted: { filter: unroutedFilter, aggs: paths('request.uri', { errors: errorsFilter, latency: p([90]) }) } } },
  ];
}

/** Search bodies of the dashboard and time series (and a few more), each asked in every zone. */
function bodies(zone: string, now: number): Array<Record<string, unknown>> {
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
    // Calls without a response count in the window's events but not in its durations.
    { size: 0, aggs: { c: { value_count: { field: 'duration_ms' } }, a: { avg: { field: 'duration_ms' } }, series: hist({ calendar_interval: 'hour' }, { c: { value_count: { field: 'duration_ms' } } }) } },
    // Nothing matches: empty metrics, null percentiles, empty buckets.
    { query: { term: { 'request.verb': 'PATCH' } }, aggs: { A: p([50, 95]), s: { sum: { field: 'duration_ms' } }, a: { avg: { field: 'weight' } }, m: { max: { field: 'duration_ms' } }, c: { value_count: { field: 'weight' } }, t: { terms: { field: 'response.status' }, aggs: { B: p([90]) } }, series: hist({ calendar_interval: 'day' }, { B: p([90]) }) } },
    { aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.route', size: 10 }, aggs: { latency: p([90]) } } } } } },
      unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.uri', size: 10 } } } } } },
      users: { cardinality: { field: 'user_id' } }, calls: weightSum, series: hist({ calendar_interval: 'day' }, { u: { cardinality: { field: 'company_id' } } }),
    } },
    ...idBodies(zone, now),
  ];
}

/** Windows that start and end inside an hour (and one on hour boundaries), as `from`/`to` query values. */
function windows(now: number): Array<[string, string]> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const onHour = Math.floor(now / HOUR) * HOUR;
  // Absolute instants: a relative window would move between the two answers compared and could gain or lose an event.
  return [
    [iso(now - 24 * HOUR), iso(now)],
    [iso(now - 7 * 86_400_000), iso(now)],
    [iso(now - 9 * 86_400_000 - 17 * 60_000), iso(now - 3 * HOUR + 11 * 60_000 + 7)],
    [iso(onHour - 30 * HOUR), iso(onHour - 2 * HOUR)],
  ];
}

jest.setTimeout(600_000);

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

  const request = async (from: string, to: string, body: unknown) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { token: user.token, body });
    expect(res.status).toBe(201);
    delete res.body.took;
    return res.body;
  };

  const ask = async (rollups: 'on' | 'off', from: string, to: string, body: unknown) => {
    process.env.SEARCH_ROLLUPS = rollups;
    return request(from, to, body);
  };

  /**
   * Answers every question with SEARCH_ROLLUPS set one way, a few at a time: the server runs one search of an
   * organization at once, and the others' HTTP and compilation overlap it. The setting is read per search, so it
   * stays the same for the whole batch.
   */
  const askAll = async (rollups: 'on' | 'off', questions: Array<[string, string, unknown]>) => {
    process.env.SEARCH_ROLLUPS = rollups;
    const answers: unknown[] = new Array(questions.length);
    let next = 0;
    await Promise.all(Array.from({ length: 3 }, async () => {
      while (next < questions.length) {
        const index = next++;
        answers[index] = await request(...questions[index]);
      }
    }));
    return answers;
  };

  /**
   * Asks every body over every window and zone both ways; answers how many answers were compared. A body that names
   * no zone is the same request in every zone, so it is asked once per window.
   */
  const expectSameEverywhere = async (): Promise<number> => {
    const now = Date.now();
    const questions: Array<[string, string, unknown]> = [];
    const asked: Array<{ zone: string; from: string; to: string; body: unknown }> = [];
    const seen = new Set<string>();
    for (const zone of ZONES) {
      for (const [from, to] of windows(now)) {
        for (const body of bodies(zone, now)) {
          const key = JSON.stringify([from, to, body]);
          if (seen.has(key)) continue;
          seen.add(key);
          questions.push([from, to, body]);
          asked.push({ zone, from, to, body });
        }
      }
    }
    // Rolled up first, while the hours just written are still dirty (the background refresh cleans them meanwhile).
    const rolled = await askAll('on', questions);
    const scanned = await askAll('off', questions);
    asked.forEach((question, i) => expect({ ...question, answer: rolled[i] }).toEqual({ ...question, answer: scanned[i] }));
    return asked.length;
  };

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    for (let i = 0; i < 1500; i++) sent.push(randomEvent(Math.floor(rand() * 12 * 86_400_000)));
    await send(sent);
    // The collector gives every call a route; calls without one (stored before routes existed) are copied in here and
    // their hours marked as a commit marks them.
    const db = server.ctx.db;
    await db.withWriter(async (_connection, tx) => {
      const commitSeq = await commitSequenceFor(db).next(tx);
      const copied = await tx.all<{ h: number }>(
        `INSERT INTO events SELECT * REPLACE (id || 'u' AS id, NULL AS route, uri || '?v=' || (hash(id) % 3)::VARCHAR AS uri, $2::BIGINT AS commit_seq) FROM events
         WHERE org_id = $1 AND hash(id) % 5 = 0 RETURNING epoch_ms(time) AS h`, [user.orgId, commitSeq]);
      rollupRefresherFor(db).markCommitted({ orgId: user.orgId, appId: user.appId }, copied.map((r) => ({ time: new Date(Number(r.h)) }) as EventRecord), commitSeq);
    });
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.SEARCH_ROLLUPS;
    else process.env.SEARCH_ROLLUPS = previous;
  });

  it('reads the hours just committed from the events (dirty) and answers like the scan', async () => {
    expect(rollupRefresherFor(server.ctx.db).dirty.size).toBeGreaterThan(0);
    // Every body in every window, and the bodies with a histogram in every zone.
    const zoned = bodies('UTC', 0).filter((body) => JSON.stringify(body).includes('time_zone')).length;
    expect(zoned).toBeGreaterThan(0);
    expect(await expectSameEverywhere()).toBe(4 * (bodies('UTC', 0).length + (ZONES.length - 1) * zoned));
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

describe('exact id rollups: the day, hour and URI rows are really read', () => {
  const { server } = useTestServer();
  const previous = process.env.SEARCH_ROLLUPS;
  let user: SignedUpUserWithApp;

  const ask = async (rollups: 'on' | 'off', body: unknown) => {
    process.env.SEARCH_ROLLUPS = rollups;
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=-7d&to=now`, { token: user.token, body });
    expect(res.status).toBe(201);
    delete res.body.took;
    return res.body;
  };

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    const events = Array.from({ length: 300 }, () => randomEvent(Math.floor(rand() * 6 * 86_400_000)));
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
    await rollupRefresherFor(server.ctx.db).refreshAll();
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.SEARCH_ROLLUPS;
    else process.env.SEARCH_ROLLUPS = previous;
  });

  it('counts an id added to a day row or an hour row, a duration added to a day row (with or without dimensions), and a URI added to the unrouted rows, only with rollups on', async () => {
    const body = {
      aggs: {
        byVerb: { terms: { field: 'request.verb', size: 10 }, aggs: { latency: { percentiles: { field: 'duration_ms', percents: [50] } } } },
        latency: { percentiles: { field: 'duration_ms', percents: [50] } },
        users: { cardinality: { field: 'user_id' } },
        top: { terms: { field: 'user_id', size: 50 } },
        periods: { filters: { filters: { current: { range: { 'request.time': { gte: 'now-3d' } } } } }, aggs: { users: { cardinality: { field: 'user_id' } } } },
        unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: { paths: { terms: { field: 'request.uri' } } } },
      },
    };
    const before = await ask('on', body);
    expect(before).toEqual(await ask('off', body));
    const now = Date.now();
    const day = Math.floor(now / 86_400_000) * 86_400_000 - 2 * 86_400_000;
    const db = server.ctx.db;
    const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
    await db.run("INSERT INTO event_rollup_day_ids VALUES ($1, $2, $3::TIMESTAMP, 'user', 'u-day', 40, 40)", [user.orgId, user.appId, at(day)]);
    const withDay = await ask('on', body);
    expect(withDay.aggregations.users.value).toBe(before.aggregations.users.value + 1);
    expect(withDay.aggregations.periods.buckets.current.users.value).toBe(before.aggregations.periods.buckets.current.users.value + 1);
    expect(withDay.aggregations.top.buckets).toContainEqual({ key: 'u-day', doc_count: 40 });
    const verb = before.aggregations.byVerb.buckets[0].key;
    await db.run("INSERT INTO event_rollup_day_durations VALUES ($1, $2, $3::TIMESTAMP, 'api_call', $4, NULL, 200, 987654, 100000)", [user.orgId, user.appId, at(day), verb]);
    expect((await ask('on', body)).aggregations.byVerb.buckets[0].latency.values['50.0']).toBe(987654);
    expect((await ask('on', body)).aggregations.latency.values['50.0']).toBe(before.aggregations.latency.values['50.0']);
    await db.run('INSERT INTO event_rollup_day_total_durations VALUES ($1, $2, $3::TIMESTAMP, 876543, 100000)', [user.orgId, user.appId, at(day)]);
    expect((await ask('on', body)).aggregations.latency.values['50.0']).toBe(876543);
    // The last whole hour of the window lies after its last whole UTC day unless the window ends in the first hour of a day.
    const lastHour = Math.floor(now / HOUR) * HOUR - HOUR;
    const hour = lastHour % 86_400_000 === 23 * HOUR ? Math.ceil((now - 7 * 86_400_000) / HOUR) * HOUR : lastHour;
    await db.run("INSERT INTO event_rollup_ids VALUES ($1, $2, $3::TIMESTAMP, 'user', 'u-hour', 1, 1)", [user.orgId, user.appId, at(hour)]);
    expect((await ask('on', body)).aggregations.users.value).toBe(before.aggregations.users.value + 2);
    await db.run(`INSERT INTO event_rollup_unrouted VALUES ($1, $2, $3::TIMESTAMP, 'api_call', 'GET', NULL, 500, '/added', 7, 7, 1, 1, 0, NULL, NULL, NULL)`, [user.orgId, user.appId, at(hour)]);
    expect((await ask('on', body)).aggregations.unrouted.paths.buckets).toEqual([{ key: '/added', doc_count: 7 }]);
    expect(await ask('off', body)).toEqual(before);
  });
});
