import { DuckDbEventStore } from '../../../server/src/events/duckdbEventStore';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import type { EventRecord } from '../../../server/src/events/types';
import { rollupRefresherFor } from '../../../server/src/search/rollups/rollupRefresher';
import {
  DAY_IDS_TABLE, IDS_TABLE, UNROUTED_DURATIONS_TABLE, UNROUTED_TABLE, allIdsSelect, unroutedDurationsSelect, unroutedSelect,
} from '../../../server/src/search/rollups/idRollupTables';
import {
  DAY_DURATIONS_TABLE, DAY_TOTAL_DURATIONS_TABLE, DURATIONS_TABLE, HOUR_DURATIONS_TABLE, ROLLUP_TABLE, durationsSelect, hourDurationsSelect, summarySelect,
} from '../../../server/src/search/rollups/rollupTables';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from '../collector/wireEvents';

/**
 * The refresher merges the events committed since an hour was last refreshed into its rollup rows. After any mix of
 * commits, merges, late events, duplicates and erasures, every rollup table must hold exactly what a recompute from
 * all the events gives.
 */

const tenant = { orgId: 'merge-org', appId: 'merge-app' };
const other = { orgId: 'merge-org', appId: 'other-app' };
const HOUR = 3_600_000;
const WHERE = `org_id = '${tenant.orgId}' AND app_id = '${tenant.appId}'`;

/** Each rollup table, and the same rows computed from the events now. */
const EXPECTED: Array<[string, string]> = [
  [ROLLUP_TABLE, summarySelect(WHERE, 'stored')],
  [DURATIONS_TABLE, durationsSelect(WHERE, 'stored')],
  [HOUR_DURATIONS_TABLE, hourDurationsSelect(WHERE, 'stored')],
  [IDS_TABLE, allIdsSelect(WHERE)],
  [UNROUTED_TABLE, unroutedSelect(WHERE, 'stored')],
  [UNROUTED_DURATIONS_TABLE, unroutedDurationsSelect(WHERE, 'stored')],
  [DAY_IDS_TABLE, `SELECT org_id, app_id, date_trunc('day', time), kind, id, sum(weight_sum)::BIGINT, sum(n)::BIGINT FROM (${allIdsSelect(WHERE)}) GROUP BY ALL`],
  [DAY_DURATIONS_TABLE, `SELECT org_id, app_id, date_trunc('day', time), event_type, verb, route, status, duration_ms, sum(n)::BIGINT FROM (${durationsSelect(WHERE, 'stored')}) GROUP BY ALL`],
  [DAY_TOTAL_DURATIONS_TABLE, `SELECT org_id, app_id, date_trunc('day', time), duration_ms, sum(n)::BIGINT FROM (${hourDurationsSelect(WHERE, 'stored')}) GROUP BY ALL`],
];

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const random = generator(7);
const pick = <T,>(values: T[]): T => values[Math.floor(random() * values.length)];

/** Events spread over the given minutes ago, with a mix of routes, statuses, durations, users and weights. */
function events(minutesAgo: number[], overrides: Record<string, unknown> = {}, app = tenant): EventRecord[] {
  const limits = { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1 << 20 };
  return minutesAgo.map((minutes) => {
    const wire = apiEvent({ user_id: pick(['u1', 'u2', 'u3', null]), company_id: pick(['c1', 'c2', null]), weight: pick([1, 1, 3]), ...overrides }, minutes);
    const request = wire.request as Record<string, unknown>;
    request.uri = pick(['https://api.acme.io/v1/items/42', 'https://api.acme.io/v1/orders', 'https://api.acme.io/health?probe=1']);
    request.verb = pick(['GET', 'POST']);
    const response = wire.response as Record<string, unknown>;
    response.status = pick([200, 201, 404, 500]);
    // Some calls have no response time, so no duration.
    if (random() < 0.2) delete response.time;
    else response.time = new Date(Date.parse(String(request.time)) + Math.floor(random() * 400)).toISOString();
    const result = normaliseApiEvent(wire, app, limits);
    if (!('record' in result)) throw new Error(`not accepted: ${JSON.stringify(result)}`);
    // Without a route, a call is kept in the unrouted rollups by its URI.
    if (random() < 0.3) result.record.route = null;
    return result.record;
  });
}

const minutes = (count: number, from: number, to: number) => Array.from({ length: count }, () => from + Math.floor(random() * (to - from)));

describe('rollup refresh by merging new events', () => {
  const { server } = useTestServer();
  let store: DuckDbEventStore;

  const rowsOf = (sql: string) => server.ctx.db.all(`SELECT * FROM (${sql}) ORDER BY ALL`);
  async function expectExact(): Promise<void> {
    for (const [table, select] of EXPECTED) {
      const stored = await rowsOf(`SELECT * FROM ${table} WHERE ${WHERE}`);
      const computed = await rowsOf(select);
      expect({ table, rows: stored.map((row) => Object.values(row)) }).toEqual({ table, rows: computed.map((row) => Object.values(row)) });
    }
  }
  const rolledCount = async (hourMs: number) => Number((await server.ctx.db.all<{ n: bigint }>(
    `SELECT coalesce(sum(n), 0) AS n FROM ${ROLLUP_TABLE} WHERE ${WHERE} AND hour = make_timestamp($1::BIGINT * 1000)`, [hourMs]))[0].n);

  /** Adds 100 to the count of one rollup row of an hour, as no event could. */
  const changeOneRow = (hourMs: number) => server.ctx.db.run(
    `UPDATE ${ROLLUP_TABLE} SET n = n + 100 WHERE ${WHERE} AND hour = make_timestamp($1::BIGINT * 1000) AND rowid = (
       SELECT min(rowid) FROM ${ROLLUP_TABLE} WHERE ${WHERE} AND hour = make_timestamp($1::BIGINT * 1000))`, [hourMs]);

  beforeAll(() => {
    store = new DuckDbEventStore(server.ctx.db);
    // Every hour here is small: merge them all the same (the server merges hours holding MERGE_FROM_EVENTS or more).
    rollupRefresherFor(server.ctx.db).mergeFromEvents = 0;
  });

  it('stamps each group commit with the next number of the commit sequence', async () => {
    await store.insertEvents(tenant, events([30, 31]));
    await store.insertEvents(tenant, events([32]));
    const rows = await server.ctx.db.all<{ seq: bigint; n: bigint }>(
      `SELECT commit_seq AS seq, count(*) AS n FROM events WHERE ${WHERE} GROUP BY commit_seq ORDER BY commit_seq`);
    expect(rows.map((r) => Number(r.n))).toEqual([2, 1]);
    expect(Number(rows[1].seq)).toBeGreaterThan(Number(rows[0].seq));
  });

  it('stays exact over commits, merges, late events and repeated transaction ids in past and current hours', async () => {
    const refresher = rollupRefresherFor(server.ctx.db);
    await store.insertEvents(tenant, events(minutes(300, 0, 3 * 24 * 60)));
    await store.insertEvents(other, events(minutes(50, 0, 3 * 24 * 60), {}, other));
    await refresher.refreshAll();
    await expectExact();
    for (let round = 0; round < 4; round++) {
      // New events in hours already rolled up (the same hours again, and late ones days back), in several commits.
      const batch = events(minutes(80, 0, 3 * 24 * 60));
      await Promise.all([store.insertEvents(tenant, batch.slice(0, 40)), store.insertEvents(tenant, batch.slice(40))]);
      // A batch sent again is deduplicated by transaction id: it adds nothing.
      await store.insertEvents(tenant, batch.slice(0, 10));
      await refresher.refreshAll();
      await expectExact();
    }
  });

  it('recomputes an hour holding fewer events than the merge threshold', async () => {
    const refresher = rollupRefresherFor(server.ctx.db);
    const hourMs = Math.floor((Date.now() - 9 * HOUR) / HOUR) * HOUR;
    const intoHour = (minute: number) => (Date.now() - hourMs) / 60_000 - minute;
    await store.insertEvents(tenant, events([intoHour(20), intoHour(25)]));
    await refresher.refreshAll();
    const before = await rolledCount(hourMs);
    await changeOneRow(hourMs);
    refresher.mergeFromEvents = before + 100 + 1;
    try {
      await store.insertEvents(tenant, events([intoHour(10)]));
      await refresher.refreshAll();
    } finally {
      refresher.mergeFromEvents = 0;
    }
    expect(await rolledCount(hourMs)).toBe(before + 1);
    await expectExact();
  });

  it('merges new events into the rows an hour has, and recomputes the hour once events were erased from it', async () => {
    const refresher = rollupRefresherFor(server.ctx.db);
    await refresher.refreshAll();
    const hourMs = Math.floor((Date.now() - 5 * HOUR) / HOUR) * HOUR;
    const intoHour = (minute: number) => (Date.now() - hourMs) / 60_000 - minute;
    await store.insertEvents(tenant, events([intoHour(20), intoHour(25)], { user_id: 'kept-user' }));
    await refresher.refreshAll();
    const before = await rolledCount(hourMs);
    expect(before).toBeGreaterThanOrEqual(2);
    // A changed rollup row outlives a merge (the merge adds to the rows, it does not read the hour's old events) ...
    await changeOneRow(hourMs);
    await store.insertEvents(tenant, events([intoHour(10)], { user_id: 'erased-user' }));
    await refresher.refreshAll();
    expect(await rolledCount(hourMs)).toBe(before + 100 + 1);
    // ... and an erasure, which merging cannot take out, recomputes the hour from its events.
    expect(await store.deleteUser(tenant, 'erased-user', true)).toBe(true);
    await refresher.refreshAll();
    expect(await rolledCount(hourMs)).toBe(before);
    await expectExact();
  });
});
