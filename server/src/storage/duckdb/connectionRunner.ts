import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';
import type { Row, SqlParams, SqlRunner } from '../sql';
import { preparedStatementsOf } from './preparedStatements';

export type { Row, SqlParams, SqlRunner } from '../sql';

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

function toRows<T>(rows: Row[]): T[] {
  return rows.map((row) => plain(row) as T);
}

// The driver's own parameter type is a union of DuckDB value classes; plain JS values are accepted at run time.
type DriverParams = Parameters<DuckDBConnection['run']>[1];

/**
 * A SqlRunner on one connection, with no locking of its own. Used inside work that already holds the connection,
 * e.g. a transaction opened by the group-commit writer, so other areas' statements commit atomically with it.
 * Statements with values run as the connection's kept prepared statements (preparedStatements.ts).
 */
export class ConnectionRunner implements SqlRunner {
  constructor(private readonly connection: DuckDBConnection) {}

  async all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    const prepared = Array.isArray(params) && params.length > 0 ? await this.kept(sql) : null;
    const reader = prepared ? await this.bound(sql, prepared, params as SqlParams).runAndReadAll() : await this.connection.runAndReadAll(sql, params as DriverParams);
    return toRows<T>(reader.getRowObjectsJS() as Row[]);
  }

  async one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params?: SqlParams): Promise<void> {
    const prepared = Array.isArray(params) && params.length > 0 ? await this.kept(sql) : null;
    if (prepared) await this.bound(sql, prepared, params as SqlParams).run();
    else await this.connection.run(sql, params as DriverParams);
  }

  /** The kept statement of `sql`, or null when it cannot be kept (the driver then reports any error itself). */
  private async kept(sql: string): Promise<DuckDBPreparedStatement | null> {
    try {
      return await preparedStatementsOf(this.connection).get(sql);
    } catch {
      return null;
    }
  }

  /** The kept statement with `params` bound; a statement whose values do not bind is dropped, and the error thrown. */
  private bound(sql: string, prepared: DuckDBPreparedStatement, params: SqlParams): DuckDBPreparedStatement {
    try {
      prepared.bind(params as NonNullable<DriverParams>);
      return prepared;
    } catch (error) {
      preparedStatementsOf(this.connection).forget(sql);
      throw error;
    }
  }
}
