import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DuckDbEventStore } from '../../../server/src/events/duckdbEventStore';
import { EXACT_ID_BYTES } from '../../../server/src/events/exactDayIds';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import { MAX_DAYS_PER_LOOKUP, TransactionIdIndex } from '../../../server/src/events/transactionIdIndex';
import type { EventRecord, Tenant } from '../../../server/src/events/types';
import { deleteOldEventsBatch } from '../../../server/src/retention/retentionRepository';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from './wireEvents';

const DAY = 86_400_000;

/** The connection, recording the SQL of every statement prepared on it. */
function recording(connection: DuckDBConnection, statements: string[]): DuckDBConnection {
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
/** Whether a statement reads a day of ids into the index (as strings or as fingerprints). */
const readsIds = (sql: string) => /SELECT transaction_id,|md5\(transaction_id\)/.test(sql);

/** Deduplication by transaction id through the group commit writer's in-memory index, on a real embedded database. */
describe('transaction id index', () => {
  const { server } = useTestServer();
  let store: DuckDbEventStore;
  const tenant: Tenant = { orgId: 'org-index', appId: 'app-index' };
  const limits = { now: Date.now(), maxAgeMs: 60 * DAY, maxEventBytes: 1024 * 1024 };
  /**
   * The tests' "now": the real time, or 23:00 UTC of the day before in the first three hours of a UTC day, so that
   * every event of minutes or an hour before it, and every lookup window of the hours before it, falls in one UTC day
   * (the index holds days, and the counts these tests expect are of one day held).
   */
  const base = (() => {
    const now = Date.now();
    const sinceMidnight = now % DAY;
    return sinceMidnight >= 3 * 3_600_000 ? now : now - sinceMidnight - 3_600_000;
  })();
  const record = (transactionId: string, minutesBefore: number, overrides: Record<string, unknown> = {}, of: Tenant = tenant): EventRecord => {
    const minutesAgo = minutesBefore + (Date.now() - base) / 60_000;
    const result = normaliseApiEvent(apiEvent({ transaction_id: transactionId, ...overrides }, minutesAgo), of, limits);
    if (!('record' in result)) throw new Error('test event rejected');
    return result.record;
  };
  const stored = async (transactionId: string) =>
    Number((await server.ctx.db.all<{ n: number }>('SELECT count(*) AS n FROM events WHERE transaction_id = $1', [transactionId]))[0].n);

  beforeAll(() => {
    store = new DuckDbEventStore(server.ctx.db);
  });

  it('drops a retry within a day of the stored copy and stores one more than a day from it, as the table lookup does', async () => {
    const id = randomUUID();
    expect(await store.insertEvents(tenant, [record(id, 3 * 24 * 60)])).toEqual({ inserted: 1, duplicates: 0 });
    expect(await store.insertEvents(tenant, [record(id, 3 * 24 * 60 - 12 * 60)])).toEqual({ inserted: 0, duplicates: 1 });
    expect(await store.insertEvents(tenant, [record(id, 3 * 24 * 60 - 36 * 60)])).toEqual({ inserted: 1, duplicates: 0 });
    expect(await stored(id)).toBe(2);
  });

  it('stores a retry again once the stored copy was erased with its user, or deleted by retention', async () => {
    const erased = randomUUID();
    await store.insertEvents(tenant, [record(erased, 30, { user_id: 'erased-user' })]);
    expect(await store.insertEvents(tenant, [record(erased, 30, { user_id: 'erased-user' })])).toEqual({ inserted: 0, duplicates: 1 });
    expect(await store.deleteUser(tenant, 'erased-user', true)).toBe(true);
    expect(await store.insertEvents(tenant, [record(erased, 30)])).toEqual({ inserted: 1, duplicates: 0 });

    const old = randomUUID();
    await store.insertEvents(tenant, [record(old, 40 * 24 * 60)]);
    expect(await store.insertEvents(tenant, [record(old, 40 * 24 * 60)])).toEqual({ inserted: 0, duplicates: 1 });
    expect(await deleteOldEventsBatch(server.ctx.db, tenant.orgId, new Date(Date.now() - 39 * DAY), 1000)).toBeGreaterThan(0);
    expect(await store.insertEvents(tenant, [record(old, 40 * 24 * 60)])).toEqual({ inserted: 1, duplicates: 0 });
  });

  it('still finds duplicates in a batch spanning more days than it loads at once', async () => {
    const ids = Array.from({ length: MAX_DAYS_PER_LOOKUP + 3 }, () => randomUUID());
    const batch = () => ids.map((id, i) => record(id, i * 24 * 60 + 5));
    expect(await store.insertEvents(tenant, batch())).toEqual({ inserted: ids.length, duplicates: 0 });
    expect(await store.insertEvents(tenant, batch())).toEqual({ inserted: 0, duplicates: ids.length });
  });

  it('answers from the days it loaded and the ids committed since, evicts the least recently used days, drops them after an SQL write and remembers the days too large', async () => {
    const db = server.ctx.db;
    const mine: Tenant = { orgId: 'org-index', appId: 'app-mine' };
    const other: Tenant = { orgId: 'org-index', appId: 'app-other' };
    const [today, lastWeek] = [randomUUID(), randomUUID()];
    await store.insertEvents(mine, [record(today, 60, {}, mine), record(lastWeek, 7 * 24 * 60, {}, mine)]);
    await store.insertEvents(other, [record('o1', 20, {}, other), record('o2', 20, {}, other)]);
    const index = new TransactionIdIndex(() => db.tableVersion('events'), { maxBytes: 3 * EXACT_ID_BYTES });
    const now = base;
    const known = (t: Tenant, ids: string[], from: number, to: number) => db.withWriter((connection) => index.known(connection, t, ids, from, to));

    expect(await known(mine, [today, lastWeek, 'unknown'], now - 2 * 3_600_000, now)).toEqual(new Set([today]));
    expect(index.size).toBe(1);
    const added = [record('added-after-commit', 30, {}, mine)];
    await store.insertEvents(mine, added);
    index.committed(mine, added);
    expect(index.size).toBe(2);
    expect(await known(mine, ['added-after-commit'], now - 3_600_000, now)).toEqual(new Set(['added-after-commit']));
    // The other app's days need room: the first app's days, used longer ago, are dropped.
    expect(await known(other, ['o1', 'o2', today], now - 3_600_000, now)).toEqual(new Set(['o1', 'o2']));
    expect(index.size).toBe(2);
    // Loaded again, the first app's day holds both its ids: the other app's day, used longer ago, makes room.
    expect(await known(mine, [today], now - 2 * 3_600_000, now)).toEqual(new Set([today]));
    expect(index.size).toBe(2);
    // A day with more ids than the index may hold is not held: its lookups answer null (the table is asked).
    const big: Tenant = { orgId: 'org-index', appId: 'app-big' };
    await store.insertEvents(big, ['b1', 'b2', 'b3', 'b4'].map((id) => record(id, 10, {}, big)));
    expect(await known(big, ['b1'], now - 3_600_000, now)).toBeNull();
    expect(await known(big, ['b1'], now - 3_600_000, now)).toBeNull();
    expect(index.size).toBe(2);
    // An SQL write of the events table drops every day held: the deleted copy is not found any more.
    await db.run('DELETE FROM events WHERE transaction_id = $1', [today]);
    expect(await known(mine, [today], now - 2 * 3_600_000, now)).toEqual(new Set());
    // A day found too large stays so across SQL writes (its lookups keep going to the table, which is exact), so that
    // a retention batch does not make a busy app load its day again; even shrunk below the cap, it is not loaded.
    await db.run("DELETE FROM events WHERE org_id = 'org-index' AND app_id = 'app-big' AND transaction_id <> 'b1'");
    expect(await known(big, ['b1'], now - 3_600_000, now)).toBeNull();
  });

  it('reports an id only once the table confirms it: a fingerprint it holds without a stored copy is not a duplicate', async () => {
    const db = server.ctx.db;
    const app: Tenant = { orgId: 'org-index', appId: 'app-confirm' };
    const stored = record(randomUUID(), 15, {}, app);
    await store.insertEvents(app, [stored]);
    // Every day held as fingerprints.
    const index = new TransactionIdIndex(() => db.tableVersion('events'), { maxExactDayIds: 0 });
    const now = base;
    const statements: string[] = [];
    const known = (ids: string[]) => db.withWriter((connection) => index.known(recording(connection, statements), app, ids, now - 3_600_000, now));
    expect(await known([stored.transactionId as string])).toEqual(new Set([stored.transactionId]));
    // Held as committed, but never stored (as another id with the same fingerprint would be): the table says no.
    index.committed(app, [record('held-not-stored', 20, {}, app)]);
    expect(await known(['held-not-stored', 'never-seen'])).toEqual(new Set());
    // A group whose ids match nothing held asks the table nothing.
    statements.length = 0;
    expect(await known(['never-seen-either'])).toEqual(new Set());
    expect(statements).toEqual([]);
  });

  it('holds a day of more ids than it keeps as strings as fingerprints, loaded so or after commits grow it, and finds the same duplicates', async () => {
    const db = server.ctx.db;
    const app: Tenant = { orgId: 'org-index', appId: 'app-growing' };
    const first = ['f1', 'f2'].map((id) => record(id, 10, {}, app));
    await store.insertEvents(app, first);
    const index = new TransactionIdIndex(() => db.tableVersion('events'), { maxExactDayIds: 3 });
    const now = base;
    const statements: string[] = [];
    const known = (ids: string[]) => db.withWriter((connection) => index.known(recording(connection, statements), app, ids, now - 3_600_000, now));
    const fingerprintLoads = () => statements.filter((sql) => /md5\(transaction_id\)/.test(sql)).length;

    expect(await known(['f1', 'new-1'])).toEqual(new Set(['f1']));
    expect(fingerprintLoads()).toBe(0);
    // Two more commit: 4 ids, more than a day of strings may hold. The day is dropped and loaded again as fingerprints.
    const more = ['f3', 'f4'].map((id) => record(id, 10, {}, app));
    await store.insertEvents(app, more);
    index.committed(app, more);
    expect(index.size).toBe(0);
    expect(await known(['f1', 'f4', 'new-2'])).toEqual(new Set(['f1', 'f4']));
    expect(fingerprintLoads()).toBe(1);
    expect(index.size).toBe(4);
    // Ids committed since are added as fingerprints, and found (confirmed in the table) by the next lookup.
    const later = [record('f5', 5, {}, app)];
    await store.insertEvents(app, later);
    index.committed(app, later);
    expect(index.size).toBe(5);
    statements.length = 0;
    expect(await known(['f5', 'new-3'])).toEqual(new Set(['f5']));
    expect(fingerprintLoads()).toBe(0);
    // A fresh index counts the day first and loads it as fingerprints at once.
    const fresh = new TransactionIdIndex(() => db.tableVersion('events'), { maxExactDayIds: 3 });
    expect(await db.withWriter((connection) => fresh.known(recording(connection, statements), app, ['f2', 'new-4'], now - 3_600_000, now))).toEqual(new Set(['f2']));
    expect(fingerprintLoads()).toBe(1);
    expect(statements.filter((sql) => /SELECT transaction_id,/.test(sql))).toEqual([]);
  });

  it('drops a held day that commits push past the cap, and never reads the ids of a day too large to hold', async () => {
    const db = server.ctx.db;
    const busy: Tenant = { orgId: 'org-index', appId: 'app-busy' };
    const crowded: Tenant = { orgId: 'org-index', appId: 'app-crowded' };
    await store.insertEvents(busy, [record('g1', 10, {}, busy), record('g2', 10, {}, busy)]);
    await store.insertEvents(crowded, ['c1', 'c2', 'c3', 'c4'].map((id) => record(id, 10, {}, crowded)));
    const index = new TransactionIdIndex(() => db.tableVersion('events'), { maxBytes: 3 * EXACT_ID_BYTES });
    const now = base;
    const statements: string[] = [];
    const known = (t: Tenant, ids: string[]) => db.withWriter((connection) => index.known(recording(connection, statements), t, ids, now - 3_600_000, now));

    expect(await known(busy, ['g1', 'g3'])).toEqual(new Set(['g1']));
    expect(statements.filter(readsIds)).toHaveLength(1);
    expect(index.size).toBe(2);
    // Two more ids committed: the day holds 4, more than the index may (3). It is dropped, not kept over the cap.
    const committed = [record('g3', 10, {}, busy), record('g4', 10, {}, busy)];
    await store.insertEvents(busy, committed);
    index.committed(busy, committed);
    expect(index.size).toBe(0);
    statements.length = 0;
    // Its lookups go to the table from now on, and its ids are not read back only to be found too many.
    expect(await known(busy, ['g3'])).toBeNull();
    expect(statements).toEqual([]);
    // A day not held yet is counted first: too large, its ids are not read at all.
    expect(await known(crowded, ['c1'])).toBeNull();
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter(readsIds)).toEqual([]);
    expect(index.size).toBe(0);
  });
});
