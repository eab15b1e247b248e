import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { requestPlans, requestSubscriptions, type Plan, type Subscription } from '@/api/subscription';

import { LOAD_PLANS, LOAD_SUBSCRIPTIONS } from './subscriptionActions';
import { choosablePlans, ownSubscriptions } from './subscriptionRules';

/** What the page shows: loading, the failure of either read, or the subscriptions with the choosable plans. */
export type SubscriptionDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; subscriptions: Subscription[]; plans: Plan[] };

/**
 * Loads the subscriptions of the user's own organizations and the active plans together. `reload` reads both again
 * and resolves once the new data is shown, keeping the current data on screen meanwhile; `retry` starts over from
 * the loading state (after a failure).
 */
export function useSubscriptionData(): { state: SubscriptionDataState; reload: () => Promise<void>; retry: () => void } {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<SubscriptionDataState>({ status: 'loading' });
  const mounted = useRef(true);

  const load = useCallback(async () => {
    const [subscriptions, plans] = await Promise.all([
      dispatch({ types: LOAD_SUBSCRIPTIONS.types, promise: () => requestSubscriptions({ silent: true }) }),
      dispatch({ types: LOAD_PLANS.types, promise: () => requestPlans('active', { silent: true }) }),
    ]);
    if (!mounted.current) return;
    const failure = subscriptions.error ?? plans.error;
    if (failure || !subscriptions.response || !plans.response) {
      setState({ status: 'error', message: toPlainError(failure).message });
      return;
    }
    const subscriptionList = Array.isArray(subscriptions.response.data) ? subscriptions.response.data : [];
    const planList = Array.isArray(plans.response.data) ? plans.response.data : [];
    setState({ status: 'loaded', subscriptions: ownSubscriptions(subscriptionList), plans: choosablePlans(planList) });
  }, [dispatch]);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  return { state, reload: load, retry };
}
