/**
 * The subscriptions area's calls (SPEC section 7, /subscription): one creator per call. Reads are silent (the page
 * shows their failure in place); changes (shared with the shell's plan banner) live in `@/portal/core/orgSubscriptionsActions`.
 */
import { requestPlans, requestSubscriptions } from '@/api/subscription';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the subscriptions of the user's own organizations. */
export const loadSubscriptions = createApiCall('subscriptions/load', () => requestSubscriptions({ silent: true }));
/** Loads the plans that can be chosen. */
export const loadPlans = createApiCall('plans/load', () => requestPlans('active', { silent: true }));
