/**
 * Instants written as wall-clock time in an IANA zone, fast enough for every row of a scrolling list: the zone's
 * offset is read from Intl once per quarter hour of time and zone, the rest is arithmetic. date-fns' `format` with a
 * `TZDate` gives the same text but costs tens of microseconds per call (and far more while cold), which a list
 * rendering twenty new rows a frame cannot spend.
 */

/** Every offset change of the tz database's current rules falls on a quarter hour (UTC). */
const QUARTER_HOUR_MS = 15 * 60_000;
/** Quarter hours remembered per zone before the zone's cache starts again (a year of quarter hours is 35,040). */
const MAX_CACHED_QUARTERS = 20_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetsByZone = new Map<string, Map<number, number>>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `ms` (whole seconds), read from Intl. Throws a RangeError for an unknown zone. */
function intlOffsetMs(ms: number, zone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(2000, Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const wallDate = new Date(wall);
  wallDate.setUTCFullYear(year);
  const wholeSeconds = Math.floor(ms / 1000) * 1000;
  return wallDate.getTime() - wholeSeconds;
}

/**
 * The zone's offset from UTC at `ms`, in ms. Cached per quarter hour when the offset is the same at both ends of it
 * (a historical offset that changed inside a quarter hour is read for the instant itself).
 */
export function zoneOffsetMs(ms: number, zone: string): number {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 0;
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offsets = offsetsByZone.get(zone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(zone, offsets);
  }
  const cached = offsets.get(quarter);
  if (cached !== undefined) return cached;
  const start = quarter * QUARTER_HOUR_MS;
  const offset = intlOffsetMs(start, zone);
  if (intlOffsetMs(start + QUARTER_HOUR_MS - 1, zone) !== offset) return intlOffsetMs(ms, zone);
  if (offsets.size >= MAX_CACHED_QUARTERS) offsets.clear();
  offsets.set(quarter, offset);
  return offset;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** `yyyy-MM-dd?HH:mm:ss` of a Date whose UTC fields hold the wall-clock time, `?` being the separator. */
function wallTime(local: Date, separator: string): string {
  const year = local.getUTCFullYear();
  return `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)}${separator}`
    + `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}`;
}

/** `yyyy-MM-dd HH:mm:ss.SSS` of the instant `ms` (epoch ms) in `zone`, as date-fns writes that pattern. */
export function formatZonedTimestamp(ms: number, zone: string): string {
  const local = new Date(ms + zoneOffsetMs(ms, zone));
  return `${wallTime(local, ' ')}.${pad(local.getUTCMilliseconds(), 3)}`;
}

/** ISO 8601 with the zone's offset, to the second: `2024-05-01T00:00:00+02:00` (`Z` at offset 0), as date-fns' `XXX`. */
export function formatZonedIso(ms: number, zone: string): string {
  const offset = zoneOffsetMs(ms, zone);
  const minutes = Math.trunc(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const suffix = minutes === 0 ? 'Z' : `${sign}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
  return `${wallTime(new Date(ms + offset), 'T')}${suffix}`;
}
