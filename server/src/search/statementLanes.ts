import type { LeasedConnection } from '../storage/duckdb/connectionPool';

/** Where a search's statements may run besides its own connection: a pool that lends an idle connection, or none. */
export interface BorrowableConnections {
  tryUse?<T>(fn: (connection: LeasedConnection) => Promise<T>): Promise<T> | null;
}

/**
 * The connections one search runs its statements on. A search whose statements do not depend on each other (its
 * total and its aggregations, sibling aggregations, a bucket's percentiles and distinct counts) asks for them
 * together: the first runs on the search's own connection, a second light one (over the rollups, a count, a page of
 * hits) on a connection borrowed from the pool if one is idle right now (DuckDB runs a small statement on one
 * thread, so two use both cores), the rest wait for the search's own connection in order. A pool that cannot lend
 * (ClickHouse) runs them one after the other.
 */
export class StatementLanes {
  private ownBusy = false;
  private readonly waiting: Array<() => void> = [];
  private borrowed = 0;
  private readonly active = new Set<LeasedConnection>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly own: LeasedConnection,
    private readonly pool: BorrowableConnections,
    /** Connections one search may borrow at once. */
    private readonly maxBorrowed = 1,
  ) {}

  /**
   * Runs a statement on one of the search's connections; `statement` gets the connection it runs on. Only a `light`
   * statement may run on a borrowed connection: two heavy scans at once would double what one search holds in memory.
   */
  run<T>(statement: (connection: LeasedConnection) => Promise<T>, light: boolean): Promise<T> {
    const result = this.dispatch(statement, light);
    const settled = result.then(() => undefined, () => undefined);
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    return result;
  }

  /** Interrupts every statement of the search that is running now. */
  interruptAll(): void {
    for (const connection of this.active) connection.interrupt();
  }

  /**
   * Ends the search's statements after one of them failed: the running ones are interrupted and those not started yet
   * never start (their callers get an error nobody reads: the search already answered with the first failure).
   */
  stop(): void {
    this.stopped = true;
    this.interruptAll();
  }

  /** Resolves once no statement of the search runs any more (their connections are back in the pool). */
  async drained(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async dispatch<T>(statement: (connection: LeasedConnection) => Promise<T>, light: boolean): Promise<T> {
    if (light && this.ownBusy && this.borrowed < this.maxBorrowed && this.pool.tryUse) {
      this.borrowed++;
      const lent = this.pool.tryUse((connection) => this.on(connection, statement));
      if (lent) return lent.finally(() => { this.borrowed--; });
      this.borrowed--;
    }
    if (this.ownBusy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.ownBusy = true;
    try {
      return await this.on(this.own, statement);
    } finally {
      // The next waiting statement takes the search's connection over; without one it is free.
      const next = this.waiting.shift();
      if (next) next();
      else this.ownBusy = false;
    }
  }

  private async on<T>(connection: LeasedConnection, statement: (connection: LeasedConnection) => Promise<T>): Promise<T> {
    if (this.stopped) throw new Error('The search stopped before this statement started');
    this.active.add(connection);
    try {
      return await statement(connection);
    } finally {
      this.active.delete(connection);
    }
  }
}
