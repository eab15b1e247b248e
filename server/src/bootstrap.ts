import path from 'node:path';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { loadSecret } from './lib/secret';
import { Database } from './storage/duckdb/database';
import { PostgresDatabase } from './storage/postgres/postgresDatabase';
import type { MetadataDatabase } from './storage/sql';
import { ProcessWorkLock, runWhenGranted, type ScheduledWorkLock } from './storage/scheduledWorkLock';
import { AdvisoryWorkLock } from './storage/postgres/advisoryWorkLock';
import { migrate } from './storage/migrate';
import { eventMigrations, metadataMigrations, migrations } from './storage/migrations';
import { searchLimits } from './search/limits';
import { duckDbEventBackend } from './eventBackend';

/**
 * Opens the databases and applies pending migrations: the embedded DuckDB file in DATA_DIR holds the events, and
 * the metadata too unless DATABASE_URL names a PostgreSQL database. Returns the context every area uses.
 */
export async function createContext(config: ServerConfig): Promise<AppContext> {
  // First: a refused secret must stop the start-up before the database file is opened (and locked).
  const secret = loadSecret(config.dataDir);
  const metadata = config.databaseUrl
    ? await PostgresDatabase.open({ url: config.databaseUrl, schema: config.databaseSchema, poolSize: config.databasePoolSize })
    : undefined;
  let db: Database;
  try {
    db = await Database.open(path.join(config.dataDir, 'apiscope.duckdb'), {
      threads: config.duckdbThreads,
      memoryLimit: config.duckdbMemoryLimit,
      searchConnections: searchLimits(config.searchLimits).connections,
    });
  } catch (error) {
    await metadata?.close();
    throw error;
  }
  const workLock: ScheduledWorkLock = metadata ? new AdvisoryWorkLock(metadata) : new ProcessWorkLock();
  const applied = metadata ? await migrateSplit(db, metadata, workLock) : await migrate(db, migrations);
  // Schema changes go to the database file at once: DuckDB fails to replay an ALTER TABLE from its write-ahead log
  // after a crash ("Failure while replaying WAL"), and the server would then not start again.
  if (applied.length > 0) await db.run('CHECKPOINT');
  const metadataDb = metadata ?? db;
  return { config, db, metadata: metadataDb, workLock, events: duckDbEventBackend(config, db, metadataDb), secret };
}

/**
 * Metadata migrations on PostgreSQL, event migrations on DuckDB; answers the versions applied to DuckDB. Processes
 * starting together against one PostgreSQL schema migrate one after the other (the others wait for the lock, then
 * find nothing left to apply).
 */
async function migrateSplit(db: Database, metadata: MetadataDatabase, workLock: ScheduledWorkLock): Promise<number[]> {
  try {
    await runWhenGranted(workLock, 'metadata migrations', () => migrate(metadata, metadataMigrations));
    return await migrate(db, eventMigrations);
  } catch (error) {
    await Promise.allSettled([metadata.close(), db.close()]);
    throw error;
  }
}

/** Closes what createContext opened: the embedded database (checkpointed) and PostgreSQL's pool when in use. */
export async function closeContext(ctx: AppContext): Promise<void> {
  const closing = [ctx.db.close()];
  if (ctx.metadata !== ctx.db) closing.push(ctx.metadata.close());
  const failed = (await Promise.allSettled(closing)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
