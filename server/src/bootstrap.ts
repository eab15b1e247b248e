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
import { SEARCH_SPARE_CONNECTIONS, searchLimits } from './search/limits';
import { duckDbEventBackend } from './eventBackend';
import { clickHouseEventBackend } from './events/clickhouse/clickHouseEventBackend';
import { openClickHouseEventStore } from './events/clickhouse/openClickHouseEventStore';
import { ClickHouseSearchEngine } from './search/clickhouse/clickHouseSearchEngine';
import { metadataRepositories } from './repositories';
import { buildServices } from './services';

/**
 * Opens the databases and applies pending migrations: the embedded DuckDB file in DATA_DIR holds the events unless
 * CLICKHOUSE_URL names a ClickHouse database, and the metadata unless DATABASE_URL names a PostgreSQL database. Then
 * builds every metadata repository and every service on them, once. Returns the context every area uses.
 */
export async function createContext(config: ServerConfig): Promise<AppContext> {
  // First: a refused secret must stop the start-up before the database file is opened (and locked).
  const secret = loadSecret(config.dataDir);
  const metadata = config.databaseUrl
    ? await PostgresDatabase.open({ url: config.databaseUrl, schema: config.databaseSchema, poolSize: config.databasePoolSize })
    : undefined;
  if (config.clickhouseUrl) return withClickHouseEvents(config, config.clickhouseUrl, secret, metadata);
  let db: Database;
  try {
    db = await openEmbedded(config);
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
  return withServices({ config, db, metadata: metadataDb, workLock, events: duckDbEventBackend(config, db, metadataDb), secret });
}

/** The stores as they were opened, before the repositories and services are built on them. */
type Stores = Omit<AppContext, 'repositories' | 'services'>;

/** Builds every metadata repository and every service once, on the opened stores: the whole context. */
function withServices(stores: Stores): AppContext {
  const repositories = metadataRepositories(stores.metadata);
  const { config, secret, events, metadata } = stores;
  return { ...stores, repositories, services: buildServices({ config, secret, events, metadata, repositories }) };
}

/** The embedded DuckDB file in DATA_DIR. */
function openEmbedded(config: ServerConfig): Promise<Database> {
  return Database.open(path.join(config.dataDir, 'apiscope.duckdb'), {
    threads: config.duckdbThreads,
    memoryLimit: config.duckdbMemoryLimit,
    checkpointThreshold: config.duckdbCheckpointThreshold,
    searchConnections: searchLimits(config.searchLimits).connections + SEARCH_SPARE_CONNECTIONS,
  });
}

/**
 * The events in ClickHouse (CLICKHOUSE_URL) and the metadata in PostgreSQL, or alone in the embedded file without
 * DATABASE_URL: migrations of both, then the ClickHouse event store, search engine and backend.
 */
async function withClickHouseEvents(config: ServerConfig, clickhouseUrl: string, secret: Buffer, metadata: PostgresDatabase | undefined): Promise<AppContext> {
  let db: Database | undefined;
  try {
    let workLock: ScheduledWorkLock;
    let metadataDb: MetadataDatabase;
    if (metadata) {
      workLock = new AdvisoryWorkLock(metadata);
      metadataDb = metadata;
      await runWhenGranted(workLock, 'metadata migrations', () => migrate(metadata, metadataMigrations));
    } else {
      db = await openEmbedded(config);
      workLock = new ProcessWorkLock();
      metadataDb = db;
      if ((await migrate(db, metadataMigrations)).length > 0) await db.run('CHECKPOINT');
    }
    const { client, store } = await openClickHouseEventStore(clickhouseUrl, { workRunner: metadataDb });
    const search = new ClickHouseSearchEngine(client, { limits: searchLimits(config.searchLimits), settleProfiles: () => store.settled() });
    return withServices({ config, db, metadata: metadataDb, workLock, events: clickHouseEventBackend(client, store, search, metadataDb), secret });
  } catch (error) {
    await Promise.allSettled([metadata?.close(), db?.close()]);
    throw error;
  }
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

/**
 * Closes what createContext opened: the event backend's own client (or its last writes), then the embedded database
 * (checkpointed) and PostgreSQL's pool, those in use.
 */
export async function closeContext(ctx: AppContext): Promise<void> {
  // The event backend first: its last writes (the embedded rollups' marks) must reach the database before it closes.
  const outcomes = await Promise.allSettled([ctx.events.close?.() ?? Promise.resolve()]);
  const closing: Array<Promise<void>> = [];
  if (ctx.db) closing.push(ctx.db.close());
  if (ctx.metadata !== ctx.db) closing.push(ctx.metadata.close());
  outcomes.push(...await Promise.allSettled(closing));
  const failed = outcomes.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
