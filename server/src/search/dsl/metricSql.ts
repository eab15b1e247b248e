import type { MetricAgg } from './aggTypes';
import { constant, join, param, sql, type Fragment } from './fragment';

function numeric(m: MetricAgg): Fragment {
  const base = m.field.type === 'json' ? sql`TRY_CAST(${m.field.expr} AS DOUBLE)` : m.field.expr;
  return m.missing ? sql`coalesce(${base}, ${m.missing})` : base;
}

/** The SQL aggregate of a metric aggregation. */
export function metricSql(m: MetricAgg): Fragment {
  switch (m.fn) {
    case 'cardinality': return sql`count(DISTINCT ${m.field.expr})`;
    case 'value_count': return sql`count(${m.field.expr})`;
    case 'percentiles': {
      const list = join((m.percents ?? []).map((p) => sql`${param(p / 100)}::DOUBLE`), ', ');
      return sql`quantile_cont(${numeric(m)}, [${list}])`;
    }
    case 'min':
    case 'max':
      return m.field.type === 'time' ? sql`epoch_ms(${constant(m.fn)}(${m.field.expr}))` : sql`${constant(m.fn)}(${numeric(m)})`;
    default:
      return sql`${constant(m.fn)}(${numeric(m)})`;
  }
}

/** Elasticsearch's name for a percentile key: 90 -> "90.0", 99.9 -> "99.9". */
export function percentileKey(p: number): string {
  return Number.isInteger(p) ? p.toFixed(1) : String(p);
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The response object of a metric aggregation from its SQL value. */
export function metricResult(m: MetricAgg, value: unknown): Record<string, unknown> {
  if (m.fn === 'percentiles') {
    const list = Array.isArray(value) ? value : [];
    return { values: Object.fromEntries((m.percents ?? []).map((p, i) => [percentileKey(p), numberOrNull(list[i])])) };
  }
  const n = numberOrNull(value);
  if ((m.fn === 'cardinality' || m.fn === 'value_count' || m.fn === 'sum') && n === null) return { value: 0 };
  if (m.field.type === 'time' && n !== null) return { value: n, value_as_string: new Date(n).toISOString() };
  return { value: n };
}
