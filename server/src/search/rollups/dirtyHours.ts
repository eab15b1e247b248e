import { tenantKey, type Tenant } from '../../events/types';

/** One hour of one app whose rollup rows may not match its events. */
export interface DirtyMark {
  /** Bumped by every new mark, so a refresh that began before it leaves the hour dirty. */
  generation: number;
  /** When the hour was first marked since it was last clean (epoch ms). */
  firstMarkedAt: number;
  /** When it was last marked (epoch ms). */
  lastMarkedAt: number;
  /** Whether the mark is written to the dirty table (so a restart still recomputes the hour). */
  persisted: boolean;
  /**
   * The commit sequence number (events.commit_seq) through which the hour's rollup rows hold its events: a refresh
   * merges in the events committed after it. Null: the rows must be recomputed from all the hour's events (after a
   * deletion, or for a mark found at start-up).
   */
  mergedThrough: number | null;
  /** The generation of the last mark that asked for a recompute from all events (0: none), see settle(). */
  recomputeGeneration: number;
  /** Events committed into the hour since it was marked (the hour under way waits for enough of them, see ready()). */
  events: number;
}

/** An hour of an app to refresh, with the generation it had when the refresh took it. */
export interface DirtyHour {
  tenant: Tenant;
  hourMs: number;
  generation: number;
}

/** A dirty hour as a refresh found it on the write connection: how to bring its rollup rows up to date. */
export interface TakenHour extends DirtyHour {
  /** Merge the events committed after this commit sequence number; null: recompute from all its events. */
  mergedThrough: number | null;
  /** Events committed into the hour since it was marked, as counted when it was taken (the refresh covers them). */
  events: number;
}

/**
 * What a mark says of the hour's rollup rows: the `events` committed into it by the commit numbered `commitSeq` are
 * missing (and those of later commits), or they must be recomputed from all its events.
 */
export type MarkCause = { commitSeq: number; events: number } | 'recompute';

export const HOUR_MS = 3_600_000;

/** The UTC hour (epoch ms) holding an instant. */
export const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

/**
 * The dirty hours of every app, in memory. Marking is synchronous and cheap (it runs after each COMMIT, before the
 * writers are answered); a search reads the marks of its window and never reads those hours from the rollup.
 */
export class DirtyHours {
  private readonly byTenant = new Map<string, { tenant: Tenant; hours: Map<number, DirtyMark> }>();
  private generation = 0;

  /**
   * Marks hours of an app dirty (`persisted`: the marks are already in the dirty table). A commit's mark of a clean
   * hour means its rows hold every event committed before that commit; a dirty hour keeps what it still misses.
   */
  mark(tenant: Tenant, hours: Iterable<number>, now: number, cause: MarkCause, persisted = false): void {
    const key = tenantKey(tenant);
    let entry = this.byTenant.get(key);
    if (!entry) {
      entry = { tenant: { orgId: tenant.orgId, appId: tenant.appId }, hours: new Map() };
      this.byTenant.set(key, entry);
    }
    for (const hourMs of hours) {
      const current = entry.hours.get(hourMs);
      const generation = ++this.generation;
      const events = cause === 'recompute' ? 0 : cause.events;
      if (current) {
        Object.assign(current, { generation, lastMarkedAt: now, persisted: current.persisted && persisted, events: current.events + events });
        if (cause === 'recompute') Object.assign(current, { mergedThrough: null, recomputeGeneration: generation });
      } else {
        const mergedThrough = cause === 'recompute' ? null : cause.commitSeq - 1;
        const recomputeGeneration = cause === 'recompute' ? generation : 0;
        entry.hours.set(hourMs, { generation, firstMarkedAt: now, lastMarkedAt: now, persisted, mergedThrough, recomputeGeneration, events });
      }
    }
  }

  /** The dirty hours of an app within [fromMs, toMs] (hour starts), ascending. */
  within(tenant: Tenant, fromMs: number, toMs: number): number[] {
    const entry = this.byTenant.get(tenantKey(tenant));
    if (!entry) return [];
    return [...entry.hours.keys()].filter((h) => h >= fromMs && h <= toMs).sort((a, b) => a - b);
  }

  /** Marks not yet written to the dirty table; they count as written from now on. */
  takeUnpersisted(): Array<{ tenant: Tenant; hourMs: number }> {
    const out: Array<{ tenant: Tenant; hourMs: number }> = [];
    for (const { tenant, hours } of this.byTenant.values()) {
      for (const [hourMs, mark] of hours) {
        if (!mark.persisted) {
          mark.persisted = true;
          out.push({ tenant, hourMs });
        }
      }
    }
    return out;
  }

  /** Forgets that marks were written (their write failed): the next refresh writes them again. */
  unpersist(marks: Array<{ tenant: Tenant; hourMs: number }>): void {
    for (const { tenant, hourMs } of marks) {
      const mark = this.byTenant.get(tenantKey(tenant))?.hours.get(hourMs);
      if (mark) mark.persisted = false;
    }
  }

  /**
   * Up to `limit` hours ready to refresh, oldest first mark first: hours that are quiet for `quietMs` (no mark
   * since), or dirty for `maxDelayMs` however busy (an hour receiving late events all the time is still refreshed
   * now and then).
   *
   * The hour holding `now` is ready only once dirty for `maxDelayMs`, however quiet, and once at least
   * `underWayEvents` events were committed into it since it was marked: a search reads it from the events anyway (it
   * is the partial hour at the end of a window that reaches now, and marked again by the next commit), so refreshing
   * it buys nothing for searches. A busy hour is still merged now and then, so that the refresh once it has ended
   * has at most about that many new events to merge, however many the hour holds.
   */
  ready(now: number, limit: number, quietMs: number, maxDelayMs: number, underWayEvents = 0): DirtyHour[] {
    const candidates: Array<DirtyHour & { firstMarkedAt: number }> = [];
    for (const { tenant, hours } of this.byTenant.values()) {
      for (const [hourMs, mark] of hours) {
        const underWay = hourMs <= now && now < hourMs + HOUR_MS;
        const ready = underWay
          ? now - mark.firstMarkedAt >= maxDelayMs && mark.events >= underWayEvents
          : now - mark.lastMarkedAt >= quietMs || now - mark.firstMarkedAt >= maxDelayMs;
        if (ready) {
          candidates.push({ tenant, hourMs, generation: mark.generation, firstMarkedAt: mark.firstMarkedAt });
        }
      }
    }
    return candidates.sort((a, b) => a.firstMarkedAt - b.firstMarkedAt).slice(0, limit).map(({ tenant, hourMs, generation }) => ({ tenant, hourMs, generation }));
  }

  /**
   * The hours still dirty as they are now: call on the write connection, in the refresh's transaction, where no
   * commit can add events behind the state read.
   */
  take(hours: DirtyHour[]): TakenHour[] {
    const taken: TakenHour[] = [];
    for (const { tenant, hourMs } of hours) {
      const mark = this.byTenant.get(tenantKey(tenant))?.hours.get(hourMs);
      if (mark) taken.push({ tenant, hourMs, generation: mark.generation, mergedThrough: mark.mergedThrough, events: mark.events });
    }
    return taken;
  }

  /** The hours whose mark is still the one they were taken with. */
  unchanged(hours: DirtyHour[]): DirtyHour[] {
    return hours.filter((h) => this.byTenant.get(tenantKey(h.tenant))?.hours.get(h.hourMs)?.generation === h.generation);
  }

  /**
   * After a refresh that brought the hours taken (take()) up to commit sequence number `through` has committed:
   * clears those not marked since, and records `through` on the others, unless a mark since asks for a recompute
   * from all events (a deletion the refresh may not have seen). An hour still dirty then counts only the events
   * committed since it was taken. Answers the hours cleared.
   */
  settle(done: TakenHour[], through: number): DirtyHour[] {
    const cleared: DirtyHour[] = [];
    for (const hour of done) {
      const key = tenantKey(hour.tenant);
      const entry = this.byTenant.get(key);
      const mark = entry?.hours.get(hour.hourMs);
      if (!entry || !mark) continue;
      if (mark.generation === hour.generation) {
        entry.hours.delete(hour.hourMs);
        if (entry.hours.size === 0) this.byTenant.delete(key);
        cleared.push(hour);
      } else if (mark.recomputeGeneration > hour.generation) {
        // The refresh may have removed this mark from the dirty table: write it again.
        mark.persisted = false;
      } else {
        mark.mergedThrough = through;
        mark.events = Math.max(0, mark.events - hour.events);
      }
    }
    return cleared;
  }

  /** Number of dirty hours over every app. */
  get size(): number {
    let n = 0;
    for (const entry of this.byTenant.values()) n += entry.hours.size;
    return n;
  }
}
