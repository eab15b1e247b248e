/** Bound parameters: positional ($1, $2 ...) or named ($name). Never build SQL from user strings. */
export type SqlParams = unknown[] | Record<string, unknown>;
/** A plain row: BIGINT arrives as number (or string past 2^53), TIMESTAMP as Date. */
export type Row = Record<string, unknown>;

/** Runs parameterised SQL. Implemented by the database and by an open transaction. */
export interface SqlRunner {
  /** Runs a query and returns every row as a plain object. */
  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]>;
  /** Runs a query and returns its first row, or undefined. */
  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined>;
  /** Runs a statement for its effect. */
  run(sql: string, params?: SqlParams): Promise<void>;
}

/** Which engine answers a database's SQL: repositories write the subset both run (server/src/storage/README.md). */
export type SqlEngine = 'duckdb' | 'postgres';

/**
 * The metadata store every area's repositories use: organizations, apps, members, invites, users, sessions,
 * tokens, subscriptions, audit and forms. The embedded DuckDB database by default, PostgreSQL when DATABASE_URL is
 * set. Repository SQL must run on both (the portable subset in server/src/storage/README.md).
 */
export interface MetadataDatabase extends SqlRunner {
  /** The engine behind it. */
  readonly engine: SqlEngine;
  /** Runs fn inside one transaction; commits before resolving, rolls back if fn throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /** Waits for pending work and closes the connections. */
  close(): Promise<void>;
}

/** Whether a runner is a whole database rather than an open transaction (caches read through the former only). */
export function isDatabase(db: SqlRunner): db is MetadataDatabase {
  return typeof (db as Partial<MetadataDatabase>).transaction === 'function';
}

/**
 * Whether a runner is a whole database that no other process writes: the embedded one, whose file one process
 * locks. A cache this process clears on each of its own writes is exact only on such a database; PostgreSQL may be
 * shared by several server processes.
 */
export function isProcessLocal(db: SqlRunner): db is MetadataDatabase {
  return isDatabase(db) && db.engine === 'duckdb';
}
