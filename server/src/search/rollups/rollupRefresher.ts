import { sqlTimestampOfMs as ts } from '../../events/sqlTime';
import { commitSequenceFor, type CommitSequence } from '../../events/commitSequence';
import { tenantKey, type EventRecord, type Tenant } from '../../events/types';
import type { Database, SqlRunner } from '../../storage/duckdb/database';
import { DirtyHours, hourOf, type DirtyHour, type TakenHour } from './dirtyHours';
import { MERGE_FROM_EVENTS, refreshHours } from './rollupHourRefresh';
import { DIRTY_TABLE, STATE_TABLE } from './rollupTables';

/** How often the refresher looks for dirty hours. */
export const REFRESH_INTERVAL_MS = 1_000;
/** Most hours recomputed per refresh (each in the same transaction on the write connection): bounds its work. */
export const MAX_HOURS_PER_REFRESH = 24;
/** An hour is recomputed once no event was committed for it for this long ... */
export const QUIET_MS = 2_000;
/** ... or once it has been dirty this long, however busy (DirtyHours.ready: the hour under way waits for its end). */
export const MAX_DIRTY_MS = 30_000;
/**
 * At start-up, the hours of events ingested up to this long before the last `marked_until` are dirty too: an event
 * is stamped `ingested_at` when it is accepted and committed shortly after, so one committed just before a crash
 * whose mark was not written yet was ingested after that time minus this margin.
 */
export const RECOVERY_MARGIN_MS = 5 * 60_000;

/** DuckDB's error once the database's connections are closed. */
const CLOSED_DATABASE = /connection disconnected/i;


/**
 * Keeps the hourly rollups exact. After each COMMIT of events the hours they fall in are marked dirty (in memory,
 * synchronously, before the collector answers 201), with the commit's sequence number; erasures mark theirs in their
 * own transaction. A background refresh, every REFRESH_INTERVAL_MS, writes new marks to the dirty table and brings up
 * to MAX_HOURS_PER_REFRESH hours up to date (rollupHourRefresh.ts): it merges into an hour's rows the events
 * committed since the hour was last clean or refreshed, or, after a deletion or a restart, recomputes the hour from
 * all its events. An hour marked again meanwhile stays dirty. Searches never read a dirty hour from the rollup (see
 * rollupRelation.ts).
 */
export class RollupRefresher {
  readonly dirty = new DirtyHours();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private recovered: Promise<void> | null = null;
  private stopped = false;
  /** The numbers the group commits stamp on their rows: a refresh merges an hour's rows committed after its mark's. */
  private readonly sequence: CommitSequence;
  /** The fewest events an hour must hold to be merged rather than recomputed (MERGE_FROM_EVENTS; tests lower it). */
  mergeFromEvents = MERGE_FROM_EVENTS;

  constructor(private readonly db: Database, private readonly now: () => number = Date.now) {
    this.sequence = commitSequenceFor(db);
  }

  /**
   * onCommitted listener: marks the hours of committed events dirty (no I/O, never throws). It runs while the write
   * connection is still held, so a refresh never finds these rows committed before their hours are marked.
   */
  readonly markCommitted = (tenant: Tenant, records: EventRecord[], commitSeq: number): void => {
    const hours = new Map<number, number>();
    for (const record of records) {
      const hour = hourOf(record.time.getTime());
      hours.set(hour, (hours.get(hour) ?? 0) + 1);
    }
    const now = this.now();
    for (const [hour, events] of hours) this.dirty.mark(tenant, [hour], now, { commitSeq, events });
    this.schedule();
  };

  /**
   * Marks hours dirty whose marks are already in the dirty table (erasures write them in their transaction); they are
   * recomputed from all their events, since merging cannot take removed events out.
   */
  markPersisted(tenant: Tenant, hours: number[]): void {
    if (hours.length === 0) return;
    this.dirty.mark(tenant, hours, this.now(), 'recompute', true);
    this.schedule();
  }

  /** markPersisted for marks of several apps (retention, demo reseeding). */
  markPersistedMarks(marks: Array<{ tenant: Tenant; hourMs: number }>): void {
    const byApp = new Map<string, { tenant: Tenant; hours: number[] }>();
    for (const { tenant, hourMs } of marks) {
      const key = tenantKey(tenant);
      const entry = byApp.get(key) ?? { tenant, hours: [] };
      entry.hours.push(hourMs);
      byApp.set(key, entry);
    }
    for (const { tenant, hours } of byApp.values()) this.markPersisted(tenant, hours);
  }

  /**
   * Resolves once the marks left by an earlier run of the server are loaded (the dirty table, and the hours of the
   * events ingested since `marked_until` less RECOVERY_MARGIN_MS, or since the last clean close when that is later).
   * Searches wait for it before reading the rollup.
   */
  ready(): Promise<void> {
    this.recovered ??= this.recover();
    return this.recovered;
  }

  private async recover(): Promise<void> {
    const rows = await this.db.all<{ org_id: string; app_id: string; h: number }>(
      `SELECT org_id, app_id, epoch_ms(hour) AS h FROM ${DIRTY_TABLE}
       UNION
       SELECT DISTINCT org_id, app_id, epoch_ms(date_trunc('hour', time)) AS h FROM events
       WHERE ingested_at >= (SELECT greatest(min(marked_until) - to_milliseconds($1::BIGINT), coalesce(max(closed_at), '-infinity'::TIMESTAMP)) FROM ${STATE_TABLE})`,
      [RECOVERY_MARGIN_MS],
    );
    // What the rollup rows of these hours hold is not known any more: each is recomputed once from all its events.
    for (const row of rows) this.dirty.mark({ orgId: row.org_id, appId: row.app_id }, [Number(row.h)], this.now(), 'recompute');
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => { void this.refresh(); }, REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the background refresh and waits for a running one (the dirty table keeps what is left). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * At a clean shutdown, once no event can commit any more (the HTTP server is closed and the group commit writer has
   * settled): stops the refresh, writes the marks held only in memory to the dirty table and records the moment as
   * `closed_at`, so the next start recovers the dirty table and the events ingested after now only. Without it (a
   * crash), the next start also takes the hours of everything ingested in the RECOVERY_MARGIN_MS before the last
   * `marked_until`, which after a large import is every hour it touched.
   */
  async close(): Promise<void> {
    // The marks an earlier run left are loaded first: closed_at must not hide events that run did not mark.
    await this.ready();
    await this.stop();
    const unpersisted = this.dirty.takeUnpersisted();
    const now = ts(this.now());
    try {
      await this.db.transaction(async (tx) => {
        if (unpersisted.length > 0) await writeMarks(tx, unpersisted);
        await tx.run(`UPDATE ${STATE_TABLE} SET marked_until = $1::TIMESTAMP, closed_at = $1::TIMESTAMP`, [now]);
      });
    } catch (error) {
      this.dirty.unpersist(unpersisted);
      throw error;
    }
  }

  /** One refresh: writes new marks, brings the ready hours up to date. Errors are logged; the hours stay dirty. */
  refresh(options: { force?: boolean } = {}): Promise<void> {
    if (this.running) return this.running;
    this.running = this.refreshOnce(options.force === true)
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        // The database was closed (shutdown): stop; the dirty table and marked_until keep what is left for the next start.
        if (CLOSED_DATABASE.test(message)) void this.stop();
        else if (!this.stopped) console.error('Refreshing event rollups failed:', message);
      })
      .finally(() => {
        this.running = null;
        if (this.dirty.size === 0 && this.timer) {
          clearInterval(this.timer);
          this.timer = null;
        }
      });
    return this.running;
  }

  /** Brings every dirty hour up to date now, refresh after refresh (tests, benchmarks). */
  async refreshAll(): Promise<void> {
    await this.ready();
    while (this.dirty.size > 0) await this.refresh({ force: true });
  }

  private async refreshOnce(force: boolean): Promise<void> {
    await this.ready();
    const now = this.now();
    const hours = force ? this.dirty.ready(Number.MAX_SAFE_INTEGER, MAX_HOURS_PER_REFRESH, 0, 0) : this.dirty.ready(now, MAX_HOURS_PER_REFRESH, QUIET_MS, MAX_DIRTY_MS, this.mergeFromEvents);
    // Every event committed before now is marked by now: once the marks are written, they are durable up to now.
    const unpersisted = this.dirty.takeUnpersisted();
    if (hours.length === 0 && unpersisted.length === 0) return;
    let taken: TakenHour[] = [];
    let through = 0;
    try {
      await this.db.transaction(async (tx) => {
        if (unpersisted.length > 0) await writeMarks(tx, unpersisted);
        await tx.run(`UPDATE ${STATE_TABLE} SET marked_until = $1::TIMESTAMP`, [ts(now)]);
        // On the write connection no group can commit meanwhile: every row numbered up to `through` is committed
        // and its hour marked, so the marks read now say exactly what each hour's rows still miss.
        through = await this.sequence.current(tx);
        taken = this.dirty.take(hours);
        for (const [, group] of byTenant(taken)) await refreshHours(tx, group, this.mergeFromEvents);
        // Only hours not marked again meanwhile leave the dirty table (a new mark is written by the next refresh).
        for (const [, group] of byTenant(this.dirty.unchanged(taken))) await forgetMarks(tx, group);
      });
    } catch (error) {
      this.dirty.unpersist(unpersisted);
      throw error;
    }
    this.dirty.settle(taken, through);
  }
}

function byTenant<T extends DirtyHour>(hours: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const hour of hours) {
    const key = tenantKey(hour.tenant);
    groups.set(key, [...(groups.get(key) ?? []), hour]);
  }
  return groups;
}

/** Writes marks to the dirty table (as one JSON list bound as a parameter). */
export async function writeMarks(tx: SqlRunner, marks: Array<{ tenant: Tenant; hourMs: number }>): Promise<void> {
  const rows = JSON.stringify(marks.map((m) => ({ o: m.tenant.orgId, a: m.tenant.appId, h: ts(m.hourMs) })));
  await tx.run(
    `INSERT INTO ${DIRTY_TABLE} SELECT o, a, h::TIMESTAMP FROM (SELECT unnest(from_json($1::JSON, '[{"o":"VARCHAR","a":"VARCHAR","h":"VARCHAR"}]'), recursive := true))
     ON CONFLICT DO NOTHING`,
    [rows],
  );
}

/** Removes refreshed hours from the dirty table. */
async function forgetMarks(tx: SqlRunner, hours: DirtyHour[]): Promise<void> {
  const { tenant } = hours[0];
  const list = hours.map((h) => h.hourMs);
  await tx.run(
    `DELETE FROM ${DIRTY_TABLE} WHERE org_id = $1 AND app_id = $2 AND hour IN (${list.map((_, i) => `$${3 + i}::TIMESTAMP`).join(', ')})`,
    [tenant.orgId, tenant.appId, ...list.map(ts)],
  );
}

/** The hours (epoch ms) of the events of an app matching a predicate, e.g. before erasing them. */
export async function hoursOfEvents(tx: SqlRunner, tenant: Tenant, column: 'user_id' | 'company_id', id: string): Promise<number[]> {
  const rows = await tx.all<{ h: number }>(
    `SELECT DISTINCT epoch_ms(date_trunc('hour', time)) AS h FROM events WHERE org_id = $1 AND app_id = $2 AND ${column === 'user_id' ? 'user_id' : 'company_id'} = $3`,
    [tenant.orgId, tenant.appId, id],
  );
  return rows.map((r) => Number(r.h));
}

/**
 * Before deleting an organization's events older than `cutoffMs` (or all of them, without a cutoff): writes the
 * hours they fall in to the dirty table in the deleting transaction, and answers the marks, which the caller hands
 * to markPersistedMarks once the transaction has committed.
 */
export async function markHoursBeforeDeleting(tx: SqlRunner, orgId: string, cutoffMs: number | null): Promise<Array<{ tenant: Tenant; hourMs: number }>> {
  const rows = await tx.all<{ app_id: string; h: number }>(
    `SELECT DISTINCT app_id, epoch_ms(date_trunc('hour', time)) AS h FROM events
     WHERE org_id = $1 AND ($2::BIGINT IS NULL OR time < make_timestamp($2::BIGINT * 1000))`,
    [orgId, cutoffMs],
  );
  const marks = rows.map((r) => ({ tenant: { orgId, appId: r.app_id }, hourMs: Number(r.h) }));
  if (marks.length > 0) await writeMarks(tx, marks);
  return marks;
}

const refreshers = new WeakMap<Database, RollupRefresher>();

/** The one rollup refresher of a database. */
export function rollupRefresherFor(db: Database): RollupRefresher {
  let refresher = refreshers.get(db);
  if (!refresher) {
    refresher = new RollupRefresher(db);
    refreshers.set(db, refresher);
  }
  return refresher;
}
