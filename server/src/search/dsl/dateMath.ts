import { parseWireTime } from '../../events/wireValues';
import { DslError } from './dslError';
import { SEARCH_FUTURE_MS, SEARCH_RETENTION_MS } from '../limits';

/** Earliest and latest instants a search time may name (years 1 to 9999, which DuckDB's TIMESTAMP and ISO 8601 share). */
const MIN_TIME = -62_135_596_800_000; // 0001-01-01T00:00:00Z
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Longest time text accepted (ISO 8601 with zone is 29 characters; date math is short). */
const MAX_TIME_TEXT = 64;

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
  const parsed = parseAnyTime(value, now);
  if (!parsed) throw new DslError(`${what} must be an ISO 8601 time, epoch milliseconds, now, now-1d or a relative time such as -24h; got ${JSON.stringify(value)?.slice(0, 60)}`);
  const ms = parsed.getTime();
  if (!Number.isFinite(ms) || ms < MIN_TIME || ms > MAX_TIME) throw new DslError(`${what} is outside the years 1 to 9999`);
  return parsed;
}

function parseAnyTime(value: unknown, now: number): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value !== 'string' || value.length > MAX_TIME_TEXT) return null;
  const trimmed = value.trim();
  const math = MATH.exec(trimmed);
  if (math) {
    const moved = applySteps(new Date(now), math[1]);
    return math[2] ? roundDown(moved, math[2]) : moved;
  }
  if (RELATIVE.test(trimmed)) return applySteps(new Date(now), trimmed);
  if (/^\d{10,13}$/.test(trimmed)) return new Date(Number(trimmed));
  return parseWireTime(trimmed) ?? null;
}

/** A search time window. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** How far back and ahead of now a search window may reach (server/src/search/limits.ts). */
export interface WindowLimits {
  retentionMs: number;
  futureMs: number;
}

/**
 * The from/to query parameters of the search API: defaults -30d and now; from must not be after to. The window is
 * then clamped to the data that can exist: no earlier than `now - retentionMs` and no later than `now + futureMs`
 * (a window entirely outside those bounds becomes an empty window at the nearest bound).
 */
export function parseTimeRange(from: unknown, to: unknown, now = Date.now(), defaultFrom = '-30d', limits: WindowLimits = { retentionMs: SEARCH_RETENTION_MS, futureMs: SEARCH_FUTURE_MS }): TimeRange {
  const asked = {
    from: parseTimeValue(from === undefined || from === '' ? defaultFrom : from, now, 'from'),
    to: parseTimeValue(to === undefined || to === '' ? 'now' : to, now, 'to'),
  };
  if (asked.from > asked.to) throw new DslError('from must not be after to');
  const earliest = now - limits.retentionMs;
  const latest = now + limits.futureMs;
  const clamp = (ms: number) => new Date(Math.min(latest, Math.max(earliest, ms)));
  return { from: clamp(asked.from.getTime()), to: clamp(asked.to.getTime()) };
}
