import type { Metric } from './types';

/** The letter naming the metric at an index: 0 → `A`, 1 → `B` ... (also its aggregation name). */
export function metricLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The metrics of a model by letter. */
export function metricsByLetter(metrics: readonly Metric[]): Record<string, Metric> {
  const out: Record<string, Metric> = {};
  metrics.forEach((m, i) => {
    out[metricLetter(i)] = m;
  });
  return out;
}
