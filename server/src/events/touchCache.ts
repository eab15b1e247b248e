import type { SeenRange } from './batchMerge';

/** How stale last_seen_time may get before another event refreshes it. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const MAX_ENTRIES = 200_000;

/**
 * What the profile tables already hold for first/last seen, so that busy users and companies are not rewritten
 * on every batch: a profile is touched again only when it is new, when an event predates its first_seen_time,
 * or when last_seen_time would move by a minute or more. Filled only after a commit; cleared on deletes.
 */
export class TouchCache {
  private readonly entries = new Map<string, { first: number; last: number }>();

  /** The ranges that still need writing. */
  pending(prefix: string, ranges: Map<string, SeenRange>): Map<string, SeenRange> {
    const out = new Map<string, SeenRange>();
    for (const [id, range] of ranges) {
      const known = this.entries.get(prefix + id);
      if (!known || range.first.getTime() < known.first || range.last.getTime() - known.last >= LAST_SEEN_RESOLUTION_MS) out.set(id, range);
    }
    return out;
  }

  /** Records ranges that were committed. */
  remember(prefix: string, ranges: Map<string, SeenRange>): void {
    if (this.entries.size + ranges.size > MAX_ENTRIES) this.entries.clear();
    for (const [id, range] of ranges) {
      const known = this.entries.get(prefix + id);
      this.entries.set(prefix + id, {
        first: Math.min(known?.first ?? Infinity, range.first.getTime()),
        last: Math.max(known?.last ?? -Infinity, range.last.getTime()),
      });
    }
  }

  /** Forgets everything (a profile was deleted). */
  clear(): void {
    this.entries.clear();
  }
}
