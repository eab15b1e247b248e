const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of a time zone from UTC at an instant, in ms (e.g. -28,800,000 for Los Angeles in winter). */
export function timeZoneOffsetMs(timeZone: string, at: number): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at / 1000) * 1000;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/**
 * Longest window checked week by week (at most 53 offset computations). A longer window is answered "not constant"
 * at once, so histograms convert through the zone rules (slower per row, always right): the check never grows with
 * the range, however many years it spans.
 */
const MAX_CHECKED_WINDOW_MS = 366 * DAY;
/** Zones whose offset never changes: UTC and its aliases (canonicalised by Intl) and the Etc/GMT±N zones. */
const FIXED_OFFSET_ZONE = /^(UTC|Etc\/GMT[+-]\d{1,2})$/;

/**
 * The zone's offset if it is the same over the whole window (no daylight-saving change inside), else null.
 * A constant offset lets histograms shift times arithmetically instead of converting every row's time zone.
 * Costs O(1): a fixed-offset zone is answered from one instant; other zones are sampled weekly over windows up to
 * about a year (53 samples) and longer windows answer null.
 */
export function constantOffsetMs(timeZone: string, from: number, to: number): number | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return null;
  if (FIXED_OFFSET_ZONE.test(formatter(timeZone).resolvedOptions().timeZone)) return timeZoneOffsetMs(timeZone, from);
  if (to - from > MAX_CHECKED_WINDOW_MS) return null;
  const offset = timeZoneOffsetMs(timeZone, from);
  for (let t = from + WEEK; t < to; t += WEEK) if (timeZoneOffsetMs(timeZone, t) !== offset) return null;
  return timeZoneOffsetMs(timeZone, to) === offset ? offset : null;
}
