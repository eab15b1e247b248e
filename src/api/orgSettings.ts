/** Calls of the organization settings screen (/api/portal/organizations/{id}, SPEC section 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';
import type { PortalOrganization } from './portal';

/** Settings of an organization (POST /portal/organizations/{id} takes any of them). */
export interface OrganizationSettings {
  name: string;
  /** Who may join: `invite_only`, or `domain_auto_join` (anyone with a verified e-mail on the organization domain). */
  join_organization_policy: string;
  /** The organization's e-mail domain (lower case), or null. */
  organization_domain: string | null;
  /** Identity provider ids members may sign in with (`email` is e-mail and password). */
  allowed_identity_providers: string[];
  /** Every member must use two-factor sign-in. */
  mfa_enforced: boolean;
}

/** What DELETE /portal/organizations/{id} answers. */
export interface OrganizationDeleted {
  id: string;
  deleted: true;
  /** Apps deleted with the organization. */
  apps_deleted: number;
  /** Stored events and actions deleted with it. */
  events_deleted: number;
}

const organizationPath = (orgId: string) => `/portal/organizations/${encodeURIComponent(orgId)}`;

/** POST /portal/organizations/{id}: changes settings and answers the organization. */
export const requestUpdateOrganization = (orgId: string, changes: Partial<OrganizationSettings>, options?: RequestOptions): Promise<ApiResult<PortalOrganization>> =>
  apiClient.post<PortalOrganization>(organizationPath(orgId), { ...options, data: changes });

/** DELETE /portal/organizations/{id} {name}: deletes the organization, its apps and their data (Owners only). */
export const requestDeleteOrganization = (orgId: string, typedName: string, options?: RequestOptions): Promise<ApiResult<OrganizationDeleted>> =>
  apiClient.delete<OrganizationDeleted>(organizationPath(orgId), { ...options, data: { name: typedName } });
