/** The metric choices of the picker, as option values (`count`, `latency~p90`, `formula`). */
import type { Metric } from '@/portal/shared/queryModel';
import { metricName } from './metricNames';

/** A metric the picker offers. */
export interface MetricOption {
  value: string;
  label: string;
  metric: Metric;
}

const PRESETS: Metric[] = [
  { kind: 'count' },
  { kind: 'unique_users' },
  { kind: 'unique_companies' },
  { kind: 'unique_sessions' },
  { kind: 'latency', stat: 'avg' },
  { kind: 'latency', stat: 'p50' },
  { kind: 'latency', stat: 'p90' },
  { kind: 'latency', stat: 'p99' },
  { kind: 'latency', stat: 'max' },
];

/** The option value of a metric (custom metrics keep their field so a link's metric shows as chosen). */
export function metricOptionValue(metric: Metric): string {
  if (metric.kind === 'latency') return `latency~${metric.stat}`;
  if (metric.kind === 'custom') return `custom~${metric.fn}~${metric.field}`;
  return metric.kind;
}

/** The options: the presets, a formula, and the metric itself when it is a custom one from a link. */
export function metricOptions(current: Metric): MetricOption[] {
  const options = PRESETS.map((metric) => ({ value: metricOptionValue(metric), label: metricName(metric), metric }));
  if (current.kind === 'custom') options.push({ value: metricOptionValue(current), label: metricName(current), metric: current });
  options.push({ value: 'formula', label: 'Formula', metric: current.kind === 'formula' ? current : { kind: 'formula', expression: 'A' } });
  return options;
}
