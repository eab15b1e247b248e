/** The time series screen's calls (reads: silent, their failures show in place). */
import { requestSearchEvents } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import type { SeriesRequest } from './timeSeriesRules';

/** Runs the aggregation search of a view (`size: 0`, metrics, group-bys and the date histogram). */
export const loadTimeSeries = createApiCall('timeSeries/load', (orgId: string, appId: string, request: SeriesRequest) =>
  requestSearchEvents(orgId, appId, request.params, request.body, { silent: true }));

/** Runs the same search over the previous window ("compare to previous period", see `previousRequest`). */
export const loadPreviousPeriod = createApiCall('timeSeries/loadPreviousPeriod', (orgId: string, appId: string, request: SeriesRequest) =>
  requestSearchEvents(orgId, appId, request.params, request.body, { silent: true }));
