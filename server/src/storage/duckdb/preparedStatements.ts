import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';

/** Prepared statements kept per connection: the statement texts the server repeats (lookups, portal searches). */
export const PREPARED_STATEMENTS_PER_CONNECTION = 64;

/**
 * A connection's prepared statements by SQL text, least recently used dropped first. Running a statement through
 * the driver parses, binds and plans it every time (a millisecond or more for a search's statements); the server
 * sends the same texts with new values over and over, so it keeps them prepared. DuckDB binds a kept statement again
 * by itself when the schema changed since it was prepared, or when a value's type differs from the one it was
 * planned with, so a kept statement answers exactly what a fresh one would.
 *
 * A connection runs one statement at a time (its callers hold it exclusively), so a kept statement is never bound
 * for two runs at once.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, DuckDBPreparedStatement>();

  constructor(private readonly connection: DuckDBConnection, private readonly capacity = PREPARED_STATEMENTS_PER_CONNECTION) {}

  /** The statement prepared for `sql`: kept from an earlier call, or prepared now and kept. */
  async get(sql: string): Promise<DuckDBPreparedStatement> {
    const kept = this.statements.get(sql);
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept;
    }
    const prepared = await this.connection.prepare(sql);
    this.statements.set(sql, prepared);
    if (this.statements.size > this.capacity) {
      const [oldest, statement] = this.statements.entries().next().value as [string, DuckDBPreparedStatement];
      this.statements.delete(oldest);
      statement.destroySync();
    }
    return prepared;
  }

  /** Drops the statement of `sql` (after it failed: the next call prepares it afresh). */
  forget(sql: string): void {
    const kept = this.statements.get(sql);
    if (!kept) return;
    this.statements.delete(sql);
    kept.destroySync();
  }
}

const byConnection = new WeakMap<DuckDBConnection, PreparedStatements>();

/** The prepared statements kept for a connection. */
export function preparedStatementsOf(connection: DuckDBConnection): PreparedStatements {
  let statements = byConnection.get(connection);
  if (!statements) {
    statements = new PreparedStatements(connection);
    byConnection.set(connection, statements);
  }
  return statements;
}
