/**
 * The org-subscriptions calls: an organization's plan and usage (read by the shell's plan banner) and the changes
 * to it, which both the banner and the plan page follow. Changes keep the error policy's toast.
 */
import { requestChangePlan, requestOrgSubscription, requestQuotaNotification } from '@/api/subscription';
import { PLAN_CHANGE_CALL } from '@/app/session/authSlice';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads one organization's subscription (silent: the banner simply stays hidden when it fails). */
export const loadOrgSubscription = createApiCall('orgSubscriptions/load', (orgId: string) =>
  requestOrgSubscription(orgId, { silent: true }));
/** Moves a subscription to another plan. */
export const changePlan = createApiCall(PLAN_CHANGE_CALL, (subscriptionId: string, planId: string) =>
  requestChangePlan(subscriptionId, planId));
/** Sets the usage percentage of the quota notification e-mail. */
export const setQuotaNotification = createApiCall('orgSubscriptions/quotaNotification', (subscriptionId: string, percentage: number) =>
  requestQuotaNotification(subscriptionId, percentage));
