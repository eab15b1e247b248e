import type { SqlRunner } from '../storage/duckdb/database';
import { findPlan } from './plans';
import { findSubscriptionOfOrg, type SubscriptionRow } from './repository';

/** Usage of an organization in its current quota period. */
export interface QuotaUsage {
  /** Start of the period the quota applies to. */
  periodStart: Date;
  /** Events accepted since periodStart. */
  used: number;
  /** Events the plan allows per period. */
  quota: number;
}

/** Start of the current quota period: the trial (or plan change) start, or the current UTC month for monthly quotas. */
export function quotaPeriodStart(subscription: SubscriptionRow, now: Date = new Date()): Date {
  const plan = findPlan(subscription.plan_id);
  if (!plan || plan.quota_period === 'trial') return subscription.current_period_start;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return monthStart > subscription.current_period_start ? monthStart : subscription.current_period_start;
}

/** Events used in the current period and the plan's quota. */
export async function quotaUsage(db: SqlRunner, subscription: SubscriptionRow, now: Date = new Date()): Promise<QuotaUsage> {
  const periodStart = quotaPeriodStart(subscription, now);
  const row = await db.one<{ used: number | null }>(
    'SELECT events AS used FROM ingest_counters WHERE org_id = $1 AND period_start = $2::TIMESTAMP',
    [subscription.org_id, periodStart.toISOString()],
  );
  return { periodStart, used: Number(row?.used ?? 0), quota: findPlan(subscription.plan_id)?.event_quota ?? 0 };
}

/**
 * Whether an organization may ingest `incoming` more events: not after its trial ended, and never beyond the plan's
 * event quota for the current period. When not ok, `message` is the text for the 402 answer.
 */
export async function checkIngestQuota(db: SqlRunner, orgId: string, incoming: number): Promise<{ ok: boolean; message?: string }> {
  const subscription = await findSubscriptionOfOrg(db, orgId);
  if (!subscription) return { ok: false, message: 'This organization has no subscription: choose a plan to send events' };
  if (subscription.status === 'trialing' && subscription.trial_end && subscription.trial_end.getTime() <= Date.now()) {
    return { ok: false, message: 'Your free trial has ended: choose a plan to keep sending events' };
  }
  const usage = await quotaUsage(db, subscription);
  if (usage.used + incoming > usage.quota) {
    return {
      ok: false,
      message: `Your usage has exceeded your plan's limits: ${usage.used.toLocaleString('en-US')} of ${usage.quota.toLocaleString('en-US')} events used this period`,
    };
  }
  return { ok: true };
}

/** Adds accepted events to the organization's counter for its current quota period. Call after the events are committed. */
export async function recordIngested(db: SqlRunner, orgId: string, n: number): Promise<void> {
  if (n <= 0) return;
  const subscription = await findSubscriptionOfOrg(db, orgId);
  if (!subscription) return;
  await db.run(
    `INSERT INTO ingest_counters (org_id, period_start, events) VALUES ($1, $2::TIMESTAMP, $3)
     ON CONFLICT (org_id, period_start) DO UPDATE SET events = ingest_counters.events + excluded.events`,
    [orgId, quotaPeriodStart(subscription).toISOString(), n],
  );
}
