import type { ClickHouseClient } from './client';
import type { ClickHouseCapabilities } from './version';

/**
 * One versioned step of the ClickHouse schema. ClickHouse has no transactional DDL, so every statement is written
 * to be run again harmlessly (`IF NOT EXISTS`): a start-up that stopped half-way through a step completes it.
 */
export interface ClickHouseMigration {
  /** Unique, ascending version number. */
  version: number;
  /** Short description, stored with the applied version. */
  name: string;
  /** The statements of the step for a server with these capabilities. */
  statements(capabilities: ClickHouseCapabilities): string[];
  /**
   * Work on the data after the statements (filling new tables from the events already stored), written so that a
   * start-up that stopped half-way through it does it all again from the beginning.
   */
  backfill?(client: ClickHouseClient): Promise<void>;
}

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS clickhouse_migrations (
  version UInt32,
  name String,
  applied_at DateTime('UTC')
) ENGINE = MergeTree ORDER BY version`;

/**
 * Creates the URL's database if needed and applies every migration not yet recorded in `clickhouse_migrations`, in
 * version order; answers the versions applied now. Two processes starting together may both run a step: its
 * statements are idempotent and a version recorded twice still counts once (a backfill is not: start one process
 * first when a migration has one, server/src/storage/clickhouse/README.md).
 */
export async function migrateClickHouse(client: ClickHouseClient, migrations: ClickHouseMigration[]): Promise<number[]> {
  await client.ensureDatabase();
  await client.command(CREATE_MIGRATIONS_TABLE);
  const done = new Set((await client.query<{ version: number }>('SELECT DISTINCT version FROM clickhouse_migrations')).map((r) => r.version));
  const capabilities = await client.capabilities();
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    for (const statement of migration.statements(capabilities)) await client.command(statement);
    await migration.backfill?.(client);
    await client.insert('clickhouse_migrations', [{ version: migration.version, name: migration.name, applied_at: new Date() }]);
    applied.push(migration.version);
  }
  return applied;
}
