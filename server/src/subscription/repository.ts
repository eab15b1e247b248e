import type { SqlRunner } from '../storage/duckdb/database';
import { newId } from '../lib/ids';
import { TRIAL_DAYS, TRIAL_PLAN_ID } from './plans';

/** A stored subscription (one per organization). */
export interface SubscriptionRow {
  subscription_id: string;
  org_id: string;
  org_name: string;
  plan_id: string;
  /** 'trialing' or 'active'. */
  status: string;
  trial_end: Date | null;
  current_period_start: Date;
  event_quota_notification_percentage: number;
  created_at: Date;
  updated_at: Date;
}

/** Starts the 14-day trial subscription of a new organization. */
export async function insertTrialSubscription(db: SqlRunner, orgId: string, orgName: string): Promise<void> {
  await db.run(
    `INSERT INTO subscriptions (subscription_id, org_id, org_name, plan_id, status, trial_end)
     VALUES ($1, $2, $3, $4, 'trialing', now() + INTERVAL '${TRIAL_DAYS} days')`,
    [newId(), orgId, orgName, TRIAL_PLAN_ID],
  );
}

/** The subscription of an organization, or undefined. */
export function findSubscriptionOfOrg(db: SqlRunner, orgId: string): Promise<SubscriptionRow | undefined> {
  return db.one<SubscriptionRow>('SELECT * FROM subscriptions WHERE org_id = $1', [orgId]);
}

/** The subscriptions of the given organizations. */
export async function listSubscriptionsOfOrgs(db: SqlRunner, orgIds: string[]): Promise<SubscriptionRow[]> {
  if (orgIds.length === 0) return [];
  const placeholders = orgIds.map((_, i) => `$${i + 1}`).join(', ');
  return db.all<SubscriptionRow>(`SELECT * FROM subscriptions WHERE org_id IN (${placeholders}) ORDER BY created_at`, orgIds);
}

/** The subscription with that id, or undefined. */
export function findSubscription(db: SqlRunner, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  return db.one<SubscriptionRow>('SELECT * FROM subscriptions WHERE subscription_id = $1', [subscriptionId]);
}

/** Moves a subscription to a plan (current_period_start: when it changed; quota usage carries over, see quota.ts). */
export async function updateSubscriptionPlan(db: SqlRunner, subscriptionId: string, planId: string): Promise<void> {
  await db.run(
    "UPDATE subscriptions SET plan_id = $2, status = 'active', trial_end = NULL, current_period_start = now(), updated_at = now() WHERE subscription_id = $1",
    [subscriptionId, planId],
  );
}

/** Sets the usage percentage at which quota notifications are sent. */
export async function updateQuotaNotification(db: SqlRunner, subscriptionId: string, percentage: number): Promise<void> {
  await db.run('UPDATE subscriptions SET event_quota_notification_percentage = $2, updated_at = now() WHERE subscription_id = $1', [subscriptionId, percentage]);
}

/** Sets the organization name shown on the subscription (billing name). */
export async function updateSubscriptionOrgName(db: SqlRunner, orgId: string, name: string): Promise<void> {
  await db.run('UPDATE subscriptions SET org_name = $2, updated_at = now() WHERE org_id = $1', [orgId, name]);
}
