import type { AppContext } from '../context';
import { deleteApp } from './appsRepository';

/**
 * Deletes an app: first the spans it received (event store), then its record (metadata), so a failure between the
 * two leaves an app that can be deleted again rather than data nobody can reach.
 */
export async function deleteAppWithData(ctx: AppContext, orgId: string, appId: string): Promise<void> {
  await ctx.events.deleteAppData(orgId, appId);
  await deleteApp(ctx.metadata, orgId, appId);
}
