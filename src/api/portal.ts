/** Calls on organizations, apps and app tokens (/api/portal, SPEC section 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** An app inside an organization. */
export interface PortalApp {
  id: string;
  name: string;
  /** ISO time the app was created. */
  created_at?: string;
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
