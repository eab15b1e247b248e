import type { SqlRunner } from '../storage/sql';
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

/** Subscriptions: one per organization, its plan and quota settings (table subscriptions). */
export interface SubscriptionRepository {
  /** Starts the 14-day trial subscription of a new organization. */
  insertTrial(orgId: string, orgName: string): Promise<void>;
  /** The subscription of an organization, or undefined. */
  findOfOrg(orgId: string): Promise<SubscriptionRow | undefined>;
  /** The subscriptions of the given organizations, oldest first. */
  listOfOrgs(orgIds: string[]): Promise<SubscriptionRow[]>;
  /** The subscription with that id, or undefined. */
  find(subscriptionId: string): Promise<SubscriptionRow | undefined>;
  /** Moves a subscription to a plan (current_period_start: when it changed; quota usage carries over, see quota.ts). */
  updatePlan(subscriptionId: string, planId: string): Promise<void>;
  /** Sets the usage percentage at which quota notifications are sent. */
  updateQuotaNotification(subscriptionId: string, percentage: number): Promise<void>;
  /** Sets the organization name shown on the subscription (billing name). */
  updateOrgName(orgId: string, name: string): Promise<void>;
}

/** Subscriptions in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly db: SqlRunner) {}

  async insertTrial(orgId: string, orgName: string): Promise<void> {
    await this.db.run(
      `INSERT INTO subscriptions (subscription_id, org_id, org_name, plan_id, status, trial_end)
       VALUES ($1, $2, $3, $4, 'trialing', now() + INTERVAL '${TRIAL_DAYS} days')`,
      [newId(), orgId, orgName, TRIAL_PLAN_ID],
    );
  }

  findOfOrg(orgId: string): Promise<SubscriptionRow | undefined> {
    return this.db.one<SubscriptionRow>('SELECT * FROM subscriptions WHERE org_id = $1', [orgId]);
  }

  async listOfOrgs(orgIds: string[]): Promise<SubscriptionRow[]> {
    if (orgIds.length === 0) return [];
    const placeholders = orgIds.map((_, i) => `$${i + 1}`).join(', ');
    return this.db.all<SubscriptionRow>(`SELECT * FROM subscriptions WHERE org_id IN (${placeholders}) ORDER BY created_at`, orgIds);
  }

  find(subscriptionId: string): Promise<SubscriptionRow | undefined> {
    return this.db.one<SubscriptionRow>('SELECT * FROM subscriptions WHERE subscription_id = $1', [subscriptionId]);
  }

  async updatePlan(subscriptionId: string, planId: string): Promise<void> {
    await this.db.run(
      "UPDATE subscriptions SET plan_id = $2, status = 'active', trial_end = NULL, current_period_start = now(), updated_at = now() WHERE subscription_id = $1",
      [subscriptionId, planId],
    );
  }

  async updateQuotaNotification(subscriptionId: string, percentage: number): Promise<void> {
    await this.db.run('UPDATE subscriptions SET event_quota_notification_percentage = $2, updated_at = now() WHERE subscription_id = $1', [subscriptionId, percentage]);
  }

  async updateOrgName(orgId: string, name: string): Promise<void> {
    await this.db.run('UPDATE subscriptions SET org_name = $2, updated_at = now() WHERE org_id = $1', [orgId, name]);
  }
}
