import { resolveInterval } from './dateRange';
import type { ConcreteInterval, QueryModel } from './types';

/** How the time series of a model is asked of the server. */
export interface HistogramPlan {
  /** The interval the screen shows. */
  interval: ConcreteInterval;
  /** The interval sent as `calendar_interval` (days when weeks must be added up on the client). */
  serverInterval: ConcreteInterval;
  /**
   * True when the screen must add daily buckets up into weeks with `weekStartOf`: the server's weeks start on
   * Monday and the DSL has no `offset`, so other first days are built from days.
   */
  rollUpWeeks: boolean;
}

/** Chooses the histogram interval of a model. */
export function planHistogram(model: Pick<QueryModel, 'interval' | 'range' | 'weekStartsOn'>): HistogramPlan {
  const interval = resolveInterval(model.interval, model.range);
  const rollUpWeeks = interval === 'week' && model.weekStartsOn !== 1;
  return { interval, serverInterval: rollUpWeeks ? 'day' : interval, rollUpWeeks };
}
