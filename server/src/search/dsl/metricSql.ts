import type { MetricAgg } from './aggTypes';
import type { SqlDialect } from './dialect';
import { constant, sql, type Fragment } from './fragment';

function numeric(m: MetricAgg, dialect: SqlDialect): Fragment {
  const base = m.field.type === 'json' ? dialect.tryNumber(m.field.expr) : m.field.expr;
  return m.missing ? sql`coalesce(${base}, ${m.missing})` : base;
}

/** The SQL aggregate of a metric aggregation. */
export function metricSql(m: MetricAgg, dialect: SqlDialect): Fragment {
  switch (m.fn) {
    case 'cardinality': return dialect.distinctCount(m.field.expr);
    case 'value_count': return sql`count(${m.field.expr})`;
    case 'percentiles': return dialect.percentiles(numeric(m, dialect), m.percents ?? []);
    case 'min':
    case 'max':
      return m.field.type === 'time' ? dialect.extremum(m.fn, m.field.expr, true) : dialect.extremum(m.fn, numeric(m, dialect), false);
    default:
      return sql`${constant(m.fn)}(${numeric(m, dialect)})`;
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
