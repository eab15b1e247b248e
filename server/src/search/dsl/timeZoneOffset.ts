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

/** A zone's offsets over a window: `offsets[0]` until `changes[0]`, then `offsets[i]` from `changes[i - 1]` (epoch ms). */
export interface OffsetSchedule {
  offsets: number[];
  changes: number[];
}

/**
 * Longest window whose offset changes are looked up (about two years plus the lookback of a yearly bucket: at most
 * 115 weekly samples). A longer window answers null, and histograms convert every row through the zone rules.
 */
const MAX_SCHEDULED_WINDOW_MS = 800 * DAY;

/** The first whole second in (lo, hi] (epoch seconds) at which the zone's offset is no longer `before`. */
function changeSecond(timeZone: string, lo: number, hi: number, before: number): number {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (timeZoneOffsetMs(timeZone, mid * 1000) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The zone's offset and every change of it over the window (daylight-saving starts and ends), to the second, so that
 * histograms shift each row's time by the offset in force at that instant with plain arithmetic instead of
 * converting it through the zone rules. Null for an invalid window or one longer than about two years. The zone is
 * sampled weekly, so two changes within one week that cancel out are not seen (no zone in use changes so).
 * `maxWindowMs` lets an engine without time-zone conversions in SQL (ClickHouse) ask for longer windows.
 */
export function offsetSchedule(timeZone: string, from: number, to: number, maxWindowMs = MAX_SCHEDULED_WINDOW_MS): OffsetSchedule | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return null;
  if (FIXED_OFFSET_ZONE.test(formatter(timeZone).resolvedOptions().timeZone)) return { offsets: [timeZoneOffsetMs(timeZone, from)], changes: [] };
  if (to - from > maxWindowMs) return null;
  const schedule: OffsetSchedule = { offsets: [timeZoneOffsetMs(timeZone, from)], changes: [] };
  let previous = Math.floor(from / 1000);
  for (let t = from + WEEK; ; t += WEEK) {
    const at = Math.min(t, to);
    const offset = timeZoneOffsetMs(timeZone, at);
    const current = schedule.offsets[schedule.offsets.length - 1];
    if (offset !== current) {
      schedule.changes.push(changeSecond(timeZone, previous, Math.floor(at / 1000), current) * 1000);
      schedule.offsets.push(offset);
    }
    previous = Math.floor(at / 1000);
    if (at === to) return schedule;
  }
}
