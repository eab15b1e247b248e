import type { DuckDBConnection } from '@duckdb/node-api';
import { overloaded } from '../http/errors';
import type { Database, SqlRunner } from '../storage/duckdb/database';
import { freshRecords, indexesByTenant } from './deduplication';
import { appendEvents } from './eventAppender';
import { commitSequenceFor, type CommitSequence } from './commitSequence';
import type { InsertResult, TransactionWork } from './eventStore';
import { ProfileToucher } from './profileToucher';
import { rollupRefresherFor } from '../search/rollups/rollupRefresher';
import { TransactionIdIndex } from './transactionIdIndex';
import { admitWrites, runTransactionWork } from './transactionWork';
import type { EventRecord, Tenant } from './types';

/** Largest number of rows committed together; bigger groups wait for the next transaction. */
const MAX_GROUP_ROWS = 50_000;
/**
 * Longest wait, before a group is taken, for announced batches (see expect()) to be queued. Each group costs a
 * fixed amount on the write connection (deduplication scan, quota statements, COMMIT), so taking the batches that are
 * a few milliseconds from being queued into the same group leaves more of the connection's time for rows.
 */
export const GATHER_MS = 25;

/** Told of each write's stored events after their COMMIT, with the group's number of the commit sequence. */
export type CommitListener = (tenant: Tenant, records: EventRecord[], commitSeq: number) => void;

/** How a batch is written (see InsertOptions). */
export interface WriteOptions {
  touchProfiles: boolean;
  withinTransaction?: TransactionWork;
  maxHeldRows?: number;
}

interface PendingWrite extends WriteOptions {
  tenant: Tenant;
  records: EventRecord[];
  resolve(result: InsertResult): void;
  reject(error: unknown): void;
}

/** What a write of a group got: its counts, a refusal by its in-transaction work, or the failure of its commit. */
type Outcome = { result: InsertResult } | { error: unknown };

/** A group ready to COMMIT: each write's outcome and the rows stored for it. */
interface StagedGroup {
  outcomes: Outcome[];
  stored: EventRecord[][];
}

/**
 * Group commit for event batches: batches that arrive while a transaction is running are written together in the
 * next one (one Appender, one COMMIT), and each caller's promise resolves only after that COMMIT. If a group fails
 * before COMMIT, its batches are retried one by one so a single bad batch cannot fail the others; nothing after
 * COMMIT can fail a group, so a committed batch is never retried (and never stored twice). A write's
 * `withinTransaction` work (e.g. the plan quota) runs in the same transaction, so it commits with the events.
 * Users and companies named by committed events are then updated by a ProfileToucher.
 */
export class GroupCommitWriter {
  private readonly queue: PendingWrite[] = [];
  /** First/last-seen updates of the users and companies named by committed events. */
  readonly profiles: ProfileToucher;
  private draining = false;
  /** Called after each COMMIT with one tenant's stored events (the live tail, the search rollups' dirty hours); see onCommitted. */
  private readonly commitListeners = new Set<CommitListener>();
  /** Numbers each group's rows (`commit_seq`), so the rollup refresher can merge the rows committed since its last pass. */
  private readonly sequence: CommitSequence;
  private held = 0;
  private readonly idleWaiters: Array<() => void> = [];
  /** Announced batches not queued yet (expect()). */
  private expected = 0;
  /** Wakes a group waiting in gather() when a batch is queued or an announcement ends. */
  private arrival: (() => void) | null = null;
  /** The transaction ids of the stored events, by app and day, for deduplication without a scan per group. */
  private readonly transactionIds: TransactionIdIndex;

  constructor(private readonly db: Database) {
    this.profiles = new ProfileToucher(db);
    this.transactionIds = new TransactionIdIndex(() => db.tableVersion('events'));
    this.sequence = commitSequenceFor(db);
  }

  /** Rows accepted by write() whose promise has not settled yet (queued or being committed). */
  get heldRows(): number {
    return this.held;
  }

  /** Queues a batch and resolves once it is committed; refuses it with a 503 when past `maxHeldRows`. */
  write(tenant: Tenant, records: EventRecord[], options: WriteOptions): Promise<InsertResult> {
    if (options.maxHeldRows !== undefined && this.held > 0 && this.held + records.length > options.maxHeldRows) {
      return Promise.reject(overloaded('The collector is storing other events: retry this batch in a second'));
    }
    this.held += records.length;
    return new Promise((resolve, reject) => {
      this.queue.push({ ...options, tenant, records, resolve, reject });
      this.wake();
      if (!this.draining) void this.drain();
    });
  }

  /**
   * Announces a batch that is being validated and will be written soon. Until the returned function is called
   * (once it is queued, or dropped; calling it again does nothing), the next group waits up to GATHER_MS for it
   * to be queued, so that batches arriving together are committed together.
   */
  expect(): () => void {
    this.expected++;
    let pending = true;
    return () => {
      if (!pending) return;
      pending = false;
      this.expected--;
      this.wake();
    };
  }

  /** Batches announced with expect() and not queued or dropped yet. */
  get expectedBatches(): number {
    return this.expected;
  }

  private wake(): void {
    const wake = this.arrival;
    this.arrival = null;
    wake?.();
  }

  /** Waits (at most GATHER_MS) while announced batches are still to be queued and the next group has room for more. */
  private async gather(): Promise<void> {
    const deadline = Date.now() + GATHER_MS;
    while (this.expected > 0 && this.queuedRows() < MAX_GROUP_ROWS) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.arrival = () => { clearTimeout(timer); resolve(); };
      });
    }
  }

  private queuedRows(): number {
    let rows = 0;
    for (const write of this.queue) rows += write.records.length;
    return rows;
  }

  /**
   * Calls `listener` after each COMMIT, while the write connection is still held and before the writers are
   * answered, with each write's stored (deduplicated) events and the group's commit sequence number. It must only
   * hand the records off (no I/O, no throwing work); answers the function that unsubscribes.
   */
  onCommitted(listener: CommitListener): () => void {
    this.commitListeners.add(listener);
    return () => { this.commitListeners.delete(listener); };
  }

  /** Resolves once every queued batch has settled and pending profile updates are written (used at shutdown). */
  async settled(): Promise<void> {
    if (this.draining) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    await this.profiles.flush();
  }

  private nextGroup(): PendingWrite[] {
    let rows = 0;
    let take = 0;
    while (take < this.queue.length && (take === 0 || rows + this.queue[take].records.length <= MAX_GROUP_ROWS)) rows += this.queue[take++].records.length;
    return this.queue.splice(0, take);
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.queue.length > 0) {
      await this.gather();
      const group = this.nextGroup();
      try {
        const outcomes = await this.commit(group);
        group.forEach((w, i) => this.settle(w, outcomes[i]));
      } catch (error) {
        // Rolled back: nothing of the group is stored, so each batch can be retried alone.
        if (group.length === 1) this.settle(group[0], { error });
        else for (const w of group) this.settle(w, await this.commit([w]).then(([outcome]) => outcome, (e: unknown) => ({ error: e })));
      }
    }
    this.draining = false;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private settle(write: PendingWrite, outcome: Outcome): void {
    this.held -= write.records.length;
    if ('result' in outcome) write.resolve(outcome.result);
    else write.reject(outcome.error);
  }

  /** One transaction for the group. Throws only if it did not commit. */
  private async commit(group: PendingWrite[]): Promise<Outcome[]> {
    const staged = await this.db.withWriter(async (connection, tx) => {
      const commitSeq = await this.sequence.next(tx);
      await connection.run('BEGIN TRANSACTION');
      let result: StagedGroup;
      try {
        result = await this.stage(connection, tx, group, commitSeq);
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
      // Before the write connection is released: the next holder (the rollup refresher) must find the hours of
      // these rows marked, or it would take them for merged already.
      this.afterCommit(group, result.stored, commitSeq);
      return result;
    });
    return staged.outcomes;
  }

  /** Deduplicates, admits, appends and runs the in-transaction work of a group; everything before COMMIT. */
  private async stage(connection: DuckDBConnection, tx: SqlRunner, group: PendingWrite[], commitSeq: number): Promise<StagedGroup> {
    let fresh = await this.deduplicate(connection, group);
    const refusals = await admitWrites(tx, group, fresh);
    if (refusals.some((r) => r !== null)) {
      // Refused batches store nothing: an event repeated in a refused and an admitted batch must still be stored once.
      fresh = await this.deduplicate(connection, group.map((w, i) => (refusals[i] ? { ...w, records: [] } : w)));
    }
    const all = fresh.flat();
    if (all.length > 0) {
      const appender = await connection.createAppender('events');
      try { await appendEvents(appender, all, commitSeq); } finally { appender.closeSync(); }
    }
    await runTransactionWork(tx, group, fresh);
    const outcomes = group.map((w, i): Outcome => {
      const refusal = refusals[i];
      return refusal ? { error: refusal } : { result: { inserted: fresh[i].length, duplicates: w.records.length - fresh[i].length } };
    });
    return { outcomes, stored: fresh };
  }

  private async deduplicate(connection: DuckDBConnection, group: Array<{ tenant: Tenant; records: EventRecord[] }>): Promise<EventRecord[][]> {
    const fresh: EventRecord[][] = new Array(group.length);
    for (const indexes of indexesByTenant(group).values()) {
      const kept = await freshRecords(connection, group[indexes[0]].tenant, indexes.map((i) => group[i].records), this.transactionIds);
      indexes.forEach((groupIndex, k) => { fresh[groupIndex] = kept[k]; });
    }
    return fresh;
  }

  /**
   * Work after COMMIT must not throw: an error here would reach the retry path of drain() and store the committed
   * batches a second time. Profile touches are a best-effort refinement of what is already stored.
   */
  private afterCommit(group: PendingWrite[], stored: EventRecord[][], commitSeq: number): void {
    try {
      group.forEach((w, i) => this.transactionIds.committed(w.tenant, stored[i]));
    } catch {
      // An index missing a committed id would let a retry of it be stored twice: start again from the table.
      this.transactionIds.clear();
    }
    try {
      group.forEach((w, i) => { if (w.touchProfiles && stored[i].length > 0) this.profiles.queue(w.tenant, stored[i]); });
    } catch (error) {
      console.error('Queueing first/last-seen profile updates failed after a commit:', error instanceof Error ? error.message : error);
    }
    if (this.commitListeners.size === 0) return;
    try {
      for (const listener of this.commitListeners) group.forEach((w, i) => { if (stored[i].length > 0) listener(w.tenant, stored[i], commitSeq); });
    } catch (error) {
      console.error('Handing committed events to the live tail failed:', error instanceof Error ? error.message : error);
    }
  }
}

const writers = new WeakMap<Database, GroupCommitWriter>();

/** The one group-commit writer of a database (shared by every event store on it). */
export function groupCommitWriterFor(db: Database): GroupCommitWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new GroupCommitWriter(db);
    // The hours of committed events are marked dirty so that searches read them from the events, not the rollups.
    writer.onCommitted(rollupRefresherFor(db).markCommitted);
    writers.set(db, writer);
  }
  return writer;
}
