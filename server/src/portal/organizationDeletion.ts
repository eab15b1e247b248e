import type { AppContext } from '../context';
import type { SqlRunner } from '../storage/sql';
import { deleteApp } from './appsRepository';
import { deleteOrgRows } from '../storage/orgRows';

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
  if (ctx.events.sharesTransactionsWith(ctx.metadata)) {
    return ctx.metadata.transaction(async (tx) => {
      const events = await deleteOrgRows(tx, orgId, DELETED_LAST);
      return { apps: await deleteOrgRecords(tx, orgId), events };
    });
  }
  const events = await ctx.events.deleteOrganizationData(orgId);
  const apps = await ctx.metadata.transaction(async (tx) => {
    await deleteOrgRows(tx, orgId, DELETED_LAST);
    return deleteOrgRecords(tx, orgId);
  });
  return { apps, events };
}

/** Deletes the org's apps and its own record; answers how many apps it had. */
async function deleteOrgRecords(tx: SqlRunner, orgId: string): Promise<number> {
  const apps = await tx.all<{ app_id: string }>('SELECT app_id FROM apps WHERE org_id = $1', [orgId]);
  for (const app of apps) await deleteApp(tx, orgId, app.app_id);
  await tx.run('DELETE FROM organizations WHERE org_id = $1', [orgId]);
  return apps.length;
}
