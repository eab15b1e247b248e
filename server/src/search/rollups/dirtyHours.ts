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
}

/** An hour of an app to recompute, with the generation it had when the refresh took it. */
export interface DirtyHour {
  tenant: Tenant;
  hourMs: number;
  generation: number;
}

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

  /** Marks hours of an app dirty (`persisted`: the marks are already in the dirty table). */
  mark(tenant: Tenant, hours: Iterable<number>, now: number, persisted = false): void {
    const key = tenantKey(tenant);
    let entry = this.byTenant.get(key);
    if (!entry) {
      entry = { tenant: { orgId: tenant.orgId, appId: tenant.appId }, hours: new Map() };
      this.byTenant.set(key, entry);
    }
    for (const hourMs of hours) {
      const current = entry.hours.get(hourMs);
      const generation = ++this.generation;
      if (current) Object.assign(current, { generation, lastMarkedAt: now, persisted: current.persisted && persisted });
      else entry.hours.set(hourMs, { generation, firstMarkedAt: now, lastMarkedAt: now, persisted });
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
   * Up to `limit` hours ready to recompute, oldest first mark first: hours other than the one holding `now` that are
   * quiet for `quietMs` (no mark since), or dirty for `maxDelayMs` however busy (an hour receiving late events all the
   * time is still recomputed now and then).
   *
   * The hour holding `now` is never ready: a search reads it from the events anyway (it is the partial hour at the
   * end of a window that reaches now, and marked again by the next commit), so recomputing it, at a cost that grows
   * with the events it already holds, would buy nothing. It is recomputed once, after it ends. Hours in the future
   * (events stamped ahead of this clock) are still recomputed as before, so their marks do not pile up.
   */
  ready(now: number, limit: number, quietMs: number, maxDelayMs: number): DirtyHour[] {
    const candidates: Array<DirtyHour & { firstMarkedAt: number }> = [];
    for (const { tenant, hours } of this.byTenant.values()) {
      for (const [hourMs, mark] of hours) {
        if (hourMs <= now && now < hourMs + HOUR_MS) continue;
        if (now - mark.lastMarkedAt >= quietMs || now - mark.firstMarkedAt >= maxDelayMs) {
          candidates.push({ tenant, hourMs, generation: mark.generation, firstMarkedAt: mark.firstMarkedAt });
        }
      }
    }
    return candidates.sort((a, b) => a.firstMarkedAt - b.firstMarkedAt).slice(0, limit).map(({ tenant, hourMs, generation }) => ({ tenant, hourMs, generation }));
  }

  /** The hours whose mark is still the one they were taken with. */
  unchanged(hours: DirtyHour[]): DirtyHour[] {
    return hours.filter((h) => this.byTenant.get(tenantKey(h.tenant))?.hours.get(h.hourMs)?.generation === h.generation);
  }

  /** Clears hours recomputed from a state that included every mark up to their generation; answers those cleared. */
  clear(done: DirtyHour[]): DirtyHour[] {
    const cleared: DirtyHour[] = [];
    for (const hour of done) {
      const key = tenantKey(hour.tenant);
      const entry = this.byTenant.get(key);
      const mark = entry?.hours.get(hour.hourMs);
      if (!entry || !mark || mark.generation !== hour.generation) continue;
      entry.hours.delete(hour.hourMs);
      if (entry.hours.size === 0) this.byTenant.delete(key);
      cleared.push(hour);
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
