import { DEMO_TABLES, type DemoSeedLedger } from '../../demo/demoSeedLedger';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { identifier, sql } from '../../storage/clickhouse/literal';
import { deleteRows, wholeSecondBefore } from '../../storage/clickhouse/mutations';
import { HEADERS_TABLE, ROLLUP_TABLES } from '../../storage/clickhouse/rollupTables';
import type { EventDeletions } from './eventDeletions';

/**
 * The ClickHouse tables with an `org_id` column (every table of the event store but its migration log), without
 * the rollups' materialized views, which hold no rows of their own.
 */
async function orgTables(client: ClickHouseClient): Promise<string[]> {
  const rows = await client.query<{ t: string }>(`SELECT DISTINCT table AS t FROM system.columns WHERE database = currentDatabase() AND name = 'org_id'
    AND table IN (SELECT name FROM system.tables WHERE database = currentDatabase() AND engine LIKE '%MergeTree') ORDER BY t`);
  return rows.map((row) => row.t);
}

/**
 * Deletes everything the ClickHouse event store holds for an organization (each table's rows, a delete ClickHouse
 * has applied when this resolves); answers how many events it had.
 */
export async function deleteOrganizationEvents(client: ClickHouseClient, orgId: string): Promise<number> {
  let events = 0;
  for (const table of await orgTables(client)) {
    const deleted = await deleteRows(client, identifier(table).text, sql`org_id = ${orgId}`);
    if (table === 'events') events = deleted;
  }
  return events;
}

/**
 * Deletes the organization's events older than `cutoff` (retention; one delete with the rollups' compensation,
 * answered once applied): how many.
 */
export function deleteEventsBefore(deletions: EventDeletions, orgId: string, cutoff: Date): Promise<number> {
  return deletions.delete(sql`org_id = ${orgId} AND time < ${wholeSecondBefore(cutoff)}`, { wait: true });
}

/** The demo seeding marker in ClickHouse (`demo_seed_runs`). */
export function clickHouseDemoSeedLedger(client: ClickHouseClient): DemoSeedLedger {
  return {
    isSeeded: async (orgId) => (await client.query(sql`SELECT 1 AS done FROM demo_seed_runs WHERE org_id = ${orgId} LIMIT 1`)).length > 0,
    async clearPartial(orgId) {
      // Every event of the organization goes, so its rollup rows go with them.
      const tables = [...DEMO_TABLES, 'app_anonymous_users', ...ROLLUP_TABLES.map((t) => t.name), HEADERS_TABLE];
      for (const table of tables) await deleteRows(client, table, sql`org_id = ${orgId}`);
    },
    record: (orgId, events) => client.insert('demo_seed_runs', [{ org_id: orgId, events, seeded_at: new Date() }]),
  };
}
