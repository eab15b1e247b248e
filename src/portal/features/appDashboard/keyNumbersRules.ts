/**
 * The key numbers tile: calls, error rate, p95 latency, unique users and companies over the range and over the
 * period of the same length before it, in one request (a keyed `filters` aggregation splits the two periods).
 */
import { metricAggregation, type QueryModel } from '@/portal/shared/queryModel';
import { comparisonWindow } from './dashboardViewRules';
import { asRecord, docCount, errorClause, metricValue, tileQuery, type TileRequest } from './tileRules';

/** The figures of one period. */
export interface PeriodNumbers {
  /** Events counted as sent (sampled events weigh more than one). */
  calls: number;
  /** Calls answered with status 400 and above. */
  errors: number;
  /** errors / calls, 0-1; null without calls. */
  errorRate: number | null;
  /** 95th percentile of `duration_ms`; null without timed calls. */
  p95Ms: number | null;
  users: number;
  companies: number;
}

/** The range's figures and the previous period's. */
export interface KeyNumbers {
  current: PeriodNumbers;
  previous: PeriodNumbers;
}

const PERIODS = 'periods';

/** The request of the key numbers (the dashboard's filters in both periods), or null for a range without a positive length. */
export function keyNumbersRequest(model: QueryModel): TileRequest | null {
  const window = comparisonWindow(model.range);
  if (!window) return null;
  const time = (bound: 'gte' | 'lt') => ({ range: { 'request.time': { [bound]: window.boundary } } });
  return {
    tile: 'keyNumbers',
    params: window.params,
    body: {
      ...tileQuery(model),
      aggs: {
        [PERIODS]: {
          filters: { filters: { current: time('gte'), previous: time('lt') } },
          aggs: {
            calls: metricAggregation({ kind: 'count' }),
            errors: { filter: errorClause() },
            latency: { percentiles: { field: 'duration_ms', percents: [95] } },
            users: metricAggregation({ kind: 'unique_users' }),
            companies: metricAggregation({ kind: 'unique_companies' }),
          },
        },
      },
    },
  };
}

function readPeriod(bucket: unknown): PeriodNumbers {
  const aggs = asRecord(bucket);
  const calls = metricValue(aggs.calls) ?? 0;
  const errors = docCount(aggs.errors);
  return {
    calls,
    errors,
    errorRate: calls > 0 ? errors / calls : null,
    p95Ms: metricValue(aggs.latency),
    users: metricValue(aggs.users) ?? 0,
    companies: metricValue(aggs.companies) ?? 0,
  };
}

/** Reads the answer (an answer without aggregations reads as no events). */
export function readKeyNumbers(aggregations: Record<string, unknown> | null): KeyNumbers {
  const buckets = asRecord(asRecord(asRecord(aggregations)[PERIODS]).buckets);
  return { current: readPeriod(buckets.current), previous: readPeriod(buckets.previous) };
}
