import type { AppContext } from '../context';
import { eventWorkLock } from '../eventBackend';
import { recordAudit } from '../audit/auditService';
import { DAY_MS, type OrgRetention } from './retentionPolicy';
import { purgeOldSpans } from '../traces/spanRetention';

/** How the retention job runs; every field has a default. */
export interface RetentionJobOptions {
  /** Events deleted per transaction (bounded work: ingest waits at most one batch). */
  batchSize: number;
  /** Most batches per organization and run; the rest waits for the next run. */
  maxBatchesPerOrg: number;
  /** Pause between batches, so queued writes (ingest) take the write connection in between. */
  pauseMs: number;
  /** First run this long after start-up (the server answers first). */
  startDelayMs: number;
  /** Time between runs. */
  intervalMs: number;
  /** The clock (tests move it). */
  now: () => number;
}

/** Defaults: 5,000 events a batch, 200 batches an organization a run, 20 ms apart; first run after 1 minute, then hourly. */
export const RETENTION_DEFAULTS: RetentionJobOptions = {
  batchSize: 5_000,
  maxBatchesPerOrg: 200,
  pauseMs: 20,
  startDelayMs: 60_000,
  intervalMs: 3_600_000,
  now: () => Date.now(),
};

/** What one run deleted in one organization. */
export interface RetentionOutcome {
  orgId: string;
  retentionDays: number;
  cutoff: Date;
  eventsDeleted: number;
  batches: number;
  /** True when the batch limit stopped the run before every old event was gone. */
  incomplete: boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function enforce(ctx: AppContext, retention: OrgRetention, options: RetentionJobOptions, stopped: () => boolean): Promise<RetentionOutcome> {
  const cutoff = new Date(options.now() - retention.days * DAY_MS);
  const outcome: RetentionOutcome = { orgId: retention.orgId, retentionDays: retention.days, cutoff, eventsDeleted: 0, batches: 0, incomplete: false };
  while (!stopped()) {
    if (outcome.batches >= options.maxBatchesPerOrg) {
      outcome.incomplete = true;
      break;
    }
    const deleted = await ctx.events.deleteEventsBefore(retention.orgId, cutoff, options.batchSize);
    if (deleted === 0) break;
    outcome.batches += 1;
    outcome.eventsDeleted += deleted;
    if (deleted < options.batchSize) break;
    await pause(options.pauseMs);
  }
  // Spans received over OTLP (traces/) follow the events' period.
  await purgeOldSpans((before, limit) => ctx.events.deleteSpansBefore(retention.orgId, before, limit), cutoff, options, stopped);
  if (outcome.eventsDeleted > 0) {
    await recordAudit(ctx, {
      orgId: retention.orgId,
      action: 'retention.deleted',
      object: { type: 'events', id: null },
      details: {
        events_deleted: outcome.eventsDeleted, batches: outcome.batches, retention_days: retention.days,
        older_than: cutoff.toISOString(), incomplete: outcome.incomplete,
      },
    });
  }
  return outcome;
}

/**
 * One pass over every organization (the demo organization excepted): deletes its events older than its retention
 * period, batch by batch, and records `retention.deleted` with the counts in its audit log. Answers the
 * organizations where something was deleted. Callable directly (tests, scripts).
 */
export async function runRetention(ctx: AppContext, overrides: Partial<RetentionJobOptions> = {}, stopped: () => boolean = () => false): Promise<RetentionOutcome[]> {
  const options = { ...RETENTION_DEFAULTS, ...overrides };
  const outcomes: RetentionOutcome[] = [];
  for (const retention of await ctx.repositories.retention.list()) {
    if (stopped()) break;
    const outcome = await enforce(ctx, retention, options, stopped);
    if (outcome.eventsDeleted > 0) outcomes.push(outcome);
  }
  return outcomes;
}

/** A started retention job. */
export interface RetentionJob {
  /** Stops scheduling; resolves once a run in progress has finished its current batch. */
  stop(): Promise<void>;
}

/** The name retention runs under in the event store's scheduled-work lock. */
export const RETENTION_WORK = 'retention';

/**
 * Starts the scheduled retention job: a first run after `startDelayMs`, then one every `intervalMs` (runs never
 * overlap). Each run takes the event store's scheduled-work lock (`eventWorkLock`): with events in each process's own
 * file every process runs on its events; with a store the processes share, a run already going on elsewhere makes
 * this one skip its turn. A failed run is logged and the schedule goes on. Timers do not keep the
 * process alive.
 */
export function startRetentionJob(ctx: AppContext, overrides: Partial<RetentionJobOptions> = {}, log: (message: string) => void = console.error): RetentionJob {
  const options = { ...RETENTION_DEFAULTS, ...overrides };
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = eventWorkLock(ctx.events, ctx.workLock).runExclusive(RETENTION_WORK, () => runRetention(ctx, options, () => stopped))
        .then(() => undefined, (error: unknown) => log(`Data retention run failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          running = null;
          schedule(options.intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(options.startDelayMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
