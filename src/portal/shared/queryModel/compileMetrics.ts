import { LATENCY_FIELD, WEIGHT_FIELD } from './fields';
import { metricLetter } from './metricLetters';
import type { DslClause } from './compileFilters';
import type { LatencyStat, Metric } from './types';

const UNIQUE_FIELDS = { unique_users: 'user_id', unique_companies: 'company_id', unique_sessions: 'session_token' } as const;

const PERCENTS: Readonly<Record<Exclude<LatencyStat, 'avg' | 'max'>, number>> = { p50: 50, p90: 90, p99: 99 };

/**
 * The metric aggregation of one metric, or null for a formula (computed on the client with `evaluateFormula`).
 * `count` is the weighted event count: the sum of `weight`, an event without weight counting 1. A percentile answers
 * `{values: {"90.0": ...}}`, the others `{value}`.
 */
export function metricAggregation(metric: Metric): DslClause | null {
  switch (metric.kind) {
    case 'count':
      return { sum: { field: WEIGHT_FIELD, missing: 1 } };
    case 'unique_users':
    case 'unique_companies':
    case 'unique_sessions':
      return { cardinality: { field: UNIQUE_FIELDS[metric.kind] } };
    case 'latency':
      if (metric.stat === 'avg' || metric.stat === 'max') return { [metric.stat]: { field: LATENCY_FIELD } };
      return { percentiles: { field: LATENCY_FIELD, percents: [PERCENTS[metric.stat]] } };
    case 'custom':
      return metric.fn === 'distinct' ? { cardinality: { field: metric.field } } : { [metric.fn]: { field: metric.field } };
    case 'formula':
      return null;
  }
}

/** The metric aggregations of a model, named by letter (`A`, `B`...); formulas have none. */
export function metricAggregations(metrics: readonly Metric[]): Record<string, DslClause> {
  const aggs: Record<string, DslClause> = {};
  metrics.forEach((m, i) => {
    const agg = metricAggregation(m);
    if (agg) aggs[metricLetter(i)] = agg;
  });
  return aggs;
}
