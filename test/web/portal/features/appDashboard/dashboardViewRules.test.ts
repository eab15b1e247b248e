/** The dashboard's view: range and filters in the URL, the app's zone and week start, the comparison window, words, empty and failed tiles. */
import {
  chartModel,
  comparisonWindow,
  dashboardModel,
  durationMath,
  dashboardSearchParams,
  hasFilters,
  previousPeriodWords,
  rangeWords,
} from '@/portal/features/appDashboard/dashboardViewRules';
import { dataPresence, emptyNotice, emptyScope } from '@/portal/features/appDashboard/noDataRules';
import { tileFailureText } from '@/portal/features/appDashboard/tileFailureRules';

describe('dashboardModel', () => {
  it('defaults to the last 24 hours of all events, in the app zone and week start', () => {
    const model = dashboardModel('', { time_zone: 'Europe/Paris', week_starts_on: 0 });
    expect(model).toMatchObject({ range: 'last_24h', timeZone: 'Europe/Paris', weekStartsOn: 0, filters: { op: 'and', items: [] }, groupBy: [] });
  });

  it('reads the range and the filters from the URL and nothing else (no group-by, no zone override)', () => {
    const f = encodeURIComponent(JSON.stringify({ and: [['request.verb', 's', 'is', 'GET']] }));
    const model = dashboardModel(`range=last_7d&tz=Asia%2FTokyo&f=${f}&g=user_id~5~top&m=latency~p90`, { time_zone: 'UTC' });
    expect(model.range).toBe('last_7d');
    expect(model.filters).toEqual({ op: 'and', items: [{ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }] });
    expect(model.timeZone).toBe('UTC');
    expect(model.groupBy).toEqual([]);
    expect(model.metrics).toEqual([{ kind: 'count' }]);
    expect(dashboardModel('f=not-json', undefined).filters).toEqual({ op: 'and', items: [] });
    expect(dashboardModel('range=2024-05-01T00:00:00Z~2024-05-02T00:00:00Z', undefined).range).toEqual({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' });
  });

  it('falls back to UTC, Monday and the last 24 hours for unknown settings and ranges', () => {
    expect(dashboardModel('range=last_2_weeks', { time_zone: 'Mars/Olympus', week_starts_on: 9 })).toMatchObject({ range: 'last_24h', timeZone: 'UTC', weekStartsOn: 1 });
  });
});

describe('dashboardSearchParams', () => {
  it('writes the range as the query model does, and the filters only when there are some', () => {
    expect(dashboardSearchParams(dashboardModel('range=last_30d', undefined)).toString()).toBe('range=last_30d');
    const fixed = dashboardModel('range=2024-05-01T00:00:00Z~2024-05-02T00:00:00Z', undefined);
    expect(dashboardSearchParams(fixed).get('range')).toBe('2024-05-01T00:00:00Z~2024-05-02T00:00:00Z');
    const filtered = { ...fixed, filters: { op: 'and' as const, items: [{ field: 'response.status', fieldType: 'number' as const, operator: 'gte' as const, value: 500 }] } };
    const params = dashboardSearchParams(filtered);
    expect([...params.keys()]).toEqual(['range', 'f']);
    expect(dashboardModel(params.toString(), undefined)).toEqual(filtered);
  });
});

describe('hasFilters', () => {
  it('is true only when the tree holds a condition', () => {
    const model = dashboardModel('', undefined);
    expect(hasFilters(model)).toBe(false);
    expect(hasFilters({ ...model, filters: { op: 'and', items: [{ op: 'or', items: [] }] } })).toBe(false);
    expect(hasFilters({ ...model, filters: { op: 'or', items: [{ op: 'and', items: [{ field: 'user_id', fieldType: 'string', operator: 'exists' }] }] } })).toBe(true);
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
    expect(rangeWords('last_24h', 'UTC')).toBe('last 24 hours');
    expect(rangeWords('last_1h', 'UTC')).toBe('last hour');
    expect(rangeWords('last_15m', 'UTC')).toBe('last 15 minutes');
    expect(rangeWords('last_7d', 'UTC')).toBe('last 7 days');
    expect(previousPeriodWords('last_30d')).toBe('the previous 30 days');
    expect(previousPeriodWords('last_1h')).toBe('the previous hour');
    expect(previousPeriodWords({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' })).toBe('the previous period');
    expect(rangeWords({ from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' }, 'Europe/Paris')).toBe('2024-05-01 02:00 – 2024-05-02 02:00 (Europe/Paris)');
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

describe('emptyNotice', () => {
  it('tells an app without any data from a filtered range where nothing matches', () => {
    expect(emptyNotice('none', 0, false)).toBe('no-data');
    expect(emptyNotice('none', 0, true)).toBe('no-data');
    expect(emptyNotice('some', 0, true)).toBe('no-match');
    expect(emptyNotice('some', 0, false)).toBeNull();
    expect(emptyNotice('some', 12, true)).toBeNull();
    expect(emptyNotice('checking', 0, true)).toBeNull();
    expect(emptyNotice('unknown', null, true)).toBeNull();
  });

  it('words an empty tile with or without filters', () => {
    expect(emptyScope(false)).toEqual({ scope: 'in this range', orFilters: '' });
    expect(emptyScope(true)).toEqual({ scope: 'matching the filters in this range', orFilters: ' or other filters' });
  });
});

describe('tileFailureText', () => {
  it('keeps the reason of a refused search and says how to fix it, with or without filters', () => {
    expect(tileFailureText('Top users', { status: 400, message: 'Unsupported field "metadata.a.b"' }, true)).toEqual({
      title: 'Top users: the search refused these filters',
      message: 'Unsupported field "metadata.a.b". Change or remove the filter at fault in the filter bar above, or clear the filters.',
      refused: true,
    });
    expect(tileFailureText('Traffic', { status: 400, message: 'Too many buckets.' }, false)).toEqual({
      title: 'Traffic: the search refused this range',
      message: 'Too many buckets. Choose a shorter range.',
      refused: true,
    });
  });

  it('keeps the reason of any other failure', () => {
    expect(tileFailureText('Latency', { status: 500, message: 'Search is warming up' }, true)).toEqual({ title: 'Latency could not be loaded', message: 'Search is warming up', refused: false });
    expect(tileFailureText('Latency', null, false).message).toBe('');
  });
});
