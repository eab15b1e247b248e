import type { SqlRunner } from '../storage/duckdb/database';
import { findPlan } from './plans';
import { SqlSubscriptionRepository, type SubscriptionRow } from './repository';

/** Usage of an organization in its current quota period. */
export interface QuotaUsage {
  /** Start of the period the quota applies to. */
  periodStart: Date;
  /** Events accepted since periodStart. */
  used: number;
  /** Events the plan allows per period. */
  quota: number;
}

/** UTC midnight of the day holding `time`: ingest counters are kept per organization and UTC day. */
function utcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

/**
 * Start of the current quota period: the trial's start for the trial plan, else the current UTC month. It does not
 * depend on when the plan last changed, so switching plans within a month keeps the month's usage.
 */
export function quotaPeriodStart(subscription: SubscriptionRow, now: Date = new Date()): Date {
  const plan = findPlan(subscription.plan_id);
  if (!plan || plan.quota_period === 'trial') return subscription.current_period_start;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Events the subscription's plan allows per period (0 for an unknown plan). */
const planQuota = (subscription: SubscriptionRow): number => findPlan(subscription.plan_id)?.event_quota ?? 0;

/**
 * Events used in the current period (the sum of the daily counters since its first day) and the plan's quota.
 * `counters` is the event store, where the counters commit with the events they count (or a transaction on it).
 */
export async function quotaUsage(counters: SqlRunner, subscription: SubscriptionRow, now: Date = new Date()): Promise<QuotaUsage> {
  const periodStart = quotaPeriodStart(subscription, now);
  const row = await counters.one<{ used: number | null }>(
    'SELECT sum(events) AS used FROM ingest_counters WHERE org_id = $1 AND period_start >= $2::TIMESTAMP',
    [subscription.org_id, utcDay(periodStart).toISOString()],
  );
  return { periodStart, used: Number(row?.used ?? 0), quota: planQuota(subscription) };
}

/** Why an organization in this state may not ingest `incoming` more events (the 402 text), or null if it may. */
function refusal(subscription: SubscriptionRow | undefined, usage: QuotaUsage | undefined, incoming: number): string | null {
  if (!subscription || !usage) return 'This organization has no subscription: choose a plan to send events';
  if (subscription.status === 'trialing' && subscription.trial_end && subscription.trial_end.getTime() <= Date.now()) {
    return 'Your free trial has ended: choose a plan to keep sending events';
  }
  if (usage.used + incoming > usage.quota) {
    return `Your usage has exceeded your plan's limits: ${usage.used.toLocaleString('en-US')} of ${usage.quota.toLocaleString('en-US')} events used this period`;
  }
  return null;
}

/** Where quota decisions read: the subscription from the metadata, the counters from the event store. */
export interface QuotaStores {
  /** Subscriptions (metadata database). */
  metadata: SqlRunner;
  /** Ingest counters (event store, or the transaction storing the events). */
  counters: SqlRunner;
}

async function subscriptionAndUsage(stores: QuotaStores, orgId: string) {
  const subscription = await new SqlSubscriptionRepository(stores.metadata).findOfOrg(orgId);
  return { subscription, usage: subscription ? await quotaUsage(stores.counters, subscription) : undefined };
}

/**
 * The usage of each organization's current quota period as last read inside a storing transaction
 * (admitIngestBatches): a period's counters only grow, so the usage is at least that. The collector's early check
 * lets a batch that fits above it through without reading the counters, which are busy with the commits; the binding
 * decision still reads them in the storing transaction.
 */
export class UsageFloors {
  private readonly floors = new Map<string, { periodStart: number; used: number }>();

  /** The floor of `orgId` for the period starting at `periodStart`, if one was read. */
  get(orgId: string, periodStart: Date): number | undefined {
    const floor = this.floors.get(orgId);
    return floor && floor.periodStart === periodStart.getTime() ? floor.used : undefined;
  }

  /** Records a usage read from the counters; a lower reading than the one kept (read earlier) is ignored. */
  raise(orgId: string, usage: QuotaUsage): void {
    const periodStart = usage.periodStart.getTime();
    const floor = this.floors.get(orgId);
    if (!floor || floor.periodStart !== periodStart || floor.used < usage.used) this.floors.set(orgId, { periodStart, used: usage.used });
  }
}

/**
 * Whether an organization may ingest `incoming` more events: not after its trial ended, and never beyond the plan's
 * event quota for the current period. When not ok, `message` is the text for the 402 answer. A read-only check:
 * the collector uses it to refuse early, and admitIngestBatches() decides inside the storing transaction. With
 * `floors`, a batch that fits above the organization's floor passes without reading the counters (it may still be
 * refused there); a refusal always reads them, so its message states the current usage.
 */
export async function checkIngestQuota(stores: QuotaStores, orgId: string, incoming: number, floors?: UsageFloors): Promise<{ ok: boolean; message?: string }> {
  const subscription = await new SqlSubscriptionRepository(stores.metadata).findOfOrg(orgId);
  if (subscription && floors) {
    const periodStart = quotaPeriodStart(subscription);
    const used = floors.get(orgId, periodStart);
    if (used !== undefined && refusal(subscription, { periodStart, used, quota: planQuota(subscription) }, incoming) === null) return { ok: true };
  }
  // No floor, or a refusal: the 402 states the usage as the counters have it.
  const message = refusal(subscription, subscription ? await quotaUsage(stores.counters, subscription) : undefined, incoming);
  return message === null ? { ok: true } : { ok: false, message };
}

/**
 * Decides, inside the transaction that stores them (`stores.counters`), which batches fit in the quota, so
 * concurrent batches cannot together pass it: each batch, in order, is admitted if it fits in what is left after
 * the batches admitted before it. Answers, per batch of `counts`, null or the 402 text. The caller records the
 * stored events with recordIngested() in the same transaction, which the single writer connection serialises with
 * every other. The subscription itself is read from the metadata: a plan change lands before or after a batch.
 * The usage read here raises the organization's entry of `floors`.
 */
export async function admitIngestBatches(stores: QuotaStores, orgId: string, counts: number[], floors?: UsageFloors): Promise<Array<string | null>> {
  const { subscription, usage } = await subscriptionAndUsage(stores, orgId);
  if (usage) floors?.raise(orgId, usage);
  let admitted = 0;
  return counts.map((n) => {
    const message = refusal(subscription, usage && { ...usage, used: usage.used + admitted }, n);
    if (message === null) admitted += n;
    return message;
  });
}

/** Adds accepted events to the organization's counter of the current UTC day. Call in the transaction storing them. */
export async function recordIngested(db: SqlRunner, orgId: string, n: number, now: Date = new Date()): Promise<void> {
  if (n <= 0) return;
  await db.run(
    `INSERT INTO ingest_counters (org_id, period_start, events) VALUES ($1, $2::TIMESTAMP, $3)
     ON CONFLICT (org_id, period_start) DO UPDATE SET events = ingest_counters.events + excluded.events`,
    [orgId, utcDay(now).toISOString(), n],
  );
}
