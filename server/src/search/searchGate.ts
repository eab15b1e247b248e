import { HttpError } from '../http/errors';
import type { ConnectionPool, LeasedConnection } from '../storage/duckdb/connectionPool';
import type { Row } from '../storage/duckdb/connectionRunner';
import { DslError } from './dsl/dslError';
import type { Fragment } from './dsl/fragment';
import type { SearchLimits } from './limits';
import { StatementLanes, type BorrowableConnections } from './statementLanes';

/** How a search's statement may run. */
export interface StatementOptions {
  /**
   * A statement over few rows or with a small answer (the rollups, a count, a page of hits): it may run beside
   * another statement of the same search on a borrowed connection (statementLanes.ts).
   */
  light?: boolean;
}

/** Runs one compiled statement of a search and answers its rows. */
export type SearchQueryRunner = (query: Fragment, options?: StatementOptions) => Promise<Row[]>;

/** The same runner with every statement marked light. */
export const lightStatements = (run: SearchQueryRunner): SearchQueryRunner => (query) => run(query, { light: true });

/**
 * The connections searches run on: DuckDB's search pool (which also lends an idle connection for a search's second
 * statement at a time), or ClickHouse requests (clickhouse/clickHouseSearchPool.ts).
 */
export type SearchConnections = Pick<ConnectionPool, 'size' | 'use'> & BorrowableConnections;

interface Waiter {
  key: string;
  admit(): void;
  refuse(error: Error): void;
}

const busy = (limits: SearchLimits) =>
  new HttpError(503, `The search service is busy: retry after ${limits.retryAfterSeconds} s`, undefined, { 'Retry-After': String(limits.retryAfterSeconds) });

/** The 400 of a search stopped at its time limit. */
export function searchTimedOut(limits: Pick<SearchLimits, 'timeLimitMs'>): HttpError {
  return new DslError(
    `The search took longer than ${limits.timeLimitMs / 1000} s and was stopped: narrow it with a shorter from/to window, more selective query clauses, or fewer and smaller aggregations`,
  );
}

/** DuckDB's out-of-memory error, by its message: the driver's errors need not be `instanceof Error` of this realm. */
function isOutOfMemory(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /Out of Memory Error/i.test(message);
}

/** The 503 of a search that needed more memory than the database allows. */
export function searchOutOfMemory(limits: Pick<SearchLimits, 'retryAfterSeconds'>): HttpError {
  return new HttpError(
    503,
    `The search needed more memory than the server allows: narrow it (shorter from/to window, fewer clauses on metadata or bodies, fewer aggregations) or retry after ${limits.retryAfterSeconds} s`,
    undefined,
    { 'Retry-After': String(limits.retryAfterSeconds) },
  );
}

/**
 * Admission and supervision of searches (server/src/search/README.md, "Limits"):
 * - at most `maxConcurrentPerOrg` searches of one key (organization) in flight, running or waiting: one more answers
 *   429 with Retry-After;
 * - at most `connections` searches running at once server-wide, each on a search connection of its own (never on the
 *   metadata readers that sign-in, tokens and ingestion use), and at most `maxRunningPerOrg` of one organization, so
 *   one organization's searches leave a connection to the others; the rest wait in arrival order, at most
 *   `maxWaiting` of them and for at most `queueWaitMs`, else 503 with Retry-After;
 * - a running search gets `timeLimitMs` for all its statements together: at the deadline the running statement is
 *   interrupted (DuckDB interrupt) and the caller answered 400 saying how to narrow the search. DuckDB stops at its
 *   next task boundary (about 100k rows per thread); until then the search keeps its connection and still counts.
 *   At most `maxStatements` statements per search. A DuckDB out-of-memory error answers 503 instead of 500.
 */
export class SearchGate {
  private readonly inFlight = new Map<string, number>();
  private readonly runningByKey = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  private running = 0;
  /** Searches that may run at once: the configured number, never more than the pool has connections. */
  private readonly slots: number;

  constructor(private readonly pool: SearchConnections, private readonly limits: SearchLimits) {
    this.slots = Math.max(1, Math.min(limits.connections, pool.size));
  }

  /** Runs `work` as one search counted against `key`, with a statement runner bound to its connection and deadline. */
  async run<T>(key: string, work: (run: SearchQueryRunner) => Promise<T>): Promise<T> {
    const mine = this.inFlight.get(key) ?? 0;
    if (mine >= this.limits.maxConcurrentPerOrg) {
      throw new HttpError(
        429,
        `Too many searches of this organization at once (at most ${this.limits.maxConcurrentPerOrg}): retry after ${this.limits.retryAfterSeconds} s`,
        undefined,
        { 'Retry-After': String(this.limits.retryAfterSeconds) },
      );
    }
    this.inFlight.set(key, mine + 1);
    const release = () => {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    };
    try {
      await this.admit(key);
    } catch (error) {
      release();
      throw error;
    }
    // The caller is answered as soon as the search ends or its time is up. The connection, its slot and the
    // organization's count are given back only when the statement has really stopped (DuckDB notices an interrupt
    // between tasks), so a stopped search still counts against the limits while it winds down.
    return new Promise<T>((resolve, reject) => {
      this.pool
        .use((connection) => this.supervise(connection, work, reject))
        .then(resolve, reject)
        .finally(() => {
          this.leave(key);
          release();
        });
    });
  }

  /** Whether a search of `key` may start now: a connection is free and the organization is under its running limit. */
  private mayStart(key: string): boolean {
    return this.running < this.slots && (this.runningByKey.get(key) ?? 0) < this.limits.maxRunningPerOrg;
  }

  private admit(key: string): Promise<void> {
    if (this.mayStart(key)) {
      this.enter(key);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.reject(busy(this.limits));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        key,
        admit: () => { clearTimeout(timer); resolve(); },
        refuse: (error) => { clearTimeout(timer); reject(error); },
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        waiter.refuse(busy(this.limits));
      }, this.limits.queueWaitMs);
      this.waiting.push(waiter);
    });
  }

  private enter(key: string): void {
    this.running++;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private leave(key: string): void {
    this.running--;
    const left = (this.runningByKey.get(key) ?? 1) - 1;
    if (left > 0) this.runningByKey.set(key, left);
    else this.runningByKey.delete(key);
    // Start the oldest waiters whose organizations are under their running limit, while connections are free.
    for (let i = 0; i < this.waiting.length && this.running < this.slots;) {
      const waiter = this.waiting[i];
      if (!this.mayStart(waiter.key)) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.enter(waiter.key);
      waiter.admit();
    }
  }

  /**
   * Runs `work` with the statement budget and the deadline; `timedOut` answers the caller at the deadline. Statements
   * asked for together run on the search's connection and one borrowed idle connection (StatementLanes); `work` is
   * settled only once none of its statements runs any more, so no connection is handed back busy.
   */
  private async supervise<T>(connection: LeasedConnection, work: (run: SearchQueryRunner) => Promise<T>, timedOut: (error: Error) => void): Promise<T> {
    const deadline = Date.now() + this.limits.timeLimitMs;
    const lanes = new StatementLanes(connection, this.pool);
    let statements = 0;
    const run: SearchQueryRunner = async (query, options = {}) => {
      if (++statements > this.limits.maxStatements) {
        throw new DslError(`The search needs more than ${this.limits.maxStatements} SQL statements: use fewer filters entries or nest fewer bucket aggregations`);
      }
      return lanes.run(async (on) => {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw searchTimedOut(this.limits);
        let interrupted = false;
        const timer = setTimeout(() => {
          interrupted = true;
          lanes.interruptAll();
          timedOut(searchTimedOut(this.limits));
        }, remaining);
        try {
          return await on.all<Row>(query.sql, [...query.params]);
        } catch (error) {
          if (interrupted) throw searchTimedOut(this.limits);
          if (isOutOfMemory(error)) throw searchOutOfMemory(this.limits);
          throw error;
        } finally {
          clearTimeout(timer);
        }
      }, options.light === true);
    };
    try {
      return await work(run);
    } catch (error) {
      // The statements asked for beside the failed one need not finish: stop them, then give the connections back.
      lanes.stop();
      throw error;
    } finally {
      await lanes.drained();
    }
  }
}
