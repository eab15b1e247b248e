/** When the dashboard says the app has no data yet (and how to send some), or that no call matches its filters. */
import type { SearchWindow } from '@/api/search';

/** Everything the search keeps (the server clamps the window to its retention). */
export const EVER: SearchWindow = { from: '-3y', to: 'now' };

/** What the dashboard knows about the app's data. */
export type DataPresence = 'unknown' | 'checking' | 'none' | 'some';

/**
 * Whether the app has data: `some` as soon as the range has calls; when it has none, the answer of the count over
 * everything kept (`checking` while it runs, `unknown` before it starts or when it failed).
 */
export function dataPresence(rangeCalls: number | null, total: { status: string; count: number | null } | undefined): DataPresence {
  if (rangeCalls === null) return 'unknown';
  if (rangeCalls > 0) return 'some';
  if (!total || total.status === 'idle') return 'unknown';
  if (total.status === 'loading') return 'checking';
  if (total.status === 'failed' || total.count === null) return 'unknown';
  return total.count > 0 ? 'some' : 'none';
}

/** The panel above the tiles when the range is empty: the app has no data at all, or none matches the filters. */
export type EmptyNotice = 'no-data' | 'no-match' | null;

/**
 * Which panel an empty range shows: `no-data` when the app has never received an event (filters or not: they are
 * not the reason), `no-match` when it has events but none in the range matches the filters, else none (a quiet
 * range without filters shows empty tiles).
 */
export function emptyNotice(presence: DataPresence, rangeCalls: number | null, filtered: boolean): EmptyNotice {
  if (presence === 'none') return 'no-data';
  if (presence === 'some' && rangeCalls === 0 && filtered) return 'no-match';
  return null;
}

/** Where an empty tile found nothing, in words, and what else to try besides a longer range. */
export interface EmptyScope {
  /** `in this range`, or `matching the filters in this range`. */
  scope: string;
  /** `` or ` or other filters`, to follow "Choose a longer range". */
  orFilters: string;
}

/** The words of an empty tile with or without the dashboard's filters. */
export const emptyScope = (filtered: boolean): EmptyScope =>
  filtered ? { scope: 'matching the filters in this range', orFilters: ' or other filters' } : { scope: 'in this range', orFilters: '' };
