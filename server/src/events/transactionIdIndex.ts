import type { DuckDBConnection } from '@duckdb/node-api';
import { EXACT_ID_BYTES, ExactDayIds } from './exactDayIds';
import { FingerprintTable, fingerprintHighSql, fingerprintLowSql, idFingerprint, type TimeSpan } from './idFingerprints';
import { runPrepared, streamPrepared } from './preparedStatements';
import { sqlTimestampOfMs } from './sqlTime';
import { storedTransactions } from './storedTransactions';
import { tenantKey, type EventRecord, type Tenant } from './types';

const DAY_MS = 86_400_000;

/**
 * Memory the index may hold, over every app and day (estimated for ids held as strings); past it the least recently
 * used days go, and an app's day that would need more than this is not held at all (its groups ask the events table).
 * As fingerprints, a day of up to 3.1 million ids fits.
 */
export const MAX_INDEX_BYTES = 48 * 1_048_576;
/**
 * Days of up to this many ids are held as strings (about 100 bytes each, nothing to compute per id); larger ones as
 * fingerprints (12-32 bytes each, an MD5 per id and an SQL confirmation of a match).
 */
export const MAX_EXACT_DAY_IDS = 200_000;
/** Most UTC days one lookup may load; a group spanning more (late events of many days) is looked up in SQL. */
export const MAX_DAYS_PER_LOOKUP = 8;

/** What the index may hold (tests make these small). */
export interface TransactionIdIndexLimits {
  maxBytes: number;
  maxExactDayIds: number;
}

/** One app's transaction ids of one UTC day, with the request times of their stored copies. */
interface DayIds {
  ids: ExactDayIds | FingerprintTable;
  /** When a lookup last used this day (a counter, for eviction). */
  used: number;
}

const DAYS_WHERE = 'org_id = $1 AND app_id = $2 AND time >= $3::TIMESTAMP AND time < $4::TIMESTAMP AND transaction_id IS NOT NULL';
/** A day's ids with their request times, for a day held as strings. */
const IDS_OF_DAY = `SELECT transaction_id, epoch_ms(time)::DOUBLE AS t FROM events WHERE ${DAYS_WHERE}`;
/** A day's fingerprints with their request times, computed by DuckDB and read a chunk at a time as numbers. */
const FINGERPRINTS_OF_DAY = `SELECT ${fingerprintHighSql('digest')} AS high, ${fingerprintLowSql('digest')} AS low, t
  FROM (SELECT md5(transaction_id) AS digest, epoch_ms(time)::DOUBLE AS t FROM events WHERE ${DAYS_WHERE})`;
/**
 * How many ids each of the days holds, asked before loading them: days too large to hold are not read, and each of
 * the others is held in the form its size calls for.
 */
const COUNTS_OF_DAYS = `SELECT (epoch_ms(time) // ${DAY_MS})::DOUBLE AS day, count(*)::DOUBLE AS n FROM events WHERE ${DAYS_WHERE} GROUP BY 1`;

/**
 * The transaction ids of the stored events of the apps that ingest, per app and UTC day of their request time, kept
 * in memory by the group commit writer so that deduplication is a lookup instead of a scan of the app's recent
 * events for every group (which grows with the rows stored within a day of the batch). Embedded engine only: one
 * process owns the file, and every event it stores passes through this process.
 *
 * A day of up to MAX_EXACT_DAY_IDS ids is held as strings. A larger one is held as 64-bit fingerprints
 * (idFingerprints.ts) with the request times of their copies: millions fit in tens of megabytes, and the day is
 * loaded as numbers that DuckDB computes, never as strings. Exact either way: an id whose fingerprint matches is
 * confirmed in the events table, over the times of the matching copies only (a retry's copy was stored at its
 * original request time, so that span is narrow); only then is it a duplicate.
 *
 * A day is loaded from the events table (on the write connection, inside the writing transaction, so nothing commits
 * meanwhile) the first time a lookup needs it, and each COMMIT adds what it stored to the loaded days. Any other
 * write of the events table (erasures, retention, deleted organizations; `eventsVersion` changes) drops every day
 * held, to be loaded again. A lookup that needs more than MAX_DAYS_PER_LOOKUP days, or more memory than the index may
 * hold (MAX_INDEX_BYTES), answers null: the caller then asks the events table itself. Days are counted before they
 * are loaded, and a held day that grows past what it may hold as events commit is dropped (a day of strings grown
 * past MAX_EXACT_DAY_IDS is loaded again as fingerprints): none is read only to be found too large.
 */
export class TransactionIdIndex {
  private readonly apps = new Map<string, Map<number, DayIds>>();
  /**
   * Days of an app found to need more memory than the index may hold. Kept when the table changes: a lookup of such a
   * day goes to the events table, which is always exact, and a retention batch must not make a busy app load its day
   * again.
   */
  private readonly oversized = new Map<string, Set<number>>();
  private readonly limits: TransactionIdIndexLimits;
  private ids = 0;
  private bytes = 0;
  private clock = 0;
  private version: number;

  /** @param eventsVersion the count of SQL writes of the events table (Database.tableVersion('events')) */
  constructor(private readonly eventsVersion: () => number, limits: Partial<TransactionIdIndexLimits> = {}) {
    this.limits = { maxBytes: MAX_INDEX_BYTES, maxExactDayIds: MAX_EXACT_DAY_IDS, ...limits };
    this.version = eventsVersion();
  }

  /** Transaction ids held now (tests, figures). */
  get size(): number {
    return this.ids;
  }

  /**
   * Which of `ids` have a stored copy whose request time lies in [from, to] (epoch ms), or null when the index cannot
   * answer (the caller then runs the SQL lookup). Loads the app's days it is missing through `connection`, and
   * confirms there the ids that only a fingerprint matches.
   */
  async known(connection: DuckDBConnection, tenant: Tenant, ids: string[], from: number, to: number): Promise<Set<string> | null> {
    this.dropIfChanged();
    const first = Math.floor(from / DAY_MS);
    const last = Math.floor(to / DAY_MS);
    if (last - first + 1 > MAX_DAYS_PER_LOOKUP) return null;
    const days = await this.daysOf(connection, tenant, first, last);
    if (!days) return null;
    const exact: ExactDayIds[] = [];
    const compact: FingerprintTable[] = [];
    for (const day of days) {
      if (day.ids instanceof ExactDayIds) exact.push(day.ids);
      else compact.push(day.ids);
    }
    const known = new Set<string>();
    const matched: string[] = [];
    const span: TimeSpan = { first: Infinity, last: -Infinity };
    for (const id of ids) {
      let stored = false;
      for (const day of exact) {
        if (day.has(id, from, to)) {
          stored = true;
          break;
        }
      }
      if (stored) known.add(id);
      else if (compact.length > 0) {
        const print = idFingerprint(id);
        let found = false;
        for (const day of compact) if (day.match(print, from, to, span)) found = true;
        if (found) matched.push(id);
      }
    }
    if (matched.length > 0) for (const id of await storedTransactions(connection, tenant, matched, span.first, span.last)) known.add(id);
    return known;
  }

  /** After a COMMIT: adds the stored events' transaction ids to the days held (days not held are loaded when needed). */
  committed(tenant: Tenant, records: EventRecord[]): void {
    const key = tenantKey(tenant);
    const days = this.apps.get(key);
    if (!days) return;
    // The days touched are taken out of the totals before they grow and counted again once, after.
    const touched = new Map<number, DayIds>();
    for (const record of records) {
      const id = record.transactionId;
      if (!id) continue;
      const time = record.time.getTime();
      const n = Math.floor(time / DAY_MS);
      const day = days.get(n);
      if (!day) continue;
      if (!touched.has(n)) {
        this.forget(day);
        touched.set(n, day);
      }
      if (day.ids instanceof ExactDayIds) day.ids.add(id, time);
      else {
        const print = idFingerprint(id);
        day.ids.add(print.high, print.low, time);
      }
    }
    // A day of strings grown past its limit is dropped, to be loaded as fingerprints by its next lookup. A day grown
    // past what the index may hold is known too large now: it is dropped and remembered as such, rather than evicted
    // and read back by the next lookup only to be found too large.
    const grown: number[] = [];
    for (const [n, day] of touched) {
      const tooMany = day.ids instanceof ExactDayIds && day.ids.size > this.limits.maxExactDayIds;
      const tooLarge = day.ids.bytes > this.limits.maxBytes;
      if (!tooMany && !tooLarge) {
        this.remember(day);
        continue;
      }
      days.delete(n);
      if (tooLarge) grown.push(n);
    }
    if (grown.length > 0) this.tooLarge(key, grown);
    this.evictFor(null);
  }

  /** Drops every day held (each is loaded again from the events table when a lookup needs it). */
  clear(): void {
    this.apps.clear();
    this.ids = 0;
    this.bytes = 0;
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
    // Counted and read on the write connection, inside the writing transaction: nothing commits in between.
    const counts = new Map<number, number>();
    for (const [day, n] of (await runPrepared(connection, COUNTS_OF_DAYS, this.range(tenant, missing[0], missing[missing.length - 1]))).getRows()) {
      counts.set(Number(day), Number(n));
    }
    const bytes = missing.reduce((sum, n) => sum + this.bytesFor(counts.get(n) ?? 0), 0);
    if (bytes > this.limits.maxBytes) return this.tooLarge(key, missing);
    const loaded: DayIds[] = [];
    for (const n of missing) {
      const count = counts.get(n) ?? 0;
      const day: DayIds = { ids: count <= this.limits.maxExactDayIds ? new ExactDayIds() : new FingerprintTable(n * DAY_MS, count), used: stamp };
      if (count > 0) await this.load(connection, tenant, n, day.ids);
      held.set(n, day);
      this.remember(day);
      loaded.push(day);
    }
    // Room for them: the least recently used days of any app go first, never those of this lookup.
    if (!this.evictFor(stamp)) {
      for (const n of missing) held.delete(n);
      for (const day of loaded) this.forget(day);
      return this.tooLarge(key, missing);
    }
    return [...days, ...loaded];
  }

  /** Reads a day's ids (as strings or as fingerprints, as the day is held), a chunk at a time. */
  private async load(connection: DuckDBConnection, tenant: Tenant, n: number, ids: ExactDayIds | FingerprintTable): Promise<void> {
    const exact = ids instanceof ExactDayIds;
    const result = await streamPrepared(connection, exact ? IDS_OF_DAY : FINGERPRINTS_OF_DAY, this.range(tenant, n, n));
    for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
      const columns = chunk.getColumns();
      const times = columns[exact ? 1 : 2] as number[];
      if (ids instanceof ExactDayIds) columns[0].forEach((id, row) => ids.add(String(id), times[row]));
      else columns[0].forEach((high, row) => ids.add(high as number, columns[1][row] as number, times[row]));
    }
  }

  private range(tenant: Tenant, first: number, last: number): string[] {
    return [tenant.orgId, tenant.appId, sqlTimestampOfMs(first * DAY_MS), sqlTimestampOfMs((last + 1) * DAY_MS)];
  }

  /** The memory a day of `count` ids takes in the form it is held in. */
  private bytesFor(count: number): number {
    return count <= this.limits.maxExactDayIds ? count * EXACT_ID_BYTES : FingerprintTable.bytesFor(count);
  }

  private remember(day: DayIds): void {
    this.ids += day.ids.size;
    this.bytes += day.ids.bytes;
  }

  private forget(day: DayIds): void {
    this.ids -= day.ids.size;
    this.bytes -= day.ids.bytes;
  }

  /** Remembers days that cannot be held, so later lookups of them go to the events table without loading them again. */
  private tooLarge(key: string, days: number[]): null {
    this.oversized.set(key, new Set([...(this.oversized.get(key) ?? []), ...days]));
    return null;
  }

  /**
   * Drops the least recently used days (except those of the lookup `keep`) until the days held fit in the memory
   * allowed; false if they cannot.
   */
  private evictFor(keep: number | null): boolean {
    if (this.bytes <= this.limits.maxBytes) return true;
    const candidates: Array<{ days: Map<number, DayIds>; n: number; day: DayIds }> = [];
    for (const days of this.apps.values()) for (const [n, day] of days) if (day.used !== keep) candidates.push({ days, n, day });
    candidates.sort((a, b) => a.day.used - b.day.used);
    for (const { days, n, day } of candidates) {
      if (this.bytes <= this.limits.maxBytes) break;
      days.delete(n);
      this.forget(day);
    }
    return this.bytes <= this.limits.maxBytes;
  }
}
