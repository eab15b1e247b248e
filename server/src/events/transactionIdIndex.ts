import type { DuckDBConnection } from '@duckdb/node-api';
import { runPrepared } from './preparedStatements';
import { sqlTimestamp } from './sqlTime';
import { tenantKey, type EventRecord, type Tenant } from './types';

const DAY_MS = 86_400_000;

/**
 * Transaction ids held at most, over every app and day (about 100 bytes each); past it the least recently used days
 * go, and an app's day with more stored ids than this is not held at all (its groups ask the events table).
 */
export const MAX_INDEXED_IDS = 500_000;
/** Most UTC days one lookup may load; a group spanning more (late events of many days) is looked up in SQL. */
export const MAX_DAYS_PER_LOOKUP = 8;

/** The transaction ids (with the request times of their stored copies) of one app's events of one UTC day. */
interface DayIds {
  /** Request time (epoch ms) of each stored copy of a transaction id; more than one only in rare cases. */
  times: Map<string, number | number[]>;
  size: number;
  /** When a lookup last used this day (a counter, for eviction). */
  used: number;
}

const DAYS_WHERE = 'org_id = $1 AND app_id = $2 AND time >= $3::TIMESTAMP AND time < $4::TIMESTAMP AND transaction_id IS NOT NULL';
const IDS_OF_DAYS = `SELECT transaction_id, epoch_ms(time) AS t FROM events WHERE ${DAYS_WHERE} LIMIT $5`;
/**
 * How many ids days hold, asked before loading them: reading the rows of days too large to hold (up to MAX_INDEXED_IDS
 * strings) only to drop them cost a busy app's group commit over a second and its process about 150 MB at once.
 */
const COUNT_OF_DAYS = `SELECT count(*) AS n FROM events WHERE ${DAYS_WHERE}`;

/**
 * The transaction ids of the stored events of the apps that ingest, per app and UTC day of their request time, kept
 * in memory by the group commit writer so that deduplication is a lookup instead of a scan of the app's recent
 * events for every group (which grows with the rows stored within a day of the batch). Embedded engine only: one
 * process owns the file, and every event it stores passes through this process.
 *
 * Exact: a day is loaded from the events table (on the write connection, inside the writing transaction, so nothing
 * commits meanwhile) the first time a lookup needs it, and each COMMIT adds what it stored to the loaded days. Any
 * other write of the events table (erasures, retention, deleted organizations; `eventsVersion` changes) drops every
 * day held, to be loaded again. A lookup that needs more than MAX_DAYS_PER_LOOKUP days, or more ids than the index
 * may hold (MAX_INDEXED_IDS), answers null: the caller then asks the events table itself. Days are counted before
 * they are loaded, and a held day that grows past MAX_INDEXED_IDS as events commit is dropped: neither is read only
 * to be found too large.
 */
export class TransactionIdIndex {
  private readonly apps = new Map<string, Map<number, DayIds>>();
  /**
   * Days of an app found to hold more ids than maxIds. Kept when the table changes: a lookup of such a day goes to
   * the events table, which is always exact, and a retention batch must not make a busy app load its day again.
   */
  private readonly oversized = new Map<string, Set<number>>();
  private ids = 0;
  private clock = 0;
  private version: number;

  /**
   * @param eventsVersion the count of SQL writes of the events table (Database.tableVersion('events'))
   * @param maxIds ids held at most (MAX_INDEXED_IDS)
   */
  constructor(private readonly eventsVersion: () => number, private readonly maxIds = MAX_INDEXED_IDS) {
    this.version = eventsVersion();
  }

  /** Transaction ids held now (tests, figures). */
  get size(): number {
    return this.ids;
  }

  /**
   * Which of `ids` have a stored copy whose request time lies in [from, to] (epoch ms), or null when the index cannot
   * answer (the caller then runs the SQL lookup). Loads the app's days it is missing through `connection`.
   */
  async known(connection: DuckDBConnection, tenant: Tenant, ids: string[], from: number, to: number): Promise<Set<string> | null> {
    this.dropIfChanged();
    const first = Math.floor(from / DAY_MS);
    const last = Math.floor(to / DAY_MS);
    if (last - first + 1 > MAX_DAYS_PER_LOOKUP) return null;
    const days = await this.daysOf(connection, tenant, first, last);
    if (!days) return null;
    const known = new Set<string>();
    for (const id of ids) {
      for (const day of days) {
        const times = day.times.get(id);
        if (times !== undefined && (typeof times === 'number' ? times >= from && times <= to : times.some((t) => t >= from && t <= to))) {
          known.add(id);
          break;
        }
      }
    }
    return known;
  }

  /** After a COMMIT: adds the stored events' transaction ids to the days held (days not held are loaded when needed). */
  committed(tenant: Tenant, records: EventRecord[]): void {
    const key = tenantKey(tenant);
    const days = this.apps.get(key);
    if (!days) return;
    const touched = new Set<number>();
    for (const record of records) {
      if (!record.transactionId) continue;
      const time = record.time.getTime();
      const n = Math.floor(time / DAY_MS);
      const day = days.get(n);
      if (!day) continue;
      this.add(day, record.transactionId, time);
      touched.add(n);
    }
    // A day that grew past what the index may hold is known too large now: it is dropped and remembered as such,
    // rather than evicted and read back (every one of its ids) by the next lookup only to be found too large.
    const grown: number[] = [];
    for (const n of touched) {
      const day = days.get(n);
      if (!day || day.size <= this.maxIds) continue;
      this.ids -= day.size;
      days.delete(n);
      grown.push(n);
    }
    if (grown.length > 0) this.tooLarge(key, grown);
    this.evictFor(null);
  }

  /** Drops every day held (each is loaded again from the events table when a lookup needs it). */
  clear(): void {
    this.apps.clear();
    this.ids = 0;
  }

  private dropIfChanged(): void {
    const version = this.eventsVersion();
    if (version === this.version) return;
    this.version = version;
    this.clear();
  }

  /** The app's days first..last (UTC day numbers), loading those not held; null if they cannot all be held. */
  private async daysOf(connection: DuckDBConnection, tenant: Tenant, first: number, last: number): Promise<DayIds[] | null> {
    const key = tenantKey(tenant);
    const oversized = this.oversized.get(key);
    let held = this.apps.get(key);
    if (!held) {
      held = new Map();
      this.apps.set(key, held);
    }
    const stamp = ++this.clock;
    const days: DayIds[] = [];
    const missing: number[] = [];
    for (let n = first; n <= last; n++) {
      if (oversized?.has(n)) return null;
      const day = held.get(n);
      if (day) {
        day.used = stamp;
        days.push(day);
      } else missing.push(n);
    }
    if (missing.length === 0) return days;
    const range = [tenant.orgId, tenant.appId, sqlTimestamp(new Date(missing[0] * DAY_MS)), sqlTimestamp(new Date((missing[missing.length - 1] + 1) * DAY_MS))];
    const [[count]] = (await runPrepared(connection, COUNT_OF_DAYS, range)).getRows();
    if (Number(count) > this.maxIds) return this.tooLarge(key, missing);
    // The count was read on the write connection, inside the writing transaction: nothing committed since. The limit
    // still keeps the read bounded.
    const rows = (await runPrepared(connection, IDS_OF_DAYS, [...range, this.maxIds + 1])).getRows();
    if (rows.length > this.maxIds) return this.tooLarge(key, missing);
    const loaded = new Map<number, DayIds>(missing.map((n) => [n, { times: new Map(), size: 0, used: stamp }]));
    for (const [id, t] of rows) {
      const time = Number(t);
      const day = loaded.get(Math.floor(time / DAY_MS));
      if (day) this.add(day, String(id), time);
    }
    for (const [n, day] of loaded) held.set(n, day);
    // Room for them: the least recently used days of any app go first, never those of this lookup.
    if (!this.evictFor(stamp)) {
      for (const n of missing) held.delete(n);
      this.ids -= [...loaded.values()].reduce((sum, day) => sum + day.size, 0);
      return this.tooLarge(key, missing);
    }
    return [...days, ...loaded.values()];
  }

  /** Remembers days that cannot be held, so later lookups of them go to the events table without loading them again. */
  private tooLarge(key: string, days: number[]): null {
    this.oversized.set(key, new Set([...(this.oversized.get(key) ?? []), ...days]));
    return null;
  }

  /**
   * Drops the least recently used days (except those of the lookup `keep`) until the ids fit in maxIds; false if
   * they cannot.
   */
  private evictFor(keep: number | null): boolean {
    if (this.ids <= this.maxIds) return true;
    const candidates: Array<{ days: Map<number, DayIds>; n: number; day: DayIds }> = [];
    for (const days of this.apps.values()) for (const [n, day] of days) if (day.used !== keep) candidates.push({ days, n, day });
    candidates.sort((a, b) => a.day.used - b.day.used);
    for (const { days, n, day } of candidates) {
      if (this.ids <= this.maxIds) break;
      days.delete(n);
      this.ids -= day.size;
    }
    return this.ids <= this.maxIds;
  }

  private add(day: DayIds, id: string, time: number): void {
    const times = day.times.get(id);
    if (times === undefined) day.times.set(id, time);
    else if (typeof times === 'number') day.times.set(id, [times, time]);
    else times.push(time);
    day.size++;
    this.ids++;
  }
}
