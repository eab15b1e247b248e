import type { AppContext } from '../context';
import type { SqlRunner } from '../storage/sql';
import { deleteApp } from './appsRepository';

/** What deleting an organization removed. */
export interface OrganizationDeletion {
  apps: number;
  events: number;
}

/** Tables deleted last: the apps (through deleteApp, which also empties the app cache) and the organization row. */
const DELETED_LAST = new Set(['apps', 'organizations']);

/**
 * Deletes an organization and everything stored under its id: every table with an `org_id` column (events and
 * actions, users, companies, subscriptions, anonymous visitors, spans, memberships, invites, partner links, plan and
 * usage counters, and any table a later area adds), then its apps and the organization itself. Collector keys die
 * with the apps; members keep their accounts and other organizations.
 *
 * One transaction when the metadata shares the embedded database. With the metadata in PostgreSQL, the event store
 * goes first, then the metadata: a failure between the two leaves an organization that can be deleted again.
 */
export async function deleteOrganizationData(ctx: AppContext, orgId: string): Promise<OrganizationDeletion> {
  if (ctx.metadata === ctx.db) {
    return ctx.db.transaction(async (tx) => {
      const events = await deleteOrgRows(tx, orgId);
      return { apps: await deleteOrgRecords(tx, orgId), events };
    });
  }
  const events = await ctx.db.transaction((tx) => deleteOrgRows(tx, orgId));
  const apps = await ctx.metadata.transaction(async (tx) => {
    await deleteOrgRows(tx, orgId);
    return deleteOrgRecords(tx, orgId);
  });
  return { apps, events };
}

/** Deletes the org's rows from every table of this database with an org_id, but its apps and record; answers its event count. */
async function deleteOrgRows(tx: SqlRunner, orgId: string): Promise<number> {
  const tables = await tx.all<{ table_name: string }>(
    "SELECT DISTINCT table_name FROM information_schema.columns WHERE column_name = 'org_id' AND table_schema = current_schema() ORDER BY table_name",
  );
  const names = new Set(tables.map((t) => t.table_name));
  const events = names.has('events') ? await tx.one<{ n: number }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [orgId]) : undefined;
  for (const table of names) {
    if (DELETED_LAST.has(table) || !/^[a-z_][a-z0-9_]*$/.test(table)) continue;
    await tx.run(`DELETE FROM ${table} WHERE org_id = $1`, [orgId]);
  }
  return Number(events?.n ?? 0);
}

/** Deletes the org's apps and its own record; answers how many apps it had. */
async function deleteOrgRecords(tx: SqlRunner, orgId: string): Promise<number> {
  const apps = await tx.all<{ app_id: string }>('SELECT app_id FROM apps WHERE org_id = $1', [orgId]);
  for (const app of apps) await deleteApp(tx, orgId, app.app_id);
  await tx.run('DELETE FROM organizations WHERE org_id = $1', [orgId]);
  return apps.length;
}
