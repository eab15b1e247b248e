/** The time series rules: the search of a view, series from an answer (groups, formula, weeks), CSV and chart data. */
import { defaultQueryModel, fromSearchParams, toSearchParams, type QueryModel } from '@/portal/shared/queryModel';
import { chartSummary, lineWidth, toChartData } from '@/portal/features/timeSeries/chartRules';
import { seriesCsv } from '@/portal/features/timeSeries/csvRules';
import { csvCell } from '@/portal/shared/csv';
import { buildSeries, seriesRequest, viewFromSearch } from '@/portal/features/timeSeries/timeSeriesRules';

const T0 = Date.UTC(2024, 4, 1, 10);
const T1 = Date.UTC(2024, 4, 1, 11);

const model: QueryModel = {
  ...defaultQueryModel(),
  timeZone: 'Europe/Paris',
  metrics: [{ kind: 'count' }, { kind: 'latency', stat: 'p90' }, { kind: 'formula', expression: 'B / A' }],
  groupBy: [{ field: 'request.verb', size: 5, order: 'top', other: false }],
};

const bucket = (key: number, count: number, p90: number | null) => ({ key, doc_count: count, A: { value: count }, B: { values: { '90.0': p90 } } });

const answer = {
  A: { value: 12 },
  g0: {
    buckets: [
      { key: 'GET', doc_count: 10, series: { buckets: [bucket(T0, 4, 100), bucket(T1, 6, 300)] } },
      { key: 'POST', doc_count: 2, series: { buckets: [bucket(T0, 0, null), bucket(T1, 2, 50)] } },
    ],
  },
};

describe('seriesRequest', () => {
  it('asks for no hits, the group-by and the innermost histogram in the app zone (no totals per level)', () => {
    const request = seriesRequest(model);
    expect(request.params).toEqual({ from: '-24h', to: 'now' });
    expect(request.body.size).toBe(0);
    const aggs = request.body.aggs as Record<string, { aggs: Record<string, { date_histogram: { time_zone: string; calendar_interval: string } }> }>;
    expect(Object.keys(aggs)).toEqual(['g0']);
    expect(Object.keys(aggs.g0.aggs)).toEqual(['series']);
    expect(aggs.g0.aggs.series.date_histogram).toMatchObject({ time_zone: 'Europe/Paris', calendar_interval: 'hour' });
  });
});

describe('viewFromSearch', () => {
  it('takes the zone and first day from the app and round-trips through the URL', () => {
    const view = viewFromSearch('', { time_zone: 'Asia/Tokyo', week_starts_on: 0 });
    expect(view).toMatchObject({ timeZone: 'Asia/Tokyo', weekStartsOn: 0 });
    expect(fromSearchParams(toSearchParams(model))).toEqual(model);
    expect(viewFromSearch(toSearchParams(model).toString(), { time_zone: 'UTC' })).toEqual(model);
  });
});

describe('buildSeries', () => {
  it('makes one series per group and metric, formulas per bucket with gaps for division by zero', () => {
    const set = buildSeries(answer, model, seriesRequest(model).histogram);
    expect(set.times).toEqual([T0, T1]);
    expect(set.series.map((s) => s.label)).toEqual([
      'GET · A: Count',
      'GET · B: p90 latency',
      'GET · C: B / A',
      'POST · A: Count',
      'POST · B: p90 latency',
      'POST · C: B / A',
    ]);
    expect(set.series[2].values).toEqual([25, 50]);
    expect(set.series[4].values).toEqual([null, 50]);
    expect(set.series[5].values).toEqual([null, 25]);
  });

  it('adds days up into weeks starting on Sunday', () => {
    const weekly: QueryModel = { ...defaultQueryModel(), interval: 'week', weekStartsOn: 0, range: 'last_30d' };
    const plan = seriesRequest(weekly).histogram;
    expect(plan).toMatchObject({ serverInterval: 'day', rollUpWeeks: true });
    const sat = Date.UTC(2024, 4, 4);
    const sun = Date.UTC(2024, 4, 5);
    const mon = Date.UTC(2024, 4, 6);
    const set = buildSeries({ series: { buckets: [{ key: sat, A: { value: 1 } }, { key: sun, A: { value: 2 } }, { key: mon, A: { value: 3 } }] } }, weekly, plan);
    expect(set.times).toEqual([Date.UTC(2024, 3, 28), sun]);
    expect(set.series[0].values).toEqual([1, 5]);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, defuses formulas and leaves gaps empty', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3.5)).toBe('-3.5');
  });

  it('writes the time in the zone and one column per series', () => {
    const set = buildSeries(answer, model, seriesRequest(model).histogram);
    const lines = seriesCsv(set, 'Europe/Paris').split('\r\n');
    expect(lines[0]).toBe('Time,GET · A: Count,GET · B: p90 latency,GET · C: B / A,POST · A: Count,POST · B: p90 latency,POST · C: B / A');
    expect(lines[1]).toBe('2024-05-01T12:00:00+02:00,4,100,25,0,,');
    expect(lines[2]).toBe('2024-05-01T13:00:00+02:00,6,300,50,2,50,25');
  });
});

describe('chart data', () => {
  it('gives uPlot seconds and one array per series, and names the chart', () => {
    const set = buildSeries(answer, model, seriesRequest(model).histogram);
    const data = toChartData(set);
    expect(data[0]).toEqual([T0 / 1000, T1 / 1000]);
    expect(data).toHaveLength(7);
    const hidden = new Set(set.series.slice(1).map((s) => s.id));
    expect(chartSummary(set, hidden, 'hour', 'Europe/Paris')).toBe(
      'Time series chart, hour buckets from 2024-05-01 12:00 to 2024-05-01 13:00. GET · A: Count: 4 to 6.',
    );
  });
});

describe('lineWidth', () => {
  it('draws 2 px lines (1.5 px dashed) while every point has a pixel column', () => {
    expect(lineWidth(1_440, 1_200 * 2, false)).toBe(2);
    expect(lineWidth(1_200, 1_200, true)).toBe(1.5);
  });

  it('draws a 1 px hairline once points outnumber the columns', () => {
    expect(lineWidth(43_200, 1_200, false)).toBe(1);
    expect(lineWidth(1_201, 1_200, true)).toBe(1);
  });
});
