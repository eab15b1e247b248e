import type { SqlRunner } from '../storage/sql';
import { deleteOrgRows } from '../storage/orgRows';
import { SqlAppRepository } from './appsRepository';

/** A stored organization. */
export interface OrganizationRow {
  org_id: string;
  name: string;
  /** JSON text: array of identity provider ids. */
  allowed_identity_providers: string;
  join_organization_policy: string;
  mfa_enforced: boolean;
  organization_domain: string | null;
  is_demo: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Settings of an organization that its Owners and Admins may change. */
export interface OrganizationSettings {
  name: string;
  allowed_identity_providers: string[];
  join_organization_policy: string;
  mfa_enforced: boolean;
  organization_domain: string | null;
}

/** What deleting an organization's rows removed. */
export interface DeletedOrganizationRows {
  /** Apps of the organization. */
  apps: number;
  /** Events among the rows, when this database holds the events (the embedded default); else 0. */
  events: number;
}

/** Tables deleted last: the apps (through the app repository, which also empties the app cache) and the organization row. */
const DELETED_LAST = new Set(['apps', 'organizations']);

/** Organizations (table organizations), and the deletion of everything stored under an organization's id. */
export interface OrganizationRepository {
  /** The organization with that id, or undefined. */
  find(orgId: string): Promise<OrganizationRow | undefined>;
  /** The name and allowed identity providers (JSON text) of an organization, or undefined: the guard's sign-in check. */
  findSignInPolicy(orgId: string): Promise<{ name: string; allowed_identity_providers: string } | undefined>;
  /** Whether an organization with that id exists. */
  exists(orgId: string): Promise<boolean>;
  /** The given organizations, in the order of the ids. */
  list(orgIds: string[]): Promise<OrganizationRow[]>;
  /**
   * Organizations (the demo excluded) whose policy is domain_auto_join on that domain (lower case) and which the user
   * is not in yet, oldest first.
   */
  listJoinableByDomain(domain: string, userId: string): Promise<Array<{ org_id: string; name: string }>>;
  /** Inserts an organization with default settings. */
  insert(orgId: string, name: string): Promise<void>;
  /** Sets only the identity providers members may sign in with (stored as JSON text), leaving updated_at. */
  updateAllowedIdentityProviders(orgId: string, providers: string[]): Promise<void>;
  /** Writes every setting of an organization. */
  update(orgId: string, settings: OrganizationSettings): Promise<void>;
  /**
   * Deletes every row of this database stored under the organization's id: every table with an `org_id` column
   * (members, invites, keys, subscription, partner links, counters, and with the embedded default the events too,
   * and any table a later area adds), then its apps and the organization itself. Run it in a transaction.
   */
  deleteWithRows(orgId: string): Promise<DeletedOrganizationRows>;
}

/** Organizations in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlOrganizationRepository implements OrganizationRepository {
  constructor(private readonly db: SqlRunner) {}

  find(orgId: string): Promise<OrganizationRow | undefined> {
    return this.db.one<OrganizationRow>('SELECT * FROM organizations WHERE org_id = $1', [orgId]);
  }

  findSignInPolicy(orgId: string): Promise<{ name: string; allowed_identity_providers: string } | undefined> {
    return this.db.one<{ name: string; allowed_identity_providers: string }>(
      'SELECT name, allowed_identity_providers FROM organizations WHERE org_id = $1', [orgId],
    );
  }

  async exists(orgId: string): Promise<boolean> {
    return (await this.db.one('SELECT org_id FROM organizations WHERE org_id = $1', [orgId])) !== undefined;
  }

  async list(orgIds: string[]): Promise<OrganizationRow[]> {
    if (orgIds.length === 0) return [];
    const placeholders = orgIds.map((_, i) => `$${i + 1}`).join(', ');
    const rows = await this.db.all<OrganizationRow>(`SELECT * FROM organizations WHERE org_id IN (${placeholders})`, orgIds);
    return orgIds.map((id) => rows.find((r) => r.org_id === id)).filter((r): r is OrganizationRow => r !== undefined);
  }

  listJoinableByDomain(domain: string, userId: string): Promise<Array<{ org_id: string; name: string }>> {
    return this.db.all<{ org_id: string; name: string }>(
      `SELECT o.org_id, o.name FROM organizations o
       WHERE o.join_organization_policy = 'domain_auto_join' AND lower(o.organization_domain) = $1 AND NOT o.is_demo
         AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.org_id = o.org_id AND m.user_id = $2)
       ORDER BY o.created_at, o.org_id`,
      [domain, userId],
    );
  }

  async insert(orgId: string, name: string): Promise<void> {
    await this.db.run('INSERT INTO organizations (org_id, name) VALUES ($1, $2)', [orgId, name]);
  }

  async updateAllowedIdentityProviders(orgId: string, providers: string[]): Promise<void> {
    await this.db.run('UPDATE organizations SET allowed_identity_providers = $2 WHERE org_id = $1', [orgId, JSON.stringify(providers)]);
  }

  async update(orgId: string, s: OrganizationSettings): Promise<void> {
    await this.db.run(
      `UPDATE organizations SET name = $2, allowed_identity_providers = $3, join_organization_policy = $4, mfa_enforced = $5,
         organization_domain = $6, updated_at = now() WHERE org_id = $1`,
      [orgId, s.name, JSON.stringify(s.allowed_identity_providers), s.join_organization_policy, s.mfa_enforced, s.organization_domain],
    );
  }

  async deleteWithRows(orgId: string): Promise<DeletedOrganizationRows> {
    const events = await deleteOrgRows(this.db, orgId, DELETED_LAST);
    const apps = await this.db.all<{ app_id: string }>('SELECT app_id FROM apps WHERE org_id = $1', [orgId]);
    const appRepository = new SqlAppRepository(this.db);
    for (const app of apps) await appRepository.delete(orgId, app.app_id);
    await this.db.run('DELETE FROM organizations WHERE org_id = $1', [orgId]);
    return { apps: apps.length, events };
  }
}
