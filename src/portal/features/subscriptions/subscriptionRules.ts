/** Pure rules of the subscription page: trial days, usage levels, notification choices and plan texts. */
import type { Plan, Subscription, SubscriptionStatus } from '@/api/subscription';
import { DEMO_ORGANIZATION_ID } from '@/portal/core/organizationsRules';


/** Usage percentages offered for the quota notification e-mail. */
export const NOTIFICATION_CHOICES: readonly number[] = [50, 80, 90, 100];

/** Status names shown for each subscription status. */
export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  trial_expired: 'Trial expired',
  active: 'Active',
};

/** The label of a status, the raw value for a status this page does not know. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}



/** How close usage is to the quota: at or above the notification percentage warns, at or above 100 % is over. */
export function usageLevel(percent: number, notifyAtPercent: number): 'normal' | 'warning' | 'over' {
  if (percent >= 100) return 'over';
  if (percent >= notifyAtPercent) return 'warning';
  return 'normal';
}

/** A percentage for display: 'less than 1 %' for a small non-zero share, else whole percent rounded down. */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 1) return 'less than 1 %';
  return `${Math.floor(percent)} %`;
}

/** The notification choices, including a current value the server holds that is not one of the usual choices. */
export function notificationChoices(current: number): number[] {
  return Array.from(new Set([...NOTIFICATION_CHOICES, current])).sort((a, b) => a - b);
}

/** How a plan is billed, from the plan's billing period. */
export function billingText(plan: Pick<Plan, 'billing_period'>): string {
  if (plan.billing_period === 'monthly') return 'Billed monthly';
  if (plan.billing_period === 'annual') return 'Billed annually';
  return 'No charge';
}

/** True for a plan that is billed: its price is agreed with sales (the catalogue carries no prices). */
export function isBilled(plan: Pick<Plan, 'billing_period'>): boolean {
  return plan.billing_period === 'monthly' || plan.billing_period === 'annual';
}

/** The period an event quota applies to, e.g. 'a month' or 'for the whole trial'. */
export function quotaPeriodText(plan: Pick<Plan, 'quota_period'>): string {
  return plan.quota_period === 'trial' ? 'for the whole trial' : 'a month';
}

/** Plans a subscription can move to: the catalogue's active plans. */
export function choosablePlans(plans: Plan[]): Plan[] {
  return plans.filter((plan) => plan.status === 'active');
}

/** The subscriptions of the user's own organizations (the read-only demo has no plan to manage). */
export function ownSubscriptions(subscriptions: Subscription[]): Subscription[] {
  return subscriptions.filter((subscription) => subscription.org_id !== DEMO_ORGANIZATION_ID);
}

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A count with thousands separators, e.g. '10,000,000'. */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** A date such as 'Dec 3, 2026' (UTC, the time zone quota periods are measured in). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

export { trialDaysLeft, usagePercent } from '@/portal/core/orgSubscriptionsRules';
