import { overloaded } from '../../http/errors';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { identifier, sql } from '../../storage/clickhouse/literal';
import type { SqlRunner } from '../../storage/sql';
import type { EventStore, InsertOptions, InsertResult, ProfileDocument } from '../eventStore';
import { companyDocument, subscriptionDocument, userDocument } from '../profileDocuments';
import { MAX_PROFILE_BYTES } from '../profileSize';
import type { CompanyUpdate, EventRecord, SubscriptionUpdate, Tenant, UserUpdate } from '../types';
import { freshEvents } from './deduplication';
import { EventDeletions } from './eventDeletions';
import { ErasureQueue, type ErasureKind } from './erasures';
import { eventRow } from './eventRows';
import { KeyedMutex } from './keyedMutex';
import { ClickHouseProfiles, type SeenRow } from './profiles';
import { SeenToucher } from './seenToucher';
import { WorkAroundInsert } from './transactionWork';

/** Options of the ClickHouse event store. */
export interface ClickHouseEventStoreOptions {
  /**
   * Where `InsertOptions.withinTransaction` work runs (the SQL database holding what it writes, such as the quota's
   * ingest counters): ClickHouse cannot run it inside the insert.
   */
  workRunner: SqlRunner;
  /** Largest stored profile in bytes (MAX_PROFILE_BYTES by default); larger updates throw ProfileTooLarge. */
  maxProfileBytes?: number;
  /** Longest wait before requested erasures are submitted together (ERASURE_DELAY_MS by default). */
  erasureDelayMs?: number;
}

/** First/last event time per user (or company) of a tenant, in epoch ms. */
const seenSql = (tenant: Tenant, column: ErasureKind) => sql`SELECT ${identifier(column)} AS id,
  min(toInt64(time) * 1000 + time_ms) AS f, max(toInt64(time) * 1000 + time_ms) AS l
  FROM events WHERE org_id = ${tenant.orgId} AND app_id = ${tenant.appId} AND ${identifier(column)} IS NOT NULL GROUP BY id`;

/**
 * The event store on ClickHouse (issue 10), behind the same EventStore interface as the embedded one.
 * - Events: deduplicated by transaction id per app (deduplication.ts) and inserted with one JSONEachRow insert per
 *   batch. Batches of one app are serialised within this process, so a batch sees the rows of the one before it.
 * - In-transaction work: admitted before the insert, run after it (transactionWork.ts), serialised by its key.
 * - Profiles: read-merge-write with the embedded store's merge rules, new row versions in ReplacingMergeTree tables.
 * - Erasure: tombstones, then batched ALTER TABLE ... DELETE mutations (erasures.ts) that compensate the rollups
 *   first (eventDeletions.ts).
 * See server/src/storage/clickhouse/README.md for what differs from the embedded store.
 */
export class ClickHouseEventStore implements EventStore {
  private readonly profiles: ClickHouseProfiles;
  private readonly toucher: SeenToucher;
  /** Deletions of stored events that keep the rollups exact. */
  readonly deletions: EventDeletions;
  /** The erasures of events, batched into mutations. */
  readonly erasures: ErasureQueue;
  private readonly work: WorkAroundInsert;
  private readonly locks = new KeyedMutex();
  private readonly listeners = new Set<(tenant: Tenant, records: EventRecord[]) => void>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private held = 0;

  constructor(private readonly client: ClickHouseClient, options: ClickHouseEventStoreOptions) {
    this.profiles = new ClickHouseProfiles(client, options.maxProfileBytes ?? MAX_PROFILE_BYTES);
    this.toucher = new SeenToucher(this.profiles);
    this.deletions = new EventDeletions(client, async () => { await Promise.allSettled([...this.inFlight]); });
    this.erasures = new ErasureQueue(client, this.deletions, options.erasureDelayMs);
    this.work = new WorkAroundInsert(options.workRunner);
  }

  /** Rows accepted by insertEvents whose promise has not settled yet. */
  get heldRows(): number {
    return this.held;
  }

  insertEvents(tenant: Tenant, records: EventRecord[], options: InsertOptions = {}): Promise<InsertResult> {
    if (records.length === 0) return Promise.resolve({ inserted: 0, duplicates: 0 });
    if (options.maxHeldRows !== undefined && this.held > 0 && this.held + records.length > options.maxHeldRows) {
      return Promise.reject(overloaded('The collector is storing other events: retry this batch in a second'));
    }
    this.held += records.length;
    const work = options.withinTransaction;
    // The work's key first, then the app: every caller takes them in this order, so none waits in a cycle.
    const keys = [...(work ? [`work\u0000${work.key}`] : []), `events\u0000${tenant.orgId}\u0000${tenant.appId}`];
    const write = this.locks.run(keys, () => this.store(tenant, records, options));
    this.inFlight.add(write);
    return write.finally(() => {
      this.held -= records.length;
      this.inFlight.delete(write);
    });
  }

  private async store(tenant: Tenant, records: EventRecord[], options: InsertOptions): Promise<InsertResult> {
    const fresh = await freshEvents(this.client, tenant, records);
    const refusal = await this.work.admit(options.withinTransaction, fresh.length);
    if (refusal) throw refusal;
    const ingestedAt = new Date();
    await this.client.insert('events', fresh.map((r) => eventRow(r, ingestedAt)));
    await this.work.after(options.withinTransaction, fresh.length);
    if (fresh.length > 0) this.afterInsert(tenant, fresh, options.touchProfiles !== false);
    return { inserted: fresh.length, duplicates: records.length - fresh.length };
  }

  /** Hands stored events to the profile toucher and the listeners; nothing here may fail the stored write. */
  private afterInsert(tenant: Tenant, stored: EventRecord[], touch: boolean): void {
    try {
      if (touch) this.toucher.queue(tenant, stored);
      for (const listener of this.listeners) listener(tenant, stored);
    } catch (error) {
      console.error('Handing stored events on after a ClickHouse insert failed:', error instanceof Error ? error.message : error);
    }
  }

  /** Calls `listener` after each insert with one tenant's stored events (hand-off only); answers the unsubscribe. */
  onCommitted(listener: (tenant: Tenant, records: EventRecord[]) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Resolves once every accepted insert has settled, pending first/last-seen writes are done and erasures submitted. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    await this.toucher.flush();
    await this.erasures.flush();
  }

  async refreshSeenTimes(tenant: Tenant): Promise<void> {
    await this.toucher.flush();
    for (const [kind, column] of [['user', 'user_id'], ['company', 'company_id']] as const) {
      const rows = await this.client.query<{ id: string; f: number; l: number }>(seenSql(tenant, column));
      const seen: SeenRow[] = rows.map((r) => ({ id: r.id, first: new Date(r.f), last: new Date(r.l) }));
      await this.profiles.setSeen(tenant, kind, seen);
    }
  }

  async upsertUsers(tenant: Tenant, updates: UserUpdate[]): Promise<void> {
    if (updates.length > 0) await this.profiles.upsertUsers(tenant, updates);
  }

  async upsertCompanies(tenant: Tenant, updates: CompanyUpdate[]): Promise<void> {
    if (updates.length > 0) await this.profiles.upsertCompanies(tenant, updates);
  }

  async upsertSubscriptions(tenant: Tenant, updates: SubscriptionUpdate[]): Promise<void> {
    if (updates.length > 0) await this.profiles.upsertSubscriptions(tenant, updates);
  }

  async getUser(tenant: Tenant, userId: string): Promise<ProfileDocument | undefined> {
    await this.toucher.flush();
    const user = await this.profiles.user(tenant, userId);
    return user ? userDocument({ ...user }) : undefined;
  }

  async getCompany(tenant: Tenant, companyId: string): Promise<ProfileDocument | undefined> {
    await this.toucher.flush();
    const found = await this.profiles.company(tenant, companyId);
    if (!found) return undefined;
    return { ...companyDocument({ ...found.company }), subscriptions: found.subscriptions.map((s) => subscriptionDocument({ ...s })) };
  }

  deleteUser(tenant: Tenant, userId: string, deleteEvents: boolean): Promise<boolean> {
    return this.deleteProfile(tenant, 'user', 'user_id', userId, deleteEvents);
  }

  deleteCompany(tenant: Tenant, companyId: string, deleteEvents: boolean): Promise<boolean> {
    return this.deleteProfile(tenant, 'company', 'company_id', companyId, deleteEvents);
  }

  /**
   * The erasure is recorded before the tombstone: if the process stops between the two, the events still go and the
   * profile can be deleted again; the other order could leave events no request would ever delete.
   */
  private async deleteProfile(tenant: Tenant, kind: 'user' | 'company', column: ErasureKind, id: string, deleteEvents: boolean): Promise<boolean> {
    await this.toucher.flush();
    this.toucher.forget();
    return this.profiles.delete(tenant, kind, id, () => (deleteEvents ? this.erasures.request(tenant, column, id) : Promise.resolve()));
  }
}
