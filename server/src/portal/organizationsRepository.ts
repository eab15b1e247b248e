import type { SqlRunner } from '../storage/duckdb/database';

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

/** The organization with that id, or undefined. */
export function findOrganization(db: SqlRunner, orgId: string): Promise<OrganizationRow | undefined> {
  return db.one<OrganizationRow>('SELECT * FROM organizations WHERE org_id = $1', [orgId]);
}

/** The given organizations, in the order of the ids. */
export async function listOrganizations(db: SqlRunner, orgIds: string[]): Promise<OrganizationRow[]> {
  if (orgIds.length === 0) return [];
  const placeholders = orgIds.map((_, i) => `$${i + 1}`).join(', ');
  const rows = await db.all<OrganizationRow>(`SELECT * FROM organizations WHERE org_id IN (${placeholders})`, orgIds);
  return orgIds.map((id) => rows.find((r) => r.org_id === id)).filter((r): r is OrganizationRow => r !== undefined);
}

/** Inserts an organization with default settings. */
export async function insertOrganization(db: SqlRunner, orgId: string, name: string): Promise<void> {
  await db.run('INSERT INTO organizations (org_id, name) VALUES ($1, $2)', [orgId, name]);
}

/** Writes every setting of an organization. */
export async function updateOrganization(db: SqlRunner, orgId: string, s: OrganizationSettings): Promise<void> {
  await db.run(
    `UPDATE organizations SET name = $2, allowed_identity_providers = $3, join_organization_policy = $4, mfa_enforced = $5,
       organization_domain = $6, updated_at = now() WHERE org_id = $1`,
    [orgId, s.name, JSON.stringify(s.allowed_identity_providers), s.join_organization_policy, s.mfa_enforced, s.organization_domain],
  );
}
