import type { DuckDBConnection, DuckDBPreparedStatement, DuckDBResult } from '@duckdb/node-api';

type DriverValues = Parameters<DuckDBPreparedStatement['bind']>[0];

const caches = new WeakMap<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();

/** The statement prepared on the connection, from its cache, with `params` bound. */
async function bound(connection: DuckDBConnection, sql: string, params: unknown[]): Promise<DuckDBPreparedStatement> {
  let cache = caches.get(connection);
  if (!cache) {
    cache = new Map();
    caches.set(connection, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = await connection.prepare(sql);
    cache.set(sql, statement);
  }
  statement.bind(params as DriverValues);
  return statement;
}

/**
 * Runs a statement through a prepared statement cached per connection: the ingest path runs the same few
 * statements for every batch, and re-parsing them each time costs more than running them.
 */
export async function runPrepared(connection: DuckDBConnection, sql: string, params: unknown[]) {
  return (await bound(connection, sql, params)).runAndReadAll();
}

/** Runs a cached prepared statement whose rows are read a chunk at a time (`fetchChunk`), never all at once. */
export async function streamPrepared(connection: DuckDBConnection, sql: string, params: unknown[]): Promise<DuckDBResult> {
  return (await bound(connection, sql, params)).stream();
}
