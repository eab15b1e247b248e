/**
 * The searches the portal screens send, built with the portal's own compilers (query model, event log rules, app
 * key numbers), for the search benchmark. Each belongs to a target group: the dashboard tiles and time series
 * (p95 ≤ 150 ms at 10M events) or every other screen query (p95 ≤ 500 ms); at 1M events every query ≤ 50 ms, at 100M
 * events (the storage issue's ClickHouse target on this 2-core machine) every query ≤ 1.5 s.
 */
import './skipStyles';
import { dashboardModel } from '@/portal/features/appDashboard/dashboardViewRules';
import { keyNumbersRequest } from '@/portal/features/appDashboard/keyNumbersRules';
import { latencyRequest, trafficRequest } from '@/portal/features/appDashboard/seriesTileRules';
import type { TileRequest } from '@/portal/features/appDashboard/tileRules';
import { endpointsRequest, errorsRequest, topValuesRequest } from '@/portal/features/appDashboard/topListRules';
import { firstPageRequest, nextPageRequest, type EventsPageRequest } from '@/portal/features/events/eventsRules';
import { seriesRequest } from '@/portal/features/timeSeries/timeSeriesRules';
import { compileToSearch, defaultQueryModel, type FilterCondition, type QueryModel } from '@/portal/shared/queryModel';

/** The target group of a query. */
export type QueryGroup = 'dashboard' | 'other';

/** Posts a search (`path` like `search/events?from=-24h&to=now`) and answers the parsed body. */
export type SearchCall = (path: string, body: unknown) => Promise<Record<string, unknown>>;

/** One benchmarked query: a fixed body, or one built once from an earlier answer (a `search_after` page). */
export interface BenchQuery {
  name: string;
  group: QueryGroup;
  path: string;
  body: unknown | ((search: SearchCall) => Promise<unknown>);
}

/** p95 targets in ms per group at 10M events, for every query at 1M events, and for every query at 100M events. */
export const TARGETS_10M: Readonly<Record<QueryGroup, number>> = { dashboard: 150, other: 500 };
export const TARGET_1M = 50;
export const TARGET_100M = 1500;

const model = (changes: Partial<QueryModel>): QueryModel => ({ ...defaultQueryModel(), ...changes });
const windowOf = (params: { from: string; to: string }) => `from=${encodeURIComponent(params.from)}&to=${encodeURIComponent(params.to)}`;

function series(name: string, view: QueryModel): BenchQuery {
  const request = seriesRequest(view);
  return { name, group: 'dashboard', path: `count/events?${windowOf(request.params)}`, body: request.body };
}

function table(name: string, view: QueryModel): BenchQuery {
  const compiled = compileToSearch(view, { timeSeries: false });
  return { name, group: 'other', path: `count/events?${windowOf(compiled.params)}`, body: compiled.body };
}

/** The app's settings the dashboard and time series start from. */
const APP = { time_zone: 'America/Los_Angeles', week_starts_on: 1 };

function tile(name: string, request: TileRequest | null): BenchQuery {
  if (!request) throw new Error(`${name}: the dashboard asks nothing for this range`);
  return { name, group: 'dashboard', path: `count/events?${windowOf(request.params)}`, body: request.body };
}

/** Every tile of the dashboard over one range (`last_24h`, `last_30d`). */
function dashboard(range: string, label: string): BenchQuery[] {
  const view = dashboardModel(`range=${range}`, APP);
  return [
    tile(`dashboard ${label}: key numbers (+ previous)`, keyNumbersRequest(view)),
    tile(`dashboard ${label}: traffic`, trafficRequest(view)),
    tile(`dashboard ${label}: latency p50/p90/p99`, latencyRequest(view)),
    tile(`dashboard ${label}: top endpoints`, endpointsRequest(view)),
    tile(`dashboard ${label}: top errors`, errorsRequest(view)),
    tile(`dashboard ${label}: top users`, topValuesRequest('users', view)),
    tile(`dashboard ${label}: top companies`, topValuesRequest('companies', view)),
  ];
}

const condition = (c: FilterCondition) => ({ op: 'and' as const, items: [c] });

function eventLog(name: string, request: EventsPageRequest): BenchQuery {
  return { name, group: 'other', path: `search/events?${windowOf(request.window)}`, body: request.body };
}

/** The second page of an event log view: the first page is asked once, then its last hit's sort values are used. */
function eventLogNextPage(name: string, first: EventsPageRequest): BenchQuery {
  const path = `search/events?${windowOf(first.window)}`;
  return {
    name, group: 'other', path,
    body: async (search: SearchCall) => {
      const answer = await search(path, first.body);
      const hits = (answer.hits as { hits: Array<{ sort: unknown[] }> }).hits;
      if (hits.length === 0) throw new Error(`${name}: the first page is empty`);
      return nextPageRequest(first, hits[hits.length - 1].sort).body;
    },
  };
}

const serverErrors = firstPageRequest({ range: 'last_30d', filters: condition({ field: 'response.status', fieldType: 'number', operator: 'gte', value: 500 }) });
const xmlCalls = firstPageRequest({ range: 'last_30d', filters: condition({ field: 'request.headers.content-type', fieldType: 'string', operator: 'is', value: 'text/xml' }) });

/** Every benchmarked query, dashboard group first. */
export const QUERIES: BenchQuery[] = [
  ...dashboard('last_24h', '24 h'),
  ...dashboard('last_30d', '30 d'),
  series('series 24 h by hour, count', model({ range: 'last_24h' })),
  series('series 7 d by day, count + p90 by status', model({ range: 'last_7d', groupBy: [{ field: 'response.status', size: 10, order: 'top', other: false }], metrics: [{ kind: 'count' }, { kind: 'latency', stat: 'p90' }] })),
  series('series 30 d by day (L.A.), count by route', model({ range: 'last_30d', timeZone: 'America/Los_Angeles', groupBy: [{ field: 'request.route', size: 10, order: 'top', other: false }] })),
  series('series 30 d by day, unique users', model({ range: 'last_30d', metrics: [{ kind: 'unique_users' }] })),
  series('series 30 d by hour, count', model({ range: 'last_30d', interval: 'hour' })),
  eventLog('event log, 24 h, first page', firstPageRequest({ range: 'last_24h', filters: { op: 'and', items: [] } })),
  eventLog('event log, 30 d, status >= 500', serverErrors),
  eventLogNextPage('event log, 30 d, status >= 500, page 2', serverErrors),
  eventLog('event log, 30 d, header content-type', xmlCalls),
  eventLogNextPage('event log, 30 d, header, page 2', xmlCalls),
  eventLog('event log, 7 d, user-agent contains', firstPageRequest({ range: 'last_7d', filters: condition({ field: 'request.headers.user-agent', fieldType: 'string', operator: 'contains', value: 'curl' }) })),
  table('segmentation 30 d, top-10 routes + p90', model({ range: 'last_30d', groupBy: [{ field: 'request.route', size: 10, order: 'top', other: false }], metrics: [{ kind: 'count' }, { kind: 'latency', stat: 'p90' }] })),
  { name: 'segmentation 30 d, latency histogram', group: 'other', path: 'count/events?from=-30d&to=now', body: { size: 0, aggs: { latency: { histogram: { field: 'duration_ms', interval: 100 }, aggs: { A: { sum: { field: 'weight', missing: 1 } } } } } } },
  table('unique users + companies, 30 d', model({ range: 'last_30d', metrics: [{ kind: 'unique_users' }, { kind: 'unique_companies' }] })),
  table('latency p50/p90/p99, 30 d', model({ range: 'last_30d', metrics: [{ kind: 'latency', stat: 'p50' }, { kind: 'latency', stat: 'p90' }, { kind: 'latency', stat: 'p99' }] })),
];
