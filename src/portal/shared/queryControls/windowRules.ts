/** Time windows in the view's zone: how a fixed window reads, the custom range form's inputs, and the range it makes. */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { isAbsoluteRange, parseInstant, rangeDurationMs, type AbsoluteRange, type DateRange } from '@/portal/shared/queryModel';
import { RANGE_LABELS } from './rangeLabels';

const SHOWN = 'yyyy-MM-dd HH:mm';
const INPUT = "yyyy-MM-dd'T'HH:mm";

/** A window in words: `2024-05-01 10:00 – 2024-05-01 12:00 (Europe/Paris)`, or a relative range's name. */
export function formatWindow(range: DateRange, timeZone: string): string {
  if (!isAbsoluteRange(range)) return RANGE_LABELS[range];
  const from = parseInstant(range.from);
  const to = parseInstant(range.to);
  if (!from || !to) return `${range.from} – ${range.to}`;
  return `${format(new TZDate(from.getTime(), timeZone), SHOWN)} – ${format(new TZDate(to.getTime(), timeZone), SHOWN)} (${timeZone})`;
}

/** An instant as a `datetime-local` input value in the zone (`2024-05-01T10:00`). */
export const toZonedInput = (epochMs: number, timeZone: string): string => format(new TZDate(epochMs, timeZone), INPUT);

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a `datetime-local` value names in the zone; null for an empty or malformed value. */
export function fromZonedInput(text: string, timeZone: string): number | null {
  const match = LOCAL_INPUT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new TZDate(year, month - 1, day, hour, minute, second, timeZone);
  const time = date.getTime();
  // A date such as February 30 rolls over: refuse it rather than move it.
  return Number.isFinite(time) && date.getMonth() === month - 1 && date.getDate() === day ? time : null;
}

/** The window of a range as epoch ms (relative ranges end now); null when it does not parse. */
export function windowOf(range: DateRange, now: number): { from: number; to: number } | null {
  if (isAbsoluteRange(range)) {
    const from = parseInstant(range.from);
    const to = parseInstant(range.to);
    return from && to ? { from: from.getTime(), to: to.getTime() } : null;
  }
  const duration = rangeDurationMs(range);
  return duration === null ? null : { from: now - duration, to: now };
}

/** The shortest window a screen shows: a typed window must be at least this long, and a narrower zoom drag is a click. */
export const MIN_WINDOW_MS = 60_000;

/** What is wrong with a custom window typed in the form (null when it can be shown). */
export function windowProblem(from: number | null, to: number | null): string | null {
  if (from === null) return 'Enter the start as a date and time.';
  if (to === null) return 'Enter the end as a date and time.';
  if (from >= to) return 'The start must be before the end.';
  if (to - from < MIN_WINDOW_MS) return 'Choose a window of at least one minute.';
  return null;
}

const isoSecond = (epochMs: number): string => new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The fixed range of a window, widened to whole seconds (the URL and the search API count in seconds). */
export const absoluteRange = (fromMs: number, toMs: number): AbsoluteRange => ({
  from: isoSecond(Math.floor(fromMs / 1000) * 1000),
  to: isoSecond(Math.ceil(toMs / 1000) * 1000),
});
