import { isDatabase, type SqlRunner } from '../../storage/sql';
import type { TransactionWork } from '../eventStore';

/**
 * A TransactionWork around a ClickHouse insert, which cannot be a transaction: `admit` runs before the insert and
 * `run` after it, each in a transaction of its own on `runner` (the SQL database that holds what the work writes,
 * e.g. the quota's ingest counters) when it is a database. The caller holds the work's key for the whole sequence,
 * so writes of the same key in this process are admitted and counted one after another.
 */
export class WorkAroundInsert {
  constructor(private readonly runner: SqlRunner) {}

  /** Null when the write may be stored, else the error its caller gets (nothing is inserted then). */
  async admit(work: TransactionWork | undefined, rows: number): Promise<Error | null> {
    if (!work?.admit || rows === 0) return null;
    const [verdict] = await this.phase((tx) => work.admit?.(tx, [rows]) ?? Promise.resolve([null]));
    return verdict ?? null;
  }

  /**
   * Runs the work for the rows inserted. The rows are stored whatever happens here, so a failure is logged and not
   * thrown: failing the write would make the client send the batch again, and those rows would then be duplicates.
   */
  async after(work: TransactionWork | undefined, inserted: number): Promise<void> {
    if (!work || inserted === 0) return;
    try {
      await this.phase((tx) => work.run(tx, inserted));
    } catch (error) {
      console.error(`Work "${work.key}" after a ClickHouse insert of ${inserted} events failed:`, error instanceof Error ? error.message : error);
    }
  }

  private phase<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return isDatabase(this.runner) ? this.runner.transaction(fn) : fn(this.runner);
  }
}
