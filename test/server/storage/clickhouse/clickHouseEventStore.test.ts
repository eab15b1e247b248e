import { randomUUID } from 'node:crypto';
import { ClickHouseEventStore } from '../../../../server/src/events/clickhouse/clickHouseEventStore';
import { openClickHouseEventStore } from '../../../../server/src/events/clickhouse/openClickHouseEventStore';
import type { TransactionWork } from '../../../../server/src/events/eventStore';
import { ProfileTooLarge } from '../../../../server/src/events/profileSize';
import type { Tenant } from '../../../../server/src/events/types';
import type { SqlRunner } from '../../../../server/src/storage/sql';
import { sql } from '../../../../server/src/storage/clickhouse/literal';
import { migrateClickHouse } from '../../../../server/src/storage/clickhouse/migrate';
import { clickHouseMigrations } from '../../../../server/src/storage/clickhouse/migrations';
import { describeWithClickHouse, eventRecords, testDatabase, testTenant, type TestDatabase } from './clickHouseTestDatabase';

/** A SQL runner that records what the in-transaction work runs (the work itself is the test's). */
const noSql: SqlRunner = { all: async () => [], one: async () => undefined, run: async () => undefined };

describeWithClickHouse('ClickHouse event store', () => {
  let db: TestDatabase;
  let store: ClickHouseEventStore;

  const count = async (where: string) => (await db.client.query<{ n: number }>(`SELECT count() AS n FROM events WHERE ${where}`))[0].n;
  const tenantWhere = (t: Tenant) => sql`org_id = ${t.orgId} AND app_id = ${t.appId}`;

  beforeAll(async () => {
    db = testDatabase();
    await migrateClickHouse(db.client, clickHouseMigrations);
    store = new ClickHouseEventStore(db.client, { workRunner: noSql, erasureDelayMs: 10 });
  });
  afterAll(async () => {
    await store.settled();
    await db.drop();
  });

  it('stores every column of an event, the request time split into DateTime and milliseconds', async () => {
    const t = testTenant();
    const [record] = eventRecords(t, [{ overrides: { user_id: "o'brien\\", session_token: 'tok', metadata: { plan: "it's", n: [1, { x: null }] } } }]);
    expect(await store.insertEvents(t, [record])).toEqual({ inserted: 1, duplicates: 0 });
    const [row] = await db.client.query<Record<string, unknown>>(`SELECT * FROM events WHERE ${tenantWhere(t)}`);
    expect(row).toMatchObject({
      id: record.id, org_id: t.orgId, app_id: t.appId, event_type: 'api_call', user_id: "o'brien\\", company_id: 'c1', session_token: 'tok',
      time: new Date(Math.floor(record.time.getTime() / 1000) * 1000), time_ms: record.time.getTime() % 1000,
      response_time: record.responseTime?.getTime(), duration_ms: 76, status: 201, verb: 'POST', route: record.route, uri: record.uri,
      request_body: record.requestBody, metadata: record.metadata, weight: 1, transaction_id: record.transactionId, country: 'CN',
    });
    expect(JSON.parse(String(row.metadata))).toEqual({ plan: "it's", n: [1, { x: null }] });
  });

  it('stores a transaction id once per app: in one batch, across batches and across concurrent batches', async () => {
    const a = testTenant();
    const b = testTenant();
    const tx = randomUUID();
    const [first, again, other] = await Promise.all([
      store.insertEvents(a, eventRecords(a, [{ overrides: { transaction_id: tx } }, { overrides: { transaction_id: tx } }, {}])),
      store.insertEvents(a, eventRecords(a, [{ overrides: { transaction_id: tx } }])),
      store.insertEvents(b, eventRecords(b, [{ overrides: { transaction_id: tx } }])),
    ]);
    expect([first, again, other]).toEqual([{ inserted: 2, duplicates: 1 }, { inserted: 0, duplicates: 1 }, { inserted: 1, duplicates: 0 }]);
    expect(await store.insertEvents(a, eventRecords(a, [{ overrides: { transaction_id: tx }, minutesAgo: 60 }]))).toEqual({ inserted: 0, duplicates: 1 });
    expect(await count(sql`transaction_id = ${tx}`)).toBe(2);
  });

  it('looks for stored copies within a day of the batch, as the embedded store does', async () => {
    const t = testTenant();
    const tx = randomUUID();
    await store.insertEvents(t, eventRecords(t, [{ overrides: { transaction_id: tx }, minutesAgo: 3 * 1440 }]));
    // Half a day later: inside the window whatever time passes between the calls (exactly one day would be at its edge).
    expect(await store.insertEvents(t, eventRecords(t, [{ overrides: { transaction_id: tx }, minutesAgo: 2.5 * 1440 }]))).toEqual({ inserted: 0, duplicates: 1 });
    expect(await store.insertEvents(t, eventRecords(t, [{ overrides: { transaction_id: tx }, minutesAgo: 10 }]))).toEqual({ inserted: 1, duplicates: 0 });
  });

  it('admits before the insert and runs the work after it, once per write with new rows, one write of a key at a time', async () => {
    const t = testTenant();
    const calls: string[] = [];
    let admitted = 0;
    const quota = (limit: number): TransactionWork => ({
      key: `quota-${t.orgId}`,
      async admit(tx, counts) {
        calls.push(`admit ${counts.join(',')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const verdict = admitted + counts[0] <= limit ? null : new Error('quota exceeded');
        if (!verdict) admitted += counts[0];
        return [verdict];
      },
      async run(tx, inserted) { calls.push(`run ${inserted}`); },
    });
    const tx = randomUUID();
    const results = await Promise.allSettled([
      store.insertEvents(t, eventRecords(t, [{}, {}]), { withinTransaction: quota(3) }),
      store.insertEvents(t, eventRecords(t, [{}, {}]), { withinTransaction: quota(3) }),
      store.insertEvents(t, eventRecords(t, [{ overrides: { transaction_id: tx } }]), { withinTransaction: quota(3) }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual(['admit 2', 'run 2', 'admit 2', 'admit 1', 'run 1']);
    expect(await count(tenantWhere(t))).toBe(3);
    calls.length = 0;
    expect(await store.insertEvents(t, eventRecords(t, [{ overrides: { transaction_id: tx } }]), { withinTransaction: quota(10) })).toEqual({ inserted: 0, duplicates: 1 });
    expect(calls).toEqual([]);
  });

  it('keeps a stored batch stored when the work after the insert fails', async () => {
    const t = testTenant();
    const failing: TransactionWork = { key: 'failing', run: async () => { throw new Error('counter down'); } };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await store.insertEvents(t, eventRecords(t, [{}]), { withinTransaction: failing })).toEqual({ inserted: 1, duplicates: 0 });
      expect(spy).toHaveBeenCalledWith(expect.stringContaining('Work "failing"'), 'counter down');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a batch past the high-water mark while another is being stored', async () => {
    const t = testTenant();
    const first = store.insertEvents(t, eventRecords(t, [{}, {}]));
    await expect(store.insertEvents(t, eventRecords(t, [{}]), { maxHeldRows: 2 })).rejects.toMatchObject({ status: 503 });
    await first;
    expect(await store.insertEvents(t, eventRecords(t, [{}]), { maxHeldRows: 2 })).toEqual({ inserted: 1, duplicates: 0 });
  });

  it('creates the users and companies events name and widens first and last seen', async () => {
    const t = testTenant();
    const [early, late, older] = eventRecords(t, [
      { overrides: { user_id: 'seen-user', company_id: 'seen-co' }, minutesAgo: 120 },
      { overrides: { user_id: 'seen-user', company_id: 'seen-co' }, minutesAgo: 10 },
      { overrides: { user_id: 'seen-user', company_id: null }, minutesAgo: 600 },
    ]);
    await store.insertEvents(t, [early]);
    await store.insertEvents(t, [late]);
    await store.insertEvents(t, [older]);
    expect(await store.getUser(t, 'seen-user')).toMatchObject({
      user_id: 'seen-user', company_id: 'seen-co', first_seen_time: older.time.toISOString(), last_seen_time: late.time.toISOString(),
    });
    expect(await store.getCompany(t, 'seen-co')).toMatchObject({
      company_id: 'seen-co', first_seen_time: early.time.toISOString(), last_seen_time: late.time.toISOString(), subscriptions: [],
    });
    expect(await store.getUser(testTenant(), 'seen-user')).toBeUndefined();
  });

  it('recomputes first and last seen from the events after a load without touches', async () => {
    const t = testTenant();
    const records = eventRecords(t, [{ overrides: { user_id: 'bulk', company_id: 'bulk-co' }, minutesAgo: 300 }, { overrides: { user_id: 'bulk', company_id: 'bulk-co' }, minutesAgo: 30 }]);
    await store.insertEvents(t, records, { touchProfiles: false });
    expect(await store.getUser(t, 'bulk')).toBeUndefined();
    await store.upsertUsers(t, [{ userId: 'bulk', companyId: null, metadata: { a: 1 }, sessionToken: null, ipAddress: null, userAgentString: null, campaign: null, modifiedTime: null }]);
    await store.refreshSeenTimes(t);
    expect(await store.getUser(t, 'bulk')).toMatchObject({ first_seen_time: records[0].time.toISOString(), last_seen_time: records[1].time.toISOString(), metadata: { a: 1 } });
  });

  it('deletes a user with its events and linked visitors, and a company without its events', async () => {
    const t = testTenant();
    const keep = testTenant();
    await store.insertEvents(t, eventRecords(t, [{ overrides: { user_id: 'gone', company_id: 'co' } }, { overrides: { user_id: 'stays', company_id: 'co' } }]));
    await store.insertEvents(keep, eventRecords(keep, [{ overrides: { user_id: 'gone' } }]));
    await store.upsertUsers(t, [{ userId: 'gone', anonymousId: 'visitor-1', companyId: null, metadata: null, sessionToken: null, ipAddress: null, userAgentString: null, campaign: { utm: 'x' }, modifiedTime: null }]);
    expect(await store.deleteUser(t, 'nobody', true)).toBe(false);
    expect(await store.deleteUser(t, 'gone', true)).toBe(true);
    expect(await store.getUser(t, 'gone')).toBeUndefined();
    expect(await store.deleteUser(t, 'gone', true)).toBe(false);
    await store.erasures.flush();
    await store.erasures.completed();
    expect(await count(`${tenantWhere(t)} AND user_id = 'gone'`)).toBe(0);
    expect(await count(`${tenantWhere(t)} AND user_id = 'stays'`)).toBe(1);
    expect(await count(`${tenantWhere(keep)} AND user_id = 'gone'`)).toBe(1);
    const visitors = await db.client.query<{ deleted: number }>(`SELECT deleted FROM app_anonymous_users FINAL WHERE ${tenantWhere(t)}`);
    expect(visitors).toEqual([{ deleted: 1 }]);
    expect(await store.deleteCompany(t, 'co', false)).toBe(true);
    expect(await store.getCompany(t, 'co')).toBeUndefined();
    expect(await count(`${tenantWhere(t)} AND company_id = 'co'`)).toBe(1);
    const [erasure] = await db.client.query<{ done: number }>(sql`SELECT done FROM erasures FINAL WHERE org_id = ${t.orgId}`);
    expect(erasure).toEqual({ done: 1 });
  });

  it('recreates a deleted user when new events name it', async () => {
    const t = testTenant();
    await store.insertEvents(t, eventRecords(t, [{ overrides: { user_id: 'phoenix' } }]));
    expect(await store.deleteUser(t, 'phoenix', false)).toBe(true);
    expect(await store.getUser(t, 'phoenix')).toBeUndefined();
    await store.insertEvents(t, eventRecords(t, [{ overrides: { user_id: 'phoenix' }, minutesAgo: 1 }]));
    expect(await store.getUser(t, 'phoenix')).toMatchObject({ user_id: 'phoenix' });
  });

  it('refuses an update that would grow a profile past the cap and writes nothing of it', async () => {
    const small = new ClickHouseEventStore(db.client, { workRunner: noSql, maxProfileBytes: 200 });
    const t = testTenant();
    const user = (metadata: Record<string, string>) => ({ userId: 'big', companyId: null, metadata, sessionToken: null, ipAddress: null, userAgentString: null, campaign: null, modifiedTime: null });
    await small.upsertUsers(t, [user({ a: 'x'.repeat(120) })]);
    await expect(small.upsertUsers(t, [user({ b: 'y'.repeat(120) })])).rejects.toBeInstanceOf(ProfileTooLarge);
    expect(await small.getUser(t, 'big')).toMatchObject({ metadata: { a: 'x'.repeat(120) } });
  });
});

describe('ClickHouse event store start-up', () => {
  it('refuses a CLICKHOUSE_URL it cannot use, saying which setting to fix', async () => {
    await expect(openClickHouseEventStore('http://127.0.0.1:1/apiscope', { workRunner: noSql })).rejects.toThrow(/^Cannot use the ClickHouse server in CLICKHOUSE_URL: Cannot reach ClickHouse/);
    await expect(openClickHouseEventStore('http://127.0.0.1:8123/not-a-name', { workRunner: noSql })).rejects.toThrow(/^Cannot use the ClickHouse server in CLICKHOUSE_URL: Not a plain ClickHouse name/);
  });
});

describeWithClickHouse('ClickHouse event store start-up against a server', () => {
  it('migrates and submits the erasures a stopped process left pending', async () => {
    const db = testDatabase();
    try {
      const first = await openClickHouseEventStore(db.client.address, { workRunner: noSql, erasureDelayMs: 60_000 });
      const t = testTenant();
      await first.store.insertEvents(t, eventRecords(t, [{ overrides: { user_id: 'left' } }]));
      expect(await first.store.deleteUser(t, 'left', true)).toBe(true);
      // The process stops before the delayed submission; the next start submits it.
      const second = await openClickHouseEventStore(db.client.address, { workRunner: noSql });
      await second.store.erasures.completed();
      const [{ n }] = await db.client.query<{ n: number }>('SELECT count() AS n FROM events');
      expect(n).toBe(0);
      // Ends the first store's delayed submission (nothing is pending any more).
      await first.store.settled();
    } finally {
      await db.drop();
    }
  });
});
