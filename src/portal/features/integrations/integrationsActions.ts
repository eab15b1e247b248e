/**
 * The integration check's calls (SPEC sections 4 and 7, /search): one creator per call. All are silent: the wait
 * step polls them every few seconds and shows a failure in place instead of a toast per attempt.
 */
import { requestSearchCompanies, requestSearchEvents, requestSearchUsers } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import { CHECK_WINDOW, eventCheckBody, profileCheckBody, type EventCheckKind } from './integrationsRules';

/** Searches the app's events of the last 30 days for one event check (API calls, user ids or company ids). */
export const searchCheckEvents = createApiCall('integrations/searchEvents', (orgId: string, appId: string, kind: EventCheckKind) =>
  requestSearchEvents(orgId, appId, CHECK_WINDOW, eventCheckBody(kind), { silent: true }));

/** Searches the app's user profiles. */
export const searchCheckUsers = createApiCall('integrations/searchUsers', (orgId: string, appId: string) =>
  requestSearchUsers(orgId, appId, profileCheckBody('user'), { silent: true }));

/** Searches the app's company profiles. */
export const searchCheckCompanies = createApiCall('integrations/searchCompanies', (orgId: string, appId: string) =>
  requestSearchCompanies(orgId, appId, profileCheckBody('company'), { silent: true }));
