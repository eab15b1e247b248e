/** Compare to previous period: the previous window, its search, alignment to the view's buckets and the change in %. */
import { defaultQueryModel, type QueryModel } from '@/portal/shared/queryModel';
import {
  alignPrevious,
  formatChange,
  percentChange,
  pinCondition,
  previousRequest,
  previousWindow,
  topGroupKeys,
  withComparison,
} from '@/portal/features/timeSeries/compareRules';
import { chartLines, toChartData } from '@/portal/features/timeSeries/chartRules';
import { seriesCsv } from '@/portal/features/timeSeries/csvRules';
import { buildSeries, seriesRequest, type SeriesSet } from '@/portal/features/timeSeries/timeSeriesRules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('previousWindow', () => {
  it('puts a relative range right before itself, as relative times and date math', () => {
    expect(previousWindow('last_24h')).toEqual({ params: { from: '-48h', to: '-24h' }, bounds: { min: 'now-48h', max: 'now-24h' }, durationMs: DAY });
    expect(previousWindow('last_15m')).toMatchObject({ params: { from: '-30m', to: '-15m' }, durationMs: 15 * 60_000 });
    expect(previousWindow('last_7d')?.params).toEqual({ from: '-14d', to: '-7d' });
    expect(previousWindow('last_365d')?.bounds).toEqual({ min: 'now-730d', max: 'now-365d' });
  });

  it('puts an absolute window of the same length right before it, in UTC', () => {
    const window = previousWindow({ from: '2024-05-02T00:00:00+02:00', to: '2024-05-02T06:00:00+02:00' });
    expect(window).toEqual({
      params: { from: '2024-05-01T16:00:00.000Z', to: '2024-05-01T22:00:00.000Z' },
      bounds: { min: '2024-05-01T16:00:00.000Z', max: '2024-05-01T22:00:00.000Z' },
      durationMs: 6 * HOUR,
    });
    expect(previousWindow({ from: '2024-05-02T00:00:00Z', to: '2024-05-01T00:00:00Z' })).toBeNull();
    expect(previousWindow({ from: 'yesterday', to: '2024-05-01T00:00:00Z' })).toBeNull();
  });
});

describe('previousRequest', () => {
  const model: QueryModel = { ...defaultQueryModel(), metrics: [{ kind: 'count' }, { kind: 'latency', stat: 'p90' }, { kind: 'formula', expression: 'B / A' }] };

  it('asks the same metrics over the previous window with the histogram bounded to it', () => {
    const request = previousRequest(model, null);
    const current = seriesRequest(model);
    expect(request?.params).toEqual({ from: '-48h', to: '-24h' });
    const histogram = (request?.body.aggs as Record<string, { date_histogram: Record<string, unknown> }>).series.date_histogram;
    expect(histogram).toEqual({ ...(current.body.aggs as Record<string, { date_histogram: object }>).series.date_histogram, extended_bounds: { min: 'now-48h', max: 'now-24h' } });
    expect(request?.histogram).toEqual(current.histogram);
  });

  it('pins a grouped view to its top series and waits for it', () => {
    const grouped: QueryModel = {
      ...model,
      filters: { op: 'and', items: [{ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }] },
      groupBy: [
        { field: 'response.status', size: 5, order: 'top', other: false },
        { field: 'metadata.plan', size: 5, order: 'top', other: true },
      ],
    };
    expect(previousRequest(grouped, null)).toBeNull();
    const request = previousRequest(grouped, [200, '(none)']);
    expect(request?.body.query).toEqual({
      bool: { filter: [{ term: { 'request.verb': 'GET' } }, { term: { 'response.status': 200 } }], must_not: [{ exists: { field: 'metadata.plan' } }] },
    });
    expect(request?.body.aggs).toMatchObject({ g0: { terms: { field: 'response.status' }, aggs: { g1: { terms: { field: 'metadata.plan' } } } } });
  });

  it('keeps an OR filter whole inside the pinning AND', () => {
    const grouped: QueryModel = {
      ...model,
      filters: { op: 'or', items: [{ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }, { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'PUT' }] },
      groupBy: [{ field: 'request.route', size: 5, order: 'top', other: false }],
    };
    const query = previousRequest(grouped, ['/orders'])?.body.query as { bool: { filter: unknown[] } };
    expect(query.bool.filter).toHaveLength(2);
    expect(query.bool.filter[1]).toEqual({ term: { 'request.route': '/orders' } });
  });

  it('types the pin of a JSON path by the key the answer gave', () => {
    expect(pinCondition('metadata.tier', 3)).toEqual({ field: 'metadata.tier', fieldType: 'number', operator: 'is', value: 3 });
    expect(pinCondition('metadata.tier', 'gold')).toEqual({ field: 'metadata.tier', fieldType: 'string', operator: 'is', value: 'gold' });
    expect(pinCondition('response.status', '404')).toMatchObject({ fieldType: 'number', value: 404 });
  });
});

const T0 = Date.UTC(2024, 4, 2, 10);
const current: SeriesSet = {
  times: [T0, T0 + HOUR, T0 + 2 * HOUR],
  series: [{ id: '["A"]', letter: 'A', group: null, keys: [], label: 'A: Count', values: [10, 15, 0] }],
};

describe('alignPrevious', () => {
  it('moves each previous bucket forward by the window length onto the view bucket', () => {
    const previous: SeriesSet = { times: [T0 - DAY, T0 + HOUR - DAY, T0 + 2 * HOUR - DAY], series: [{ ...current.series[0], values: [5, 20, 0] }] };
    expect(alignPrevious(current, previous, DAY, 'hour').get('["A"]')).toEqual([5, 20, 0]);
  });

  it('snaps within half an interval (a daylight-saving hour) and leaves unmatched buckets as gaps', () => {
    const days: SeriesSet = { times: [Date.UTC(2024, 2, 31), Date.UTC(2024, 3, 1), Date.UTC(2024, 3, 2)], series: current.series };
    // A week earlier the zone's midnights were an hour later in UTC; the first previous day has no view day.
    const previous: SeriesSet = {
      times: [Date.UTC(2024, 2, 23, 1), Date.UTC(2024, 2, 24, 1), Date.UTC(2024, 2, 25, 1)],
      series: [{ ...current.series[0], values: [1, 2, 3] }],
    };
    expect(alignPrevious(days, previous, 7 * DAY, 'day').get('["A"]')).toEqual([2, 3, null]);
    // The same buckets an hour apart would not meet at minute buckets.
    expect(alignPrevious(days, previous, 7 * DAY, 'minute').get('["A"]')).toEqual([null, null, null]);
  });
});

describe('percent change', () => {
  it('compares with the previous value and has none from zero or a gap', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 20)).toBe(-75);
    expect(percentChange(-5, -10)).toBe(50);
    expect(percentChange(3, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
    expect(percentChange(3, null)).toBeNull();
    expect([formatChange(50), formatChange(-33.333), formatChange(0), formatChange(null)]).toEqual(['+50%', '-33.3%', '0%', '–']);
  });
});

describe('withComparison', () => {
  const aligned = new Map([['["A"]', [5, 20, null] as (number | null)[]]]);
  const compared = withComparison(current, aligned);

  it('adds the previous period and the change after the series, for the table and the CSV', () => {
    expect(compared.series.map((s) => s.label)).toEqual(['A: Count', 'A: Count (previous period)', 'A: Count change %']);
    expect(compared.series[2].values).toEqual([100, -25, null]);
    expect(seriesCsv(compared, 'UTC').split('\r\n')[1]).toBe('2024-05-02T10:00:00Z,10,5,100');
  });

  it('draws the previous period dashed in the colour of its series, and carries the change to the hover value', () => {
    expect(toChartData(compared)).toHaveLength(3);
    const lines = chartLines(compared, new Set());
    expect(lines.map((l) => [l.label, l.dashed === true, l.color])).toEqual([
      ['A: Count', false, lines[0].color],
      ['A: Count (previous period)', true, lines[0].color],
    ]);
    expect(lines[0].change).toEqual([100, -25, null]);
    expect(chartLines(compared, new Set(['["A"]'])).map((l) => l.show)).toEqual([false, false]);
  });

  it('finds the top series of a grouped answer', () => {
    const grouped: QueryModel = { ...defaultQueryModel(), groupBy: [{ field: 'response.status', size: 5, order: 'top', other: false }] };
    const set = buildSeries({ g0: { buckets: [{ key: 500, series: { buckets: [] } }, { key: 200, series: { buckets: [] } }] } }, grouped, null);
    expect(topGroupKeys(grouped, set)).toEqual([500]);
    expect(topGroupKeys(defaultQueryModel(), set)).toBeNull();
  });
});
