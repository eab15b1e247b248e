/**
 * The event log's pure rules: the search it sends (newest first, 50 a page, `search_after` paging), how a hit reads
 * as a row, and how times, statuses and durations show.
 */
import type { EventRowDocument, SearchBody, SearchHit, SearchWindow } from '@/api/search';
import { formatZonedTimestamp } from '@/portal/shared/time/zonedTimestamp';
import { compileFilters, defaultQueryModel, fromSearchParams, isTimeZone, rangeQueryParams, type DateRange, type FilterGroup, type QueryModel } from '@/portal/shared/queryModel';

/** Rows asked for per page. */
export const PAGE_SIZE = 50;

/** The fields the list shows, asked for with `_source`. */
export const LIST_SOURCE = [
  'id',
  'event_type',
  'action_name',
  'request.time',
  'request.verb',
  'request.route',
  'request.uri',
  'response.status',
  'duration_ms',
  'user_id',
  'company_id',
] as const;

/** What the list's view is: the filters and the window (both kept in the URL). */
export interface EventsView {
  filters: FilterGroup;
  range: DateRange;
}

/** One page request of the event log. */
export interface EventsPageRequest {
  window: SearchWindow;
  body: SearchBody;
}

/** Reads the view from the URL (`range`, `f`); defaults to the last 24 hours without filters. */
export function viewFromSearch(search: string): QueryModel {
  return fromSearchParams(new URLSearchParams(search), defaultQueryModel());
}

/** The first page's search of a view: newest first, `PAGE_SIZE` rows, the list's fields only. */
export function firstPageRequest(view: EventsView): EventsPageRequest {
  const query = compileFilters(view.filters);
  return {
    window: rangeQueryParams(view.range),
    body: { ...(query ? { query } : {}), size: PAGE_SIZE, sort: [{ 'request.time': 'desc' }], _source: [...LIST_SOURCE] },
  };
}

/** The next page: the same search after the last hit's sort values. */
export function nextPageRequest(first: EventsPageRequest, searchAfter: unknown[]): EventsPageRequest {
  return { window: first.window, body: { ...first.body, search_after: searchAfter } };
}

/** Identity of a view's list (same key, same rows). */
export const listKey = (orgId: string, appId: string, request: EventsPageRequest): string =>
  JSON.stringify([orgId, appId, request.window, request.body]);

/** Whether a list key (`listKey`) belongs to an app. */
export const isListOf = (key: string | null, orgId: string, appId: string): boolean =>
  key !== null && key.startsWith(`${JSON.stringify([orgId, appId]).slice(0, -1)},`);

/** One row of the list. */
export interface EventRow {
  id: string;
  /** `action` for user actions, `call` for API calls. */
  kind: 'call' | 'action';
  time: string | null;
  verb: string | null;
  /** The route template when known, else the URI; the action name for actions. */
  path: string | null;
  status: number | null;
  durationMs: number | null;
  userId: string | null;
  companyId: string | null;
  /** Sort values, for the next page. */
  sort: unknown[] | null;
}

/** A hit as a row. */
export function toEventRow(hit: SearchHit<EventRowDocument>): EventRow {
  const doc = hit._source ?? {};
  const action = doc.event_type === 'user_action';
  return {
    id: hit._id,
    kind: action ? 'action' : 'call',
    time: doc.request?.time ?? null,
    verb: action ? null : (doc.request?.verb ?? null),
    path: action ? (doc.action_name ?? null) : (doc.request?.route ?? doc.request?.uri ?? null),
    status: typeof doc.response?.status === 'number' ? doc.response.status : null,
    durationMs: typeof doc.duration_ms === 'number' ? doc.duration_ms : null,
    userId: doc.user_id ?? null,
    companyId: doc.company_id ?? null,
    sort: Array.isArray(hit.sort) ? hit.sort : null,
  };
}

/** The class of an HTTP status, named for screen readers and styled by class. */
export interface StatusClass {
  kind: 'success' | 'redirect' | 'client-error' | 'server-error' | 'other';
  label: string;
}

/** The class of a status: 2xx success, 3xx redirect, 4xx client error, 5xx server error. */
export function statusClass(status: number): StatusClass {
  if (status >= 200 && status < 300) return { kind: 'success', label: 'Success' };
  if (status >= 300 && status < 400) return { kind: 'redirect', label: 'Redirect' };
  if (status >= 400 && status < 500) return { kind: 'client-error', label: 'Client error' };
  if (status >= 500 && status < 600) return { kind: 'server-error', label: 'Server error' };
  return { kind: 'other', label: 'Other' };
}

/** The zone times show in: the app's, else UTC. */
export const displayZone = (zone: string | undefined): string => (isTimeZone(zone) ? zone : 'UTC');

/** A time as `yyyy-MM-dd HH:mm:ss.SSS` in a zone; the text itself when it does not parse. */
export function formatEventTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '–';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? formatZonedTimestamp(ms, zone) : iso;
}

/** A duration: `245 ms`, `1.25 s`, `–` when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
