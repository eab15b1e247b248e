import { markHoursBeforeDeleting, rollupRefresherFor } from '../search/rollups/rollupRefresher';
import type { Database } from '../storage/duckdb/database';

/**
 * Deletes at most `limit` events of the organization older than `cutoff`, in one short transaction; answers how
 * many it deleted. The write connection is held only for this batch, so ingest waits at most one batch.
 */
export async function deleteOldEventsBatch(db: Database, orgId: string, cutoff: Date, limit: number): Promise<number> {
  let marks: Awaited<ReturnType<typeof markHoursBeforeDeleting>> = [];
  const deleted = await db.transaction(async (tx) => {
    const counted = await tx.one<{ n: number | bigint }>(
      'SELECT count(*) AS n FROM (SELECT 1 FROM events WHERE org_id = $1 AND time < make_timestamp($2::BIGINT * 1000) LIMIT $3)', [orgId, cutoff.getTime(), limit]);
    const n = Number(counted?.n ?? 0);
    if (n > 0) {
      // The search rollups' hours of the deleted events are dirty, durably with the deletion.
      marks = await markHoursBeforeDeleting(tx, orgId, cutoff.getTime());
      await tx.run('DELETE FROM events WHERE rowid IN (SELECT rowid FROM events WHERE org_id = $1 AND time < make_timestamp($2::BIGINT * 1000) LIMIT $3)', [orgId, cutoff.getTime(), limit]);
    }
    return n;
  });
  rollupRefresherFor(db).markPersistedMarks(marks);
  return deleted;
}
