/** The event detail's trace call (a read: silent, its failure shows in place). */
import { requestTrace } from '@/api/traces';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the spans of one trace of the app. */
export const loadTrace = createApiCall('traces/load', (orgId: string, appId: string, traceId: string) =>
  requestTrace(orgId, appId, traceId, { silent: true }));
