/**
 * Promise actions of the subscription page. Every call goes through the store's promise middleware, so the error
 * policy applies; reads pass `silent` and show their failure in place, changes fail with the policy's toast.
 */
import type { Plan, Subscription } from '@/api/subscription';
import { promiseTypes } from '@/app/store/promiseActions';

/** Loading the subscriptions of the user's organizations. */
export const LOAD_SUBSCRIPTIONS = promiseTypes<Subscription[]>('subscription/subscriptions');
/** Loading the plan catalogue. */
export const LOAD_PLANS = promiseTypes<Plan[]>('subscription/plans');
/** Moving a subscription to another plan. */
export const CHANGE_PLAN = promiseTypes<Subscription>('subscription/changePlan');
/** Setting the usage percentage of the quota notification e-mail. */
export const SET_QUOTA_NOTIFICATION = promiseTypes<Subscription>('subscription/quotaNotification');
