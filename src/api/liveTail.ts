/** Calls of the live tail (/api/search/{org}/live, server/src/liveTail/README.md). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** What a live tail ticket is minted for. */
export interface LiveTicketBody {
  /** A query clause of the search DSL subset; absent: every event of the app. */
  query?: Record<string, unknown>;
  /** Dotted paths of the document each streamed event carries (all when absent). */
  _source?: string[];
}

/** What POST /search/{org}/live/tickets answers. */
export interface LiveTicket {
  /** Single-use: opens one stream (liveEventsUrl). */
  ticket: string;
  /** The ticket must be used within this many milliseconds. */
  expires_in_ms: number;
}

/** POST /search/{org}/live/tickets?app_id: a ticket for one live stream of the app with this filter. */
export const requestLiveTicket = (orgId: string, appId: string, body: LiveTicketBody, options?: RequestOptions): Promise<ApiResult<LiveTicket>> =>
  apiClient.post<LiveTicket>(`/search/${encodeURIComponent(orgId)}/live/tickets`, { ...options, params: { app_id: appId }, data: body });

/** The URL of the live stream a ticket opens (an EventSource sends no headers: the ticket is the credential). */
export const liveEventsUrl = (orgId: string, appId: string, ticket: string): string =>
  `/api/search/${encodeURIComponent(orgId)}/live/events?${new URLSearchParams({ app_id: appId, ticket }).toString()}`;

/** The `sampling` message: more events matched in the last second than were shown. */
export interface LiveSamplingNotice {
  /** Events that matched in the last second. */
  matched: number;
  /** Events of them shown. */
  shown: number;
  /** Matching events per second. */
  rate_per_second: number;
  /** Share shown, 0 to 1. */
  share: number;
}
