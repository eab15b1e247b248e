import type { LeasedConnection } from '../storage/duckdb/connectionPool';

/** Where a search's statements may run besides its own connection: a pool that lends an idle connection, or none. */
export interface BorrowableConnections {
  tryUse?<T>(fn: (connection: LeasedConnection) => Promise<T>): Promise<T> | null;
  /**
   * How many statements a search's own lease runs at once: 1 for a DuckDB connection (one statement at a time); a
   * ClickHouse lease sends each statement as its own request, which the server runs beside the others.
   */
  readonly statementsAtOnce?: number;
}

/**
 * The connections one search runs its statements on. A search whose statements do not depend on each other (its
 * total and its aggregations, sibling aggregations, a bucket's percentiles and distinct counts) asks for them
 * together: the first runs on the search's own connection, a second light one (over the rollups, a count, a page of
 * hits) on a connection borrowed from the pool if one is idle right now (DuckDB runs a small statement on one
 * thread, so two use both cores), the rest wait for the search's own connection in order. A pool that cannot lend
 * (ClickHouse) runs up to its `statementsAtOnce` of them at once on the search's own lease, the rest in order.
 */
export class StatementLanes {
  /** Statements running on the search's own connection now. */
  private ownRunning = 0;
  private readonly waiting: Array<() => void> = [];
  private borrowed = 0;
  /** The connections running a statement of the search now, with how many each runs. */
  private readonly active = new Map<LeasedConnection, number>();
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
    for (const connection of this.active.keys()) connection.interrupt();
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

  private get ownFull(): boolean {
    return this.ownRunning >= Math.max(1, this.pool.statementsAtOnce ?? 1);
  }

  private async dispatch<T>(statement: (connection: LeasedConnection) => Promise<T>, light: boolean): Promise<T> {
    if (light && this.ownFull && this.borrowed < this.maxBorrowed && this.pool.tryUse) {
      this.borrowed++;
      const lent = this.pool.tryUse((connection) => this.on(connection, statement));
      if (lent) return lent.finally(() => { this.borrowed--; });
      this.borrowed--;
    }
    if (this.ownFull) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.ownRunning++;
    try {
      return await this.on(this.own, statement);
    } finally {
      // The next waiting statement takes the place over; without one the place is free.
      const next = this.waiting.shift();
      if (next) next();
      else this.ownRunning--;
    }
  }

  private async on<T>(connection: LeasedConnection, statement: (connection: LeasedConnection) => Promise<T>): Promise<T> {
    if (this.stopped) throw new Error('The search stopped before this statement started');
    this.active.set(connection, (this.active.get(connection) ?? 0) + 1);
    try {
      return await statement(connection);
    } finally {
      const left = (this.active.get(connection) ?? 1) - 1;
      if (left > 0) this.active.set(connection, left);
      else this.active.delete(connection);
    }
  }
}
