/**
 * The organizations area's calls (SPEC section 7, /portal): one creator per call. Loads are silent (the shell shows
 * their failure in place); writes keep the error policy's toast.
 */
import { requestCreateApp, requestDeleteApp, requestOrganizations, requestUpdateApp, type AppChanges } from '@/api/portal';
import { requestMakeDefaultApp } from '@/api/appSettings';
import { requestDeleteOrganization, requestUpdateOrganization, type OrganizationSettings } from '@/api/orgSettings';
import { createApiCall } from '@/app/store/promiseActions';
import type { AppSelection } from './organizationsRules';

/** Loads the user's organizations; `saved` is the stored recent app the selection falls back to. */
export const loadOrganizations = createApiCall('organizations/load', (_saved: AppSelection | null) =>
  requestOrganizations({ silent: true }));
/** Creates an app in an organization (and selects it). */
export const postApp = createApiCall('organizations/postApp', (orgId: string, name: string) => requestCreateApp(orgId, name));
/** Renames an app or changes its time zone or week start. */
export const updateApp = createApiCall('organizations/updateApp', (orgId: string, appId: string, changes: AppChanges) =>
  requestUpdateApp(orgId, appId, changes));
/** Deletes an app. */
export const deleteApp = createApiCall('organizations/deleteApp', (orgId: string, appId: string) => requestDeleteApp(orgId, appId));
/** Changes organization settings; the settings form shows a refusal itself. */
export const updateOrganization = createApiCall('organizations/update', (orgId: string, changes: Partial<OrganizationSettings>) =>
  requestUpdateOrganization(orgId, changes, { silent: true }));
/** Deletes an organization with its apps and data; the confirmation dialog shows a refusal itself. */
export const deleteOrganization = createApiCall('organizations/delete', (orgId: string, typedName: string) =>
  requestDeleteOrganization(orgId, typedName, { silent: true }));
/** Makes an app the signed-in member's default app in its organization. */
export const makeDefaultApp = createApiCall('organizations/makeDefaultApp', (orgId: string, appId: string, email: string) =>
  requestMakeDefaultApp(orgId, appId, email));
