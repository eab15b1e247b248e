/** The tiles' requests (compiled with the query model) and how their answers read. */
import { dashboardModel } from '@/portal/features/appDashboard/dashboardViewRules';
import { keyNumbersRequest, readKeyNumbers } from '@/portal/features/appDashboard/keyNumbersRules';
import { isEmptySeries, latencyRequest, readLatency, readTraffic, seriesSummary, trafficRequest } from '@/portal/features/appDashboard/seriesTileRules';
import {
  endpointConditions,
  endpointsRequest,
  errorConditions,
  errorsRequest,
  readEndpoints,
  readErrors,
  readTopValues,
  topValuesRequest,
} from '@/portal/features/appDashboard/topListRules';
import { eventLogLink, tileKey, tileQuery, timeSeriesLink } from '@/portal/features/appDashboard/tileRules';
import { dashboardRequests } from '@/portal/features/appDashboard/dashboardRequests';
import { curlForRequest, withConditions } from '@/portal/shared/queryModel';
import { fromSearchParams } from '@/portal/shared/queryModel';
import { endpointsAnswer, errorsAnswer, keyNumbersAnswer, seriesAnswer, topAnswer } from './dashboardFixtures';

const ERRORS = { bool: { filter: [{ range: { 'response.status': { gte: 400 } } }] } };
const DAY = dashboardModel('', { time_zone: 'Europe/Paris' });

describe('key numbers', () => {
  it('asks the range and the previous period in one request, split by a keyed filters aggregation', () => {
    expect(keyNumbersRequest(DAY)).toEqual({
      tile: 'keyNumbers',
      params: { from: '-48h', to: 'now' },
      body: {
        aggs: {
          periods: {
            filters: { filters: { current: { range: { 'request.time': { gte: 'now-24h' } } }, previous: { range: { 'request.time': { lt: 'now-24h' } } } } },
            aggs: {
              calls: { sum: { field: 'weight', missing: 1 } },
              errors: { filter: ERRORS },
              latency: { percentiles: { field: 'duration_ms', percents: [95] } },
              users: { cardinality: { field: 'user_id' } },
              companies: { cardinality: { field: 'company_id' } },
            },
          },
        },
      },
    });
  });

  it('reads both periods, with the error rate of each', () => {
    const answer = keyNumbersAnswer({ calls: 200, errors: 10, p95: 245, users: 12, companies: 3 }, { calls: 100, errors: 0, p95: null, users: 8, companies: 2 });
    expect(readKeyNumbers(answer.aggregations ?? null)).toEqual({
      current: { calls: 200, errors: 10, errorRate: 0.05, p95Ms: 245, users: 12, companies: 3 },
      previous: { calls: 100, errors: 0, errorRate: 0, p95Ms: null, users: 8, companies: 2 },
    });
  });

  it('reads an answer without aggregations as no calls', () => {
    expect(readKeyNumbers(null).current).toEqual({ calls: 0, errors: 0, errorRate: null, p95Ms: null, users: 0, companies: 0 });
  });
});

describe('traffic and latency', () => {
  it('asks calls per interval in the app zone, with the failed calls inside each bucket', () => {
    const request = trafficRequest(DAY);
    expect(request.params).toEqual({ from: '-24h', to: 'now' });
    expect(request.interval).toBe('hour');
    expect(request.body.aggs).toEqual({
      series: {
        date_histogram: { field: 'request.time', calendar_interval: 'hour', time_zone: 'Europe/Paris', min_doc_count: 0, extended_bounds: { min: 'now-24h', max: 'now' } },
        aggs: { A: { sum: { field: 'weight', missing: 1 } }, errors: { filter: ERRORS } },
      },
    });
  });

  it('asks p50, p90 and p99 per interval, in days when weeks do not start on Monday', () => {
    const request = latencyRequest(dashboardModel('range=last_180d', { week_starts_on: 0 }));
    expect(request.interval).toBe('day');
    const series = (request.body.aggs as Record<string, { aggs: unknown; date_histogram: { calendar_interval: string } }>).series;
    expect(series.date_histogram.calendar_interval).toBe('day');
    expect(series.aggs).toEqual({
      A: { percentiles: { field: 'duration_ms', percents: [50] } },
      B: { percentiles: { field: 'duration_ms', percents: [90] } },
      C: { percentiles: { field: 'duration_ms', percents: [99] } },
    });
  });

  it('reads lines on one time axis, sorted by time, with gaps kept', () => {
    const traffic = readTraffic(seriesAnswer([{ time: 2000, A: 5, errors: 1 }, { time: 1000, A: 3, errors: 0 }]).aggregations ?? null);
    expect(traffic).toEqual({ times: [1000, 2000], lines: [{ label: 'Calls', values: [3, 5] }, { label: 'Failed calls', values: [0, 1] }] });
    const latency = readLatency(seriesAnswer([{ time: 1000, A: 80, B: 200, C: null }]).aggregations ?? null);
    expect(latency.lines.map((line) => line.values)).toEqual([[80], [200], [null]]);
    expect(isEmptySeries(readTraffic(seriesAnswer([{ time: 1000, A: 0, errors: 0 }]).aggregations ?? null))).toBe(true);
    expect(isEmptySeries(traffic)).toBe(false);
  });

  it('summarises each line by its peak for screen readers', () => {
    const traffic = readTraffic(seriesAnswer([{ time: Date.UTC(2024, 4, 1, 10), A: 3, errors: 0 }, { time: Date.UTC(2024, 4, 1, 11), A: 7, errors: 2 }]).aggregations ?? null);
    expect(seriesSummary(traffic, 'hour', 'UTC', String)).toBe(
      'May 1, 10:00 to May 1, 11:00, per hour. Calls peaks at 7 (May 1, 11:00); Failed calls peaks at 2 (May 1, 11:00).',
    );
  });
});

describe('top endpoints', () => {
  it('asks verbs by route where a route is sent, else by URI', () => {
    const { body, params } = endpointsRequest(DAY);
    expect(params).toEqual({ from: '-24h', to: 'now' });
    const aggs = body.aggs as Record<string, { filter: unknown; aggs: { verbs: { terms: unknown; aggs: { paths: { terms: unknown } } } } }>;
    expect(aggs.routed.filter).toEqual({ exists: { field: 'request.route' } });
    expect(aggs.unrouted.filter).toEqual({ bool: { must_not: [{ exists: { field: 'request.route' } }] } });
    expect(aggs.routed.aggs.verbs.terms).toEqual({ field: 'request.verb', size: 20 });
    expect(aggs.routed.aggs.verbs.aggs.paths.terms).toEqual({ field: 'request.route', size: 10 });
    expect(aggs.unrouted.aggs.verbs.aggs.paths.terms).toEqual({ field: 'request.uri', size: 10 });
  });

  it('merges both kinds into the ten endpoints with the most calls', () => {
    const routed = Array.from({ length: 8 }, (_, i) => ({ verb: 'GET', path: `/v1/r${i}`, calls: 100 - i, errors: i, p90: 50 + i }));
    const unrouted = [
      { verb: 'POST', path: '/legacy/a', calls: 500, errors: 50, p90: 900 },
      { verb: 'GET', path: '/legacy/b', calls: 92 },
      { verb: 'GET', path: '/legacy/c', calls: 1 },
    ];
    const rows = readEndpoints(endpointsAnswer(routed, unrouted).aggregations ?? null);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ verb: 'POST', path: '/legacy/a', routed: false, calls: 500, errorRate: 0.1, p90Ms: 900 });
    expect(rows[1]).toEqual({ verb: 'GET', path: '/v1/r0', routed: true, calls: 100, errorRate: 0, p90Ms: 50 });
    expect(rows.map((row) => row.path)).not.toContain('/legacy/c');
    expect(rows.findIndex((row) => row.path === '/legacy/b')).toBe(9);
    expect(endpointConditions(rows[0])).toEqual([
      { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'POST' },
      { field: 'request.uri', fieldType: 'string', operator: 'is', value: '/legacy/a' },
    ]);
    expect(endpointConditions(rows[1])[1]).toEqual({ field: 'request.route', fieldType: 'string', operator: 'is', value: '/v1/r0' });
  });
});

describe('top errors', () => {
  it('asks the failed calls by status, then endpoint', () => {
    const { body } = errorsRequest(DAY);
    expect(body.query).toEqual(ERRORS);
    const statuses = (body.aggs as Record<string, { terms: unknown; aggs: Record<string, unknown> }>).statuses;
    expect(statuses.terms).toEqual({ field: 'response.status', size: 50 });
    expect(Object.keys(statuses.aggs)).toEqual(['routed', 'unrouted']);
  });

  it('ranks status × endpoint by calls, and links each to its calls', () => {
    const rows = readErrors(
      errorsAnswer({ 404: [{ verb: 'GET', path: '/v1/customers/{id}', calls: 7 }], 500: [{ verb: 'POST', path: '/v1/payments', calls: 12 }, { verb: 'GET', path: '/v1/customers/{id}', calls: 2 }] })
        .aggregations ?? null,
    );
    expect(rows.map((row) => [row.status, row.verb, row.path, row.calls])).toEqual([
      ['500', 'POST', '/v1/payments', 12],
      ['404', 'GET', '/v1/customers/{id}', 7],
      ['500', 'GET', '/v1/customers/{id}', 2],
    ]);
    expect(errorConditions(rows[0])[0]).toEqual({ field: 'response.status', fieldType: 'number', operator: 'is', value: 500 });
  });
});

describe('top users and companies', () => {
  it('asks the ten values with the most calls and reads them', () => {
    expect(topValuesRequest('users', DAY).body).toEqual({ aggs: { top: { terms: { field: 'user_id', size: 10 } } } });
    expect(topValuesRequest('companies', DAY).body).toEqual({ aggs: { top: { terms: { field: 'company_id', size: 10 } } } });
    expect(readTopValues(topAnswer([['usr_1', 20], ['', 3], ['usr_2', 4]]).aggregations ?? null)).toEqual([
      { id: 'usr_1', calls: 20 },
      { id: 'usr_2', calls: 4 },
    ]);
  });
});

describe('links and keys', () => {
  it('open the time series and the event log with the same window, zone and the tile filter', () => {
    const week = dashboardModel('range=last_7d', { time_zone: 'Europe/Paris' });
    const series = new URL(timeSeriesLink('o1', 'a1', week, [{ kind: 'unique_users' }]), 'http://x');
    expect(series.pathname).toBe('/wrap/app/o1-a1/timeseries');
    expect(fromSearchParams(series.searchParams)).toMatchObject({ range: 'last_7d', timeZone: 'Europe/Paris', metrics: [{ kind: 'unique_users' }] });
    const events = new URL(eventLogLink('o1', 'a1', week, [{ field: 'user_id', fieldType: 'string', operator: 'is', value: 'usr_1' }]), 'http://x');
    expect(events.pathname).toBe('/wrap/app/o1-a1/events');
    expect(fromSearchParams(events.searchParams).filters).toEqual({ op: 'and', items: [{ field: 'user_id', fieldType: 'string', operator: 'is', value: 'usr_1' }] });
  });

  it('keep the dashboard filters in both links, without asking a tile condition the filters already hold', () => {
    const verb = { field: 'request.verb', fieldType: 'string' as const, operator: 'is' as const, value: 'GET' };
    const user = { field: 'user_id', fieldType: 'string' as const, operator: 'is' as const, value: 'usr_1' };
    const filtered = { ...DAY, filters: { op: 'and' as const, items: [verb] } };
    const series = new URL(timeSeriesLink('o1', 'a1', filtered, [{ kind: 'count' }]), 'http://x');
    expect(fromSearchParams(series.searchParams).filters).toEqual({ op: 'and', items: [verb] });
    const events = new URL(eventLogLink('o1', 'a1', filtered, [{ ...verb }, user]), 'http://x');
    expect(fromSearchParams(events.searchParams).filters).toEqual({ op: 'and', items: [verb, user] });
    const either = { op: 'or' as const, items: [verb, { ...verb, value: 'POST' }] };
    expect(withConditions(either, [user])).toEqual({ op: 'and', items: [either, user] });
    expect(withConditions({ op: 'or', items: [] }, [user])).toEqual({ op: 'and', items: [user] });
  });

  it('key a tile by app and request', () => {
    const request = topValuesRequest('users', DAY);
    expect(tileKey('o1', 'a1', request)).not.toBe(tileKey('o1', 'a2', request));
    expect(tileKey('o1', 'a1', request)).not.toBe(tileKey('o1', 'a1', topValuesRequest('users', dashboardModel('range=last_7d', undefined))));
  });
});

describe('filters in every request', () => {
  const verb = { field: 'request.verb', fieldType: 'string' as const, operator: 'is' as const, value: 'GET' };
  const clause = { bool: { filter: [{ term: { 'request.verb': 'GET' } }] } };

  it('AND the dashboard filters with a tile clause, and leave the query out without either', () => {
    expect(tileQuery(DAY)).toEqual({});
    expect(tileQuery(DAY, ERRORS)).toEqual({ query: ERRORS });
    const filtered = { ...DAY, filters: { op: 'and' as const, items: [verb] } };
    expect(tileQuery(filtered)).toEqual({ query: clause });
    expect(tileQuery(filtered, ERRORS)).toEqual({ query: { bool: { filter: [clause, ERRORS] } } });
  });

  it('ask every tile for the filtered events only', () => {
    const requests = dashboardRequests({ ...DAY, filters: { op: 'and', items: [verb] } });
    expect(Object.fromEntries(Object.entries(requests).map(([tile, request]) => [tile, request?.body.query]))).toEqual({
      keyNumbers: clause,
      traffic: clause,
      latency: clause,
      endpoints: clause,
      errors: { bool: { filter: [clause, ERRORS] } },
      users: clause,
      companies: clause,
    });
  });

  it('are shown as curl commands of the count endpoint with their own window and body', () => {
    const request = dashboardRequests(DAY).keyNumbers;
    if (!request) throw new Error('the key numbers have a request');
    const command = curlForRequest(request, { origin: 'https://app.example/', orgId: 'o1', appId: 'a 1', endpoint: 'count' });
    expect(command.split(' \\\n')[0]).toBe("curl -sS -X POST 'https://app.example/api/search/o1/count/events?app_id=a%201&from=-48h&to=now'");
    expect(JSON.parse(/--data-raw '(.*)'$/s.exec(command)?.[1] ?? 'null')).toEqual(request.body);
  });
});
