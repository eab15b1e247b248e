/**
 * The organizations area's calls (SPEC section 7, /portal): one creator per call. Loads are silent (the shell shows
 * their failure in place); writes keep the error policy's toast.
 */
import { requestCreateApp, requestDeleteApp, requestOrganizations, requestUpdateApp, type AppChanges } from '@/api/portal';
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
