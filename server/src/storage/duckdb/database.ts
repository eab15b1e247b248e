import fs from 'node:fs';
import path from 'node:path';
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { Mutex } from '../../lib/mutex';
import { ConnectionPool } from './connectionPool';
import { ConnectionRunner, type Row, type SqlParams, type SqlRunner } from './connectionRunner';
import type { MetadataDatabase } from '../sql';
import { TableReadCache, WriteTrackingRunner, isReadOnly } from './tableReadCache';

export { ConnectionRunner, type Row, type SqlParams, type SqlRunner } from './connectionRunner';
export type { LeasedConnection } from './connectionPool';

/** Options for opening the embedded database. */
export interface DatabaseOptions {
  /** Worker threads DuckDB may use. */
  threads: number;
  /** Memory cap, e.g. '1GB'. */
  memoryLimit: string;
  /**
   * Write-ahead log size past which a commit checkpoints it into the file, e.g. '128MB' (DuckDB's own default, 16MB,
   * when absent).
   */
  checkpointThreshold?: string;
  /** Connections reserved for tenant searches (searchPool); default 2 (see server/src/search/limits.ts). */
  searchConnections?: number;
}

/**
 * The embedded DuckDB database. One process owns the file (DuckDB locks it).
 * Writes and transactions go through one connection, one at a time. Reads use their own connections (MVCC), in two
 * separate groups so that heavy tenant searches never queue in front of short lookups:
 * - `all`/`one`: two metadata readers for sign-in, sessions, tokens, apps, quota and other short lookups;
 * - `searchPool`: connections reserved for the search API, which can interrupt a statement that runs too long.
 * Reads of the small metadata tables every signed-in request needs are answered from memory between writes
 * (tableReadCache.ts): this process is the only writer, and every write passes through `run`, `transaction`,
 * `all` (RETURNING) or `withWriter`'s runner, each of which tells the cache.
 */
export class Database implements MetadataDatabase {
  readonly engine = 'duckdb' as const;
  private readonly writeLock = new Mutex();
  private readonly readLocks: Mutex[];
  private nextReader = 0;
  private readonly cache = new TableReadCache();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
    private readonly readers: DuckDBConnection[],
    /** Connections of the search API only (tenant-controlled, possibly long statements). */
    readonly searchPool: ConnectionPool,
  ) {
    this.readLocks = readers.map(() => new Mutex());
  }

  /** Opens (or creates) the database file; ':memory:' gives a throwaway database. */
  static async open(file: string, options: DatabaseOptions): Promise<Database> {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const instance = await DuckDBInstance.create(file, {
      threads: String(options.threads),
      memory_limit: options.memoryLimit,
      ...(options.checkpointThreshold ? { checkpoint_threshold: options.checkpointThreshold } : {}),
    });
    const writer = await instance.connect();
    const readers = [await instance.connect(), await instance.connect()];
    const searchers: DuckDBConnection[] = [];
    for (let i = 0; i < Math.max(1, options.searchConnections ?? 2); i++) searchers.push(await instance.connect());
    return new Database(instance, writer, readers, new ConnectionPool(searchers));
  }

  /** Reads on a metadata read connection; use for short queries that change nothing (never for tenant searches). */
  async all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    if (isReadOnly(sql)) return this.cache.all(sql, params, () => this.onReader((reader) => reader.all<T>(sql, params)));
    // DuckDB answers RETURNING on any connection's `all`: a write sent here is told to the cache like any other.
    return this.onReader((reader) => this.tracking(reader, (tx) => tx.all<T>(sql, params)));
  }

  async one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  /** A single write statement, serialised with every other write. */
  async run(sql: string, params?: SqlParams): Promise<void> {
    await this.writeLock.run(() => this.tracking(new ConnectionRunner(this.writer), (tx) => tx.run(sql, params)));
  }

  /** Runs fn inside BEGIN/COMMIT on the write connection; rolls back if it throws. Commit happens before this resolves. */
  async transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const connection = new ConnectionRunner(this.writer);
    return this.writeLock.run(() => this.tracking(connection, async (tx) => {
      await connection.run('BEGIN TRANSACTION');
      try {
        const result = await fn(tx);
        await connection.run('COMMIT');
        return result;
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }));
  }

  /**
   * Exclusive use of the write connection, e.g. for an Appender; serialised with every other write. SQL goes through
   * `tx` (on the same connection), which tells the read cache what it writes; statements sent on `connection` itself
   * must not write the cached metadata tables (CACHED_TABLES).
   */
  async withWriter<T>(fn: (connection: DuckDBConnection, tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.writeLock.run(() => this.tracking(new ConnectionRunner(this.writer), (tx) => fn(this.writer, tx)));
  }

  /**
   * A count that changes whenever a write through SQL (run, transaction, RETURNING, withWriter's runner) names
   * `table` as it starts and once it has ended; rows appended on withWriter's raw connection do not change it.
   * Tracked for the read cache's tables and for `events` (tableReadCache.ts, writesEvents).
   */
  tableVersion(table: string): number {
    return this.cache.version(table);
  }

  /** Runs fn on the next metadata read connection, once that connection is free. */
  private onReader<T>(fn: (reader: SqlRunner) => Promise<T>): Promise<T> {
    const index = this.nextReader++ % this.readers.length;
    return this.readLocks[index].run(() => fn(new ConnectionRunner(this.readers[index])));
  }

  /**
   * Runs writing work through a runner that tells the read cache of each write as it starts, and once more when the
   * work has ended (committed, rolled back or failed), so no read that overlapped it stays cached.
   */
  private async tracking<T>(runner: SqlRunner, work: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const tx = new WriteTrackingRunner(runner, this.cache);
    try {
      return await work(tx);
    } finally {
      tx.ended();
    }
  }

  /** Stops running searches, waits for pending reads and writes, checkpoints and closes the file. */
  async close(): Promise<void> {
    await this.searchPool.close();
    await Promise.all(this.readLocks.map((lock) => lock.run(async () => undefined)));
    await this.writeLock.run(async () => {
      await this.writer.run('CHECKPOINT').catch(() => undefined);
      for (const c of [this.writer, ...this.readers]) c.closeSync();
      this.instance.closeSync();
    });
  }
}
