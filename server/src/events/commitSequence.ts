import type { Database, SqlRunner } from '../storage/duckdb/database';

/**
 * The commit sequence of the events table (column `commit_seq`, migration 109). Each group commit stamps its rows
 * with the next number, so the rollup refresher can tell the rows committed since it last merged an hour into the
 * rollups. Numbers are only taken and read while holding the write connection, on which commits happen one at a
 * time: whoever reads `current` there sees every row numbered up to it committed, and no row numbered up to it can
 * commit later. A group that rolls back leaves its number unused.
 */
export class CommitSequence {
  private last: number | null = null;

  /** The number of the last group taken (0 before the first), read from the table once. Call on the write connection. */
  async current(tx: SqlRunner): Promise<number> {
    if (this.last === null) {
      const [row] = await tx.all<{ last: bigint | number | null }>('SELECT max(commit_seq) AS last FROM events');
      this.last = Number(row?.last ?? 0);
    }
    return this.last;
  }

  /** The number of the next group. Call on the write connection, before the group's transaction begins. */
  async next(tx: SqlRunner): Promise<number> {
    this.last = (await this.current(tx)) + 1;
    return this.last;
  }
}

const sequences = new WeakMap<Database, CommitSequence>();

/** The one commit sequence of a database (shared by its group commit writer and rollup refresher). */
export function commitSequenceFor(db: Database): CommitSequence {
  let sequence = sequences.get(db);
  if (!sequence) {
    sequence = new CommitSequence();
    sequences.set(db, sequence);
  }
  return sequence;
}
