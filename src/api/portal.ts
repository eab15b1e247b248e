/** Calls on organizations, apps and app tokens (/api/portal, SPEC section 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** An app inside an organization. */
export interface PortalApp {
  id: string;
  name: string;
  /** ISO time the app was created. */
  created_at?: string;
  /** IANA time zone every chart of the app uses. */
  time_zone?: string;
  /** First day of the week in charts: 0 Sunday ... 6 Saturday. */
  week_starts_on?: number;
}

/** Fields of an app that can be changed. */
export interface AppChanges {
  name?: string;
  time_zone?: string;
  week_starts_on?: number;
}

/** An organization the signed-in user can see, with its apps. */
export interface PortalOrganization {
  id: string;
  name: string;
  apps: PortalApp[];
  /** The caller's role in this organization: 'Owner', 'Admin', 'Member' or 'Read Only'. */
  role?: string;
  /** True for the read-only demo organization every signed-in user can see. */
  demo?: boolean;
  /** Identity providers members may sign in with (SPEC section 3). */
  allowed_identity_providers?: string[];
  /** Who may join: invite only, or anyone with a verified e-mail on the organization domain. */
  join_organization_policy?: string;
  /** Every member must use two-factor sign-in. */
  mfa_enforced?: boolean;
  /** The organization's e-mail domain. */
  organization_domain?: string | null;
  /** The signed-in member's default app in this organization (null: none chosen). */
  default_app_id?: string | null;
}

/** What GET /portal/{org}/oauth/access_tokens answers. */
export interface AppTokenResponse {
  /** The minted token (for the collector: the SDK's applicationId). */
  app_token: string;
}

const orgPath = (orgId: string) => `/portal/${encodeURIComponent(orgId)}`;

/** GET /portal/organizations: the signed-in user's organizations with their apps. */
export const requestOrganizations = (options?: RequestOptions): Promise<ApiResult<PortalOrganization[]>> =>
  apiClient.get<PortalOrganization[]>('/portal/organizations', options);

/** POST /portal/{org}/apps {name}: creates an app and answers it. */
export const requestCreateApp = (orgId: string, name: string): Promise<ApiResult<PortalApp>> =>
  apiClient.post<PortalApp>(`${orgPath(orgId)}/apps`, { data: { name } });

/** Scope a collector token carries: it may only send events. */
export const COLLECTOR_SCOPE = 'create:events';

/** GET /portal/{org}/oauth/access_tokens for the collector: a write-only token for one app. */
export const requestCollectorToken = (orgId: string, appId: string, options?: RequestOptions): Promise<ApiResult<AppTokenResponse>> =>
  apiClient.get<AppTokenResponse>(`${orgPath(orgId)}/oauth/access_tokens`, {
    ...options,
    params: { app_id: appId, target: 'collector', scope: COLLECTOR_SCOPE },
  });

/** POST /portal/{org}/apps/{app}: changes an app's name, time zone or week start and answers the app. */
export const requestUpdateApp = (orgId: string, appId: string, changes: AppChanges): Promise<ApiResult<PortalApp>> =>
  apiClient.post<PortalApp>(`${orgPath(orgId)}/apps/${encodeURIComponent(appId)}`, { data: changes });

/** What DELETE /portal/{org}/apps/{app} answers. */
export interface DeletedApp {
  id: string;
  deleted: true;
}

/** DELETE /portal/{org}/apps/{app}: deletes an app (an organization keeps at least one). */
export const requestDeleteApp = (orgId: string, appId: string): Promise<ApiResult<DeletedApp>> =>
  apiClient.delete<DeletedApp>(`${orgPath(orgId)}/apps/${encodeURIComponent(appId)}`);

/** POST /portal/organizations {name}: creates an organization (the caller is its Owner, with a first app). */
export const requestCreateOrganization = (name: string, options?: RequestOptions): Promise<ApiResult<PortalOrganization>> =>
  apiClient.post<PortalOrganization>('/portal/organizations', { ...options, data: { name } });
