import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { formatZonedIso, formatZonedTimestamp, zoneOffsetMs } from '@/portal/shared/time/zonedTimestamp';

const ZONES = ['UTC', 'America/Los_Angeles', 'America/St_Johns', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Sao_Paulo'];
const PATTERN = 'yyyy-MM-dd HH:mm:ss.SSS';

/** A small deterministic generator, so a failure names instants that can be checked again. */
function instants(count: number, from: number, to: number): number[] {
  let seed = 7;
  return Array.from({ length: count }, () => {
    seed = (seed * 48271) % 2147483647;
    return Math.floor(from + (seed / 2147483647) * (to - from));
  });
}

describe('formatZonedTimestamp', () => {
  it('writes what date-fns writes for the same instant and zone, across years of instants', () => {
    const times = instants(800, Date.UTC(2015, 0, 1), Date.UTC(2030, 0, 1));
    for (const zone of ZONES) {
      for (const ms of times) expect([zone, ms, formatZonedTimestamp(ms, zone)]).toEqual([zone, ms, format(new TZDate(ms, zone), PATTERN)]);
    }
  });

  it('is exact on both sides of daylight-saving changes, including half-hour and 30-minute shifts', () => {
    const changes = [
      ['America/Los_Angeles', Date.UTC(2026, 2, 8, 10)], // 02:00 PST -> 03:00 PDT
      ['America/Los_Angeles', Date.UTC(2026, 10, 1, 9)], // 02:00 PDT -> 01:00 PST
      ['America/St_Johns', Date.UTC(2026, 2, 8, 5, 30)], // -03:30 -> -02:30
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)], // +11:00 -> +10:30
      ['Europe/Berlin', Date.UTC(2026, 9, 25, 1)], // CEST -> CET
    ] as const;
    for (const [zone, change] of changes) {
      for (const delta of [-60_001, -1, 0, 1, 59_999, 900_000]) {
        const ms = change + delta;
        expect([zone, ms, formatZonedTimestamp(ms, zone)]).toEqual([zone, ms, format(new TZDate(ms, zone), PATTERN)]);
      }
    }
  });

  it('writes ISO 8601 with the offset as date-fns writes yyyy-MM-ddTHH:mm:ssXXX', () => {
    const times = instants(300, Date.UTC(2015, 0, 1), Date.UTC(2030, 0, 1));
    for (const zone of ZONES) {
      for (const ms of times) expect([zone, ms, formatZonedIso(ms, zone)]).toEqual([zone, ms, format(new TZDate(ms, zone), "yyyy-MM-dd'T'HH:mm:ssXXX")]);
    }
    expect(formatZonedIso(Date.UTC(2024, 4, 1), 'Europe/Berlin')).toBe('2024-05-01T02:00:00+02:00');
    expect(formatZonedIso(Date.UTC(2024, 4, 1), 'UTC')).toBe('2024-05-01T00:00:00Z');
  });

  it('keeps the milliseconds and pads every part', () => {
    expect(formatZonedTimestamp(Date.UTC(2026, 0, 2, 3, 4, 5, 6), 'UTC')).toBe('2026-01-02 03:04:05.006');
    expect(formatZonedTimestamp(Date.UTC(2026, 0, 2, 3, 4, 5, 6), 'Asia/Kolkata')).toBe('2026-01-02 08:34:05.006');
  });

  it('answers an offset per zone (UTC needs no lookup)', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'UTC')).toBe(0);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'America/Los_Angeles')).toBe(-7 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), 'America/Los_Angeles')).toBe(-8 * 3_600_000);
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => formatZonedTimestamp(0, 'Not/AZone')).toThrow(RangeError);
  });
});
