import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';

type DriverValues = Parameters<DuckDBPreparedStatement['bind']>[0];

const caches = new WeakMap<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();

/**
 * Runs a statement through a prepared statement cached per connection: the ingest path runs the same few
 * statements for every batch, and re-parsing them each time costs more than running them.
 */
export async function runPrepared(connection: DuckDBConnection, sql: string, params: unknown[]) {
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
  return statement.runAndReadAll();
}
