import { randomUUID } from 'node:crypto';
import { ClickHouseEventStore } from '../../../../server/src/events/clickhouse/clickHouseEventStore';
import { deleteEventsBefore } from '../../../../server/src/events/clickhouse/clickHouseEventData';
import { eventRow } from '../../../../server/src/events/clickhouse/eventRows';
import type { EventRecord, Tenant } from '../../../../server/src/events/types';
import { SEARCH_RETENTION_MS } from '../../../../server/src/search/limits';
import type { ClickHouseClient } from '../../../../server/src/storage/clickhouse/client';
import { sql } from '../../../../server/src/storage/clickhouse/literal';
import { migrateClickHouse } from '../../../../server/src/storage/clickhouse/migrate';
import { clickHouseMigrations } from '../../../../server/src/storage/clickhouse/migrations';
import { clickHouseEvents } from '../../../../server/src/storage/clickhouse/migrations/001_events';
import { clickHouseRollups } from '../../../../server/src/storage/clickhouse/migrations/006_rollups';
import { clickHouseHeaderRollups } from '../../../../server/src/storage/clickhouse/migrations/007_header_rollups';
import { clickHouseDaySummaries } from '../../../../server/src/storage/clickhouse/migrations/008_day_summaries';
import { headerRollupTable } from '../../../../server/src/storage/clickhouse/headerValues';
import {
  ROLLUP_TABLES, ROLLUP_TTL_DAYS, SUMMARY, columnsOf, rollupTableDdl, sumColumns, tableSelects, type RollupTable,
} from '../../../../server/src/storage/clickhouse/rollupTables';
import type { SqlRunner } from '../../../../server/src/storage/sql';
import { describeWithClickHouse, eventRecords, testDatabase, testTenant, type TestDatabase } from './clickHouseTestDatabase';

const noSql: SqlRunner = { all: async () => [], one: async () => undefined, run: async () => undefined };
const DAY_MS = 86_400_000;

jest.setTimeout(300_000);

/** Events of every kind a rollup row must tell apart: without a route, user, company, response; sampled weights. */
function mixedEvents(tenant: Tenant, count: number): EventRecord[] {
  const events = eventRecords(tenant, Array.from({ length: count }, (_, i) => ({
    minutesAgo: 3 + ((i * 37) % (5 * 24 * 60)),
    overrides: {
      request: {
        time: new Date(Date.now() - (3 + ((i * 37) % (5 * 24 * 60))) * 60_000).toISOString(), uri: `https://api.acme.io/v1/items/${i % 4}`, verb: ['GET', 'POST'][i % 2],
        headers: i % 3 === 0 ? {} : { 'Content-Type': ['application/json', 'text/xml'][i % 2], 'User-Agent': `curl/8.${i % 4}`, Accept: i % 5 === 0 ? "it's \\ \"odd\"" : '*/*' },
      },
      response: i % 9 === 0 ? undefined : { time: new Date(Date.now() - (3 + ((i * 37) % (5 * 24 * 60))) * 60_000 + (i % 50)).toISOString(), status: [200, 404, 500][i % 3], headers: { 'Content-Type': 'application/json' } },
      user_id: i % 7 === 0 ? undefined : `u${i % 5}`,
      company_id: i % 5 === 0 ? undefined : `c${i % 3}`,
      weight: i % 4 === 0 ? 3 : 1,
      transaction_id: randomUUID(),
    },
  })));
  // Calls without a route (the collector gives every call one; older rows may have none).
  return events.map((e, i) => (i % 6 === 0 ? { ...e, route: null } : e));
}

/** A table's rows summed by key (parts merge in the background), without keys whose sums are all 0. */
async function contents(client: ClickHouseClient, t: RollupTable, from: string): Promise<unknown[]> {
  const keys = columnsOf(t).filter((c) => !sumColumns(t).includes(c)).join(', ');
  const sums = sumColumns(t).map((c) => `sum(${c}) AS ${c}`).join(', ');
  const nonZero = sumColumns(t).map((c) => `${c} != 0`).join(' OR ');
  return client.query(`SELECT ${keys}, ${sums} FROM ${from} GROUP BY ${keys} HAVING ${nonZero} ORDER BY ${keys}`);
}

/** Every rollup table holds exactly the rows its SELECT computes from the tenant's events now. */
async function expectExact(client: ClickHouseClient, tenant: Tenant): Promise<void> {
  const where = sql`org_id = ${tenant.orgId} AND app_id = ${tenant.appId}`;
  for (const t of [...ROLLUP_TABLES, headerRollupTable(await client.capabilities())]) {
    const stored = await contents(client, t, `${t.name} WHERE ${where}`);
    const computed = await contents(client, t, `(${tableSelects(t, where).join(' UNION ALL ')})`);
    expect({ table: t.name, rows: stored }).toEqual({ table: t.name, rows: computed });
  }
}

describeWithClickHouse('ClickHouse rollup tables', () => {
  let db: TestDatabase;
  let store: ClickHouseEventStore;

  beforeAll(async () => {
    db = testDatabase();
    await migrateClickHouse(db.client, clickHouseMigrations);
    store = new ClickHouseEventStore(db.client, { workRunner: noSql, erasureDelayMs: 10 });
  });
  afterAll(async () => {
    await store.settled();
    await db.drop();
  });

  it('are filled by the views from every insert: counts, weights, durations, ids and unrouted calls', async () => {
    const tenant = testTenant();
    const events = mixedEvents(tenant, 400);
    for (let i = 0; i < events.length; i += 90) await store.insertEvents(tenant, events.slice(i, i + 90));
    // A repeated transaction id is dropped at ingest and counted nowhere.
    expect(await store.insertEvents(tenant, events.slice(0, 10))).toEqual({ inserted: 0, duplicates: 10 });
    await expectExact(db.client, tenant);
    const where = sql`org_id = ${tenant.orgId} AND app_id = ${tenant.appId}`;
    const [direct] = await db.client.query(`SELECT count() AS events, sum(weight) AS w, count(duration_ms) AS dn, sum(duration_ms) AS ds, countIf(route IS NULL) AS unrouted FROM events WHERE ${where}`);
    const [rolled] = await db.client.query(`SELECT sum(n) AS events, sum(weight * n) AS w, sum(duration_n) AS dn, sum(duration_sum) AS ds,
      (SELECT sum(n) FROM rollup_unrouted WHERE ${where}) AS unrouted FROM ${SUMMARY.name} WHERE ${where}`);
    expect(rolled).toEqual(direct);
    expect(direct).toMatchObject({ events: 400, unrouted: 67 });
    const [ids] = await db.client.query(`SELECT sumIf(n, kind = 'user') AS users, sumIf(n, kind = 'company') AS companies, sumIf(n, kind = 'user' AND id_null = 1) AS anonymous FROM rollup_day_ids WHERE ${where}`);
    expect(ids).toEqual({ users: 400, companies: 400, anonymous: 58 });
    const headers = await db.client.query(`SELECT header, if(value_null = 1, NULL, value_value) AS value, sum(n) AS events FROM rollup_headers WHERE ${where}
      AND header IN ('request.headers.content-type', 'request.headers.accept') GROUP BY header, value ORDER BY header, value`);
    expect(headers).toEqual([
      { header: 'request.headers.accept', value: '*/*', events: 213 }, { header: 'request.headers.accept', value: "it's \\ \"odd\"", events: 53 },
      { header: 'request.headers.accept', value: null, events: 134 },
      { header: 'request.headers.content-type', value: 'application/json', events: 133 }, { header: 'request.headers.content-type', value: 'text/xml', events: 133 },
      { header: 'request.headers.content-type', value: null, events: 134 },
    ]);
  });

  it('follow erasures and retention: the deleted events are compensated before the delete', async () => {
    const tenant = testTenant();
    await store.insertEvents(tenant, mixedEvents(tenant, 300));
    expect(await store.deleteUser(tenant, 'u3', true)).toBe(true);
    await store.erasures.flush();
    await store.erasures.completed();
    expect((await db.client.query(sql`SELECT count() AS n FROM events WHERE org_id = ${tenant.orgId} AND user_id = 'u3'`))[0]).toEqual({ n: 0 });
    await expectExact(db.client, tenant);
    expect(await deleteEventsBefore(store.deletions, tenant.orgId, new Date(Date.now() - 2 * DAY_MS - 17 * 60_000))).toBeGreaterThan(0);
    await expectExact(db.client, tenant);
    // A merge drops the rows compensated to 0.
    for (const t of [...ROLLUP_TABLES, headerRollupTable(await db.client.capabilities())]) await db.client.command(`OPTIMIZE TABLE ${t.name} FINAL`);
    const [zero] = await db.client.query<{ n: number }>(sql`SELECT count() AS n FROM rollup_ids WHERE org_id = ${tenant.orgId} AND kind = 'user' AND id_value = 'u3'`);
    expect(zero.n).toBe(0);
    await expectExact(db.client, tenant);
  });
});

describeWithClickHouse('ClickHouse rollups migration', () => {
  it('backfills the events stored before it, and does it again from the beginning when run again', async () => {
    const db: TestDatabase = testDatabase();
    try {
      await migrateClickHouse(db.client, clickHouseMigrations.filter((m) => m.version < 6));
      const store = new ClickHouseEventStore(db.client, { workRunner: noSql });
      const tenant = testTenant();
      await store.insertEvents(tenant, mixedEvents(tenant, 250));
      await store.settled();
      expect(await migrateClickHouse(db.client, clickHouseMigrations)).toEqual([6, 7, 8]);
      await expectExact(db.client, tenant);
      for (const migration of [clickHouseRollups, clickHouseHeaderRollups, clickHouseDaySummaries]) await migration.backfill?.(db.client);
      await expectExact(db.client, tenant);
      // Events stored after the migration are counted by the views.
      await store.insertEvents(tenant, mixedEvents(tenant, 40));
      await expectExact(db.client, tenant);
    } finally {
      await db.drop();
    }
  });
});

describeWithClickHouse('ClickHouse rollup views over the LowCardinality columns of current servers', () => {
  it('fill the rollup tables alike (18.16 has those columns behind its experimental setting)', async () => {
    const scratch = testDatabase();
    try {
      await scratch.client.ensureDatabase();
      const capabilities = { ...(await scratch.client.capabilities()), lowCardinality: true };
      const experimental = { allow_experimental_low_cardinality_type: 1 };
      const statements = [clickHouseEvents, clickHouseRollups, clickHouseHeaderRollups, clickHouseDaySummaries].flatMap((m) => m.statements(capabilities));
      for (const statement of statements) await scratch.client.command(statement, experimental);
      const tenant = testTenant();
      await scratch.client.insert('events', mixedEvents(tenant, 120).map((e) => eventRow(e, new Date())), experimental);
      await expectExact(scratch.client, tenant);
    } finally {
      await scratch.drop();
    }
  });
});

describe('ClickHouse rollup tables on a current server', () => {
  it('expire with a TTL beyond every search window where the server has TTL, and have none on 18.16', () => {
    expect(ROLLUP_TTL_DAYS * DAY_MS).toBeGreaterThan(SEARCH_RETENTION_MS + DAY_MS / 2);
    expect(rollupTableDdl(SUMMARY, { days: ROLLUP_TTL_DAYS })).toMatch(/ORDER BY \(org_id, app_id, hour, [^)]+\)\n\s+TTL hour \+ INTERVAL 1099 DAY$/);
    expect(rollupTableDdl(ROLLUP_TABLES.find((t) => t.grain === 'day') as RollupTable, { days: 5 })).toMatch(/TTL day \+ INTERVAL 5 DAY$/);
    expect(rollupTableDdl(SUMMARY, null)).not.toContain('TTL');
  });
});
