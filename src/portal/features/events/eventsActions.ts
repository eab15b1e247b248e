/** The event log's calls (reads: silent, their failures show in place). */
import { requestEvent, requestEventRows } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import type { EventsPageRequest } from './eventsRules';

/** Loads the first page of a view (replaces the list). */
export const loadEvents = createApiCall('events/load', (orgId: string, appId: string, page: EventsPageRequest) =>
  requestEventRows(orgId, appId, page.window, page.body, { silent: true }));
/** Loads the page after the list's last row (`first` names the list, `page` carries `search_after`). */
export const loadMoreEvents = createApiCall('events/loadMore', (orgId: string, appId: string, first: EventsPageRequest, page: EventsPageRequest) =>
  requestEventRows(orgId, appId, page.window, page.body, { silent: true }));
/** Loads one whole event for the detail panel. */
export const loadEvent = createApiCall('events/loadOne', (orgId: string, appId: string, eventId: string) =>
  requestEvent(orgId, appId, eventId, { silent: true }));
