import { groupCommitWriterFor } from '../../../server/src/events/groupCommitWriter';
import type { Database } from '../../../server/src/storage/duckdb/database';

/**
 * Holds the database's write connection (as a long commit would) until the returned function is called, so tests
 * can queue batches behind it deterministically.
 */
export async function holdWriter(db: Database): Promise<() => void> {
  let release!: () => void;
  let held!: () => void;
  const holding = new Promise<void>((resolve) => { held = resolve; });
  void db.withWriter(() => {
    held();
    return new Promise<void>((resolve) => { release = resolve; });
  });
  await holding;
  return () => release();
}

/** Resolves once the group-commit writer holds exactly `rows` rows (queued or committing). */
export async function waitForHeldRows(db: Database, rows: number): Promise<void> {
  const writer = groupCommitWriterFor(db);
  while (writer.heldRows !== rows) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Events stored for an organization. */
export async function storedEvents(db: Database, orgId: string): Promise<number> {
  return (await db.one<{ n: number }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [orgId]))?.n ?? 0;
}
