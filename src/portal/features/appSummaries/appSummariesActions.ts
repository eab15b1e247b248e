/** The app summary's call: one aggregation search per window (silent: failures show in the tile). */
import { requestEventAggregations } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import { SUMMARY_BODY, type SummaryWindow } from './appSummariesRules';

/** Loads the key numbers of an app over one window. */
export const loadAppSummary = createApiCall('appSummaries/load', (orgId: string, appId: string, window: SummaryWindow) =>
  requestEventAggregations(orgId, appId, window, SUMMARY_BODY, { silent: true }));
