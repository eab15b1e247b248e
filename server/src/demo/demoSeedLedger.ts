import { markHoursBeforeDeleting, rollupRefresherFor } from '../search/rollups/rollupRefresher';
import type { Database } from '../storage/duckdb/database';

/**
 * Where the event store records that an organization's demo data is complete, and removes a partial run: the marker
 * lives beside the events, and is written last, so a crashed seeding run is seen as not done and starts over.
 */
export interface DemoSeedLedger {
  /** Whether the organization's demo data was seeded to the end. */
  isSeeded(orgId: string): Promise<boolean>;
  /** Removes what a partial run stored for the organization (events, profiles, spans). */
  clearPartial(orgId: string): Promise<void>;
  /** Records a finished run. */
  record(orgId: string, events: number): Promise<void>;
}

/** Tables a demo run fills. */
export const DEMO_TABLES = ['events', 'app_users', 'app_companies', 'app_subscriptions', 'spans'] as const;

/** The ledger in the embedded database (`demo_seed_runs`). */
export function duckDbDemoSeedLedger(db: Database): DemoSeedLedger {
  return {
    isSeeded: async (orgId) => Boolean(await db.one('SELECT 1 AS done FROM demo_seed_runs WHERE org_id = $1', [orgId])),
    async clearPartial(orgId) {
      // The search rollups' hours of the removed events are dirty, durably with the deletion.
      const marks = await db.transaction(async (tx) => {
        const dirty = await markHoursBeforeDeleting(tx, orgId, null);
        for (const table of DEMO_TABLES) await tx.run(`DELETE FROM ${table} WHERE org_id = $1`, [orgId]);
        return dirty;
      });
      rollupRefresherFor(db).markPersistedMarks(marks);
    },
    async record(orgId, events) {
      await db.run('INSERT INTO demo_seed_runs (org_id, events, seeded_at) VALUES ($1, $2, $3::TIMESTAMP)', [
        orgId, events, new Date().toISOString().replace('T', ' ').replace('Z', ''),
      ]);
    },
  };
}
