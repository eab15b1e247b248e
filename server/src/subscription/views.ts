import { findPlan, type Plan } from './plans';
import type { QuotaUsage } from './quota';
import type { SubscriptionRow } from './repository';

/** A subscription as the API answers it (SPEC 3: id, plan_id, cf_event_quota_notification_percentage). */
export interface SubscriptionView {
  id: string;
  org_id: string;
  org_name: string;
  plan_id: string;
  plan: Plan | null;
  /** 'trialing', 'trial_expired' or 'active'. */
  status: string;
  trial_end: string | null;
  current_period_start: string;
  /** Usage percentage at which a quota e-mail is sent. */
  cf_event_quota_notification_percentage: number;
  event_quota: number;
  /** Events accepted in the current quota period. */
  events_used: number;
  quota_period_start: string;
  /** Whether the caller may change the plan and the quota notification setting (Owners and Admins). */
  can_update: boolean;
}

/** Maps a stored subscription, with its current usage and whether the caller may change it, to the API shape. */
export async function toSubscriptionView(usageOf: (s: SubscriptionRow) => Promise<QuotaUsage>, s: SubscriptionRow, canUpdate: boolean): Promise<SubscriptionView> {
  const usage = await usageOf(s);
  const expired = s.status === 'trialing' && s.trial_end !== null && s.trial_end.getTime() <= Date.now();
  return {
    id: s.subscription_id,
    org_id: s.org_id,
    org_name: s.org_name,
    plan_id: s.plan_id,
    plan: findPlan(s.plan_id) ?? null,
    status: expired ? 'trial_expired' : s.status,
    trial_end: s.trial_end ? s.trial_end.toISOString() : null,
    current_period_start: s.current_period_start.toISOString(),
    cf_event_quota_notification_percentage: s.event_quota_notification_percentage,
    event_quota: usage.quota,
    events_used: usage.used,
    quota_period_start: usage.periodStart.toISOString(),
    can_update: canUpdate,
  };
}
