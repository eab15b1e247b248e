/** Metric names in words, as every analysis screen shows them. */
import type { Metric } from '@/portal/shared/queryModel';

const LATENCY_NAMES = { avg: 'Average latency', max: 'Max latency', p50: 'p50 latency', p90: 'p90 latency', p99: 'p99 latency' } as const;
const CUSTOM_NAMES = { avg: 'Average', sum: 'Sum', min: 'Min', max: 'Max', distinct: 'Distinct' } as const;

/** A metric in words: `Count`, `p90 latency`, `Sum of metadata.amount`, `A / B`. */
export function metricName(metric: Metric): string {
  switch (metric.kind) {
    case 'count':
      return 'Count';
    case 'unique_users':
      return 'Unique users';
    case 'unique_companies':
      return 'Unique companies';
    case 'unique_sessions':
      return 'Unique sessions';
    case 'latency':
      return LATENCY_NAMES[metric.stat];
    case 'custom':
      return `${CUSTOM_NAMES[metric.fn]} of ${metric.field}`;
    case 'formula':
      return metric.expression;
  }
}
