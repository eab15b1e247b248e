/** Pure rules of the app tokens (SPEC sections 3 and 6): which tokens exist, where they are kept, who may get one. */
import type { PortalOrganization } from '@/api/portal';
import { isDemoOrganization } from './organizationsRules';

/**
 * The kinds of token an app has (SPEC section 3, "tokens per org-app"). Only the collector token is requested so
 * far; the publishable collector, plugin and management tokens join this list with the screens that need them.
 */
export type AppTokenKind = 'collector';

/** Where the token of one kind for one app is kept in the app-tokens state. */
export function appTokenKey(orgId: string, appId: string, kind: AppTokenKind): string {
  return `${orgId}/${appId}/${kind}`;
}

/** Why the demo organization has no collector token. */
export const DEMO_NO_TOKEN_REASON =
  'The demo organization is a read-only example shared by every account, so it has no collector token. Send your own data to an app of your organization.';

/** Why a Read Only member gets no collector token. */
export function readOnlyNoTokenReason(orgName: string): string {
  return `Your role in ${orgName} is Read Only, and only members who can write may get a collector token. Ask an owner or admin of ${orgName} for one.`;
}

/**
 * Why the user cannot get a collector token for apps of this organization, or null when they can: never in the
 * demo organization (it is read-only and skips real calls), never for Read Only members.
 */
export function collectorTokenDeniedReason(org: Pick<PortalOrganization, 'id' | 'name' | 'demo' | 'role'>): string | null {
  if (isDemoOrganization(org)) return DEMO_NO_TOKEN_REASON;
  if (org.role === 'Read Only') return readOnlyNoTokenReason(org.name);
  return null;
}
