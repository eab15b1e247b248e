import type { SqlRunner } from '../storage/duckdb/database';
import type { Role } from './roles';

/** Role of a member who joined through the organization's domain policy. */
export const DOMAIN_JOIN_ROLE: Role = 'Member';

/** An organization a user joined. */
export interface JoinedOrganization {
  id: string;
  name: string;
}

/**
 * Adds a user with a just-verified address to every organization whose policy is domain_auto_join on that
 * address's domain (and which they are not in yet). Only ever called once the address is verified.
 */
export async function joinOrganizationsByDomain(tx: SqlRunner, userId: string, email: string): Promise<JoinedOrganization[]> {
  const domain = email.split('@')[1]?.toLowerCase();
  if (!domain) return [];
  const orgs = await tx.all<{ org_id: string; name: string }>(
    `SELECT o.org_id, o.name FROM organizations o
     WHERE o.join_organization_policy = 'domain_auto_join' AND lower(o.organization_domain) = $1 AND NOT o.is_demo
       AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.org_id = o.org_id AND m.user_id = $2)
     ORDER BY o.created_at, o.org_id`,
    [domain, userId],
  );
  for (const org of orgs) {
    await tx.run('INSERT INTO memberships (org_id, user_id, role) VALUES ($1, $2, $3)', [org.org_id, userId, DOMAIN_JOIN_ROLE]);
  }
  return orgs.map((org) => ({ id: org.org_id, name: org.name }));
}
