/** The dashboard's calls (reads: silent, each failure shows in its own tile). */
import { requestEventAggregations, requestEventCount } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import { EVER } from './noDataRules';
import type { TileRequest } from './tileRules';

/** Runs one tile's aggregation search over its window. */
export const loadDashboardTile = createApiCall('appDashboard/loadTile', (orgId: string, appId: string, request: TileRequest) =>
  requestEventAggregations(orgId, appId, request.params, request.body, { silent: true }));

/** Counts the app's events over everything kept, to tell an app without any data from a quiet range. */
export const loadAppEventTotal = createApiCall('appDashboard/loadEventTotal', (orgId: string, appId: string) =>
  requestEventCount(orgId, appId, EVER, { silent: true }));
