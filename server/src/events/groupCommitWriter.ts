import type { DuckDBConnection } from '@duckdb/node-api';
import type { Database } from '../storage/duckdb/database';
import { seenRanges, type SeenRange } from './batchMerge';
import { appendEvents } from './eventAppender';
import type { InsertResult } from './eventStore';
import { runPrepared } from './preparedStatements';
import { TOUCH_COMPANIES, TOUCH_USERS } from './profileSql';
import { sqlTimestamp } from './sqlTime';
import { TouchCache } from './touchCache';
import type { EventRecord, Tenant } from './types';

/**
 * Transaction ids of a batch already stored for the app. A retried event carries its original request.time, so
 * the search is limited to the batch's time span widened by DEDUP_MARGIN_MS ($4..$5), and DuckDB's zone maps skip
 * the rest of the table.
 */
const KNOWN_TRANSACTIONS = `SELECT DISTINCT transaction_id FROM events
  WHERE org_id = $1 AND app_id = $2 AND time BETWEEN $4::TIMESTAMP AND $5::TIMESTAMP
    AND transaction_id IN (SELECT unnest(from_json($3::JSON, '["VARCHAR"]')))`;

/** How far from the batch's own request times a stored copy of one of its events is looked for. */
export const DEDUP_MARGIN_MS = 24 * 3600 * 1000;

/** Largest number of rows committed together; bigger groups wait for the next transaction. */
const MAX_GROUP_ROWS = 50_000;

interface PendingWrite {
  tenant: Tenant;
  records: EventRecord[];
  touchProfiles: boolean;
  resolve(result: InsertResult): void;
  reject(error: unknown): void;
}

/** Removes events already stored or already seen in this group; returns what is new. */
async function freshRecords(connection: DuckDBConnection, write: PendingWrite, seenInGroup: Set<string>): Promise<EventRecord[]> {
  const tenantKey = `${write.tenant.orgId}\u0000${write.tenant.appId}\u0000`;
  const kept: EventRecord[] = [];
  const ids: string[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const record of write.records) {
    if (record.transactionId) {
      const key = tenantKey + record.transactionId;
      if (seenInGroup.has(key)) continue;
      seenInGroup.add(key);
      ids.push(record.transactionId);
      first = Math.min(first, record.time.getTime());
      last = Math.max(last, record.time.getTime());
    }
    kept.push(record);
  }
  if (ids.length === 0) return kept;
  const params = [write.tenant.orgId, write.tenant.appId, JSON.stringify(ids), sqlTimestamp(new Date(first - DEDUP_MARGIN_MS)), sqlTimestamp(new Date(last + DEDUP_MARGIN_MS))];
  const known = new Set((await runPrepared(connection, KNOWN_TRANSACTIONS, params)).getRowObjectsJS().map((r) => String(r.transaction_id)));
  return known.size === 0 ? kept : kept.filter((r) => !r.transactionId || !known.has(r.transactionId));
}

/** Seen ranges of one tenant's users and companies waiting to be written. */
interface PendingTouch {
  tenant: Tenant;
  users: Map<string, SeenRange>;
  companies: Map<string, SeenRange>;
}

/** Delay before committed events update first/last seen of their users and companies. */
export const TOUCH_DELAY_MS = 250;

function widen(into: Map<string, SeenRange>, from: Map<string, SeenRange>): void {
  for (const [id, range] of from) {
    const current = into.get(id);
    if (!current) { into.set(id, { ...range }); continue; }
    if (range.first < current.first) current.first = range.first;
    if (range.last > current.last) { current.last = range.last; current.companyId = range.companyId ?? current.companyId; }
  }
}

/**
 * Group commit for event batches: batches that arrive while a transaction is running are written together in the
 * next one (one Appender flush, one COMMIT), and each caller's promise resolves only after that COMMIT. If a group
 * fails, its batches are retried one by one so a single bad batch cannot fail the others.
 *
 * Users and companies named by committed events are created, and their first/last seen widened, shortly after
 * (TOUCH_DELAY_MS), merged over all batches of that interval: profile reads call flushTouches() first, so they
 * always see the events already acknowledged.
 */
export class GroupCommitWriter {
  private readonly queue: PendingWrite[] = [];
  /** First/last seen already written, per profile. */
  readonly touchCache = new TouchCache();
  private readonly touches = new Map<string, PendingTouch>();
  private touchTimer: NodeJS.Timeout | null = null;
  private touchFlush: Promise<void> = Promise.resolve();
  private draining = false;

  constructor(private readonly db: Database) {}

  /** Queues a batch and resolves once it is committed. */
  write(tenant: Tenant, records: EventRecord[], touchProfiles: boolean): Promise<InsertResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ tenant, records, touchProfiles, resolve, reject });
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

  /** Writes every pending first/last-seen update now; resolves when they are committed. */
  flushTouches(): Promise<void> {
    if (this.touchTimer) { clearTimeout(this.touchTimer); this.touchTimer = null; }
    const batch = [...this.touches.values()];
    this.touches.clear();
    const run = this.touchFlush.then(() => (batch.length > 0 ? this.writeTouches(batch) : undefined));
    this.touchFlush = run.catch(() => undefined);
    return run;
  }

  private queueTouch(tenant: Tenant, records: EventRecord[]): void {
    const key = `${tenant.orgId}\u0000${tenant.appId}`;
    const seen = seenRanges(records);
    const pending = this.touches.get(key) ?? { tenant, users: new Map(), companies: new Map() };
    widen(pending.users, this.touchCache.pending(`u\u0000${key}\u0000`, seen.users));
    widen(pending.companies, this.touchCache.pending(`c\u0000${key}\u0000`, seen.companies));
    if (pending.users.size + pending.companies.size === 0) return;
    this.touches.set(key, pending);
    if (!this.touchTimer) {
      this.touchTimer = setTimeout(() => { this.flushTouches().catch(() => undefined); }, TOUCH_DELAY_MS);
      this.touchTimer.unref();
    }
  }

  private async writeTouches(batch: PendingTouch[]): Promise<void> {
    const now = sqlTimestamp(new Date());
    await this.db.withWriter(async (connection) => {
      await connection.run('BEGIN TRANSACTION');
      try {
        for (const { tenant, users, companies } of batch) {
          if (users.size > 0) {
            const rows = [...users].map(([u, r]) => ({ u, c: r.companyId, f: sqlTimestamp(r.first), l: sqlTimestamp(r.last) }));
            await runPrepared(connection, TOUCH_USERS, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
          }
          if (companies.size > 0) {
            const rows = [...companies].map(([c, r]) => ({ c, f: sqlTimestamp(r.first), l: sqlTimestamp(r.last) }));
            await runPrepared(connection, TOUCH_COMPANIES, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
          }
        }
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
    for (const { tenant, users, companies } of batch) {
      const key = `${tenant.orgId}\u0000${tenant.appId}`;
      this.touchCache.remember(`u\u0000${key}\u0000`, users);
      this.touchCache.remember(`c\u0000${key}\u0000`, companies);
    }
  }

  private commit(group: PendingWrite[]): Promise<InsertResult[]> {
    return this.db.withWriter(async (connection) => {
      await connection.run('BEGIN TRANSACTION');
      try {
        const seen = new Set<string>();
        const fresh: EventRecord[][] = [];
        for (const w of group) fresh.push(await freshRecords(connection, w, seen));
        const all = fresh.flat();
        if (all.length > 0) {
          const appender = await connection.createAppender('events');
          try { await appendEvents(appender, all); } finally { appender.closeSync(); }
        }
        await connection.run('COMMIT');
        group.forEach((w, i) => { if (w.touchProfiles && fresh[i].length > 0) this.queueTouch(w.tenant, fresh[i]); });
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
