import { parseWireTime } from '../../events/wireValues';
import { DslError } from './dslError';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
const MATH = /^now((?:[+-]\d{1,6}[smhdwMy])*)(?:\/([smhdwMy]))?$/;
const RELATIVE = /^([+-]\d{1,6}[smhdwMy])+$/;
const STEP = /([+-])(\d{1,6})([smhdwMy])/g;

function shift(date: Date, sign: number, amount: number, unit: string): Date {
  if (unit === 'M' || unit === 'y') {
    const copy = new Date(date);
    copy.setUTCMonth(copy.getUTCMonth() + sign * amount * (unit === 'y' ? 12 : 1));
    return copy;
  }
  return new Date(date.getTime() + sign * amount * UNIT_MS[unit]);
}

function roundDown(date: Date, unit: string): Date {
  const d = new Date(date);
  switch (unit) {
    case 'y': d.setUTCMonth(0, 1); d.setUTCHours(0, 0, 0, 0); break;
    case 'M': d.setUTCDate(1); d.setUTCHours(0, 0, 0, 0); break;
    case 'w': { d.setUTCHours(0, 0, 0, 0); d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7)); break; }
    case 'd': d.setUTCHours(0, 0, 0, 0); break;
    case 'h': d.setUTCMinutes(0, 0, 0); break;
    case 'm': d.setUTCSeconds(0, 0); break;
    default: d.setUTCMilliseconds(0);
  }
  return d;
}

function applySteps(start: Date, steps: string): Date {
  let result = start;
  for (const m of steps.matchAll(STEP)) result = shift(result, m[1] === '-' ? -1 : 1, Number(m[2]), m[3]);
  return result;
}

/**
 * Parses a time in a search request: epoch ms, ISO 8601 (zone-less means UTC), Elasticsearch date math
 * (`now`, `now-1d`, `now-1d/d`) or the platform's relative form (`-24h`, `-4w`, `-1M`).
 */
export function parseTimeValue(value: unknown, now: number, what: string): Date {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const math = MATH.exec(trimmed);
    if (math) {
      const moved = applySteps(new Date(now), math[1]);
      return math[2] ? roundDown(moved, math[2]) : moved;
    }
    if (RELATIVE.test(trimmed)) return applySteps(new Date(now), trimmed);
    if (/^\d{10,13}$/.test(trimmed)) return new Date(Number(trimmed));
    const parsed = parseWireTime(trimmed);
    if (parsed) return parsed;
  }
  throw new DslError(`${what} must be an ISO 8601 time, epoch milliseconds, now, now-1d or a relative time such as -24h; got ${JSON.stringify(value)?.slice(0, 60)}`);
}

/** A search time window. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** The from/to query parameters of the search API: defaults -30d and now; from must not be after to. */
export function parseTimeRange(from: unknown, to: unknown, now = Date.now(), defaultFrom = '-30d'): TimeRange {
  const range = {
    from: parseTimeValue(from === undefined || from === '' ? defaultFrom : from, now, 'from'),
    to: parseTimeValue(to === undefined || to === '' ? 'now' : to, now, 'to'),
  };
  if (range.from > range.to) throw new DslError('from must not be after to');
  return range;
}
