import type { Principal } from '../auth/guard';
import { roleAllows } from '../auth/roles';
import { isDemoOrg } from '../portal/demoOrg';

/** Scope needed to change a subscription's plan or its quota notification setting. */
export const UPDATE_SUBSCRIPTIONS_SCOPE = 'update:subscriptions';

/**
 * Whether the principal may change the subscription of an organization: Owners and Admins (a user's role), or a
 * management token holding update:subscriptions; never in the read-only demo organization. The portal uses it to
 * offer or explain the plan and notification controls; the write routes still check it through requireOrg.
 */
export function canUpdateSubscription(principal: Principal, orgId: string): boolean {
  if (isDemoOrg(orgId) || !principal.orgIds.includes(orgId)) return false;
  if (principal.kind === 'management') {
    return principal.scopes === 'all' || principal.scopes.includes(UPDATE_SUBSCRIPTIONS_SCOPE);
  }
  const role = principal.orgRoles?.[orgId];
  return role !== undefined && roleAllows(role, UPDATE_SUBSCRIPTIONS_SCOPE);
}
