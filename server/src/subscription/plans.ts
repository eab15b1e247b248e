/** A plan of the catalogue (SPEC 9: trial, free, basic-insights, basic-paid, annual growth). */
export interface Plan {
  /** Plan id stored on the subscription. */
  id: string;
  name: string;
  /** 'active' plans can be chosen; the trial plan is only assigned at sign-up. */
  status: 'active' | 'trial';
  /** Events allowed per quota period. */
  event_quota: number;
  /** How the quota period is measured: the whole trial, or each calendar month (UTC). */
  quota_period: 'trial' | 'month';
  /** Billing cadence of the plan. */
  billing_period: 'none' | 'monthly' | 'annual';
  /** Feature flags the portal reads from the plan. */
  meta_data: { feature_flags: string[] };
}

/** Length of the free trial in days (SPEC 9). */
export const TRIAL_DAYS = 14;
/** Event quota of the free trial (SPEC 9). */
export const TRIAL_EVENT_QUOTA = 10_000_000;
/** Plan id assigned to new organizations. */
export const TRIAL_PLAN_ID = 'trial';

/** The plan catalogue. */
export const PLANS: readonly Plan[] = [
  { id: TRIAL_PLAN_ID, name: 'Free trial', status: 'trial', event_quota: TRIAL_EVENT_QUOTA, quota_period: 'trial', billing_period: 'none',
    meta_data: { feature_flags: ['analytics', 'monitoring', 'alerts', 'dashboards', 'governance', 'billing_meters', 'embedded_templates'] } },
  { id: 'free', name: 'Free', status: 'active', event_quota: 100_000, quota_period: 'month', billing_period: 'none',
    meta_data: { feature_flags: ['analytics'] } },
  { id: 'basic-insights', name: 'Basic Insights', status: 'active', event_quota: 1_000_000, quota_period: 'month', billing_period: 'monthly',
    meta_data: { feature_flags: ['analytics', 'monitoring'] } },
  { id: 'basic-paid', name: 'Basic', status: 'active', event_quota: 2_000_000, quota_period: 'month', billing_period: 'monthly',
    meta_data: { feature_flags: ['analytics', 'monitoring', 'alerts', 'dashboards'] } },
  { id: 'growth-annual', name: 'Growth (annual)', status: 'active', event_quota: 5_000_000, quota_period: 'month', billing_period: 'annual',
    meta_data: { feature_flags: ['analytics', 'monitoring', 'alerts', 'dashboards', 'governance', 'billing_meters', 'embedded_templates'] } },
];

/** The plan with that id, or undefined. */
export function findPlan(planId: string): Plan | undefined {
  return PLANS.find((p) => p.id === planId);
}
