import {
  autoInterval,
  histogramBucketCount,
  isTimeZone,
  operatorsFor,
  parseInstant,
  rangeDurationMs,
  resolveInterval,
  weekStartOf,
} from '@/portal/shared/queryModel';

const H = 3_600_000;
const D = 24 * H;

describe('interval choice', () => {
  it.each([
    [15 * 60_000, 'minute'],
    [2 * H, 'minute'],
    [2 * H + 1, 'hour'],
    [3 * D, 'hour'],
    [3 * D + 1, 'day'],
    [90 * D, 'day'],
    [90 * D + 1, 'week'],
    [365 * D, 'week'],
  ])('auto picks for %d ms: %s', (ms, expected) => {
    expect(autoInterval(ms)).toBe(expected);
  });

  it('follows the range for auto and keeps an explicit interval', () => {
    expect(resolveInterval('auto', 'last_1h')).toBe('minute');
    expect(resolveInterval('auto', 'last_24h')).toBe('hour');
    expect(resolveInterval('auto', 'last_30d')).toBe('day');
    expect(resolveInterval('auto', 'last_180d')).toBe('week');
    expect(resolveInterval('auto', { from: '2024-01-01T00:00:00Z', to: '2024-01-01T01:30:00Z' })).toBe('minute');
    expect(resolveInterval('auto', { from: 'garbage', to: '2024-01-01T01:30:00Z' })).toBe('day');
    expect(resolveInterval('month', 'last_1h')).toBe('month');
  });

  it('bounds the bucket count of a histogram', () => {
    expect(histogramBucketCount('last_24h', 'hour')).toBe(26);
    expect(histogramBucketCount({ from: 'x', to: 'y' }, 'hour')).toBeNull();
  });
});

describe('times', () => {
  it('needs ISO 8601 with a zone, years 1 to 9999', () => {
    expect(parseInstant('2024-05-01T00:00:00Z')?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(parseInstant('2024-05-01T02:00:00.123+02:00')?.toISOString()).toBe('2024-05-01T00:00:00.123Z');
    expect(parseInstant('2024-05-01T00:00:00')).toBeNull();
    expect(parseInstant('2024-05-01')).toBeNull();
    expect(parseInstant('2024-13-01T00:00:00Z')).toBeNull();
    expect(parseInstant('0000-01-01T00:00:00Z')).toBeNull();
    expect(parseInstant(12)).toBeNull();
    expect(rangeDurationMs({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' })).toBe(D);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('finds the start of a week in a zone for any first day', () => {
    const wednesday = Date.parse('2024-05-08T12:00:00Z');
    expect(new Date(weekStartOf(wednesday, 'UTC', 1)).toISOString()).toBe('2024-05-06T00:00:00.000Z');
    expect(new Date(weekStartOf(wednesday, 'UTC', 0)).toISOString()).toBe('2024-05-05T00:00:00.000Z');
    expect(new Date(weekStartOf(wednesday, 'America/Los_Angeles', 0)).toISOString()).toBe('2024-05-05T07:00:00.000Z');
  });
});

describe('operatorsFor', () => {
  it('offers the operators that make sense for each field type', () => {
    expect(operatorsFor('string')).toEqual(['is', 'is_not', 'one_of', 'contains', 'starts_with', 'exists', 'not_exists']);
    expect(operatorsFor('number')).toEqual(['is', 'is_not', 'one_of', 'between', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists']);
    expect(operatorsFor('time')).toEqual(['between', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists']);
    expect(operatorsFor('boolean')).toEqual(['is', 'is_not', 'exists', 'not_exists']);
  });
});
