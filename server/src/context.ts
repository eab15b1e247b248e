import type { ServerConfig } from './config';
import type { Database } from './storage/duckdb/database';

/** Everything a route area needs, built once at start-up and passed to each area's plugin. */
export interface AppContext {
  config: ServerConfig;
  /** The embedded database (events and metadata). */
  db: Database;
  /** Secret for signing user sessions and application tokens. */
  secret: Buffer;
}

/** Options every area plugin receives. */
export interface AreaOptions {
  ctx: AppContext;
}
