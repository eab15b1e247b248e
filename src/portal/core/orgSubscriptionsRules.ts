/** Pure rules on an organization's subscription that the shell (trial and quota banner) and the plan page share. */
import type { Subscription } from '@/api/subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until the trial ends, rounded up (0 once it ended); null without a trial end. */
export function trialDaysLeft(trialEnd: string | null, now: number = Date.now()): number | null {
  if (!trialEnd) return null;
  const end = Date.parse(trialEnd);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** Share of the quota used, in percent (above 100 when over the quota; 0 of a 0 quota counts as 0). */
export function usagePercent(used: number, quota: number): number {
  if (quota <= 0) return used > 0 ? 100 : 0;
  return (used / quota) * 100;
}

/** What the plan banner says, or null when there is nothing to say. */
export interface PlanBanner {
  tone: 'info' | 'warning' | 'danger';
  message: string;
}

/**
 * The banner above every screen: over quota (danger), trial ended (danger), usage at or past the notification
 * percentage (warning), trial days left (info); nothing for a healthy paid plan.
 */
export function planBanner(subscription: Subscription, now: number = Date.now()): PlanBanner | null {
  const percent = usagePercent(subscription.events_used, subscription.event_quota);
  if (percent >= 100) {
    return { tone: 'danger', message: `${subscription.org_name} has used its event quota: new events are refused until the plan changes.` };
  }
  if (subscription.status === 'trial_expired') {
    return { tone: 'danger', message: `The trial of ${subscription.org_name} has ended: choose a plan to keep collecting events.` };
  }
  if (percent >= subscription.cf_event_quota_notification_percentage) {
    return { tone: 'warning', message: `${subscription.org_name} has used ${Math.floor(percent)} % of its event quota.` };
  }
  if (subscription.status === 'trialing') {
    const days = trialDaysLeft(subscription.trial_end, now);
    if (days !== null) return { tone: 'info', message: `Trial: ${days} ${days === 1 ? 'day' : 'days'} left.` };
  }
  return null;
}
