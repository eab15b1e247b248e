import type { SqlRunner } from '../storage/sql';
import { DEMO_PLAN_ID, isDemoOrg } from '../portal/demoOrg';
import { findPlan, TRIAL_PLAN_ID } from '../subscription/plans';

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** Shortest retention an organization may choose, in days. */
export const MIN_RETENTION_DAYS = 1;

/**
 * Longest retention each plan allows, in days. The longest (growth, 3 years) stays within the search API's
 * SEARCH_RETENTION_MS, which no organization's window may exceed.
 */
export const PLAN_RETENTION_DAYS: Readonly<Record<string, number>> = {
  trial: 90,
  free: 30,
  'basic-insights': 90,
  'basic-paid': 365,
  'growth-annual': 1095,
};

/** Retention of a plan missing from the table above: the shortest any plan has. */
const FALLBACK_RETENTION_DAYS = Math.min(...Object.values(PLAN_RETENTION_DAYS));

/** An organization's retention: what it chose, what its plan allows, and what applies. */
export interface OrgRetention {
  orgId: string;
  planId: string;
  planName: string;
  /** Days chosen by the organization; null keeps the plan's maximum. */
  chosenDays: number | null;
  /** Longest the plan allows. */
  maxDays: number;
  /** Days that apply: the choice, capped by the plan (a downgrade shortens it). */
  days: number;
}

/** The longest retention a plan allows, in days. */
export function planRetentionDays(planId: string): number {
  return PLAN_RETENTION_DAYS[planId] ?? FALLBACK_RETENTION_DAYS;
}

/** The retention that applies, given the organization's choice and its plan. */
export function effectiveRetention(orgId: string, chosenDays: number | null, planId: string | null): OrgRetention {
  const plan = planId ?? (isDemoOrg(orgId) ? DEMO_PLAN_ID : TRIAL_PLAN_ID);
  const maxDays = planRetentionDays(plan);
  return { orgId, planId: plan, planName: findPlan(plan)?.name ?? plan, chosenDays, maxDays, days: Math.min(chosenDays ?? maxDays, maxDays) };
}

interface RetentionRow { org_id: string; retention_days: number | null; plan_id: string | null }

const RETENTION_SELECT = `SELECT o.org_id, o.retention_days, s.plan_id
  FROM organizations o LEFT JOIN subscriptions s ON s.org_id = o.org_id`;

/** The retention of one organization, or undefined if it does not exist. */
export async function findOrgRetention(db: SqlRunner, orgId: string): Promise<OrgRetention | undefined> {
  const row = await db.one<RetentionRow>(`${RETENTION_SELECT} WHERE o.org_id = $1`, [orgId]);
  return row ? effectiveRetention(row.org_id, row.retention_days === null ? null : Number(row.retention_days), row.plan_id) : undefined;
}

/** The retention of every organization, the read-only demo organization excepted (its data is a fixed showcase). */
export async function listOrgRetentions(db: SqlRunner): Promise<OrgRetention[]> {
  const rows = await db.all<RetentionRow>(`${RETENTION_SELECT} ORDER BY o.org_id`);
  return rows
    .filter((row) => !isDemoOrg(row.org_id))
    .map((row) => effectiveRetention(row.org_id, row.retention_days === null ? null : Number(row.retention_days), row.plan_id));
}

/** Stores an organization's choice (null: the plan's maximum). */
export async function updateRetentionDays(db: SqlRunner, orgId: string, days: number | null): Promise<void> {
  await db.run('UPDATE organizations SET retention_days = $2, updated_at = now() WHERE org_id = $1', [orgId, days]);
}

/**
 * How far back an organization's event searches reach, in milliseconds (the search clamp), once it has chosen a
 * retention period (capped by its plan); undefined without a choice, where the search API's own bound applies and
 * the retention job keeps the data within the plan's maximum.
 */
export async function orgRetentionMs(db: SqlRunner, orgId: string): Promise<number | undefined> {
  const retention = await findOrgRetention(db, orgId);
  return retention && retention.chosenDays !== null ? retention.days * DAY_MS : undefined;
}
