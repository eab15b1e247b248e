/** What every dashboard tile shares: its request, the key of its answer in state, reading the answer, its links. */
import type { SearchBody, SearchWindow } from '@/api/search';
import { eventsPath, timeSeriesPath } from '@/app/paths';
import {
  compileFilters,
  toQueryString,
  withConditions,
  type ConcreteInterval,
  type DslClause,
  type FilterCondition,
  type Metric,
  type QueryModel,
} from '@/portal/shared/queryModel';

/** The tiles of the dashboard, each loaded by its own request. */
export type TileId = 'keyNumbers' | 'traffic' | 'latency' | 'endpoints' | 'errors' | 'users' | 'companies';

/** One tile's aggregation search (POST /search/{org}/count/events). */
export interface TileRequest {
  tile: TileId;
  params: SearchWindow;
  body: SearchBody;
  /** The bucket width of a chart tile's histogram, for its table; absent on other tiles. */
  interval?: ConcreteInterval;
}

/** The state key of one tile's answer: the app and exactly what was asked. */
export const tileKey = (orgId: string, appId: string, request: TileRequest): string =>
  JSON.stringify([orgId, appId, request.tile, request.params, request.body]);

/** Failed calls: status 400 and above (the filter the error figures use, and their links carry). */
export const ERROR_CONDITION: FilterCondition = { field: 'response.status', fieldType: 'number', operator: 'gte', value: 400 };

/** ERROR_CONDITION as a DSL clause, compiled by the query model like every filter. */
export const errorClause = (): Record<string, unknown> => compileFilters({ op: 'and', items: [ERROR_CONDITION] }) ?? { match_all: {} };

/**
 * The `query` of a tile's body: the dashboard's filters (compiled by the query model) AND the tile's own clauses;
 * no `query` when there are neither, one clause as it is, several in a `bool.filter`.
 */
export function tileQuery(model: QueryModel, ...own: DslClause[]): { query?: DslClause } {
  const filters = compileFilters(model.filters);
  const clauses = [...(filters ? [filters] : []), ...own];
  if (clauses.length === 0) return {};
  return { query: clauses.length === 1 ? clauses[0] : { bool: { filter: clauses } } };
}

type Json = Record<string, unknown>;

/** The value as an object, or an empty one. */
export const asRecord = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** The value as a finite number, or null. */
export const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The buckets of a bucket aggregation (a list), or none. */
export const bucketList = (agg: unknown): Json[] => {
  const buckets = asRecord(agg).buckets;
  return Array.isArray(buckets) ? buckets.map(asRecord) : [];
};

/** A metric result: `{value}`, or the single percentile of `{values}`; null when absent. */
export function metricValue(agg: unknown): number | null {
  const result = asRecord(agg);
  if ('value' in result) return asNumber(result.value);
  const values = Object.values(asRecord(result.values));
  return values.length > 0 ? asNumber(values[0]) : null;
}

/** The (weighted) document count of a bucket or filter result; 0 when absent. */
export const docCount = (agg: unknown): number => asNumber(asRecord(agg).doc_count) ?? 0;

/** A bucket key as text (terms keys are strings or numbers). */
export const keyText = (bucket: Json): string => (typeof bucket.key === 'number' ? String(bucket.key) : typeof bucket.key === 'string' ? bucket.key : '');

/** The time series of the dashboard's view (window and filters) with other metrics, as a link. */
export const timeSeriesLink = (orgId: string, appId: string, model: QueryModel, metrics: Metric[]): string =>
  `${timeSeriesPath(orgId, appId)}?${toQueryString({ ...model, metrics })}`;

/** The event log of the dashboard's window and filters, narrowed by the conditions (all must match), as a link. */
export const eventLogLink = (orgId: string, appId: string, model: QueryModel, conditions: FilterCondition[]): string =>
  `${eventsPath(orgId, appId)}?${toQueryString({ ...model, filters: withConditions(model.filters, conditions) })}`;
