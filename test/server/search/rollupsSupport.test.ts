import { EVENT_FIELDS } from '../../../server/src/search/dsl/fields';
import { compileSearch } from '../../../server/src/search/dsl/searchRequest';
import { DirtyHours } from '../../../server/src/search/rollups/dirtyHours';
import { constant } from '../../../server/src/search/dsl/fragment';
import { MAX_EVENT_RUNS, durationsRelation, eventHours, hourRuns, narrowWindow, splitWindow, summaryRelation } from '../../../server/src/search/rollups/rollupRelation';
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
    ['distinct users and companies', { aggs: { u: { cardinality: { field: 'user_id' } }, c: { cardinality: { field: 'company_id' } } } }],
    ['distinct users per day', hist({ calendar_interval: 'day', min_doc_count: 0 }, { u: { cardinality: { field: 'user_id' } } })],
    ['terms on user_id and company_id (with missing)', { aggs: { u: { terms: { field: 'user_id', size: 10 } }, c: { terms: { field: 'company_id', missing: 'none', order: { _key: 'asc' } } } } }],
    ['time filters with distinct counts, percentiles and a status filter (key numbers)', { aggs: { periods: { filters: { filters: { current: { range: { 'request.time': { gte: 'now-24h' } } }, previous: { range: { 'request.time': { lt: 'now-24h' } } } } }, aggs: {
      calls: { sum: { field: 'weight', missing: 1 } }, errors: { filter: { range: { 'response.status': { gte: 400 } } } }, latency: p90, users: { cardinality: { field: 'user_id' } } } } } }],
    ['a time filter with both bounds', { aggs: { f: { filter: { range: { 'request.time': { gt: 'now-3d', lte: 'now-1d' } } }, aggs: { u: { cardinality: { field: 'company_id' } } } } } }],
    ['terms on request.uri under a filter excluding routed calls, with percentiles (top errors, top endpoints)', { aggs: { unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: {
      verbs: { terms: { field: 'request.verb' }, aggs: { paths: { terms: { field: 'request.uri' }, aggs: { latency: p90 } } } } } } } }],
    ['a filter inside a filter, with percentiles beside it (top endpoints)', { aggs: { f: { filter: { exists: { field: 'request.route' } }, aggs: { t: { terms: { field: 'request.verb' }, aggs: {
      paths: { terms: { field: 'request.route' }, aggs: { e: { filter: { range: { 'response.status': { gte: 400 } } } }, latency: p90 } } } } } } } }],
    ['a filter inside a time filter', { aggs: { f: { filter: { range: { 'request.time': { gte: 'now-1d' } } }, aggs: { e: { filter: { term: { 'request.verb': 'GET' } } } } } } }],
  ])('accepts %s', (_name, body) => {
    expect(support(body as Record<string, unknown>).aggregations).toEqual(Object.keys((body as { aggs: object }).aggs));
  });

  it.each([
    ['a half-hour zone (Kolkata)', hist({ calendar_interval: 'hour', time_zone: 'Asia/Kolkata' })],
    ['minute buckets', hist({ calendar_interval: 'minute' })],
    ['90-minute fixed buckets', hist({ fixed_interval: '90m' })],
    ['distinct sessions', { aggs: { u: { cardinality: { field: 'session_token' } } } }],
    ['distinct users under terms on a dimension', { aggs: { t: { terms: { field: 'request.verb' }, aggs: { u: { cardinality: { field: 'user_id' } } } } } }],
    ['distinct users under a dimension filter', { aggs: { f: { filter: { term: { 'request.verb': 'GET' } }, aggs: { u: { cardinality: { field: 'user_id' } } } } } }],
    ['distinct users per hour in Kolkata', hist({ calendar_interval: 'hour', time_zone: 'Asia/Kolkata' }, { u: { cardinality: { field: 'user_id' } } })],
    ['terms on user_id with a sub-aggregation', { aggs: { u: { terms: { field: 'user_id' }, aggs: { s: { sum: { field: 'weight' } } } } } }],
    ['terms on request.uri', { aggs: { u: { terms: { field: 'request.uri' } } } }],
    ['terms on request.uri under a filter that does not exclude routed calls', { aggs: { f: { filter: { bool: { should: [{ bool: { must_not: [{ exists: { field: 'request.route' } }] } }] } }, aggs: { u: { terms: { field: 'request.uri' } } } } } }],
    ['a time filter under terms', { aggs: { t: { terms: { field: 'request.verb' }, aggs: { f: { filter: { range: { 'request.time': { gte: 'now-1d' } } } } } } } }],
    ['time filters with more than four entries', { aggs: { f: { filters: { filters: [1, 2, 3, 4, 5].map((d) => ({ range: { 'request.time': { gte: `now-${d}d` } } })) } } } }],
    ['filters mixing a time range and a dimension', { aggs: { f: { filters: { filters: [{ range: { 'request.time': { gte: 'now-1d' } } }, { term: { 'request.verb': 'GET' } }] } } } }],
    ['dimension filters under a time filter', { aggs: { f: { filter: { range: { 'request.time': { gte: 'now-1d' } } }, aggs: { g: { filters: { filters: [{ term: { 'request.verb': 'GET' } }] } } } } } }],
    ['a numeric histogram', { aggs: { l: { histogram: { field: 'duration_ms', interval: 100 } } } }],
    ['a metric on status', { aggs: { s: { sum: { field: 'response.status' } } } }],
    ['percentiles with missing', { aggs: { p: { percentiles: { field: 'duration_ms', missing: 0 } } } }],
    ['terms ordered by a percentile', { aggs: { t: { terms: { field: 'request.verb', order: { 'p.90': 'desc' } }, aggs: { p: p90 } } } }],
    ['a query on a header', { query: { term: { 'request.headers.content-type': 'text/xml' } }, aggs: { s: { sum: { field: 'weight' } } } }],
    ['a query on request.time', { query: { range: { 'request.time': { gte: 'now-1h' } } }, aggs: { s: { sum: { field: 'weight' } } } }],
    ['a filter aggregation on user_id', { aggs: { f: { filter: { term: { user_id: 'u1' } } } } }],
    ['ids', { query: { ids: { values: ['a'] } }, aggs: { s: { sum: { field: 'weight' } } } }],
    ['a filter inside a dimension filters (statements multiply)', { aggs: { a: { filters: { filters: [{ term: { 'request.verb': 'GET' } }, { term: { 'request.verb': 'POST' } }] }, aggs: { b: { filter: { term: { 'response.status': 200 } } } } } } }],
    ['filters nested in filters (statements multiply)', { aggs: { a: { filters: { filters: [{ match_all: {} }, { match_all: {} }] }, aggs: { b: { filter: { term: { 'request.verb': 'GET' } } } } } } }],
  ])('leaves %s to the scan', (_name, body) => {
    expect(support(body as Record<string, unknown>).aggregations).toEqual([]);
  });

  it('leaves time filters over a window shorter than a week to the scan', () => {
    const body = { aggs: { p: { filters: { filters: { current: { range: { 'request.time': { gte: 'now-24h' } } } } }, aggs: { u: { cardinality: { field: 'user_id' } } } } } };
    expect(support(body, { from: NOW - 48 * HOUR, to: NOW }).aggregations).toEqual([]);
    expect(support(body, { from: NOW - 7 * 24 * HOUR, to: NOW }).aggregations).toEqual(['p']);
  });

  it('rolls up each top-level aggregation that qualifies and leaves the others to the scan', () => {
    const paths = (field: string) => ({ terms: { field: 'request.verb' }, aggs: { paths: { terms: { field }, aggs: { latency: p90 } } } });
    const body = { aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: { verbs: paths('request.route') } },
      unrouted: { filter: { bool: { must_not: [{ exists: { field: 'request.route' } }] } }, aggs: { verbs: paths('request.uri') } },
      users: { cardinality: { field: 'user_id' } },
      calls: { sum: { field: 'weight' } },
    } };
    expect(support(body).aggregations).toEqual(['routed', 'unrouted', 'users', 'calls']);
    expect(support({ ...body, query: { term: { 'request.verb': 'GET' } } }).aggregations).toEqual(['routed', 'unrouted', 'calls']);
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
  it('reads runs of dirty hours as one range each, and joins the runs over their shortest gaps until at most MAX_EVENT_RUNS remain', () => {
    const hours = (...offsets: number[]) => offsets.map((o) => NOW - 100 * HOUR + o * HOUR);
    expect(eventHours(hours(0, 1, 2, 10, 11))).toEqual(hours(0, 1, 2, 10, 11));
    expect(hourRuns(hours(0, 1, 2, 10, 11))).toEqual([[NOW - 100 * HOUR, NOW - 97 * HOUR], [NOW - 90 * HOUR, NOW - 88 * HOUR]]);
    // Five runs with gaps of 5, 1, 3 and 2 hours, at most three runs: the gaps of 1 and 2 hours are read too.
    expect(eventHours(hours(0, 6, 8, 12, 15), 3)).toEqual(hours(0, 6, 7, 8, 12, 13, 14, 15));
    const scattered = Array.from({ length: 150 }, (_, i) => NOW - 400 * HOUR + i * 2 * HOUR);
    const split = splitWindow(tenant, NOW - 401 * HOUR - 60_000, NOW, (lo, hi) => scattered.filter((h) => h >= lo && h <= hi));
    expect(split && hourRuns(split.dirty).length).toBeLessThanOrEqual(MAX_EVENT_RUNS);
    expect(split?.dirty).toEqual(expect.arrayContaining(scattered));
  });
  it('keeps the statements of a window with scattered dirty hours to a few UNION ALL branches (each holds its own hash table)', () => {
    const scattered = Array.from({ length: 150 }, (_, i) => NOW - 400 * HOUR + i * 2 * HOUR + (i % 7 === 0 ? 24 * HOUR : 0));
    const split = splitWindow(tenant, NOW - 401 * HOUR - 60_000, NOW, (lo, hi) => [...new Set(scattered)].sort((a, b) => a - b).filter((h) => h >= lo && h <= hi));
    if (!split) throw new Error('no split');
    const branches = (relation: { sql: string }) => relation.sql.split('UNION ALL').length;
    // Rollup hour rows around and between the runs, their day rows, the partial ends and the runs read from the events.
    expect(branches(durationsRelation(split, true))).toBeLessThanOrEqual(2 * MAX_EVENT_RUNS + 5);
    expect(branches(summaryRelation(split))).toBeLessThanOrEqual(MAX_EVENT_RUNS + 3);
  });
});

describe('time filters', () => {
  const tenant = { orgId: 'o', appId: 'a' };
  const condition = constant('TRUE');

  it('reads the bounds the scan compares with from the compiled conditions', () => {
    const body = { aggs: { p: { filters: { filters: { current: { range: { 'request.time': { gte: 'now-24h' } } }, previous: { range: { 'request.time': { lt: 'now-24h', format: 'x' } } } } } },
      f: { filter: { range: { 'request.time': { gt: '2026-11-20T10:30:00.250Z', lte: 'now' } } } } } };
    const bounds = [...support(body).timeFilters.values()];
    expect(bounds).toEqual([
      { lower: { ms: NOW - 24 * HOUR, strict: false } },
      { upper: { ms: NOW - 24 * HOUR, strict: true } },
      { lower: { ms: Date.parse('2026-11-20T10:30:00.250Z'), strict: true }, upper: { ms: NOW, strict: false } },
    ]);
  });

  it('keeps for the rollup only the whole hours inside the bounds, and reads the rest of its part from the events', () => {
    const split = splitWindow(tenant, NOW - 48 * HOUR - 17 * 60_000, NOW - 5 * 60_000, () => [NOW - 30 * HOUR, NOW - 3 * HOUR]);
    if (!split) throw new Error('no split');
    const current = narrowWindow(split, { lower: { ms: NOW - 24 * HOUR - 30 * 60_000, strict: false } }, condition);
    expect(current).toMatchObject({ from: NOW - 24 * HOUR - 30 * 60_000, to: NOW - 5 * 60_000, fullFrom: NOW - 24 * HOUR, fullTo: NOW - HOUR, dirty: [NOW - 3 * HOUR] });
    expect(narrowWindow(split, { lower: { ms: NOW - 24 * HOUR, strict: true } }, condition)).toMatchObject({ fullFrom: NOW - 23 * HOUR });
    expect(narrowWindow(split, { lower: { ms: NOW - 24 * HOUR, strict: false } }, condition)).toMatchObject({ fullFrom: NOW - 24 * HOUR });
    const previous = narrowWindow(split, { upper: { ms: NOW - 24 * HOUR - 30 * 60_000, strict: true } }, condition);
    expect(previous).toMatchObject({ from: split.from, to: NOW - 24 * HOUR - 30 * 60_000, fullFrom: NOW - 48 * HOUR, fullTo: NOW - 25 * HOUR, dirty: [NOW - 30 * HOUR] });
    const noWholeHour = narrowWindow(split, { lower: { ms: NOW - 10 * HOUR - 20 * 60_000, strict: false }, upper: { ms: NOW - 10 * HOUR, strict: true } }, condition);
    expect(noWholeHour).toMatchObject({ from: NOW - 10 * HOUR - 20 * 60_000, to: NOW - 10 * HOUR, fullFrom: NOW - 10 * HOUR - 20 * 60_000, fullTo: NOW - 10 * HOUR - 20 * 60_000, dirty: [] });
  });
});

describe('DirtyHours', () => {
  const tenant = { orgId: 'o', appId: 'a' };
  /** Clock readings after the hour NOW has ended. */
  const END = NOW + HOUR;
  const commit = (commitSeq: number, events = 1) => ({ commitSeq, events });
  it('keeps an hour dirty when it is marked again while it is refreshed', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], END, commit(1));
    const [taken] = dirty.take(dirty.ready(END + 10_000, 10, 2_000, 30_000));
    dirty.mark(tenant, [NOW], END + 10_001, commit(2));
    expect(dirty.settle([taken], 1)).toEqual([]);
    expect(dirty.within(tenant, NOW, NOW)).toEqual([NOW]);
    const [again] = dirty.take(dirty.ready(END + 20_000, 10, 2_000, 30_000));
    expect(dirty.settle([again], 2)).toEqual([again]);
    expect(dirty.size).toBe(0);
  });
  it('merges from the first commit since the hour was clean, and from what the last refresh reached after it', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], END, commit(5));
    dirty.mark(tenant, [NOW], END, commit(6));
    const [first] = dirty.take(dirty.ready(END + 10_000, 10, 2_000, 30_000));
    expect(first.mergedThrough).toBe(4);
    dirty.mark(tenant, [NOW], END + 10_001, commit(9));
    dirty.settle([first], 8);
    const [second] = dirty.take(dirty.ready(END + 20_000, 10, 2_000, 30_000));
    expect(second.mergedThrough).toBe(8);
    dirty.settle([second], 9);
    dirty.mark(tenant, [NOW], END + 30_000, commit(12));
    expect(dirty.take(dirty.ready(END + 40_000, 10, 2_000, 30_000))[0].mergedThrough).toBe(11);
  });
  it('recomputes an hour after a deletion, also when the deletion lands while a merge of it is under way', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], END, commit(3));
    dirty.mark(tenant, [NOW], END, 'recompute', true);
    dirty.mark(tenant, [NOW], END, commit(4));
    const [taken] = dirty.take(dirty.ready(END + 10_000, 10, 2_000, 30_000));
    expect(taken.mergedThrough).toBeNull();
    dirty.settle([taken], 4);
    dirty.mark(tenant, [NOW], END + 20_000, commit(5));
    const [merging] = dirty.take(dirty.ready(END + 30_000, 10, 2_000, 30_000));
    expect(merging.mergedThrough).toBe(4);
    dirty.mark(tenant, [NOW], END + 30_001, 'recompute', true);
    expect(dirty.settle([merging], 5)).toEqual([]);
    const [after] = dirty.take(dirty.ready(END + 40_000, 10, 2_000, 30_000));
    expect(after.mergedThrough).toBeNull();
    // The merge may have taken the deletion's mark out of the dirty table: it is written again.
    expect(dirty.takeUnpersisted()).toEqual([{ tenant, hourMs: NOW }]);
  });
  it('waits for an hour to be quiet, but not longer than the longest delay', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], END, commit(1));
    dirty.mark(tenant, [NOW], END + 29_000, commit(2));
    expect(dirty.ready(END + 30_000, 10, 2_000, 60_000)).toEqual([]);
    expect(dirty.ready(END + 31_000, 10, 2_000, 60_000)).toHaveLength(1);
    dirty.mark(tenant, [NOW], END + 59_500, commit(3));
    expect(dirty.ready(END + 60_000, 10, 2_000, 60_000)).toHaveLength(1);
  });
  it('takes the hour under way only once it has been dirty for the longest delay and holds enough new events', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW, NOW - HOUR, NOW + HOUR], NOW + 60_000, commit(1, 600));
    // Past and future hours are taken once quiet; the current one only after the longest delay.
    expect(dirty.ready(NOW + 90_000, 10, 2_000, 30_000, 1_000).map((h) => h.hourMs)).toEqual([NOW - HOUR, NOW + HOUR]);
    dirty.mark(tenant, [NOW], NOW + 70_000, commit(2, 400));
    expect(dirty.ready(NOW + 89_999, 10, 2_000, 30_000, 1_000).map((h) => h.hourMs)).toEqual([NOW - HOUR, NOW + HOUR]);
    expect(dirty.ready(NOW + 90_000, 10, 2_000, 30_000, 1_000).map((h) => h.hourMs)).toEqual([NOW, NOW - HOUR, NOW + HOUR]);
    // Once it has ended, it is an hour like the others.
    dirty.mark(tenant, [NOW], END - 1_000, commit(3, 1));
    const [taken] = dirty.take(dirty.ready(END - 500, 10, 2_000, 30_000, 1_000));
    dirty.settle([taken], 3);
    dirty.mark(tenant, [NOW], END - 100, commit(4, 1));
    expect(dirty.ready(END + 30_000, 10, 2_000, 30_000, 1_000).map((h) => h.hourMs)).toContain(NOW);
  });
  it('counts, for the hour under way, only the events committed since its last refresh took it', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW], NOW + 60_000, commit(1, 1_200));
    const [taken] = dirty.take(dirty.ready(NOW + 90_000, 10, 2_000, 30_000, 1_000));
    expect(taken).toMatchObject({ hourMs: NOW, events: 1_200 });
    dirty.mark(tenant, [NOW], NOW + 90_001, commit(2, 700));
    expect(dirty.settle([taken], 1)).toEqual([]);
    // 700 new events since the merge: not yet enough for another, however long the hour has been dirty.
    expect(dirty.ready(NOW + 200_000, 10, 2_000, 30_000, 1_000)).toEqual([]);
    dirty.mark(tenant, [NOW], NOW + 200_001, commit(3, 300));
    expect(dirty.ready(NOW + 200_002, 10, 2_000, 30_000, 1_000).map((h) => h.hourMs)).toEqual([NOW]);
  });
  it('hands each unwritten mark to the dirty table once, and again after a failed write', () => {
    const dirty = new DirtyHours();
    dirty.mark(tenant, [NOW, NOW + HOUR], 0, commit(1));
    const marks = dirty.takeUnpersisted();
    expect(marks).toHaveLength(2);
    expect(dirty.takeUnpersisted()).toEqual([]);
    dirty.unpersist(marks);
    expect(dirty.takeUnpersisted()).toHaveLength(2);
  });
});
