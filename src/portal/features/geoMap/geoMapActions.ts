/** The geo map's call (a read: silent, its failure shows in place). */
import { requestEventAggregations } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import type { GeoRequest } from './geoMapRules';

/** Runs the by-country aggregation of a view on the count endpoint (no hits). */
export const loadGeoMap = createApiCall('geoMap/load', (orgId: string, appId: string, request: GeoRequest) =>
  requestEventAggregations(orgId, appId, request.params, request.body, { silent: true }));
