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

/** The organization and app the portal shows. */
export interface AppSelection {
  orgId: string;
  appId: string;
}

/** True when the organization exists and holds the app. */
export function selectionExists(orgs: PortalOrganization[], selection: AppSelection | null | undefined): boolean {
  if (!selection) return false;
  return orgs.some((org) => org.id === selection.orgId && org.apps.some((app) => app.id === selection.appId));
}

/**
 * The user's own organizations first, else any organization (the demo): the first one with apps, at the app the user
 * made their default there (app settings), else its first app; null without apps.
 */
export function firstSelection(orgs: PortalOrganization[]): AppSelection | null {
  for (const org of ownOrganizationsFirst(orgs)) {
    if (org.apps.length === 0) continue;
    const preferred = org.apps.find((app) => app.id === org.default_app_id) ?? org.apps[0];
    return { orgId: org.id, appId: preferred.id };
  }
  return null;
}

/**
 * The selection after the organizations loaded (SPEC section 4): keep the current one if it still exists, else the
 * saved recent app, else the first organization with apps and its default (or first) app.
 */
export function selectionAfterLoad(
  orgs: PortalOrganization[],
  current: AppSelection | null,
  saved: AppSelection | null,
): AppSelection | null {
  if (selectionExists(orgs, current)) return current;
  if (selectionExists(orgs, saved)) return saved;
  return firstSelection(orgs);
}

/**
 * The selection after an app was deleted: unchanged unless it was the deleted app; then the first remaining app of
 * the same organization, else the first app anywhere (SPEC section 4: "deleting the selected app selects the first
 * remaining app").
 */
export function selectionAfterDelete(
  orgs: PortalOrganization[],
  current: AppSelection | null,
  deleted: AppSelection,
): AppSelection | null {
  if (!current || current.orgId !== deleted.orgId || current.appId !== deleted.appId) return current;
  const org = orgs.find((candidate) => candidate.id === deleted.orgId);
  const remaining = org?.apps.find((app) => app.id !== deleted.appId);
  return remaining ? { orgId: deleted.orgId, appId: remaining.id } : firstSelection(orgs);
}

/**
 * Splits the `{org}-{app}` segment of an app path. Ids are URL-encoded and never contain an unencoded '-' in the
 * org part: the org id ends at the first '-'.
 */
export function parseAppSlug(slug: string | undefined): AppSelection | null {
  if (!slug) return null;
  const dash = slug.indexOf('-');
  if (dash <= 0 || dash === slug.length - 1) return null;
  try {
    return { orgId: decodeURIComponent(slug.slice(0, dash)), appId: decodeURIComponent(slug.slice(dash + 1)) };
  } catch {
    return null;
  }
}
