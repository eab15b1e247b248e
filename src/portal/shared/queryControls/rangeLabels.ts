import type { RelativeRange } from '@/portal/shared/queryModel';

/** The relative ranges in words, shortest first. */
export const RANGE_LABELS: Readonly<Record<RelativeRange, string>> = {
  last_15m: 'Last 15 minutes',
  last_1h: 'Last hour',
  last_4h: 'Last 4 hours',
  last_12h: 'Last 12 hours',
  last_24h: 'Last 24 hours',
  last_7d: 'Last 7 days',
  last_30d: 'Last 30 days',
  last_90d: 'Last 90 days',
  last_180d: 'Last 180 days',
  last_365d: 'Last 365 days',
};
