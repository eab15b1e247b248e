/** The data retention card's calls: reading is silent (shown in place); a refused change is shown by the card. */
import { requestRetention, requestUpdateRetention } from '@/api/retention';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the organization's retention period and its plan's limit. */
export const loadDataRetention = createApiCall('dataRetention/load', (orgId: string) => requestRetention(orgId, { silent: true }));
/** Changes the retention period (days, or null for the plan's maximum). */
export const updateDataRetention = createApiCall('dataRetention/update', (orgId: string, days: number | null) =>
  requestUpdateRetention(orgId, days, { silent: true }));
