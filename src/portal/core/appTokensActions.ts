/** The app-tokens calls (SPEC section 7, GET /portal/{org}/oauth/access_tokens): one creator per call. */
import { requestCollectorToken } from '@/api/portal';
import { createApiCall } from '@/app/store/promiseActions';

/**
 * Mints the app's write-only collector token (target collector, scope create:events). Silent: the screens show a
 * failure in place, with the reason and a retry.
 */
export const loadCollectorToken = createApiCall('appTokens/loadCollector', (orgId: string, appId: string) =>
  requestCollectorToken(orgId, appId, { silent: true }));
