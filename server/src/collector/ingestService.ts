import type { EventStore } from '../events/eventStore';
import type { EventLimits } from '../events/normaliseEvent';
import { normaliseCompany, normaliseSubscription, normaliseUser, type ProfileResult } from '../events/normaliseProfile';
import { ProfileTooLarge } from '../events/profileSize';
import { profileTooLarge } from './profileTooLarge';
import type { EventRecord, Tenant } from '../events/types';
import type { SqlRunner } from '../storage/duckdb/database';
import { HttpError, badRequest } from '../http/errors';
import { yieldToLoop } from '../lib/yieldToLoop';
import {
  addBatchEvent, checkBatchArray, checkSomethingLeft, normaliseWireEvent, type EventKind, type IndexedRejection, type IngestOptions,
  type NormalisedBatch,
} from './batchNormalise';
import type { CollectorLimits } from './limits';
import type { NormaliseThreads } from './normaliseThreads';
import { UnparsedBatch } from './unparsedBatch';

export type { IngestOptions } from './batchNormalise';

/** Plan quota gate: refuses (402) what the organization may not ingest; records what was stored. */
export interface QuotaGate {
  /** Early, read-only check before the batch is queued: throws 402 when `n` more events would not fit. */
  check(orgId: string, n: number): Promise<void>;
  /**
   * The binding check, in the transaction storing the batches (`tx`): per batch of `counts` (arrival order), null
   * to store it or the 402 error it gets. Without it, every batch that passed check() is stored.
   */
  admit?(orgId: string, counts: number[], tx: SqlRunner): Promise<Array<Error | null>>;
  /** Counts `n` stored events; `tx` is the transaction storing them, so the count commits with the events. */
  record(orgId: string, n: number, tx: SqlRunner): Promise<void>;
}

/** What the collector answers to an accepted POST (SDKs ignore the body; people debugging read it). */
export interface IngestSummary {
  /** Events stored now. */
  accepted: number;
  /** Events skipped because their transaction_id was already stored. */
  duplicates: number;
  /** Events refused one by one (over 1 MB, older than 30 days), with their index in the batch. */
  rejected: IndexedRejection[];
}

const STORE_ALL: IngestOptions = { storeBodies: true };

/** High-water marks of ingestion (ServerConfig.collectorMaxQueuedRows); unset: no limit. */
export interface IngestLoad {
  /** Refuse a batch with 503 + Retry-After when more rows than this wait for a commit. */
  maxQueuedRows?: number;
}

/** Events normalised between yields to the event loop: a 50 MB batch must not hold every other request back. */
export const EVENTS_PER_YIELD = 500;

/** Validation, quota and storage for the collector's POST endpoints. */
export class IngestService {
  constructor(
    private readonly store: EventStore,
    private readonly quota: QuotaGate,
    private readonly limits: CollectorLimits,
    private readonly load: IngestLoad = {},
    /** Threads that normalise large batches off the event loop (the parser leaves those bodies as UnparsedBatch). */
    private readonly threads?: NormaliseThreads,
  ) {}

  private eventLimits(options: IngestOptions = STORE_ALL): EventLimits {
    return { now: Date.now(), maxAgeMs: this.limits.maxEventAgeMs, maxEventBytes: this.limits.maxEventBytes, timeFormat: options.timeFormat };
  }

  /**
   * Stores one event or action. A structurally invalid event is a 400; an over-size event a 413; an event older than
   * 30 days a 400: a single event has nothing else to accept.
   */
  async ingestOne(tenant: Tenant, kind: EventKind, body: unknown, options: IngestOptions = STORE_ALL): Promise<IngestSummary> {
    const result = normaliseWireEvent(kind, body, tenant, this.eventLimits(options), options);
    if ('invalid' in result) throw badRequest(`Invalid ${kind}: ${result.invalid}`);
    if ('rejection' in result) throw new HttpError(result.rejection.status, `Rejected ${kind}: ${result.rejection.message}`);
    const queued = this.announce();
    try {
      return await this.persist(tenant, [result.record], [], queued);
    } finally {
      queued();
    }
  }

  /**
   * Stores a batch. Any structurally invalid event makes the whole batch a 400 (a client bug: retrying will not help).
   * Over-size or too-old events are skipped and listed; if no event is left, the batch answers with their status.
   * A large body arrives unparsed (UnparsedBatch) and is normalised on a thread.
   */
  async ingestBatch(tenant: Tenant, kind: EventKind, body: unknown, options: IngestOptions = STORE_ALL): Promise<IngestSummary> {
    if (!(body instanceof UnparsedBatch)) checkBatchArray(kind, body);
    // Announced while it is validated, so that the store's next group commit can wait for it (see announceEvents).
    const queued = this.announce();
    try {
      const limits = this.eventLimits(options);
      const batch = body instanceof UnparsedBatch ? await this.normaliseUnparsed(tenant, kind, body, limits, options) : await normaliseHere(tenant, kind, body, limits, options);
      return await this.persist(tenant, batch.records, batch.rejected, queued);
    } finally {
      queued();
    }
  }

  /** A large batch normalised on a thread; on the event loop when the thread leaves it there or fails. */
  private async normaliseUnparsed(tenant: Tenant, kind: EventKind, body: UnparsedBatch, limits: EventLimits, options: IngestOptions): Promise<NormalisedBatch> {
    if (this.threads) {
      const bytes = new ArrayBuffer(body.bytes.length);
      new Uint8Array(bytes).set(body.bytes);
      const job = { bytes, kind, tenant: { orgId: tenant.orgId, appId: tenant.appId }, limits, options, routeUrl: body.routeUrl };
      // A thread that failed did nothing that lasts: the batch is done again below.
      const outcome = await this.threads.normalise(job).catch(() => ({ parseHere: true as const }));
      if ('batch' in outcome) return outcome.batch;
      if ('refused' in outcome) throw new HttpError(outcome.refused.status, outcome.refused.message);
    }
    return normaliseHere(tenant, kind, await body.parseHere(), limits, options);
  }

  private announce(): () => void {
    return this.store.announceEvents?.() ?? (() => undefined);
  }

  /**
   * Upserts users, companies or subscriptions (one object or an array); 400 names the first invalid item, 413 the
   * first profile the update would grow past the profile cap (nothing of the request is stored then).
   */
  async upsertProfiles(tenant: Tenant, kind: 'user' | 'company' | 'subscription', body: unknown, batch: boolean): Promise<number> {
    if (batch && !Array.isArray(body)) throw badRequest(`The body must be a JSON array of ${kind === 'company' ? 'companie' : kind}s`);
    if (!batch && (body === null || typeof body !== 'object' || Array.isArray(body))) throw badRequest(`The body must be a JSON ${kind} object`);
    const items: unknown[] = batch ? (body as unknown[]) : [body];
    const where = (i: number) => (batch ? ` at index ${i}` : '');
    try {
      await this.storeProfiles(tenant, kind, items, where);
    } catch (error) {
      if (error instanceof ProfileTooLarge) throw profileTooLarge(error, items, batch);
      throw error;
    }
    return items.length;
  }

  private async storeProfiles(tenant: Tenant, kind: 'user' | 'company' | 'subscription', items: unknown[], where: (i: number) => string): Promise<void> {
    if (kind === 'user') {
      await this.store.upsertUsers(tenant, items.map((item, i) => valid(normaliseUser(item), kind, where(i))));
    } else if (kind === 'company') {
      await this.store.upsertCompanies(tenant, items.map((item, i) => valid(normaliseCompany(item), kind, where(i))));
    } else {
      await this.store.upsertSubscriptions(tenant, items.map((item, i) => valid(normaliseSubscription(item), kind, where(i))));
    }
  }

  /** Checks the quota early, then hands the records to the store; `queued` ends the batch's announcement just before. */
  private async persist(tenant: Tenant, records: EventRecord[], rejected: IngestSummary['rejected'], queued: () => void): Promise<IngestSummary> {
    if (records.length > 0) await this.quota.check(tenant.orgId, records.length);
    queued();
    const { inserted, duplicates } = await this.store.insertEvents(tenant, records, {
      // Batches of one organization committed together are admitted against, and counted in, its quota once.
      withinTransaction: {
        key: `quota\u0000${tenant.orgId}`,
        admit: (tx, counts) => this.quota.admit?.(tenant.orgId, counts, tx) ?? Promise.resolve(counts.map(() => null)),
        run: (tx, n) => this.quota.record(tenant.orgId, n, tx),
      },
      maxHeldRows: this.load.maxQueuedRows,
    });
    return { accepted: inserted, duplicates, rejected };
  }
}

function valid<T>(result: ProfileResult<T>, kind: string, where: string): T {
  if ('invalid' in result) throw badRequest(`Invalid ${kind}${where}: ${result.invalid}`);
  return result.update;
}

/** Normalises a parsed batch on the event loop, yielding to it every EVENTS_PER_YIELD events. */
async function normaliseHere(tenant: Tenant, kind: EventKind, body: unknown, limits: EventLimits, options: IngestOptions): Promise<NormalisedBatch> {
  checkBatchArray(kind, body);
  const batch: NormalisedBatch = { records: [], rejected: [] };
  for (let index = 0; index < body.length; index++) {
    if (index > 0 && index % EVENTS_PER_YIELD === 0) await yieldToLoop();
    addBatchEvent(kind, body[index], index, tenant, limits, options, batch);
  }
  checkSomethingLeft(kind, batch);
  return batch;
}
