import type { DuckDBConnection } from '@duckdb/node-api';
import type { Row, SqlParams, SqlRunner } from '../storage/duckdb/database';

type DriverParams = Parameters<DuckDBConnection['run']>[1];

/** BIGINT as number (string past 2^53), nested values converted alike; Dates and strings unchanged. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
  }
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Row = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v);
    return out;
  }
  return value;
}

/**
 * A SqlRunner on a connection that already holds an open transaction (the group-commit writer's), so that other
 * areas' statements, such as the plan's ingest counter, commit atomically with the events.
 */
export function connectionRunner(connection: DuckDBConnection): SqlRunner {
  const all = async <T = Row>(sql: string, params?: SqlParams): Promise<T[]> => {
    const reader = await connection.runAndReadAll(sql, params as DriverParams);
    return (reader.getRowObjectsJS() as Row[]).map((row) => plain(row) as T);
  };
  return {
    all,
    async one<T = Row>(sql: string, params?: SqlParams) {
      return (await all<T>(sql, params))[0];
    },
    async run(sql: string, params?: SqlParams) {
      await connection.run(sql, params as DriverParams);
    },
  };
}
