/** When the dashboard says the app has no data yet and shows how to send some. */
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
