/** Pure rules of the selected events: the shared link (`?ids=a,b,c`) and the search it opens. */
import type { EventsPageRequest } from './eventsRules';
import { LIST_SOURCE } from './eventsRules';

/** Most events one share link carries. */
export const MAX_SHARED_EVENTS = 100;

/** The window a shared link searches: every event the server keeps (it clamps to its retention). */
export const SHARED_WINDOW = { from: '-3y', to: 'now' } as const;

/** The event ids of a shared link (`ids`, comma separated), without blanks or repeats, at most MAX_SHARED_EVENTS. */
export function sharedIdsFromSearch(search: string): string[] {
  const raw = new URLSearchParams(search).get('ids');
  if (!raw) return [];
  const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter((id) => id.length > 0))];
  return ids.slice(0, MAX_SHARED_EVENTS);
}

/** The search of a shared link: exactly those events, newest first. */
export function sharedPageRequest(ids: string[]): EventsPageRequest {
  return {
    window: { ...SHARED_WINDOW },
    body: { query: { ids: { values: ids } }, size: ids.length, sort: [{ 'request.time': 'desc' }], _source: [...LIST_SOURCE] },
  };
}

/** The link that reopens the event log showing exactly `ids` (`base`: the origin and the event log's path). */
export function shareLink(base: string, ids: readonly string[]): string {
  return `${base}?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** Whether a selection fits in one share link. */
export const canShare = (count: number): boolean => count > 0 && count <= MAX_SHARED_EVENTS;

/** Whether a shared link names more events than one link may carry (only the first MAX_SHARED_EVENTS are shown). */
export function sharedLinkTruncated(search: string): boolean {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  return new Set(raw.split(',').map((id) => id.trim()).filter((id) => id.length > 0)).size > MAX_SHARED_EVENTS;
}
