import { isValid, parseISO, startOfWeek } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { AbsoluteRange, ConcreteInterval, DateRange, Interval, RelativeRange, WeekDay } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Each relative range: its length and the search API's relative form (`-24h`). */
export const RELATIVE_RANGES: Readonly<Record<RelativeRange, { ms: number; api: string }>> = {
  last_15m: { ms: 15 * MINUTE, api: '15m' },
  last_1h: { ms: HOUR, api: '1h' },
  last_4h: { ms: 4 * HOUR, api: '4h' },
  last_12h: { ms: 12 * HOUR, api: '12h' },
  last_24h: { ms: DAY, api: '24h' },
  last_7d: { ms: 7 * DAY, api: '7d' },
  last_30d: { ms: 30 * DAY, api: '30d' },
  last_90d: { ms: 90 * DAY, api: '90d' },
  last_180d: { ms: 180 * DAY, api: '180d' },
  last_365d: { ms: 365 * DAY, api: '365d' },
};

/** Shortest length of each interval (months count 28 days), used to bound bucket counts. */
export const INTERVAL_MS: Readonly<Record<ConcreteInterval, number>> = {
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 28 * DAY,
};

/** True for one of the relative range names. */
export function isRelativeRange(value: unknown): value is RelativeRange {
  return typeof value === 'string' && Object.hasOwn(RELATIVE_RANGES, value);
}

/** True for an absolute `{from, to}` range object (its times are not checked). */
export function isAbsoluteRange(range: DateRange): range is AbsoluteRange {
  return typeof range === 'object' && range !== null;
}

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Parses an ISO 8601 date-time that names its zone (`2024-05-01T00:00:00Z`, `...+02:00`); null otherwise, and for years
 * outside 1 to 9999. A zone is required so the browser and the server read the same instant.
 */
export function parseInstant(text: unknown): Date | null {
  if (typeof text !== 'string' || !ZONED_ISO.test(text)) return null;
  const date = parseISO(text);
  if (!isValid(date)) return null;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : null;
}

/** The `from`/`to` query parameters of the search API for a range (`-24h`/`now`, or the two ISO times). */
export function rangeQueryParams(range: DateRange): { from: string; to: string } {
  if (isAbsoluteRange(range)) return { from: range.from, to: range.to };
  return { from: `-${RELATIVE_RANGES[range].api}`, to: 'now' };
}

/** The histogram's `extended_bounds` for a range, in date math (`now-24h`) or ISO, so empty buckets are filled. */
export function rangeBounds(range: DateRange): { min: string; max: string } {
  if (isAbsoluteRange(range)) return { min: range.from, max: range.to };
  return { min: `now-${RELATIVE_RANGES[range].api}`, max: 'now' };
}

/** Length of a range in milliseconds; null when an absolute range does not parse. */
export function rangeDurationMs(range: DateRange): number | null {
  if (!isAbsoluteRange(range)) return RELATIVE_RANGES[range].ms;
  const from = parseInstant(range.from);
  const to = parseInstant(range.to);
  return from && to ? to.getTime() - from.getTime() : null;
}

/** The interval `auto` picks for a window: up to 2 h minutes, up to 3 days hours, up to 90 days days, else weeks. */
export function autoInterval(durationMs: number): ConcreteInterval {
  if (durationMs <= 2 * HOUR) return 'minute';
  if (durationMs <= 3 * DAY) return 'hour';
  if (durationMs <= 90 * DAY) return 'day';
  return 'week';
}

/** The interval a histogram uses: the chosen one, or the automatic one for the range (days if the range is invalid). */
export function resolveInterval(interval: Interval, range: DateRange): ConcreteInterval {
  if (interval !== 'auto') return interval;
  const duration = rangeDurationMs(range);
  return duration === null ? 'day' : autoInterval(duration);
}

/** Upper bound of the buckets a histogram over the range produces (a partial bucket at each end included). */
export function histogramBucketCount(range: DateRange, interval: ConcreteInterval): number | null {
  const duration = rangeDurationMs(range);
  if (duration === null) return null;
  return Math.floor(duration / INTERVAL_MS[interval]) + 2;
}

/**
 * Start (epoch ms) of the week holding an instant, in a time zone, with weeks starting on the given day. Screens
 * use it to add up daily buckets into weeks when weeks do not start on Monday (the server's weeks always do).
 */
export function weekStartOf(epochMs: number, timeZone: string, weekStartsOn: WeekDay): number {
  return startOfWeek(new TZDate(epochMs, timeZone), { weekStartsOn }).getTime();
}

/** True for an IANA time zone name the runtime knows (`UTC`, `Europe/Paris`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
