import { apiClient, type ApiResult } from '../../api/client';

/** An app inside an organization, as GET /api/portal/organizations lists it. */
export interface OrganizationApp {
  id: string;
  name: string;
}

/** An organization the signed-in user belongs to. */
export interface Organization {
  id: string;
  name: string;
  apps: OrganizationApp[];
}

/** GET /api/portal/organizations: the organizations of the signed-in user, with their apps. */
export function fetchOrganizations(): Promise<ApiResult<Organization[]>> {
  return apiClient.get<Organization[]>('/portal/organizations');
}
