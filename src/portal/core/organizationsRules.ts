/** Pure rules of the account home: which organizations allow writes, and what a valid app name is. */
import type { PortalOrganization } from '@/api/portal';

/** Id of the read-only demo organization every signed-in user can see. */
export const DEMO_ORGANIZATION_ID = 'demo';

/** Longest app name the account home accepts. */
export const APP_NAME_MAX_LENGTH = 64;

/** True for the read-only demo organization. */
export function isDemoOrganization(org: Pick<PortalOrganization, 'id' | 'demo'>): boolean {
  return org.demo === true || org.id === DEMO_ORGANIZATION_ID;
}

/** Collector tokens: any role but Read Only, never in the demo organization. */
export function canGetCollectorToken(org: PortalOrganization): boolean {
  return !isDemoOrganization(org) && org.role !== 'Read Only';
}

/** Creating apps: Owners and Admins (the server decides when no role is given), never in the demo organization. */
export function canCreateApps(org: PortalOrganization): boolean {
  if (isDemoOrganization(org)) return false;
  return org.role === undefined || org.role === 'Owner' || org.role === 'Admin';
}

/** The user's own organizations first, the demo organization last; otherwise the server's order. */
export function ownOrganizationsFirst(orgs: PortalOrganization[]): PortalOrganization[] {
  return [...orgs.filter((org) => !isDemoOrganization(org)), ...orgs.filter(isDemoOrganization)];
}

/** The message for an invalid app name, or null when the name can be sent. */
export function validateAppName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for the app.';
  if (trimmed.length > APP_NAME_MAX_LENGTH) {
    return `The app name can be at most ${APP_NAME_MAX_LENGTH} characters (it has ${trimmed.length}).`;
  }
  return null;
}
