import path from 'node:path';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { loadSecret } from './lib/secret';
import { Database } from './storage/duckdb/database';
import { migrate } from './storage/migrate';
import { migrations } from './storage/migrations';
import { searchLimits } from './search/limits';

/** Opens the database in DATA_DIR, applies pending migrations and returns the context every area uses. */
export async function createContext(config: ServerConfig): Promise<AppContext> {
  // First: a refused secret must stop the start-up before the database file is opened (and locked).
  const secret = loadSecret(config.dataDir);
  const db = await Database.open(path.join(config.dataDir, 'apiscope.duckdb'), {
    threads: config.duckdbThreads,
    memoryLimit: config.duckdbMemoryLimit,
    searchConnections: searchLimits(config.searchLimits).connections,
  });
  const applied = await migrate(db, migrations);
  // Schema changes go to the database file at once: DuckDB fails to replay an ALTER TABLE from its write-ahead log
  // after a crash ("Failure while replaying WAL"), and the server would then not start again.
  if (applied.length > 0) await db.run('CHECKPOINT');
  return { config, db, secret };
}
