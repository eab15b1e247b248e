import { ClickHouseError } from '../../../../server/src/storage/clickhouse/errors';
import { literal, sql } from '../../../../server/src/storage/clickhouse/literal';
import { migrateClickHouse } from '../../../../server/src/storage/clickhouse/migrate';
import { headerRollupTable } from '../../../../server/src/storage/clickhouse/headerValues';
import { clickHouseMigrations } from '../../../../server/src/storage/clickhouse/migrations';
import { clickHouseEvents } from '../../../../server/src/storage/clickhouse/migrations/001_events';
import { ROLLUP_TABLES } from '../../../../server/src/storage/clickhouse/rollupTables';
import { describeWithClickHouse, testDatabase, type TestDatabase } from './clickHouseTestDatabase';

/** Strings that would end a literal, start a comment or a second statement, or not survive a careless encoding. */
const HOSTILE = [
  "'; DROP TABLE probe; --",
  "\\'; DROP TABLE probe; --",
  "x' OR 1=1 OR 'x",
  '\\', "'", "\\\\'", "''", '\\0', '\\n',
  'a\u0000b', 'line\nbreak\r\ttab', '/* comment */ -- comment', '`ident`', '"double"', '{"json": "object"}',
  'emoji 😀 and accents é ñ 中文', '\u2028\u2029', 'x'.repeat(10_000),
];

describeWithClickHouse('ClickHouse client against a server', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = testDatabase();
    await db.client.ensureDatabase();
  });
  afterAll(() => db.drop());

  it('answers ping, its version and capabilities', async () => {
    expect(await db.client.ping()).toBe(true);
    const version = await db.client.version();
    expect(version.major).toBeGreaterThanOrEqual(18);
    const capabilities = await db.client.capabilities();
    expect(capabilities.dateTime64).toBe(version.major >= 20);
  });

  it('reads every hostile string back unchanged from a literal', async () => {
    for (const value of HOSTILE) {
      const [row] = await db.client.query<{ s: string; n: number }>(sql`SELECT ${value} AS s, length(${value}) AS n`);
      expect(row.s).toBe(value);
      expect(row.n).toBe(Buffer.byteLength(value));
    }
  });

  it('stores hostile strings through inserts and finds them again through literals', async () => {
    await db.client.command('CREATE TABLE probe (k UInt32, s String, a Array(String), j Nullable(String)) ENGINE = MergeTree ORDER BY k');
    await db.client.insert('probe', HOSTILE.map((s, k) => ({ k, s, a: [s, 'x'], j: { nested: s } })));
    for (const [k, s] of HOSTILE.entries()) {
      const rows = await db.client.query<{ k: number; s: string; a: string[]; j: string }>(sql`SELECT k, s, a, j FROM probe WHERE s = ${s} AND has(a, ${s})`);
      expect(rows).toEqual([{ k, s, a: [s, 'x'], j: JSON.stringify({ nested: s }) }]);
    }
    expect(await db.client.query(sql`SELECT count() AS n FROM probe WHERE s IN ${literal(HOSTILE)}`)).toEqual([{ n: 0 }]);
    expect(await db.client.query(`SELECT count() AS n FROM probe`)).toEqual([{ n: HOSTILE.length }]);
  });

  it('reads 64-bit integers as numbers and DateTime columns as Dates', async () => {
    const [row] = await db.client.query<{ big: number; negative: number; time: Date; ms: number }>(
      sql`SELECT toUInt64(9007199254740991) AS big, toInt64(-42) AS negative, ${new Date('2026-03-04T05:06:07.890Z')} AS time, toUInt16(890) AS ms`);
    expect(row).toEqual({ big: 9007199254740991, negative: -42, time: new Date('2026-03-04T05:06:07.000Z'), ms: 890 });
  });

  it('raises ClickHouse errors with its message and code', async () => {
    const error = await db.client.query('SELECT nope FROM probe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClickHouseError);
    expect(error).toMatchObject({ code: 47 });
    expect((error as Error).message).toMatch(/nope/);
    await expect(db.client.insert('probe', [{ k: 1, unknown_column: 1 }])).rejects.toThrow(/unknown_column/i);
    await expect(db.client.command('DROP TABLE missing_table')).rejects.toMatchObject({ code: 60 });
  });
});

describeWithClickHouse('ClickHouse migrations', () => {
  let db: TestDatabase;

  beforeAll(() => { db = testDatabase(); });
  afterAll(() => db.drop());

  it('create the database and the schema once, and change nothing when run again', async () => {
    expect(await migrateClickHouse(db.client, clickHouseMigrations)).toEqual(clickHouseMigrations.map((m) => m.version));
    const tables = async () => (await db.client.query<{ name: string }>('SELECT name FROM system.tables WHERE database = currentDatabase() ORDER BY name')).map((t) => t.name);
    const rollups = [...ROLLUP_TABLES, headerRollupTable(await db.client.capabilities())].flatMap((t) => [t.name, ...t.views.map((v) => v.name)]);
    expect(await tables()).toEqual(['app_anonymous_users', 'app_companies', 'app_subscriptions', 'app_users', 'clickhouse_migrations', 'demo_seed_runs', 'erasures', 'events', ...rollups, 'spans'].sort());
    expect(await migrateClickHouse(db.client, clickHouseMigrations)).toEqual([]);
    expect(await db.client.query('SELECT version, name FROM clickhouse_migrations ORDER BY version')).toEqual(clickHouseMigrations.map((m) => ({ version: m.version, name: m.name })));
  });

  it('completes a step that stopped half-way: its statements run again harmlessly', async () => {
    await db.client.command('ALTER TABLE clickhouse_migrations DELETE WHERE version = 4');
    await waitForMutations(db);
    expect(await migrateClickHouse(db.client, clickHouseMigrations)).toEqual([4]);
  });

  it("writes the LowCardinality columns of current servers in a form ClickHouse accepts (18.16 behind its experimental setting)", async () => {
    const scratch = testDatabase();
    try {
      await scratch.client.ensureDatabase();
      const capabilities = { ...(await scratch.client.capabilities()), lowCardinality: true };
      for (const statement of clickHouseEvents.statements(capabilities)) await scratch.client.command(statement, { allow_experimental_low_cardinality_type: 1 });
      const columns = await scratch.client.query<{ name: string; type: string }>("SELECT name, type FROM system.columns WHERE database = currentDatabase() AND table = 'events' AND name IN ('event_type', 'verb')");
      expect(columns).toEqual([{ name: 'event_type', type: 'LowCardinality(String)' }, { name: 'verb', type: 'LowCardinality(Nullable(String))' }]);
      await scratch.client.insert('events', [{ id: 'e', org_id: 'o', app_id: 'a', event_type: 'api_call', time: new Date(), time_ms: 1, verb: null, weight: 1, ingested_at: new Date() }]);
      expect(await scratch.client.query('SELECT event_type, verb FROM events')).toEqual([{ event_type: 'api_call', verb: null }]);
    } finally {
      await scratch.drop();
    }
  });

  it('partitions events by day and sorts them by tenant and time', async () => {
    const [table] = await db.client.query<{ partition_key: string; sorting_key: string; engine: string }>(
      "SELECT partition_key, sorting_key, engine FROM system.tables WHERE database = currentDatabase() AND name = 'events'");
    expect(table).toEqual({ partition_key: 'toYYYYMMDD(time)', sorting_key: 'org_id, app_id, time', engine: 'MergeTree' });
  });
});

async function waitForMutations(db: TestDatabase): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [{ n }] = await db.client.query<{ n: number }>('SELECT count() AS n FROM system.mutations WHERE database = currentDatabase() AND is_done = 0');
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('mutations did not finish');
}
