import type { SqlRunner } from '../storage/duckdb/database';
import { deleteApp } from './appsRepository';

/** What deleting an organization removed. */
export interface OrganizationDeletion {
  apps: number;
  events: number;
}

/** Tables deleted last: the apps (through deleteApp, which also empties the app cache) and the organization row. */
const DELETED_LAST = new Set(['apps', 'organizations']);

/**
 * Deletes an organization and everything stored under its id, in one transaction: every table with an `org_id`
 * column (events and actions, users, companies, subscriptions, anonymous visitors, memberships, invites, partner
 * links, plan and usage counters, and any table a later area adds), then its apps and the organization itself.
 * Collector keys die with the apps; members keep their accounts and other organizations.
 */
export async function deleteOrganizationData(tx: SqlRunner, orgId: string): Promise<OrganizationDeletion> {
  const tables = await tx.all<{ table_name: string }>(
    "SELECT DISTINCT table_name FROM information_schema.columns WHERE column_name = 'org_id' AND table_schema = 'main' ORDER BY table_name",
  );
  const events = await tx.one<{ n: number | bigint }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [orgId]);
  for (const { table_name: table } of tables) {
    if (DELETED_LAST.has(table) || !/^[a-z_][a-z0-9_]*$/.test(table)) continue;
    await tx.run(`DELETE FROM ${table} WHERE org_id = $1`, [orgId]);
  }
  const apps = await tx.all<{ app_id: string }>('SELECT app_id FROM apps WHERE org_id = $1', [orgId]);
  for (const app of apps) await deleteApp(tx, orgId, app.app_id);
  await tx.run('DELETE FROM organizations WHERE org_id = $1', [orgId]);
  return { apps: apps.length, events: Number(events?.n ?? 0) };
}
