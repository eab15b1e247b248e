import {
  compileFilters,
  compileToSearch,
  type FilterCondition,
  type FilterGroup,
  type Metric,
} from '@/portal/shared/queryModel';
import { model, withCondition } from './fixtures';

const only = (c: FilterCondition) => compileFilters({ op: 'and', items: [c] });

describe('compileFilters: one clause per operator and field type', () => {
  it.each<[string, FilterCondition, unknown]>([
    ['string is', { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }, { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } }],
    ['string is_not', { field: 'request.verb', fieldType: 'string', operator: 'is_not', value: 'GET' }, { bool: { must_not: [{ term: { 'request.verb': 'GET' } }] } }],
    ['string one_of', { field: 'request.verb', fieldType: 'string', operator: 'one_of', value: ['GET', 'POST'] }, { bool: { filter: [{ terms: { 'request.verb': ['GET', 'POST'] } }] } }],
    ['string contains', { field: 'request.uri', fieldType: 'string', operator: 'contains', value: 'users' }, { bool: { filter: [{ wildcard: { 'request.uri': { value: '*users*' } } }] } }],
    ['string starts_with', { field: 'request.uri', fieldType: 'string', operator: 'starts_with', value: '/v1/' }, { bool: { filter: [{ prefix: { 'request.uri': { value: '/v1/' } } }] } }],
    ['string exists', { field: 'user_id', fieldType: 'string', operator: 'exists' }, { bool: { filter: [{ exists: { field: 'user_id' } }] } }],
    ['string not_exists', { field: 'user_id', fieldType: 'string', operator: 'not_exists' }, { bool: { must_not: [{ exists: { field: 'user_id' } }] } }],
    ['number is', { field: 'response.status', fieldType: 'number', operator: 'is', value: 404 }, { bool: { filter: [{ term: { 'response.status': 404 } }] } }],
    ['number one_of', { field: 'response.status', fieldType: 'number', operator: 'one_of', value: [500, 502] }, { bool: { filter: [{ terms: { 'response.status': [500, 502] } }] } }],
    ['number between', { field: 'duration_ms', fieldType: 'number', operator: 'between', value: [100, 500] }, { bool: { filter: [{ range: { duration_ms: { gte: 100, lte: 500 } } }] } }],
    ['number gt', { field: 'duration_ms', fieldType: 'number', operator: 'gt', value: 1 }, { bool: { filter: [{ range: { duration_ms: { gt: 1 } } }] } }],
    ['number gte', { field: 'duration_ms', fieldType: 'number', operator: 'gte', value: 2 }, { bool: { filter: [{ range: { duration_ms: { gte: 2 } } }] } }],
    ['number lt', { field: 'duration_ms', fieldType: 'number', operator: 'lt', value: 3 }, { bool: { filter: [{ range: { duration_ms: { lt: 3 } } }] } }],
    ['number lte', { field: 'duration_ms', fieldType: 'number', operator: 'lte', value: 4 }, { bool: { filter: [{ range: { duration_ms: { lte: 4 } } }] } }],
    ['time between', { field: 'response.time', fieldType: 'time', operator: 'between', value: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'] }, { bool: { filter: [{ range: { 'response.time': { gte: '2024-01-01T00:00:00Z', lte: '2024-01-02T00:00:00Z' } } }] } }],
    ['time gte (epoch ms)', { field: 'response.time', fieldType: 'time', operator: 'gte', value: 1_700_000_000_000 }, { bool: { filter: [{ range: { 'response.time': { gte: 1_700_000_000_000 } } }] } }],
    ['boolean is', { field: 'metadata.beta', fieldType: 'boolean', operator: 'is', value: 'true' }, { bool: { filter: [{ term: { 'metadata.beta': true } }] } }],
    ['boolean is_not', { field: 'metadata.beta', fieldType: 'boolean', operator: 'is_not', value: 'false' }, { bool: { must_not: [{ term: { 'metadata.beta': false } }] } }],
    ['json number gt', { field: 'metadata.plan.seats', fieldType: 'number', operator: 'gt', value: 10 }, { bool: { filter: [{ range: { 'metadata.plan.seats': { gt: 10 } } }] } }],
  ])('%s', (_name, condition, expected) => {
    expect(only(condition)).toEqual(expected);
  });

  it('turns a number given to a text field into text', () => {
    expect(only({ field: 'request.api_version', fieldType: 'string', operator: 'is', value: 2 })).toEqual({ bool: { filter: [{ term: { 'request.api_version': '2' } }] } });
  });

  it('keeps * and ? of the text literal: ? in the wildcard plus a match_phrase on the text', () => {
    expect(only({ field: 'request.uri', fieldType: 'string', operator: 'contains', value: 'a*b?' })).toEqual({
      bool: { filter: [{ bool: { filter: [{ wildcard: { 'request.uri': { value: '*a?b?*' } } }, { match_phrase: { 'request.uri': 'a*b?' } }] } }] },
    });
  });

  it('leaves other characters as they are (the server escapes %, _ and \\ itself)', () => {
    expect(only({ field: 'request.uri', fieldType: 'string', operator: 'contains', value: '100%_\\' })).toEqual({
      bool: { filter: [{ wildcard: { 'request.uri': { value: '*100%_\\*' } } }] },
    });
  });

  it('nests AND and OR groups, negations in must_not', () => {
    const tree: FilterGroup = {
      op: 'and',
      items: [
        { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'POST' },
        { field: 'user_id', fieldType: 'string', operator: 'not_exists' },
        {
          op: 'or',
          items: [
            { field: 'response.status', fieldType: 'number', operator: 'gte', value: 500 },
            { field: 'request.route', fieldType: 'string', operator: 'is_not', value: '/health' },
            { op: 'and', items: [{ field: 'duration_ms', fieldType: 'number', operator: 'gt', value: 1000 }] },
          ],
        },
      ],
    };
    expect(compileFilters(tree)).toEqual({
      bool: {
        filter: [
          { term: { 'request.verb': 'POST' } },
          {
            bool: {
              should: [
                { range: { 'response.status': { gte: 500 } } },
                { bool: { must_not: [{ term: { 'request.route': '/health' } }] } },
                { bool: { filter: [{ range: { duration_ms: { gt: 1000 } } }] } },
              ],
              minimum_should_match: 1,
            },
          },
        ],
        must_not: [{ exists: { field: 'user_id' } }],
      },
    });
  });

  it('leaves out empty groups, and needs no query when nothing is left', () => {
    expect(compileFilters({ op: 'and', items: [] })).toBeNull();
    expect(compileFilters({ op: 'or', items: [{ op: 'and', items: [] }] })).toBeNull();
    expect(compileToSearch(model()).body).not.toHaveProperty('query');
    expect(
      compileFilters({ op: 'or', items: [{ op: 'and', items: [] }, { field: 'user_id', fieldType: 'string', operator: 'exists' }] }),
    ).toEqual({ bool: { should: [{ exists: { field: 'user_id' } }], minimum_should_match: 1 } });
  });
});

describe('compileToSearch', () => {
  it('sends relative ranges as -24h..now and absolute ones as given', () => {
    expect(compileToSearch(model({ range: 'last_24h' })).params).toEqual({ from: '-24h', to: 'now' });
    expect(compileToSearch(model({ range: 'last_15m' })).params).toEqual({ from: '-15m', to: 'now' });
    const range = { from: '2024-05-01T00:00:00Z', to: '2024-05-08T00:00:00Z' };
    expect(compileToSearch(model({ range })).params).toEqual(range);
  });

  it('builds a filled date histogram on request.time with the time zone and range bounds', () => {
    const out = compileToSearch(model({ range: 'last_7d', timeZone: 'Europe/Paris' }));
    expect(out.body).toEqual({
      size: 0,
      aggs: {
        series: {
          date_histogram: {
            field: 'request.time',
            calendar_interval: 'day',
            time_zone: 'Europe/Paris',
            min_doc_count: 0,
            extended_bounds: { min: 'now-7d', max: 'now' },
          },
          aggs: { A: { sum: { field: 'weight', missing: 1 } } },
        },
      },
    });
    expect(out.histogram).toEqual({ interval: 'day', serverInterval: 'day', rollUpWeeks: false });
  });

  it('uses the absolute range as histogram bounds and honours an explicit interval', () => {
    const range = { from: '2024-05-01T00:00:00Z', to: '2024-05-02T00:00:00Z' };
    const hist = compileToSearch(model({ range, interval: 'month' })).body.aggs as Record<string, { date_histogram: Record<string, unknown> }>;
    expect(hist.series.date_histogram).toMatchObject({ calendar_interval: 'month', extended_bounds: { min: range.from, max: range.to } });
  });

  it('asks days and rolls weeks up on the client when weeks do not start on Monday', () => {
    expect(compileToSearch(model({ interval: 'week', weekStartsOn: 1 })).histogram).toEqual({ interval: 'week', serverInterval: 'week', rollUpWeeks: false });
    const sunday = compileToSearch(model({ interval: 'week', weekStartsOn: 0 }));
    expect(sunday.histogram).toEqual({ interval: 'week', serverInterval: 'day', rollUpWeeks: true });
    expect((sunday.body.aggs as Record<string, { date_histogram: Record<string, unknown> }>).series.date_histogram.calendar_interval).toBe('day');
  });

  it('can leave the time series out', () => {
    const out = compileToSearch(model(), { timeSeries: false });
    expect(out.body.aggs).toEqual({ A: { sum: { field: 'weight', missing: 1 } } });
    expect(out.histogram).toBeNull();
  });

  it('compiles every metric kind by letter; formulas have no aggregation', () => {
    const metrics: Metric[] = [
      { kind: 'count' },
      { kind: 'unique_users' },
      { kind: 'unique_companies' },
      { kind: 'unique_sessions' },
      { kind: 'latency', stat: 'avg' },
      { kind: 'latency', stat: 'p99' },
      { kind: 'custom', field: 'metadata.amount', fn: 'sum' },
      { kind: 'formula', expression: 'A / B' },
    ];
    expect(compileToSearch(model({ metrics }), { timeSeries: false }).body.aggs).toEqual({
      A: { sum: { field: 'weight', missing: 1 } },
      B: { cardinality: { field: 'user_id' } },
      C: { cardinality: { field: 'company_id' } },
      D: { cardinality: { field: 'session_token' } },
      E: { avg: { field: 'duration_ms' } },
      F: { percentiles: { field: 'duration_ms', percents: [99] } },
      G: { sum: { field: 'metadata.amount' } },
    });
  });

  it.each([
    [{ kind: 'latency', stat: 'max' }, { max: { field: 'duration_ms' } }],
    [{ kind: 'latency', stat: 'p50' }, { percentiles: { field: 'duration_ms', percents: [50] } }],
    [{ kind: 'latency', stat: 'p90' }, { percentiles: { field: 'duration_ms', percents: [90] } }],
    [{ kind: 'custom', field: 'response.status', fn: 'avg' }, { avg: { field: 'response.status' } }],
    [{ kind: 'custom', field: 'duration_ms', fn: 'min' }, { min: { field: 'duration_ms' } }],
    [{ kind: 'custom', field: 'duration_ms', fn: 'max' }, { max: { field: 'duration_ms' } }],
    [{ kind: 'custom', field: 'response.status', fn: 'distinct' }, { cardinality: { field: 'response.status' } }],
  ] as [Metric, unknown][])('compiles %j', (metric, agg) => {
    expect(compileToSearch(model({ metrics: [metric] }), { timeSeries: false }).body.aggs).toEqual({ A: agg });
  });

  const grouped = model({
    metrics: [{ kind: 'count' }, { kind: 'latency', stat: 'p90' }],
    groupBy: [
      { field: 'request.route', size: 10, order: 'top', other: true },
      { field: 'response.status', size: 5, order: 'bottom', other: false },
    ],
    range: 'last_1h',
  });
  const A = { sum: { field: 'weight', missing: 1 } };
  const B = { percentiles: { field: 'duration_ms', percents: [90] } };

  it('nests group-bys as terms aggregations with metrics at every level for a table', () => {
    expect(compileToSearch(grouped, { timeSeries: false }).body.aggs).toEqual({
      A,
      B,
      g0: {
        terms: { field: 'request.route', size: 10, order: { _count: 'desc' }, missing: '(none)' },
        aggs: { A, B, g1: { terms: { field: 'response.status', size: 5, order: { _count: 'asc' } }, aggs: { A, B } } },
      },
    });
  });

  it('asks a time series for the metrics of its innermost buckets only, with no totals per level', () => {
    const out = compileToSearch(grouped);
    expect(out.body.aggs).toEqual({
      g0: {
        terms: { field: 'request.route', size: 10, order: { _count: 'desc' }, missing: '(none)' },
        aggs: {
          g1: {
            terms: { field: 'response.status', size: 5, order: { _count: 'asc' } },
            aggs: {
              series: {
                date_histogram: {
                  field: 'request.time',
                  calendar_interval: 'minute',
                  time_zone: 'UTC',
                  min_doc_count: 0,
                  extended_bounds: { min: 'now-1h', max: 'now' },
                },
                aggs: { A, B },
              },
            },
          },
        },
      },
    });
  });

  it('puts the filter tree in query', () => {
    const out = compileToSearch(withCondition({ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }));
    expect(out.body.query).toEqual({ bool: { filter: [{ term: { 'request.verb': 'GET' } }] } });
    expect(out.body.size).toBe(0);
  });
});
