/** The windows the apps page counts API calls over, and the state key of one count. */
import type { SearchWindow } from '@/api/search';

/** A window of the count. */
export interface CountWindow extends SearchWindow {
  key: 'day' | 'month';
  label: string;
}

/** The two windows shown for every app: the last day and the last 30 days. */
export const COUNT_WINDOWS: readonly CountWindow[] = [
  { key: 'day', label: 'Last 24 hours', from: '-24h', to: 'now' },
  { key: 'month', label: 'Last 30 days', from: '-30d', to: 'now' },
];

/**
 * The one-day count of SPEC section 7: a cardinality aggregation over the last 24 hours (the reporting zone of
 * SPEC section 9, America/Los_Angeles, names the day; a rolling 24 h window is the same instants in any zone).
 */
export const DAY_COUNT_BODY = { aggs: { day_count: { cardinality: { field: 'id' } } } } as const;

/** The count an answer carries: the day's cardinality when asked for, else the total. */
export function countOf(response: { hits?: { total?: unknown }; aggregations?: Record<string, unknown> } | undefined): number {
  const day = response?.aggregations?.day_count as { value?: unknown } | undefined;
  if (typeof day?.value === 'number') return day.value;
  const total = response?.hits?.total;
  return typeof total === 'number' ? total : 0;
}

/** The state key of one app's count over one window. */
export const countKey = (orgId: string, appId: string, windowKey: string): string => `${orgId}/${appId}/${windowKey}`;
