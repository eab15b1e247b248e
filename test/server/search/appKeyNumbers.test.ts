import { apiEvent } from '../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

/**
 * The key numbers of the app landing screen, computed with one count request per window: calls (weighted by
 * sampling), error share (status >= 400, weighted), p95 latency, and distinct users and companies. The body below is
 * the one the web client sends verbatim, with `from=-24h` or `from=-30d`.
 */
export const KEY_NUMBERS_BODY = {
  aggs: {
    calls: { sum: { field: 'weight', missing: 1 } },
    errors: { filter: { range: { 'response.status': { gte: 400 } } } },
    latency: { percentiles: { field: 'duration_ms', percents: [95] } },
    users: { cardinality: { field: 'user_id' } },
    companies: { cardinality: { field: 'company_id' } },
  },
};

interface Call { hoursAgo: number; status: number; durationMs: number; user: string | null; company: string | null; weight: number }

const RECENT: Call[] = [
  { hoursAgo: 1, status: 200, durationMs: 20, user: 'u1', company: 'c1', weight: 1 },
  { hoursAgo: 2, status: 200, durationMs: 40, user: 'u1', company: 'c1', weight: 1 },
  { hoursAgo: 3, status: 201, durationMs: 60, user: 'u2', company: 'c1', weight: 1 },
  { hoursAgo: 4, status: 404, durationMs: 80, user: 'u2', company: 'c2', weight: 1 },
  { hoursAgo: 5, status: 500, durationMs: 900, user: 'u3', company: 'c2', weight: 1 },
  { hoursAgo: 6, status: 200, durationMs: 100, user: null, company: null, weight: 1 },
  // A sampled call standing for 5 (1 in 5 kept).
  { hoursAgo: 7, status: 200, durationMs: 30, user: 'u4', company: 'c2', weight: 5 },
  { hoursAgo: 23, status: 429, durationMs: 10, user: 'u4', company: 'c2', weight: 1 },
];
const OLDER: Call[] = [
  { hoursAgo: 30, status: 200, durationMs: 50, user: 'u5', company: 'c3', weight: 1 },
  { hoursAgo: 24 * 5, status: 503, durationMs: 1500, user: 'u6', company: 'c3', weight: 1 },
  { hoursAgo: 24 * 20, status: 200, durationMs: 70, user: 'u1', company: 'c1', weight: 2 },
  // Outside both windows.
  { hoursAgo: 24 * 40, status: 500, durationMs: 5000, user: 'u9', company: 'c9', weight: 1 },
];

function toEvent(call: Call): Record<string, unknown> {
  const start = new Date(Date.now() - call.hoursAgo * 3600_000);
  const overrides: Record<string, unknown> = {
    request: { time: start.toISOString(), uri: 'https://api.acme.io/v1/items/7', verb: 'GET', headers: {} },
    response: { time: new Date(start.getTime() + call.durationMs).toISOString(), status: call.status, headers: {} },
    weight: call.weight,
    user_id: call.user ?? undefined,
    company_id: call.company ?? undefined,
  };
  return apiEvent(overrides, 0);
}

/** What the numbers must be: weighted calls and errors, unweighted interpolated p95 (DuckDB quantile_cont). */
function expected(calls: Call[]) {
  const total = calls.reduce((sum, c) => sum + c.weight, 0);
  const errors = calls.filter((c) => c.status >= 400).reduce((sum, c) => sum + c.weight, 0);
  const sorted = calls.map((c) => c.durationMs).sort((x, y) => x - y);
  const rank = 0.95 * (sorted.length - 1);
  const low = Math.floor(rank);
  const p95 = sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (rank - low);
  const distinct = (pick: (c: Call) => string | null) => new Set(calls.map(pick).filter((v) => v !== null)).size;
  return { calls: total, errors, errorRate: errors / total, p95, users: distinct((c) => c.user), companies: distinct((c) => c.company) };
}

describe('app key numbers from the search API (POST /api/search/{org}/count/events)', () => {
  const { server } = useTestServer();
  let user: SignedUpUserWithApp;

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    const body = [...RECENT, ...OLDER].map(toEvent);
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  });

  const keyNumbers = (from: string) =>
    http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=${from}&to=now&track_total_hits=false`, {
      token: user.token,
      body: KEY_NUMBERS_BODY,
    });

  it.each([
    ['-24h', RECENT],
    ['-30d', [...RECENT, ...OLDER.slice(0, 3)]],
  ])('computes calls, error rate, p95 latency, users and companies for from=%s', async (from, calls) => {
    const res = await keyNumbers(from);
    expect(res.status).toBe(201);
    const want = expected(calls);
    const aggs = res.body.aggregations;
    expect(res.body.hits.total).toBe(calls.length);
    expect(aggs.calls.value).toBe(want.calls);
    expect(aggs.errors.doc_count).toBe(want.errors);
    expect(aggs.errors.doc_count / aggs.calls.value).toBeCloseTo(want.errorRate, 10);
    expect(aggs.latency.values['95.0']).toBeCloseTo(want.p95, 6);
    expect(aggs.users.value).toBe(want.users);
    expect(aggs.companies.value).toBe(want.companies);
  });

  it('answers zeros and a null percentile for an app without traffic', async () => {
    const empty = await signUpWithApp(server.baseUrl);
    const res = await http(server.baseUrl, 'POST', `/api/search/${empty.orgId}/count/events?app_id=${empty.appId}&from=-24h&to=now`, {
      token: empty.token,
      body: KEY_NUMBERS_BODY,
    });
    expect(res.status).toBe(201);
    expect(res.body.aggregations).toEqual({
      calls: { value: 0 },
      errors: { doc_count: 0 },
      latency: { values: { '95.0': null } },
      users: { value: 0 },
      companies: { value: 0 },
    });
  });
});
