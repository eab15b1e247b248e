import type { SqlRunner } from '../storage/duckdb/database';

/** A stored app of an organization. */
export interface AppRow {
  app_id: string;
  org_id: string;
  name: string;
  time_zone: string;
  week_starts_on: number;
  /** JSON text of the per-app configuration (sampling etc.). */
  config: string;
  created_at: Date;
  updated_at: Date;
}

/** The app with that id inside that organization, or undefined (also for another org's app). */
export function findApp(db: SqlRunner, orgId: string, appId: string): Promise<AppRow | undefined> {
  return db.one<AppRow>('SELECT * FROM apps WHERE org_id = $1 AND app_id = $2', [orgId, appId]);
}

/** Every app of the given organizations, oldest first. */
export async function listAppsOfOrgs(db: SqlRunner, orgIds: string[]): Promise<AppRow[]> {
  if (orgIds.length === 0) return [];
  const placeholders = orgIds.map((_, i) => `$${i + 1}`).join(', ');
  return db.all<AppRow>(`SELECT * FROM apps WHERE org_id IN (${placeholders}) ORDER BY created_at, app_id`, orgIds);
}

/** Inserts an app. */
export async function insertApp(db: SqlRunner, app: { appId: string; orgId: string; name: string }): Promise<void> {
  await db.run('INSERT INTO apps (app_id, org_id, name) VALUES ($1, $2, $3)', [app.appId, app.orgId, app.name]);
}

/** Updates the editable fields of an app. */
export async function updateApp(db: SqlRunner, orgId: string, appId: string, changes: { name: string; time_zone: string; week_starts_on: number }): Promise<void> {
  await db.run('UPDATE apps SET name = $3, time_zone = $4, week_starts_on = $5, updated_at = now() WHERE org_id = $1 AND app_id = $2', [
    orgId, appId, changes.name, changes.time_zone, changes.week_starts_on,
  ]);
}

/** Replaces the per-app configuration (JSON text). */
export async function updateAppConfig(db: SqlRunner, orgId: string, appId: string, config: object): Promise<void> {
  await db.run('UPDATE apps SET config = $3, updated_at = now() WHERE org_id = $1 AND app_id = $2', [orgId, appId, JSON.stringify(config)]);
}

/** Deletes an app. */
export async function deleteApp(db: SqlRunner, orgId: string, appId: string): Promise<void> {
  await db.run('DELETE FROM apps WHERE org_id = $1 AND app_id = $2', [orgId, appId]);
}

/** How many apps the organization has. */
export async function countApps(db: SqlRunner, orgId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*) AS n FROM apps WHERE org_id = $1', [orgId]);
  return row?.n ?? 0;
}
