import { DuckDbEventStore } from '../../../server/src/events/duckdbEventStore';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import { RollupRefresher, markHoursBeforeDeleting, rollupRefresherFor } from '../../../server/src/search/rollups/rollupRefresher';
import { deleteOldEventsBatch } from '../../../server/src/retention/retentionRepository';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from '../collector/wireEvents';

/** Dirty hours survive a restart: a new refresher (as after a crash) finds what the old one had not recomputed. */

const tenant = { orgId: 'rollup-org', appId: 'rollup-app' };
const HOUR = 3_600_000;

/**
 * The tests' "now": the middle of the hour before the current one. Events are placed whole hours before it and
 * hourOf() names their hours from it, so both agree however long the tests take (placed from the real time, events
 * stored just before an hour began were looked for an hour later by the tests that ran after it began).
 */
const base = Math.floor(Date.now() / HOUR) * HOUR - HOUR / 2;

function records(hoursAgo: number[], userId: string) {
  const limits = { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1 << 20 };
  return hoursAgo.map((h) => {
    const result = normaliseApiEvent(apiEvent({ user_id: userId }, h * 60 + (Date.now() - base) / 60_000), tenant, limits);
    if (!('record' in result)) throw new Error('rejected');
    return result.record;
  });
}

const hourOf = (hoursAgo: number) => Math.floor((base - hoursAgo * HOUR) / HOUR) * HOUR;

describe('rollup dirty hours across a restart', () => {
  const { server } = useTestServer();
  let store: DuckDbEventStore;

  beforeAll(async () => {
    store = new DuckDbEventStore(server.ctx.db);
    await store.insertEvents(tenant, records([30, 40], 'old-user'));
    await rollupRefresherFor(server.ctx.db).refreshAll();
  });

  it('marks the hours of committed events at once, and a new refresher recovers them from ingested_at', async () => {
    await store.insertEvents(tenant, records([5], 'u1'));
    expect(rollupRefresherFor(server.ctx.db).dirty.within(tenant, hourOf(5), hourOf(5))).toEqual([hourOf(5)]);
    const restarted = new RollupRefresher(server.ctx.db);
    await restarted.ready();
    expect(restarted.dirty.within(tenant, hourOf(48), hourOf(0))).toContain(hourOf(5));
    await restarted.stop();
  });

  it('marks the hours of events removed by retention, and of a whole organization', async () => {
    await store.insertEvents(tenant, records([60, 70], 'retained-user'));
    const refresher = rollupRefresherFor(server.ctx.db);
    await refresher.refreshAll();
    const rolledBefore = async (hoursAgo: number) => Number((await server.ctx.db.all<{ n: number }>(
      'SELECT coalesce(sum(n), 0) AS n FROM event_rollups WHERE org_id = $1 AND hour = $2::TIMESTAMP', [tenant.orgId, new Date(hourOf(hoursAgo)).toISOString().replace('T', ' ').replace('Z', '')]))[0].n);
    expect(await rolledBefore(70)).toBe(1);
    expect(await deleteOldEventsBatch(server.ctx.db, tenant.orgId, new Date(base - 65 * HOUR), 1000)).toBe(1);
    expect(refresher.dirty.within(tenant, hourOf(80), hourOf(0))).toEqual([hourOf(70)]);
    await refresher.refreshAll();
    expect(await rolledBefore(70)).toBe(0);
    expect(await rolledBefore(60)).toBe(1);
    const all = await server.ctx.db.transaction((tx) => markHoursBeforeDeleting(tx, tenant.orgId, null));
    expect(all.map((m) => m.hourMs)).toEqual(expect.arrayContaining([hourOf(60), hourOf(40), hourOf(30), hourOf(5)]));
    await server.ctx.db.run('DELETE FROM event_rollup_dirty');
  });

  it('keeps erased hours in the dirty table until they are recomputed', async () => {
    await rollupRefresherFor(server.ctx.db).refreshAll();
    expect(await store.deleteUser(tenant, 'old-user', true)).toBe(true);
    const marks = await server.ctx.db.all<{ h: number }>('SELECT epoch_ms(hour) AS h FROM event_rollup_dirty ORDER BY h');
    expect(marks.map((m) => Number(m.h))).toEqual([hourOf(40), hourOf(30)]);
    const restarted = new RollupRefresher(server.ctx.db);
    await restarted.ready();
    expect(restarted.dirty.within(tenant, hourOf(48), hourOf(20))).toEqual([hourOf(40), hourOf(30)]);
    await restarted.stop();
    await rollupRefresherFor(server.ctx.db).refreshAll();
    expect(await server.ctx.db.all('SELECT * FROM event_rollup_dirty')).toEqual([]);
    const sql = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
    const rows = await server.ctx.db.all<{ n: number }>('SELECT coalesce(sum(n), 0) AS n FROM event_rollups WHERE org_id = $1 AND hour IN ($2::TIMESTAMP, $3::TIMESTAMP)', [tenant.orgId, sql(hourOf(40)), sql(hourOf(30))]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('after a clean close, recovers what the close left dirty and not every event ingested shortly before it', async () => {
    const db = server.ctx.db;
    const dirtyMarks = async () => (await db.all<{ h: number }>('SELECT epoch_ms(hour) AS h FROM event_rollup_dirty')).map((m) => Number(m.h));
    await store.insertEvents(tenant, records([8], 'u2'));
    await rollupRefresherFor(db).refreshAll();
    expect(await dirtyMarks()).toEqual([]);
    // A run that had not recomputed the hours of its recent events (recovered from ingested_at, held in memory) closes.
    const first = new RollupRefresher(db);
    await first.ready();
    expect(first.dirty.within(tenant, hourOf(8), hourOf(8))).toEqual([hourOf(8)]);
    await first.close();
    expect(await dirtyMarks()).toContain(hourOf(8));
    // The next run finds them in the dirty table, recomputes them and closes cleanly in turn.
    const second = new RollupRefresher(db);
    await second.ready();
    expect(second.dirty.within(tenant, hourOf(8), hourOf(8))).toEqual([hourOf(8)]);
    await second.refreshAll();
    await second.close();
    expect(await dirtyMarks()).toEqual([]);
    // The events are still within the recovery margin of marked_until, but were all marked before the clean close.
    const third = new RollupRefresher(db);
    await third.ready();
    expect(third.dirty.within(tenant, hourOf(100), hourOf(0))).toEqual([]);
    await third.stop();
    await store.insertEvents(tenant, records([9], 'u3'));
    const afterClose = new RollupRefresher(db);
    await afterClose.ready();
    expect(afterClose.dirty.within(tenant, hourOf(100), hourOf(0))).toEqual([hourOf(9)]);
    await afterClose.stop();
    await rollupRefresherFor(db).refreshAll();
  });
});
