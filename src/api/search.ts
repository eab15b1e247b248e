/** Calls on the search API (/api/search, SPEC section 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** A time window in the search API's terms: relative (`-24h`, `-30d`), date math, ISO 8601 or `now`. */
export interface SearchWindow {
  from: string;
  to: string;
}

/** What POST /search/{org}/count/events answers. */
export interface EventCountResponse {
  hits: {
    /** Number of events in the window (sampled events counted as sent). */
    total: number;
  };
}

/** POST /search/{org}/count/events?app_id&from&to with an empty query: the number of API calls of an app. */
export const requestEventCount = (
  orgId: string,
  appId: string,
  window: SearchWindow,
  options?: RequestOptions,
): Promise<ApiResult<EventCountResponse>> =>
  apiClient.post<EventCountResponse>(`/search/${encodeURIComponent(orgId)}/count/events`, {
    ...options,
    params: { app_id: appId, from: window.from, to: window.to },
    data: {},
  });
