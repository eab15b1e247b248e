import { useCallback, useEffect } from 'react';
import type { Plan, Subscription } from '@/api/subscription';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { selectPlansState } from './plansSlice';
import { loadPlans, loadSubscriptions } from './subscriptionsActions';
import { selectSubscriptionsState } from './subscriptionsSlice';

/** What the page shows: loading, the failure of either read, or the subscriptions with the choosable plans. */
export type SubscriptionDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; subscriptions: Subscription[]; plans: Plan[] };

/**
 * Loads the subscriptions of the user's own organizations and the active plans into their slices, and reads them
 * back as one page state. `reload` reads both again, keeping the current data on screen meanwhile.
 */
export function useSubscriptionData(): { state: SubscriptionDataState; reload: () => Promise<void>; retry: () => void } {
  const dispatch = useAppDispatch();
  const subscriptions = useAppSelector(selectSubscriptionsState);
  const plans = useAppSelector(selectPlansState);
  const reload = useCallback(async () => {
    await Promise.all([dispatch(loadSubscriptions()), dispatch(loadPlans())]);
  }, [dispatch]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const failure = subscriptions.error ?? plans.error;
  let state: SubscriptionDataState;
  if (subscriptions.status === 'failed' || plans.status === 'failed') state = { status: 'error', message: failure?.message ?? '' };
  else if (subscriptions.hasData && plans.hasData) state = { status: 'loaded', subscriptions: subscriptions.list, plans: plans.list };
  else state = { status: 'loading' };
  return { state, reload, retry: () => void reload() };
}
