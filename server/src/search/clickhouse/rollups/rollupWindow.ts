import type { Tenant } from '../../../events/types';
import { and, type Fragment } from '../../dsl/fragment';
import { DAY_MS, HOUR_MS, type TimeBounds } from './rollupSupport';

/**
 * A search window split for the rollups: the whole UTC hours inside it are read from the rollup tables, the partial
 * hours at both ends from the events (aggregated to rows of the same shape), so the union is exactly the window's
 * events. The views keep the rollups in step with every insert and deletions compensate them, so no hour inside
 * the window has to be read from the events.
 */
export interface RollupWindow {
  tenant: Tenant;
  /** The searched window (epoch ms, both ends included, as the scan reads it). */
  from: number;
  to: number;
  /** The whole hours inside the window: [fullFrom, fullTo). */
  fullFrom: number;
  fullTo: number;
  /** A time condition the events read must also meet (a time filter's part of the window; its whole hours meet it). */
  condition?: Fragment;
}

/** The window's split, or null when no whole hour lies inside it (the scan is as good). */
export function splitWindow(tenant: Tenant, from: number, to: number): RollupWindow | null {
  const fullFrom = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const fullTo = Math.floor(to / HOUR_MS) * HOUR_MS;
  return fullTo > fullFrom ? { tenant, from, to, fullFrom, fullTo } : null;
}

/**
 * The part of a window a time filter selects: the window's whole hours lying entirely within the bounds, and the
 * rest of the window's events that meet the filter's condition (the very instants the scan compares with). With no
 * whole hour left, everything is read from the events.
 */
export function narrowWindow(w: RollupWindow, bounds: TimeBounds, condition: Fragment): RollupWindow {
  const { lower, upper } = bounds;
  const from = lower ? Math.max(w.from, lower.ms) : w.from;
  const to = upper ? Math.min(w.to, upper.ms) : w.to;
  // An hour h is inside when every instant of [h, h + 1 h) meets the bounds.
  const firstHour = lower ? (lower.strict ? Math.floor(lower.ms / HOUR_MS) + 1 : Math.ceil(lower.ms / HOUR_MS)) * HOUR_MS : w.fullFrom;
  const endHour = upper ? Math.floor(upper.ms / HOUR_MS) * HOUR_MS : w.fullTo;
  let fullFrom = Math.max(w.fullFrom, firstHour);
  let fullTo = Math.min(w.fullTo, endHour);
  if (fullTo <= fullFrom || from > to) {
    fullFrom = from;
    fullTo = from;
  }
  return { tenant: w.tenant, from, to, fullFrom, fullTo, condition: w.condition ? and([w.condition, condition]) : condition };
}

/** The whole UTC days inside a window's whole hours: [dayFrom, dayTo), empty when dayTo <= dayFrom. */
export function wholeDays(w: RollupWindow): { dayFrom: number; dayTo: number } {
  return { dayFrom: Math.ceil(w.fullFrom / DAY_MS) * DAY_MS, dayTo: Math.floor(w.fullTo / DAY_MS) * DAY_MS };
}
