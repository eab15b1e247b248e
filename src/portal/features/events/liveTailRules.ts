/** Pure rules of the live tail: which rows a message brings, the reconnection delays, and the notices' wording. */
import type { LiveSamplingNotice } from '@/api/liveTail';
import type { EventRowDocument, SearchHit } from '@/api/search';
import { toEventRow, type EventRow } from './eventsRules';

/** Rows kept while paused (newest first); more are counted, not kept. */
export const MAX_HELD_ROWS = 500;

/** How long a new row stays highlighted. */
export const FRESH_MS = 2_000;

/** Reconnection back-off: 1 s, doubling, at most 30 s. */
export const RECONNECT = { initialDelayMs: 1_000, increaseRatio: 2, maxDelayMs: 30_000 } as const;

/** The row of an `event` message, or null when the message is not a hit. */
export function liveRow(data: unknown): EventRow | null {
  if (data === null || typeof data !== 'object') return null;
  const hit = data as Partial<SearchHit<EventRowDocument>>;
  if (typeof hit._id !== 'string' || hit._source === null || typeof hit._source !== 'object') return null;
  return toEventRow({ _id: hit._id, _source: hit._source });
}

/** A `sampling` message, or null when it is not one. */
export function samplingNotice(data: unknown): LiveSamplingNotice | null {
  if (data === null || typeof data !== 'object') return null;
  const n = data as Partial<LiveSamplingNotice>;
  return typeof n.rate_per_second === 'number' && typeof n.share === 'number' && typeof n.matched === 'number' && typeof n.shown === 'number'
    ? { matched: n.matched, shown: n.shown, rate_per_second: n.rate_per_second, share: n.share }
    : null;
}

/** What the sampling notice says: `About 240 matching events a second: showing a sample of 8%.` */
export function samplingText(notice: LiveSamplingNotice): string {
  const percent = Math.max(1, Math.round(notice.share * 100));
  return `About ${notice.rate_per_second.toLocaleString('en-US')} matching events a second: showing a sample of ${percent}%.`;
}

/** New rows before the known ones, newest first, without repeats. */
export function prependRows(known: EventRow[], incoming: EventRow[]): EventRow[] {
  const ids = new Set(known.map((row) => row.id));
  const fresh = incoming.filter((row) => !ids.has(row.id) && ids.add(row.id));
  return [...fresh, ...known];
}
