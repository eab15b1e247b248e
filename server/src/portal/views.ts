import type { Role } from '../auth/roles';
import type { AppRow } from './appsRepository';
import type { OrganizationRow } from './organizationsRepository';

/** An app as the API answers it. */
export interface AppView {
  id: string;
  name: string;
  time_zone: string;
  week_starts_on: number;
  created_at: string;
}

/** An organization as the API answers it (SPEC 3), with its apps and the caller's role. */
export interface OrganizationView {
  id: string;
  name: string;
  apps: AppView[];
  allowed_identity_providers: string[];
  join_organization_policy: string;
  mfa_enforced: boolean;
  organization_domain: string | null;
  /** The caller's role in this organization (absent for management tokens). */
  role?: Role;
  /** True for the read-only demo organization. */
  demo: boolean;
  /** The caller's default app in this organization (absent for management tokens; null when none was chosen). */
  default_app_id?: string | null;
  created_at: string;
}

/** Maps a stored app to its API shape. */
export function toAppView(app: AppRow): AppView {
  return { id: app.app_id, name: app.name, time_zone: app.time_zone, week_starts_on: app.week_starts_on, created_at: app.created_at.toISOString() };
}

/** Maps a stored organization and its apps to the API shape. */
export function toOrganizationView(org: OrganizationRow, apps: AppRow[], role?: Role, defaultAppId?: string | null): OrganizationView {
  return {
    id: org.org_id,
    name: org.name,
    apps: apps.filter((a) => a.org_id === org.org_id).map(toAppView),
    allowed_identity_providers: JSON.parse(org.allowed_identity_providers) as string[],
    join_organization_policy: org.join_organization_policy,
    mfa_enforced: org.mfa_enforced,
    organization_domain: org.organization_domain,
    ...(role ? { role } : {}),
    demo: org.is_demo,
    ...(defaultAppId !== undefined ? { default_app_id: defaultAppId } : {}),
    created_at: org.created_at.toISOString(),
  };
}
