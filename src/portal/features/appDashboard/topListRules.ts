/**
 * The ranked tiles: top endpoints (calls, error rate, p90), top errors (status × endpoint), top users and top
 * companies (calls). An endpoint is the verb with `request.route` when the integration sends one, else with
 * `request.uri`: both are asked in one request (a filter aggregation each) and merged here.
 */
import { metricAggregation, rangeQueryParams, type FilterCondition, type QueryModel } from '@/portal/shared/queryModel';
import { isCondition } from '@/portal/shared/queryModel';
import { asRecord, bucketList, docCount, errorClause, keyText, metricValue, tileQuery, type TileRequest } from './tileRules';

/** Rows each ranked tile shows. */
export const TOP_SIZE = 10;
/** Verbs and error statuses asked per level: more than a real API uses, so the merged top rows are exact. */
const VERBS = 20;
const STATUSES = 50;

const ROUTE = 'request.route';
/** The two kinds of endpoint: by route template where the integration sends it, else by URI. */
const PATH_KINDS = {
  routed: { field: ROUTE, filter: { exists: { field: ROUTE } } },
  unrouted: { field: 'request.uri', filter: { bool: { must_not: [{ exists: { field: ROUTE } }] } } },
} as const;
type PathKind = keyof typeof PATH_KINDS;
const KINDS = Object.keys(PATH_KINDS) as PathKind[];

/** One endpoint: a verb and a route template or URI. */
export interface Endpoint {
  verb: string;
  path: string;
  /** True when `path` is a route template (`request.route`), false for a URI. */
  routed: boolean;
}

/** A row of the top endpoints. */
export interface EndpointRow extends Endpoint {
  calls: number;
  /** Failed calls / calls, 0-1. */
  errorRate: number | null;
  p90Ms: number | null;
}

/** A row of the top errors. */
export interface ErrorRow extends Endpoint {
  status: string;
  calls: number;
}

/** A row of the top users or companies. */
export interface ValueRow {
  id: string;
  calls: number;
}

/** The conditions that select an endpoint's calls in the event log. */
export const endpointConditions = (endpoint: Endpoint): FilterCondition[] => [
  isCondition('request.verb', endpoint.verb),
  isCondition(PATH_KINDS[endpoint.routed ? 'routed' : 'unrouted'].field, endpoint.path),
];

/** An endpoint in words: `GET /v1/payments/{id}`. */
export const endpointName = (endpoint: Endpoint): string => `${endpoint.verb} ${endpoint.path}`;

const byCallsThenName = <T extends { calls: number }>(name: (row: T) => string) => (a: T, b: T) =>
  b.calls - a.calls || name(a).localeCompare(name(b));

/** Terms by verb, then by path, with the given metrics per endpoint; one such tree per kind of endpoint. */
function endpointTree(leafAggs: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      {
        filter: PATH_KINDS[kind].filter,
        aggs: { verbs: { terms: { field: 'request.verb', size: VERBS }, aggs: { paths: { terms: { field: PATH_KINDS[kind].field, size: TOP_SIZE }, aggs: leafAggs } } } },
      },
    ]),
  );
}

/** Reads an endpoint tree into one row per endpoint. */
function readEndpointTree<T>(level: Record<string, unknown>, row: (endpoint: Endpoint, bucket: Record<string, unknown>) => T): T[] {
  return KINDS.flatMap((kind) =>
    bucketList(asRecord(level[kind]).verbs).flatMap((verb) =>
      bucketList(verb.paths).map((path) => row({ verb: keyText(verb), path: keyText(path), routed: kind === 'routed' }, path)),
    ),
  );
}

/** The top endpoints request (of the dashboard's filtered events). */
export function endpointsRequest(model: QueryModel): TileRequest {
  const leaf = { errors: { filter: errorClause() }, latency: metricAggregation({ kind: 'latency', stat: 'p90' }) };
  return { tile: 'endpoints', params: rangeQueryParams(model.range), body: { ...tileQuery(model), aggs: endpointTree(leaf) } };
}

/** Reads the top endpoints, most calls first. */
export function readEndpoints(aggregations: Record<string, unknown> | null): EndpointRow[] {
  return readEndpointTree(asRecord(aggregations), (endpoint, bucket) => {
    const calls = docCount(bucket);
    return { ...endpoint, calls, errorRate: calls > 0 ? docCount(bucket.errors) / calls : null, p90Ms: metricValue(bucket.latency) };
  })
    .sort(byCallsThenName<EndpointRow>(endpointName))
    .slice(0, TOP_SIZE);
}

/** The top errors request: the filtered events' failed calls by status, then by endpoint. */
export function errorsRequest(model: QueryModel): TileRequest {
  return {
    tile: 'errors',
    params: rangeQueryParams(model.range),
    body: { ...tileQuery(model, errorClause()), aggs: { statuses: { terms: { field: 'response.status', size: STATUSES }, aggs: endpointTree({}) } } },
  };
}

/** Reads the top errors, most calls first. */
export function readErrors(aggregations: Record<string, unknown> | null): ErrorRow[] {
  return bucketList(asRecord(aggregations).statuses)
    .flatMap((status) => readEndpointTree(status, (endpoint, bucket) => ({ ...endpoint, status: keyText(status), calls: docCount(bucket) })))
    .sort(byCallsThenName<ErrorRow>((row) => `${row.status} ${endpointName(row)}`))
    .slice(0, TOP_SIZE);
}

/** The field each value list ranks. */
export const VALUE_FIELDS = { users: 'user_id', companies: 'company_id' } as const;

/** The top users or companies request (of the filtered events): the most calls first. */
export function topValuesRequest(tile: keyof typeof VALUE_FIELDS, model: QueryModel): TileRequest {
  return { tile, params: rangeQueryParams(model.range), body: { ...tileQuery(model), aggs: { top: { terms: { field: VALUE_FIELDS[tile], size: TOP_SIZE } } } } };
}

/** Reads the top users or companies. */
export const readTopValues = (aggregations: Record<string, unknown> | null): ValueRow[] =>
  bucketList(asRecord(aggregations).top)
    .map((bucket) => ({ id: keyText(bucket), calls: docCount(bucket) }))
    .filter((row) => row.id !== '');

/** The conditions that select one error row's calls in the event log: its status and its endpoint. */
export const errorConditions = (row: ErrorRow): FilterCondition[] => [
  { field: 'response.status', fieldType: 'number', operator: 'is', value: Number(row.status) },
  ...endpointConditions(row),
];
