import fs from 'node:fs';
import path from 'node:path';
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { Mutex } from '../../lib/mutex';

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

/** Options for opening the embedded database. */
export interface DatabaseOptions {
  /** Worker threads DuckDB may use. */
  threads: number;
  /** Memory cap, e.g. '1GB'. */
  memoryLimit: string;
}

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
 */
export class ConnectionRunner implements SqlRunner {
  constructor(private readonly connection: DuckDBConnection) {}

  async all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    const reader = await this.connection.runAndReadAll(sql, params as DriverParams);
    return toRows<T>(reader.getRowObjectsJS() as Row[]);
  }

  async one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params?: SqlParams): Promise<void> {
    await this.connection.run(sql, params as DriverParams);
  }
}

/**
 * The embedded DuckDB database. One process owns the file (DuckDB locks it).
 * Writes and transactions go through one connection, one at a time; reads use their own connections (MVCC).
 */
export class Database implements SqlRunner {
  private readonly writeLock = new Mutex();
  private readonly readLocks: Mutex[];
  private nextReader = 0;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
    private readonly readers: DuckDBConnection[],
  ) {
    this.readLocks = readers.map(() => new Mutex());
  }

  /** Opens (or creates) the database file; ':memory:' gives a throwaway database. */
  static async open(file: string, options: DatabaseOptions): Promise<Database> {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    const instance = await DuckDBInstance.create(file, {
      threads: String(options.threads),
      memory_limit: options.memoryLimit,
    });
    const writer = await instance.connect();
    const readers = [await instance.connect(), await instance.connect()];
    return new Database(instance, writer, readers);
  }

  /** Reads on a read connection; use for queries that change nothing. */
  async all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    const index = this.nextReader++ % this.readers.length;
    return this.readLocks[index].run(() => new ConnectionRunner(this.readers[index]).all<T>(sql, params));
  }

  async one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  /** A single write statement, serialised with every other write. */
  async run(sql: string, params?: SqlParams): Promise<void> {
    await this.writeLock.run(() => new ConnectionRunner(this.writer).run(sql, params));
  }

  /** Runs fn inside BEGIN/COMMIT on the write connection; rolls back if it throws. Commit happens before this resolves. */
  async transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.writeLock.run(async () => {
      const tx = new ConnectionRunner(this.writer);
      await tx.run('BEGIN TRANSACTION');
      try {
        const result = await fn(tx);
        await tx.run('COMMIT');
        return result;
      } catch (error) {
        await tx.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /** Exclusive use of the write connection, e.g. for an Appender; serialised with every other write. */
  async withWriter<T>(fn: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    return this.writeLock.run(() => fn(this.writer));
  }

  /** Waits for pending writes, checkpoints and closes the file. */
  async close(): Promise<void> {
    await this.writeLock.run(async () => {
      await this.writer.run('CHECKPOINT').catch(() => undefined);
      for (const c of [this.writer, ...this.readers]) c.closeSync();
      this.instance.closeSync();
    });
  }
}
