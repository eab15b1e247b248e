import type { ServerConfig } from './config';
import type { EventBackend } from './eventBackend';
import type { Database } from './storage/duckdb/database';
import type { ScheduledWorkLock } from './storage/scheduledWorkLock';
import type { MetadataDatabase } from './storage/sql';
import type { MetadataRepositories } from './repositories';
import type { Services } from './services';

/** Everything a route area needs, built once at start-up and passed to each area's plugin. */
export interface AppContext {
  config: ServerConfig;
  /**
   * The embedded DuckDB database, when one is open: the events (and the metadata too without DATABASE_URL), or only
   * the metadata when CLICKHOUSE_URL holds the events; none with both CLICKHOUSE_URL and DATABASE_URL. Areas use
   * `events` and `metadata`; this is for start-up, shutdown and tests.
   */
  db?: Database;
  /** The event store behind interfaces (ingest, search, schema, spans, quota, commit listeners): eventBackend.ts. */
  events: EventBackend;
  /**
   * Organizations, apps, members, invites, users, sessions, tokens, subscriptions, audit and forms: the same
   * embedded database by default, PostgreSQL when DATABASE_URL is set. Repositories write SQL both engines run.
   */
  metadata: MetadataDatabase;
  /**
   * Every metadata area's repository over `metadata`, with `transaction` for work that must commit together. For
   * services and the request guard; routes call `services` instead.
   */
  repositories: MetadataRepositories;
  /** Every area's service (services.ts): what routes call. */
  services: Services;
  /**
   * Runs scheduled work once across the server processes sharing the metadata database: a PostgreSQL advisory lock
   * with DATABASE_URL, a lock of this process on the embedded database. Work on the events takes
   * `eventWorkLock(events, workLock)` instead.
   */
  workLock: ScheduledWorkLock;
  /** Secret for signing user sessions and application tokens. */
  secret: Buffer;
}

/** Options every area plugin receives. */
export interface AreaOptions {
  ctx: AppContext;
}
