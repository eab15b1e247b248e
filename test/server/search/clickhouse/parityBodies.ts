/**
 * Search bodies of the dashboard, time series and segmentation screens (the shapes of
 * test/server/search/rollups.test.ts and more) and search windows, asked of every engine by the parity tests.
 */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata'];
const p = (percents: number[]) => ({ percentiles: { field: 'duration_ms', percents } });
export const weightSum = { sum: { field: 'weight', missing: 1 } };
const users = { cardinality: { field: 'user_id' } };
const companies = { cardinality: { field: 'company_id' } };
const errors = { filter: { range: { 'response.status': { gte: 400 } } } };
const unrouted = { bool: { must_not: [{ exists: { field: 'request.route' } }] } };

/** Search bodies of the dashboard, time series and segmentation screens, in one zone. */
export function bodies(zone: string, now: number): Array<Record<string, unknown>> {
  const hist = (interval: Record<string, unknown>, aggs: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ date_histogram: { field: 'request.time', ...interval, time_zone: zone, min_doc_count: 0, ...extra }, aggs });
  const iso = (ms: number) => new Date(ms).toISOString();
  return [
    { size: 0, aggs: { A: weightSum, series: hist({ calendar_interval: 'hour' }, { A: weightSum, errors }) } },
    { size: 0, aggs: { A: p([50]), B: p([90]), C: p([99, 99.9, 0, 100]), series: hist({ calendar_interval: 'day' }, { A: p([50]), C: p([99]) }) } },
    { size: 0, aggs: { g0: { terms: { field: 'response.status', size: 4 }, aggs: { A: weightSum, B: p([90]), series: hist({ calendar_interval: 'day' }, { A: weightSum }) } } } },
    { size: 0, aggs: { g0: { terms: { field: 'request.route', size: 3, order: { _key: 'asc' } }, aggs: { series: hist({ fixed_interval: '3h' }, { A: weightSum }) } } } },
    { aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.route', size: 2 }, aggs: { errors, latency: p([90]) } } } } } },
    { query: { range: { 'response.status': { gte: 400 } } }, aggs: { st: { terms: { field: 'response.status', size: 50 }, aggs: { verbs: { terms: { field: 'request.verb', size: 2, order: { avg_ms: 'desc' } }, aggs: { avg_ms: { avg: { field: 'duration_ms' } } } } } } } },
    { aggs: { t: { terms: { field: 'request.route', size: 3, order: { 'lat.90': 'desc' } }, aggs: { lat: p([50, 90]) } } } },
    { query: { bool: { must_not: [{ term: { 'request.verb': 'GET' } }], should: [{ prefix: { 'request.route': '/v1' } }, { exists: { field: 'response.status' } }], minimum_should_match: 1 } },
      aggs: { periods: { filters: { filters: { ok: { range: { 'response.status': { lt: 400 } } }, bad: { range: { 'response.status': { gte: 400 } } } } }, aggs: {
        s: { sum: { field: 'duration_ms' } }, a: { avg: { field: 'duration_ms' } }, aw: { avg: { field: 'weight' } }, mn: { min: { field: 'duration_ms' } }, mx: { max: { field: 'duration_ms' } },
        wmn: { min: { field: 'weight' } }, wmx: { max: { field: 'weight' } }, c: { value_count: { field: 'duration_ms' } }, cw: { value_count: { field: 'weight' } }, l: p([25, 50, 75]),
        first: { min: { field: 'request.time' } }, last: { max: { field: 'response.time' } } } } } },
    { size: 0, aggs: { week: hist({ calendar_interval: 'week' }, { A: weightSum, B: p([50]) }), month: hist({ calendar_interval: 'month' }, { A: weightSum }), st: { terms: { field: 'response.status', missing: 'none', size: 20 } } } },
    { size: 0, query: { terms: { 'request.route': ['/v1/items', '/v1/items/{id}'] } }, aggs: { series: hist({ fixed_interval: '1d' }, { A: weightSum }), m: hist({ fixed_interval: '90m' }, {}, { min_doc_count: 1 }) } },
    // Nothing matches: empty metrics, null percentiles, empty buckets.
    { query: { term: { 'request.verb': 'PATCH' } }, aggs: { A: p([50, 95]), s: { sum: { field: 'duration_ms' } }, a: { avg: { field: 'weight' } }, m: { max: { field: 'duration_ms' } }, w: { min: { field: 'weight' } }, t: { max: { field: 'request.time' } }, c: { value_count: { field: 'weight' } }, u: users, terms: { terms: { field: 'response.status' }, aggs: { B: p([90]) } }, series: hist({ calendar_interval: 'day' }, { B: p([90]) }) } },
    { aggs: {
      routed: { filter: { exists: { field: 'request.route' } }, aggs: { verbs: { terms: { field: 'request.verb', size: 20 }, aggs: { paths: { terms: { field: 'request.route', size: 10 }, aggs: { latency: p([90]) } } } } } },
      unrouted: { filter: unrouted, aggs: { paths: { terms: { field: 'request.uri', size: 10 } } } },
      users, calls: weightSum, series: hist({ calendar_interval: 'day' }, { u: companies }),
    } },
    { aggs: { periods: { filters: { filters: { current: { range: { 'request.time': { gte: iso(now - 30 * HOUR) } } }, previous: { range: { 'request.time': { lt: iso(now - 30 * HOUR) } } } } }, aggs: { calls: weightSum, errors, latency: p([95]), users, companies } } } },
    { aggs: { u: { terms: { field: 'user_id', size: 10 } }, c: { terms: { field: 'company_id', size: 3, missing: 'none' } }, k: { terms: { field: 'user_id', size: 5, order: { _key: 'desc' }, min_doc_count: 20 } } } },
    { size: 0, aggs: { A: users, B: companies, series: hist({ calendar_interval: 'day' }, { A: users, B: companies }, { extended_bounds: { min: iso(now - 9 * DAY), max: iso(now) } }) } },
    { size: 0, aggs: { latency: { histogram: { field: 'duration_ms', interval: 100 }, aggs: { A: weightSum } }, seats: { histogram: { field: 'metadata.seats', interval: 2.5, offset: 1, extended_bounds: { min: -5, max: 30 } }, aggs: { t: { terms: { field: 'metadata.plan' } } } } } },
    { size: 0, aggs: { plans: { terms: { field: 'metadata.plan', size: 10 }, aggs: { tiers: { terms: { field: 'metadata.nested.tier' } }, seats: { sum: { field: 'metadata.seats' } }, avgSeats: { avg: { field: 'metadata.seats' } }, p: { percentiles: { field: 'metadata.seats', percents: [10, 50] } } } }, ct: { terms: { field: 'request.headers.Content-Type' } } } },
  ];
}

/** Windows that start and end inside an hour (and one on hour boundaries), the longest across the change of 2026-11-01. */
export function windows(now: number): Array<{ from: Date; to: Date }> {
  const onHour = Math.floor(now / HOUR) * HOUR;
  return [
    [now - DAY, now],
    [now - 9 * DAY - 17 * 60_000, now - 3 * HOUR + 11 * 60_000 + 7],
    [onHour - 30 * HOUR, onHour - 2 * HOUR],
    [now - 30 * DAY, now],
  ].map(([from, to]) => ({ from: new Date(from), to: new Date(to) }));
}
