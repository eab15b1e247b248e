import { isDatabase, type SqlRunner } from '../storage/sql';
import { TtlCache } from '../lib/ttlCache';

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

/**
 * How long an app lookup is trusted without asking the database again. Every collector request and every
 * app-scoped API call looks its app up; the writes in this file clear the entry at once (other server processes
 * sharing the metadata database see a change within this time).
 */
export const APP_CACHE_TTL_MS = 5_000;

/** Apps (or null: no such app) by organization and app id. */
const appCache = new TtlCache<AppRow | null>(APP_CACHE_TTL_MS);
/** Apps written in the last APP_CACHE_TTL_MS: not cached meanwhile (a lookup racing the write cannot put it back). */
const recentlyWritten = new TtlCache<true>(APP_CACHE_TTL_MS);
const appKey = (orgId: string, appId: string) => `${orgId} ${appId}`;

function forgetApp(orgId: string, appId: string): void {
  recentlyWritten.set(appKey(orgId, appId), true);
  appCache.delete(appKey(orgId, appId));
}

/**
 * The app with that id inside that organization, or undefined (also for another org's app). Read through a short
 * cache (APP_CACHE_TTL_MS) when called on the database itself (not in a transaction). The collector calls it on
 * every request; everything else goes through `AppRepository.find`, which is this lookup.
 */
export async function findApp(db: SqlRunner, orgId: string, appId: string): Promise<AppRow | undefined> {
  const cacheable = isDatabase(db);
  const key = appKey(orgId, appId);
  if (cacheable && appCache.has(key)) return appCache.get(key) ?? undefined;
  const app = await db.one<AppRow>('SELECT * FROM apps WHERE org_id = $1 AND app_id = $2', [orgId, appId]);
  if (cacheable && !recentlyWritten.has(key)) appCache.set(key, app ?? null);
  return app;
}

/** The editable fields of an app. */
export interface AppChanges {
  name: string;
  time_zone: string;
  week_starts_on: number;
}

/** Apps of organizations (table apps). Every write clears the app from the lookup cache before and after. */
export interface AppRepository {
  /** The app with that id inside that organization, or undefined; cached briefly outside transactions. */
  find(orgId: string, appId: string): Promise<AppRow | undefined>;
  /** Every app of the given organizations, oldest first. */
  listOfOrgs(orgIds: string[]): Promise<AppRow[]>;
  /** The organization's oldest app (where a new member lands), or undefined. */
  firstOfOrg(orgId: string): Promise<{ app_id: string } | undefined>;
  /** How many apps the organization has. */
  count(orgId: string): Promise<number>;
  /** Inserts an app. */
  insert(app: { appId: string; orgId: string; name: string }): Promise<void>;
  /** Updates the editable fields of an app. */
  update(orgId: string, appId: string, changes: AppChanges): Promise<void>;
  /** Replaces the per-app configuration (stored as JSON text). */
  updateConfig(orgId: string, appId: string, config: object): Promise<void>;
  /** Deletes an app's record (its event-store data goes first: AppsService.delete). */
  delete(orgId: string, appId: string): Promise<void>;
}

/** Apps in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlAppRepository implements AppRepository {
  constructor(private readonly db: SqlRunner) {}

  find(orgId: string, appId: string): Promise<AppRow | undefined> {
    return findApp(this.db, orgId, appId);
  }

  async listOfOrgs(orgIds: string[]): Promise<AppRow[]> {
    if (orgIds.length === 0) return [];
    const placeholders = orgIds.map((_, i) => `$${i + 1}`).join(', ');
    return this.db.all<AppRow>(`SELECT * FROM apps WHERE org_id IN (${placeholders}) ORDER BY created_at, app_id`, orgIds);
  }

  firstOfOrg(orgId: string): Promise<{ app_id: string } | undefined> {
    return this.db.one<{ app_id: string }>('SELECT app_id FROM apps WHERE org_id = $1 ORDER BY created_at, app_id LIMIT 1', [orgId]);
  }

  async count(orgId: string): Promise<number> {
    const row = await this.db.one<{ n: number }>('SELECT count(*) AS n FROM apps WHERE org_id = $1', [orgId]);
    return row?.n ?? 0;
  }

  async insert(app: { appId: string; orgId: string; name: string }): Promise<void> {
    forgetApp(app.orgId, app.appId);
    await this.db.run('INSERT INTO apps (app_id, org_id, name) VALUES ($1, $2, $3)', [app.appId, app.orgId, app.name]);
    forgetApp(app.orgId, app.appId);
  }

  async update(orgId: string, appId: string, changes: AppChanges): Promise<void> {
    forgetApp(orgId, appId);
    await this.db.run('UPDATE apps SET name = $3, time_zone = $4, week_starts_on = $5, updated_at = now() WHERE org_id = $1 AND app_id = $2', [
      orgId, appId, changes.name, changes.time_zone, changes.week_starts_on,
    ]);
    forgetApp(orgId, appId);
  }

  async updateConfig(orgId: string, appId: string, config: object): Promise<void> {
    forgetApp(orgId, appId);
    await this.db.run('UPDATE apps SET config = $3, updated_at = now() WHERE org_id = $1 AND app_id = $2', [orgId, appId, JSON.stringify(config)]);
    forgetApp(orgId, appId);
  }

  async delete(orgId: string, appId: string): Promise<void> {
    forgetApp(orgId, appId);
    await this.db.run('DELETE FROM apps WHERE org_id = $1 AND app_id = $2', [orgId, appId]);
    forgetApp(orgId, appId);
  }
}
