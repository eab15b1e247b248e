/** Every tile's request for one view of the dashboard: what the tiles load and what "Access via API" shows. */
import type { QueryModel } from '@/portal/shared/queryModel';
import { keyNumbersRequest } from './keyNumbersRules';
import { latencyRequest, trafficRequest } from './seriesTileRules';
import type { TileId, TileRequest } from './tileRules';
import { endpointsRequest, errorsRequest, topValuesRequest } from './topListRules';

/** Each tile's title, in the dashboard's order. */
export const TILE_TITLES: Readonly<Record<TileId, string>> = {
  keyNumbers: 'Key numbers',
  traffic: 'Traffic',
  latency: 'Latency',
  endpoints: 'Top endpoints',
  errors: 'Top errors',
  users: 'Top users',
  companies: 'Top companies',
};

/** The tiles in the dashboard's order. */
export const TILE_ORDER = Object.keys(TILE_TITLES) as TileId[];

/** Each tile's request; the key numbers' is null for a range without a positive length. */
export type DashboardRequests = Readonly<Record<Exclude<TileId, 'keyNumbers'>, TileRequest> & { keyNumbers: TileRequest | null }>;

/** The requests of every tile over the model's window and filters (run `validateQueryModel` first). */
export function dashboardRequests(model: QueryModel): DashboardRequests {
  return {
    keyNumbers: keyNumbersRequest(model),
    traffic: trafficRequest(model),
    latency: latencyRequest(model),
    endpoints: endpointsRequest(model),
    errors: errorsRequest(model),
    users: topValuesRequest('users', model),
    companies: topValuesRequest('companies', model),
  };
}
