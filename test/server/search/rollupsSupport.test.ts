import { EVENT_FIELDS } from '../../../server/src/search/dsl/fields';
import { compileSearch } from '../../../server/src/search/dsl/searchRequest';
import { DirtyHours } from '../../../server/src/search/rollups/dirtyHours';
import { splitWindow } from '../../../server/src/search/rollups/rollupRelation';
import { rollupSupport } from '../../../server/src/search/rollups/rollupSupport';

/** The documented predicate of rolled-up searches, and the dirty-hour bookkeeping behind their exactness. */

const NOW = Date.parse('2026-11-24T15:00:00Z');
const HOUR = 3_600_000;
/** A 30-day November window: Los Angeles changes from -7 h to -8 h inside it. */
const WINDOW = { from: NOW - 30 * 86_400_000, to: NOW };

function support(body: Record<string, unknown>, window = WINDOW) {
  const compiled = compileSearch(body, { catalog: EVENT_FIELDS, now: NOW }, [['request.time', 'desc']]);
  return rollupSupport(body, compiled.aggs, window);
}

const hist = (spec: Record<string, unknown>, aggs: Record<string, unknown> = {}) => ({ aggs: { h: { date_histogram: { field: 'request.time', ...spec }, aggs } } });
const p90 = { percentiles: { field: 'duration_ms', percents: [90] } };

describe('rollupSupport: which searches the rollups answer', () => {
  it.each([
    ['weighted count by hour in Los Angeles', hist({ calendar_interval: 'hour', time_zone: 'America/Los_Angeles' }, { A: { sum: { field: 'weight', missing: 1 } } })],
    ['p90 by day in UTC', hist({ calendar_interval: 'day' }, { B: p90 })],
    ['3-hour fixed buckets in Tokyo', hist({ fixed_interval: '3h', time_zone: 'Asia/Tokyo' })],
    ['top routes by status with avg/min/max/value_count', { query: { range: { 'response.status': { gte: 400 } } }, aggs: { t: { terms: { field: 'request.route.keyword', order: { a: 'desc' } }, aggs: { a: { avg: { field: 'duration_ms' } }, b: { min: { field: 'weight' } }, c: { max: { field: 'duration_ms' } }, d: { value_count: { field: 'duration_ms' } } } } } }],
    ['filters on dimensions', { aggs: { f: { filters: { filters: { ok: { term: { 'request.verb': 'GET' } }, bad: { bool: { must_not: [{ exists: { field: 'response.status' } }] } } } } } } }],
  ])('accepts %s', (_name, body) => {
    expect(support(body as Record<string, unknown>).aggregations).toEqual(Object.keys((body as { aggs: object }).aggs));
  });

  it.each([
    ['a half-hour zone (Kolkata)', hist({ calendar_interval: 'hour', time_zone: 'Asia/Kolkata' })],
    ['minute buckets', hist({ calendar_interval: 'minute' })],
    ['90-minute fixed buckets', hist({ fixed_interval: '90m' })],
    ['distinct users', { aggs: { u: { cardinality: { field: 'user_id' } } } }],
    ['terms on user_id', { aggs: { u: { terms: { field: 'user_id' } } } }],
    ['terms on request.uri', { aggs: { u: { terms: { field: 'request.uri' } } } }],
    ['a numeric histogram', { aggs: { l: { histogram: { field: 'duration_ms', interval: 100 } } } }],
    ['a metric on status', { aggs: { s: { sum: { field: 'response.status' } } } }],
    ['percentiles with missing', { aggs: { p: { percentiles: { field: 'duration_ms', missing: 0 } } } }],
    ['terms ordered by a percentile', { aggs: { t: { terms: { field: 'request.verb', order: { 'p.90': 'desc' } }, aggs: { p: p90 } } } }],
    ['a query on a header', { query: { term: { 'request.headers.content-type': 'text/xml' } }, aggs: { s: { sum: { field: 'weight' } } } }],
    ['a query on request.time', { query: { range: { 'request.time': { gte: 'now-1h' } } }, aggs: { s: { sum: { field: 'weight' } } } }],
    ['a filter aggregation on user_id', { aggs: { f: { filter: { term: { user_id: 'u1' } } } } }],
    ['a filter on request.time inside filters', { aggs: { f: { filters: { filters: { now: { range: { 'request.time': { gte: 'now-24h' } } } } } } } }],
    ['ids', { query: { ids: { values: ['a'] } }, aggs: { s: { sum: { field: 'weight' } } } }],
    ['filters nested in filters (statements multiply)', { aggs: { a: { filters: { filters: [{ match_all: {} }, { match_all: {} }] }, aggs: { b: { filter: { term: { 'request.verb': 'GET' } } } } } } }],
  ])('leaves %s to the scan', (_name, body) => {
    expect(support(body as Record<string, unknown>).aggregations).toEqual([]);
  });

  it('rolls up each top-level aggregation that qualifies and leaves the others to the scan', () => {
    const paths = (field: string) => ({ terms: { field: 'request.verb' }, aggs: { paths: { terms: { field }, aggs: { latency: p90 } } } });
    const body = { aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: { verbs: paths('request.route') } },
      unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: { verbs: paths('request.uri') } },
      users: { cardinality: { field: 'user_id' } },
      calls: { sum: { field: 'weight' } },
    } };
    expect(support(body).aggregations).toEqual(['routed', 'calls']);
    expect(support({ ...body, query: { term: { user_id: 'u1' } } }).aggregations).toEqual([]);
  });

  it('answers hits.total only without post_filter and with a query on dimensions', () => {
    expect(support({ query: { term: { 'request.verb': 'GET' } } }).total).toBe(true);
    expect(support({ post_filter: { term: { 'request.verb': 'GET' } } }).total).toBe(false);
    expect(support({ query: { term: { user_id: 'u1' } } }).total).toBe(false);
  });

  it('refuses Los Angeles hours over a window longer than the zone schedule reaches', () => {
    expect(support(hist({ calendar_interval: 'hour', time_zone: 'America/Los_Angeles' }), { from: NOW - 900 * 86_400_000, to: NOW }).aggregations).toEqual([]);
    expect(support(hist({ calendar_interval: 'hour', time_zone: 'UTC' }), { from: NOW - 900 * 86_400_000, to: NOW }).aggregations).toEqual(['h']);
  });
});

describe('splitWindow', () => {
  const tenant = { orgId: 'o', appId: 'a' };
  it('keeps whole clean hours for the rollup and reads the partial ends and dirty hours from the events', () => {
    const from = NOW - 5 * HOUR + 17 * 60_000;
    const to = NOW - 20 * 60_000;
    const split = splitWindow(tenant, from, to, (lo, hi) => [NOW - 3 * HOUR, NOW + HOUR].filter((h) => h >= lo && h <= hi));
    expect(split).toEqual({ tenant, from, to, fullFrom: NOW - 4 * HOUR, fullTo: NOW - HOUR, dirty: [NOW - 3 * HOUR] });
  });
  it('leaves windows without a whole hour, or with too many dirty hours, to the scan', () => {
    expect(splitWindow(tenant, NOW - 50 * 60_000, NOW - 10 * 60_000, () => [])).toBeNull();
    expect(splitWindow(tenant, NOW - 300 * HOUR, NOW, (lo, hi) => Array.from({ length: 201 }, (_, i) => lo + i * HOUR).filter((h) => h <= hi))).toBeNull();
  });
});

describe('DirtyHours', () => {
  const tenant = { orgId: 'o', appId: 'a' };
  it('keeps an hour dirty when it is marked again while it is recomputed', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], 0);
    const [taken] = dirty.ready(10_000, 10, 2_000, 30_000);
    dirty.mark(tenant, [NOW], 10_001);
    expect(dirty.clear([taken])).toEqual([]);
    expect(dirty.within(tenant, NOW, NOW)).toEqual([NOW]);
    const [again] = dirty.ready(20_000, 10, 2_000, 30_000);
    expect(dirty.clear([again])).toEqual([again]);
    expect(dirty.size).toBe(0);
  });
  it('waits for an hour to be quiet, but not longer than the longest delay', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], 0);
    dirty.mark(tenant, [NOW], 29_000);
    expect(dirty.ready(30_000, 10, 2_000, 60_000)).toEqual([]);
    expect(dirty.ready(31_000, 10, 2_000, 60_000)).toHaveLength(1);
    dirty.mark(tenant, [NOW], 59_500);
    expect(dirty.ready(60_000, 10, 2_000, 60_000)).toHaveLength(1);
  });
  it('hands each unwritten mark to the dirty table once, and again after a failed write', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW, NOW + HOUR], 0);
    const marks = dirty.takeUnpersisted();
    expect(marks).toHaveLength(2);
    expect(dirty.takeUnpersisted()).toEqual([]);
    dirty.unpersist(marks);
    expect(dirty.takeUnpersisted()).toHaveLength(2);
  });
});
