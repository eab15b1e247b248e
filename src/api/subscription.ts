/** Calls on plans and subscriptions (/api/subscription, SPEC section 7). */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** A plan of the catalogue (GET /subscription/plans). */
export interface Plan {
  id: string;
  name: string;
  /** 'active' plans can be chosen; the 'trial' plan is only assigned at sign-up. */
  status: 'active' | 'trial';
  /** Events allowed per quota period. */
  event_quota: number;
  /** How the quota period is measured: the whole trial, or each calendar month (UTC). */
  quota_period: 'trial' | 'month';
  /** Billing cadence: 'none' for plans without a charge. */
  billing_period: 'none' | 'monthly' | 'annual';
  meta_data: { feature_flags: string[] };
}

/** Status of a subscription: in its trial, after the trial ended without a plan, or on a chosen plan. */
export type SubscriptionStatus = 'trialing' | 'trial_expired' | 'active';

/** The subscription of one organization with its usage in the current quota period. */
export interface Subscription {
  /** Subscription id, used in the change calls. */
  id: string;
  org_id: string;
  org_name: string;
  plan_id: string;
  /** The plan the subscription is on (null if the catalogue no longer has it). */
  plan: Plan | null;
  status: SubscriptionStatus;
  /** ISO time the trial ends (null once on a chosen plan). */
  trial_end: string | null;
  /** Usage percentage of the event quota at which a notification e-mail is sent. */
  cf_event_quota_notification_percentage: number;
  /** Events allowed in the current quota period. */
  event_quota: number;
  /** Events accepted in the current quota period. */
  events_used: number;
  /** ISO start of the current quota period. */
  quota_period_start: string;
  /** Whether the caller may change the plan and the notification setting (Owners and Admins). */
  can_update: boolean;
}

const subscriptionPath = (id: string) => `/subscription/subscriptions/${encodeURIComponent(id)}`;

/** GET /subscription/subscriptions: the subscriptions of the caller's own organizations (never the demo). */
export const requestSubscriptions = (options?: RequestOptions): Promise<ApiResult<Subscription[]>> =>
  apiClient.get<Subscription[]>('/subscription/subscriptions', options);

/** GET /subscription/plans?status: the plan catalogue, optionally only 'active' (choosable) or 'trial' plans. */
export const requestPlans = (status?: Plan['status'], options?: RequestOptions): Promise<ApiResult<Plan[]>> =>
  apiClient.get<Plan[]>('/subscription/plans', { ...options, ...(status ? { params: { status } } : {}) });

/** POST /subscription/subscriptions/{id} {plan_id}: moves the subscription to a plan (a new quota period starts). */
export const requestChangePlan = (subscriptionId: string, planId: string): Promise<ApiResult<Subscription>> =>
  apiClient.post<Subscription>(subscriptionPath(subscriptionId), { data: { plan_id: planId } });

/** POST /subscription/subscriptions/{id}/quota_notification_preferences {event_quota_notification_percentage}. */
export const requestQuotaNotification = (subscriptionId: string, percentage: number): Promise<ApiResult<Subscription>> =>
  apiClient.post<Subscription>(`${subscriptionPath(subscriptionId)}/quota_notification_preferences`, {
    data: { event_quota_notification_percentage: percentage },
  });

/** GET /subscription/org/{orgId}/subscription: one organization's subscription with its usage (404 for the demo). */
export const requestOrgSubscription = (orgId: string, options?: RequestOptions): Promise<ApiResult<Subscription>> =>
  apiClient.get<Subscription>(`/subscription/org/${encodeURIComponent(orgId)}/subscription`, options);
