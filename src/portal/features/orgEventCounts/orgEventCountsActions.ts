/** The org event counts' call: an app's API calls over one window (silent: failures show beside the count). */
import { requestEventAggregations, requestEventCount } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import { DAY_COUNT_BODY, type CountWindow } from './orgEventCountsRules';

/** Counts an app's events over a window (the last day with the cardinality aggregation of SPEC section 7). */
export const countAppEvents = createApiCall('orgEventCounts/count', (orgId: string, appId: string, window: CountWindow) =>
  window.key === 'day'
    ? requestEventAggregations(orgId, appId, window, DAY_COUNT_BODY, { silent: true })
    : requestEventCount(orgId, appId, window, { silent: true }));
