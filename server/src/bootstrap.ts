import path from 'node:path';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { loadSecret } from './lib/secret';
import { Database } from './storage/duckdb/database';
import { migrate } from './storage/migrate';
import { migrations } from './storage/migrations';

/** Opens the database in DATA_DIR, applies pending migrations and returns the context every area uses. */
export async function createContext(config: ServerConfig): Promise<AppContext> {
  const db = await Database.open(path.join(config.dataDir, 'apiscope.duckdb'), {
    threads: config.duckdbThreads,
    memoryLimit: config.duckdbMemoryLimit,
  });
  await migrate(db, migrations);
  return { config, db, secret: loadSecret(config.dataDir) };
}
