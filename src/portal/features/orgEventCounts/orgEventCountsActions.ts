/** The org event counts' call: an app's API calls over one window (silent: failures show beside the count). */
import { requestEventCount } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';
import type { CountWindow } from './orgEventCountsRules';

/** Counts an app's events over a window. */
export const countAppEvents = createApiCall('orgEventCounts/count', (orgId: string, appId: string, window: CountWindow) =>
  requestEventCount(orgId, appId, window, { silent: true }));
