import { ConnectionRunner, type Database, type SqlRunner } from '../storage/duckdb/database';
import { freshRecords, indexesByTenant } from './deduplication';
import { appendEvents } from './eventAppender';
import type { InsertResult, TransactionWork } from './eventStore';
import { ProfileToucher } from './profileToucher';
import type { EventRecord, Tenant } from './types';

/** Largest number of rows committed together; bigger groups wait for the next transaction. */
const MAX_GROUP_ROWS = 50_000;

interface PendingWrite {
  tenant: Tenant;
  records: EventRecord[];
  touchProfiles: boolean;
  withinTransaction?: TransactionWork;
  resolve(result: InsertResult): void;
  reject(error: unknown): void;
}

/** Runs the writes' in-transaction work, once per key with the rows inserted by all writes of that key. */
async function runTransactionWork(tx: SqlRunner, group: PendingWrite[], fresh: EventRecord[][]): Promise<void> {
  const byKey = new Map<string, { work: TransactionWork; inserted: number }>();
  group.forEach((w, i) => {
    if (!w.withinTransaction || fresh[i].length === 0) return;
    const entry = byKey.get(w.withinTransaction.key);
    if (entry) entry.inserted += fresh[i].length;
    else byKey.set(w.withinTransaction.key, { work: w.withinTransaction, inserted: fresh[i].length });
  });
  for (const { work, inserted } of byKey.values()) await work.run(tx, inserted);
}

/**
 * Group commit for event batches: batches that arrive while a transaction is running are written together in the
 * next one (one Appender flush, one COMMIT), and each caller's promise resolves only after that COMMIT. If a group
 * fails, its batches are retried one by one so a single bad batch cannot fail the others. A write's
 * `withinTransaction` work (e.g. the plan's ingest counter) runs in the same transaction, so it commits with the events.
 * Users and companies named by committed events are then updated by a ProfileToucher.
 */
export class GroupCommitWriter {
  private readonly queue: PendingWrite[] = [];
  /** First/last-seen updates of the users and companies named by committed events. */
  readonly profiles: ProfileToucher;
  private draining = false;

  constructor(private readonly db: Database) {
    this.profiles = new ProfileToucher(db);
  }

  /** Queues a batch and resolves once it is committed. */
  write(tenant: Tenant, records: EventRecord[], touchProfiles: boolean, withinTransaction?: TransactionWork): Promise<InsertResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ tenant, records, touchProfiles, withinTransaction, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    while (this.queue.length > 0) {
      let rows = 0;
      let take = 0;
      while (take < this.queue.length && (take === 0 || rows + this.queue[take].records.length <= MAX_GROUP_ROWS)) rows += this.queue[take++].records.length;
      const group = this.queue.splice(0, take);
      try {
        const results = await this.commit(group);
        group.forEach((w, i) => w.resolve(results[i]));
      } catch (error) {
        if (group.length === 1) group[0].reject(error);
        else for (const w of group) await this.commit([w]).then(([r]) => w.resolve(r), (e: unknown) => w.reject(e));
      }
    }
    this.draining = false;
  }

  private commit(group: PendingWrite[]): Promise<InsertResult[]> {
    return this.db.withWriter(async (connection) => {
      await connection.run('BEGIN TRANSACTION');
      try {
        const fresh: EventRecord[][] = new Array(group.length);
        for (const indexes of indexesByTenant(group).values()) {
          const kept = await freshRecords(connection, group[indexes[0]].tenant, indexes.map((i) => group[i].records));
          indexes.forEach((groupIndex, k) => { fresh[groupIndex] = kept[k]; });
        }
        const all = fresh.flat();
        if (all.length > 0) {
          const appender = await connection.createAppender('events');
          try { await appendEvents(appender, all); } finally { appender.closeSync(); }
        }
        await runTransactionWork(new ConnectionRunner(connection), group, fresh);
        await connection.run('COMMIT');
        group.forEach((w, i) => { if (w.touchProfiles && fresh[i].length > 0) this.profiles.queue(w.tenant, fresh[i]); });
        return group.map((w, i) => ({ inserted: fresh[i].length, duplicates: w.records.length - fresh[i].length }));
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }
}

const writers = new WeakMap<Database, GroupCommitWriter>();

/** The one group-commit writer of a database (shared by every event store on it). */
export function groupCommitWriterFor(db: Database): GroupCommitWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new GroupCommitWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
