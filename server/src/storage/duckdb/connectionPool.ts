import type { DuckDBConnection } from '@duckdb/node-api';
import { ConnectionRunner, type SqlRunner } from './connectionRunner';

/** A connection leased from a pool: runs statements, and can interrupt the one it is running. */
export interface LeasedConnection extends SqlRunner {
  /**
   * Stops the statement running on this connection (DuckDB's interrupt): its promise rejects with an
   * "INTERRUPT Error". Harmless when nothing runs; the next statement runs normally.
   */
  interrupt(): void;
}

/**
 * A fixed set of DuckDB connections handed out one caller at a time, first come first served. Used to give one kind
 * of work (tenant searches) connections of its own, so it never queues in front of another kind (sign-in, token and
 * quota lookups on the metadata readers, ingestion on the write connection). A statement occupies its connection and
 * one libuv thread-pool thread until it ends, so the pool size also caps how many such threads that work can hold.
 */
export class ConnectionPool {
  private readonly idle: DuckDBConnection[];
  private readonly waiting: Array<{ resolve: (connection: DuckDBConnection) => void; reject: (error: Error) => void }> = [];
  private readonly leased = new Set<DuckDBConnection>();
  private drained: (() => void) | null = null;
  private closed = false;

  constructor(private readonly connections: DuckDBConnection[]) {
    this.idle = [...connections];
  }

  /** Number of connections. */
  get size(): number {
    return this.connections.length;
  }

  /** Runs fn with a connection of its own, waiting (in call order) for one to be free. */
  async use<T>(fn: (connection: LeasedConnection) => Promise<T>): Promise<T> {
    return this.runOn(await this.acquire(), fn);
  }

  /**
   * Runs fn with a connection of its own if one is free now and nobody waits for one; else answers null at once
   * (a search's second statement borrows a connection this way, never queueing in front of another search).
   */
  tryUse<T>(fn: (connection: LeasedConnection) => Promise<T>): Promise<T> | null {
    if (this.closed || this.waiting.length > 0) return null;
    const free = this.idle.pop();
    if (!free) return null;
    this.leased.add(free);
    return this.runOn(free, fn);
  }

  private async runOn<T>(connection: DuckDBConnection, fn: (connection: LeasedConnection) => Promise<T>): Promise<T> {
    try {
      const runner = new ConnectionRunner(connection);
      return await fn({
        all: (sql, params) => runner.all(sql, params),
        one: (sql, params) => runner.one(sql, params),
        run: (sql, params) => runner.run(sql, params),
        interrupt: () => connection.interrupt(),
      });
    } finally {
      this.release(connection);
    }
  }

  private acquire(): Promise<DuckDBConnection> {
    if (this.closed) return Promise.reject(new Error('The database is closing'));
    const free = this.idle.pop();
    if (free) {
      this.leased.add(free);
      return Promise.resolve(free);
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(connection: DuckDBConnection): void {
    const next = this.closed ? undefined : this.waiting.shift();
    if (next) {
      next.resolve(connection);
      return;
    }
    this.leased.delete(connection);
    this.idle.push(connection);
    if (this.leased.size === 0) this.drained?.();
  }

  /** Interrupts running statements, waits for their callers to give the connections back, then closes them. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('The database is closing'));
    if (this.leased.size > 0) {
      const drained = new Promise<void>((resolve) => { this.drained = resolve; });
      for (const connection of this.leased) connection.interrupt();
      await drained;
    }
    for (const connection of this.connections) connection.closeSync();
  }
}
