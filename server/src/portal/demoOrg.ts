import type { SqlRunner } from '../storage/duckdb/database';
import { HttpError } from '../http/errors';

/** Fixed id of the read-only demo organization every signed-in user can see. */
export const DEMO_ORG_ID = 'demo';
/** Name of the demo organization. */
export const DEMO_ORG_NAME = 'Apiscope Demo';
/** The demo apps: fixed ids and names (the portal finds the demo app by name). */
export const DEMO_APPS: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'demodefault', name: 'default' },
  { id: 'demographql', name: 'GraphQL' },
  { id: 'demosoap', name: 'SOAP' },
];
/** Plan the demo organization runs on, so its sample data is never refused for quota. */
export const DEMO_PLAN_ID = 'growth-annual';

/** True for the demo organization's id. */
export function isDemoOrg(orgId: string): boolean {
  return orgId === DEMO_ORG_ID;
}

/** 403 answered to every write aimed at the demo organization. */
export function demoReadOnly(): HttpError {
  return new HttpError(403, 'The demo organization is read-only');
}

/** Creates the demo organization, its apps and its subscription if they do not exist yet. Idempotent. */
export async function ensureDemoOrg(db: SqlRunner): Promise<void> {
  const existing = await db.one('SELECT org_id FROM organizations WHERE org_id = $1', [DEMO_ORG_ID]);
  if (!existing) {
    await db.run('INSERT INTO organizations (org_id, name, is_demo) VALUES ($1, $2, true)', [DEMO_ORG_ID, DEMO_ORG_NAME]);
  }
  for (const app of DEMO_APPS) {
    const found = await db.one('SELECT app_id FROM apps WHERE app_id = $1', [app.id]);
    if (!found) await db.run('INSERT INTO apps (app_id, org_id, name) VALUES ($1, $2, $3)', [app.id, DEMO_ORG_ID, app.name]);
  }
  const subscription = await db.one('SELECT subscription_id FROM subscriptions WHERE org_id = $1', [DEMO_ORG_ID]);
  if (!subscription) {
    await db.run(
      "INSERT INTO subscriptions (subscription_id, org_id, org_name, plan_id, status) VALUES ($1, $2, $3, $4, 'active')",
      ['demosubscription', DEMO_ORG_ID, DEMO_ORG_NAME, DEMO_PLAN_ID],
    );
  }
}
