import {
  compileToSearch,
  curlFor,
  fromSearchParams,
  groupBucketAggregation,
  toQueryString,
  toSearchParams,
  validateQueryModel,
  type GroupBy,
} from '@/portal/shared/queryModel';
import { model } from './fixtures';

const terms = (field: string, over: Partial<GroupBy> = {}): GroupBy => ({ field, size: 10, order: 'top', other: false, ...over });
const histogram = (field: string, interval: number): GroupBy => ({ ...terms(field), kind: 'histogram', interval });
const dates = (field: string): GroupBy => ({ ...terms(field), kind: 'date_histogram' });
const messages = (m: ReturnType<typeof model>, timeSeries = false) => validateQueryModel(m, { timeSeries }).map((i) => `${i.path}: ${i.message}`);

describe('query model: group kinds and new users / companies', () => {
  it('round-trips histogram, date histogram and terms levels and the new-only flags through the URL', () => {
    const m = model({ groupBy: [terms('request.verb', { size: 5, order: 'bottom', other: true }), histogram('duration_ms', 0.5), dates('user.first_seen_time')], newUsersOnly: true, newCompaniesOnly: true });
    expect(toQueryString(m)).toContain('g=request.verb~5~bottom~other&g=duration_ms~histogram~0.5&g=user.first_seen_time~date_histogram&m=count&new=users&new=companies');
    expect(fromSearchParams(toSearchParams(m))).toEqual(m);
    const plain = model({ groupBy: [terms('request.verb')] });
    expect(fromSearchParams(toSearchParams(plain))).toEqual(plain);
    expect(toQueryString(plain)).not.toContain('new=');
  });

  it('drops malformed histogram entries and unknown new-only values when reading a URL', () => {
    const read = (query: string) => fromSearchParams(new URLSearchParams(query));
    expect(read('g=duration_ms~histogram~0&g=duration_ms~histogram~-5&g=duration_ms~histogram~abc&g=duration_ms~histogram&g=x~date_histogram~3').groupBy).toEqual([]);
    expect(read('g=duration_ms~histogram~1e3').groupBy).toEqual([histogram('duration_ms', 1000)]);
    expect(read('new=everyone')).not.toHaveProperty('newUsersOnly');
    expect(read('new=companies')).toMatchObject({ newCompaniesOnly: true });
    expect(read('new=companies')).not.toHaveProperty('newUsersOnly');
  });

  it('compiles each group kind to its bucket aggregation, nested g0 > g1 > g2', () => {
    const m = model({ range: 'last_7d', timeZone: 'Europe/Paris', groupBy: [terms('request.verb', { other: true }), histogram('response.status', 100), dates('request.time')] });
    const { body, histogram: plan } = compileToSearch(m, { timeSeries: false });
    expect(plan).toBeNull();
    const aggs = body.aggs as Record<string, Record<string, unknown>>;
    expect(aggs.g0.terms).toEqual({ field: 'request.verb', size: 10, order: { _count: 'desc' }, missing: '(none)' });
    const g1 = (aggs.g0.aggs as Record<string, Record<string, unknown>>).g1;
    expect(g1.histogram).toEqual({ field: 'response.status', interval: 100, min_doc_count: 1 });
    const g2 = (g1.aggs as Record<string, Record<string, unknown>>).g2;
    expect(g2.date_histogram).toEqual({ field: 'request.time', calendar_interval: 'day', time_zone: 'Europe/Paris', min_doc_count: 1 });
    expect(g2.aggs).toEqual({ A: { sum: { field: 'weight', missing: 1 } } });
  });

  it('cuts date group-by weeks on Monday whatever the first day of the week', () => {
    expect(groupBucketAggregation(dates('request.time'), { range: 'last_90d', interval: 'week', weekStartsOn: 0, timeZone: 'UTC' })).toEqual({
      date_histogram: { field: 'request.time', calendar_interval: 'week', time_zone: 'UTC', min_doc_count: 1 },
    });
  });

  it('adds the first-seen range of the window for new users and companies, beside the filters', () => {
    const onlyNew = compileToSearch(model({ range: 'last_24h', newUsersOnly: true }), { timeSeries: false });
    expect(onlyNew.body.query).toEqual({ bool: { filter: [{ range: { 'user.first_seen_time': { gte: 'now-24h', lte: 'now' } } }] } });
    const range = { from: '2024-05-01T00:00:00Z', to: '2024-05-08T00:00:00Z' };
    const both = compileToSearch(model({ range, newUsersOnly: true, newCompaniesOnly: true, filters: { op: 'and', items: [{ field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }] } }), { timeSeries: false });
    expect(both.params).toEqual({ from: range.from, to: range.to });
    expect(both.body.query).toEqual({
      bool: {
        filter: [
          { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } },
          { range: { 'user.first_seen_time': { gte: range.from, lte: range.to } } },
          { range: { 'company.first_seen_time': { gte: range.from, lte: range.to } } },
        ],
      },
    });
    expect(compileToSearch(model(), { timeSeries: false }).body.query).toBeUndefined();
  });

  it('puts the new-only range in the Access via API command', () => {
    const command = curlFor(model({ newCompaniesOnly: true }), { origin: 'https://app.example', orgId: 'o1', appId: 'a1', endpoint: 'search' }, { timeSeries: false });
    expect(command).toContain('company.first_seen_time');
  });

  it('validates each group kind against the field type and the interval', () => {
    expect(messages(model({ groupBy: [histogram('request.verb', 10)] }))).toEqual(['groupBy[0]: "request.verb" is not a number: a histogram needs a numeric field such as duration_ms']);
    expect(messages(model({ groupBy: [dates('duration_ms')] }))).toEqual(['groupBy[0]: "duration_ms" is not a time: a date histogram needs a time field such as request.time']);
    expect(messages(model({ groupBy: [histogram('duration_ms', 0)] }))).toEqual(['groupBy[0]: The histogram interval of "duration_ms" must be a number greater than 0, such as 100, not 0']);
    expect(messages(model({ groupBy: [histogram('metadata.score', 2.5), dates('company.first_seen_time')] }))).toEqual([]);
    expect(messages(model({ groupBy: [terms('request.time')] }))).toEqual(['groupBy[0]: "request.time" is a time: use the interval to group by time']);
  });

  it('counts buckets of the levels only, without a time series, and the date level against the point limit', () => {
    const big = model({ range: 'last_30d', groupBy: [terms('request.verb', { size: 100 }), terms('request.route', { size: 100 })] });
    expect(messages(big)).toEqual([]);
    expect(messages(big, true)).toEqual([expect.stringContaining('groupBy: This view may produce')]);
    expect(messages(model({ range: 'last_365d', interval: 'minute', groupBy: [dates('request.time')] }))).toEqual([expect.stringContaining('interval: A minute interval over this range gives about')]);
    const wide = model({ range: 'last_30d', interval: 'hour', groupBy: [terms('request.verb', { size: 100 }), dates('request.time')] });
    expect(messages(wide)).toEqual([expect.stringContaining('groupBy: This view may produce 72,200 buckets')]);
  });
});
