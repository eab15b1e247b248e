import pg from 'pg';
import { HttpError } from '../../http/errors';
import type { MetadataDatabase, Row, SqlParams, SqlRunner } from '../sql';

/** Where the metadata lives when it is not in the embedded database. */
export interface PostgresOptions {
  /** postgres://user:password@host:port/database (DATABASE_URL). */
  url: string;
  /** Schema holding the tables (DATABASE_SCHEMA, default public); created when missing. */
  schema: string;
  /** Most connections open at once (DATABASE_POOL_SIZE, default 10). */
  poolSize: number;
}

/** Attempts of a transaction that keeps losing serialization conflicts. */
const MAX_TRANSACTION_ATTEMPTS = 5;

/** serialization_failure and deadlock_detected: the transaction may simply run again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const TIMESTAMP_OID = 1114;

/** BIGINT and NUMERIC as numbers (as the embedded engine answers them), or as a string past 2^53. */
function parseBigNumber(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) || !/^-?\d+$/.test(text) ? n : text;
}

/** TIMESTAMP (without time zone) columns hold UTC, whatever the server process's own time zone is. */
function parseUtcTimestamp(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

// Per pool rather than global, so the embedded engine and other code see pg's defaults untouched.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return parseBigNumber;
    if (oid === TIMESTAMP_OID) return parseUtcTimestamp;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** How every connection is opened: UTC (now() and TIMESTAMP columns agree with the embedded engine) and our schema. */
function connectionSettings(options: PostgresOptions): pg.ClientConfig {
  return { connectionString: options.url, types, options: `-c TimeZone=UTC -c search_path=${options.schema}` };
}

/**
 * A schema name safe to splice into a statement and into the session's search_path. Lower case only: the
 * search_path setting folds an unquoted name to lower case, so a mixed-case schema would not be found.
 */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name "${name}": use lower-case letters, digits and _ (at most 63)`);
  return `"${name}"`;
}

/**
 * The parameters as pg takes them. PostgreSQL text cannot hold U+0000: a value with it (a path or query parameter;
 * bodies are refused earlier by http/jsonBodyGuard.ts) is the caller's mistake, answered 400 rather than 500.
 */
function positional(params: SqlParams | undefined): unknown[] | undefined {
  if (params === undefined) return undefined;
  if (!Array.isArray(params)) throw new Error('Named SQL parameters are not portable: bind $1, $2 ... positionally');
  if (params.some((value) => typeof value === 'string' && value.includes('\u0000'))) {
    throw new HttpError(400, 'A value in the request contains the NUL character (\\u0000), which cannot be stored: remove it');
  }
  return params;
}

/** A SqlRunner on the pool, on one pool client, or on a connection of its own. */
class PgRunner implements SqlRunner {
  constructor(private readonly client: pg.Pool | pg.ClientBase) {}

  async all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    const result = await this.client.query(sql, positional(params));
    return result.rows as T[];
  }

  async one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params?: SqlParams): Promise<void> {
    await this.client.query(sql, positional(params));
  }
}

/**
 * Metadata in PostgreSQL: a connection pool whose sessions run in UTC with the configured schema first on the
 * search path, so the repositories' SQL reads exactly as it does on the embedded engine.
 */
export class PostgresDatabase implements MetadataDatabase {
  readonly engine = 'postgres' as const;
  private readonly runner: PgRunner;

  private constructor(private readonly pool: pg.Pool, private readonly options: PostgresOptions) {
    this.runner = new PgRunner(pool);
  }

  /** The schema holding the tables (DATABASE_SCHEMA). */
  get schema(): string {
    return this.options.schema;
  }

  /** Connects, creates the schema when missing and checks that the server answers. */
  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const schema = quoteIdentifier(options.schema);
    const pool = new pg.Pool({ ...connectionSettings(options), max: options.poolSize });
    // An idle client that loses its connection emits 'error' on the pool; without a listener Node would exit.
    pool.on('error', () => undefined);
    try {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot use the PostgreSQL database in DATABASE_URL: ${(error as Error).message}`);
    }
    return new PostgresDatabase(pool, options);
  }

  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]> {
    return this.runner.all<T>(sql, params);
  }

  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return this.runner.one<T>(sql, params);
  }

  run(sql: string, params?: SqlParams): Promise<void> {
    return this.runner.run(sql, params);
  }

  /**
   * SERIALIZABLE, so invariants checked by reading inside a transaction (an organization keeps an Owner, an invite
   * is accepted once) hold as they do on the embedded engine, whose writes run one at a time. A transaction that
   * loses a conflict runs again from the start.
   */
  async transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactionOnce(fn);
      } catch (error) {
        if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  private async transactionOnce<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
      try {
        const result = await fn(new PgRunner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  }

  /**
   * Runs fn on a connection of its own, opened for it and closed after it, outside the pool: for session state such
   * as advisory locks, held as long as fn runs without taking one of the requests' connections (and without
   * waiting for one, whatever DATABASE_POOL_SIZE is). Closing the connection ends whatever the session held.
   */
  async withSession<T>(fn: (session: SqlRunner) => Promise<T>): Promise<T> {
    const client = new pg.Client(connectionSettings(this.options));
    // A connection lost while fn runs emits 'error'; the next query then fails, and without a listener Node would exit.
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await fn(new PgRunner(client));
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
