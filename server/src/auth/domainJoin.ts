import type { Repositories } from '../repositories';
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
 * address's domain (and which they are not in yet), on the repositories of the transaction that verified it. Only
 * ever called once the address is verified.
 */
export async function joinOrganizationsByDomain(tx: Repositories, userId: string, email: string): Promise<JoinedOrganization[]> {
  const domain = email.split('@')[1]?.toLowerCase();
  if (!domain) return [];
  const orgs = await tx.organizations.listJoinableByDomain(domain, userId);
  for (const org of orgs) await tx.memberships.insert(org.org_id, userId, DOMAIN_JOIN_ROLE);
  return orgs.map((org) => ({ id: org.org_id, name: org.name }));
}
