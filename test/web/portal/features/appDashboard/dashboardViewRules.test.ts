/** The dashboard's view: range in the URL, the app's zone and week start, the comparison window, words. */
import {
  chartModel,
  comparisonWindow,
  dashboardModel,
  durationMath,
  previousPeriodWords,
  rangeParam,
  rangeWords,
} from '@/portal/features/appDashboard/dashboardViewRules';
import { dataPresence } from '@/portal/features/appDashboard/noDataRules';

describe('dashboardModel', () => {
  it('defaults to the last 24 hours of all events, in the app zone and week start', () => {
    const model = dashboardModel('', { time_zone: 'Europe/Paris', week_starts_on: 0 });
    expect(model).toMatchObject({ range: 'last_24h', timeZone: 'Europe/Paris', weekStartsOn: 0, filters: { op: 'and', items: [] }, groupBy: [] });
  });

  it('reads the range from the URL and nothing else (no filters, no zone override)', () => {
    const model = dashboardModel('range=last_7d&tz=Asia%2FTokyo&f=%7B%22and%22%3A%5B%5D%7D&g=user_id~5~top', { time_zone: 'UTC' });
    expect(model.range).toBe('last_7d');
    expect(model.timeZone).toBe('UTC');
    expect(model.groupBy).toEqual([]);
    expect(dashboardModel('range=2024-05-01T00:00:00Z~2024-05-02T00:00:00Z', undefined).range).toEqual({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' });
  });

  it('falls back to UTC, Monday and the last 24 hours for unknown settings and ranges', () => {
    expect(dashboardModel('range=last_2_weeks', { time_zone: 'Mars/Olympus', week_starts_on: 9 })).toMatchObject({ range: 'last_24h', timeZone: 'UTC', weekStartsOn: 1 });
  });
});

describe('rangeParam', () => {
  it('writes the range as the query model does', () => {
    expect(rangeParam('last_30d')).toBe('last_30d');
    expect(rangeParam({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' })).toBe('2024-05-01T00:00:00Z~2024-05-02T00:00:00Z');
  });
});

describe('chartModel', () => {
  it('keeps the automatic interval, but shows days instead of weeks that do not start on Monday', () => {
    const monday = dashboardModel('range=last_180d', { week_starts_on: 1 });
    expect(chartModel(monday).interval).toBe('auto');
    const sunday = dashboardModel('range=last_180d', { week_starts_on: 0 });
    expect(chartModel(sunday).interval).toBe('day');
    expect(chartModel(dashboardModel('range=last_24h', { week_starts_on: 0 })).interval).toBe('auto');
  });
});

describe('comparisonWindow', () => {
  it('covers a relative range and the same length before it, split where the range starts', () => {
    expect(comparisonWindow('last_24h')).toEqual({ params: { from: '-48h', to: 'now' }, boundary: 'now-24h' });
    expect(comparisonWindow('last_15m')).toEqual({ params: { from: '-30m', to: 'now' }, boundary: 'now-15m' });
    expect(comparisonWindow('last_365d')).toEqual({ params: { from: '-17520h', to: 'now' }, boundary: 'now-8760h' });
  });

  it('moves a fixed window back by its length', () => {
    expect(comparisonWindow({ from: '2024-05-02T00:00:00Z', to: '2024-05-02T06:00:00Z' })).toEqual({
      params: { from: '2024-05-01T18:00:00.000Z', to: '2024-05-02T06:00:00Z' },
      boundary: '2024-05-02T00:00:00Z',
    });
  });

  it('has no window for a range that ends before it starts', () => {
    expect(comparisonWindow({ from: '2024-05-02T00:00:00Z', to: '2024-05-01T00:00:00Z' })).toBeNull();
  });

  it('writes durations in whole hours, else minutes', () => {
    expect(durationMath(2 * 3_600_000)).toBe('2h');
    expect(durationMath(90 * 60_000)).toBe('90m');
  });
});

describe('range words', () => {
  it('name the range and the previous period as the range picker does', () => {
    expect(rangeWords('last_24h')).toBe('last 24 hours');
    expect(rangeWords('last_1h')).toBe('last hour');
    expect(rangeWords('last_15m')).toBe('last 15 minutes');
    expect(rangeWords('last_7d')).toBe('last 7 days');
    expect(previousPeriodWords('last_30d')).toBe('the previous 30 days');
    expect(previousPeriodWords('last_1h')).toBe('the previous hour');
    expect(previousPeriodWords({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' })).toBe('the previous period');
    expect(rangeWords({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' })).toBe('2024-05-01T00:00:00Z to 2024-05-02T00:00:00Z');
  });
});

describe('dataPresence', () => {
  it('is known from the range when it has calls, else from the count of everything kept', () => {
    expect(dataPresence(null, undefined)).toBe('unknown');
    expect(dataPresence(5, undefined)).toBe('some');
    expect(dataPresence(0, undefined)).toBe('unknown');
    expect(dataPresence(0, { status: 'loading', count: null })).toBe('checking');
    expect(dataPresence(0, { status: 'failed', count: null })).toBe('unknown');
    expect(dataPresence(0, { status: 'loaded', count: 0 })).toBe('none');
    expect(dataPresence(0, { status: 'loaded', count: 12 })).toBe('some');
  });
});
