import type { MetricAgg } from '../dsl/aggTypes';
import { constant, join, param, sql, type Fragment } from '../dsl/fragment';
import type { QueryRunner } from '../dsl/bucketRows';
import { keyOf } from '../dsl/bucketRows';

/**
 * A metric over rolled-up summary rows giving exactly what the scan's aggregate gives over the events (metricSql.ts):
 * weight and duration_ms are INTEGER columns, so sums of partial sums are exact, and an average is the exact sum
 * divided by the count, as DuckDB's avg of integers divides them. Percentiles are answered by percentileQuery.
 */
export function rollupMetricSql(m: MetricAgg): Fragment {
  const weight = m.field.expr.sql === 'weight';
  switch (m.fn) {
    case 'sum': return constant(weight ? 'sum(weight_sum)' : 'sum(duration_sum)');
    case 'value_count': return constant(weight ? 'sum(n)' : 'sum(duration_n)');
    case 'min': return constant(weight ? 'min(weight_min)' : 'min(duration_min)');
    case 'max': return constant(weight ? 'max(weight_max)' : 'max(duration_max)');
    case 'avg': return constant(weight
      ? 'CASE WHEN sum(n) > 0 THEN sum(weight_sum)::DOUBLE / sum(n)::DOUBLE END'
      : 'CASE WHEN sum(duration_n) > 0 THEN sum(duration_sum)::DOUBLE / sum(duration_n)::DOUBLE END');
    default:
      throw new Error(`Metric ${m.fn} is not answered from rollup summary rows`);
  }
}

/** Whether a metric is answered from the duration value counts. */
export const isPercentiles = (m: MetricAgg): boolean => m.fn === 'percentiles';

interface Wanted {
  metricIndex: number;
  q: number;
}

/**
 * `quantile_cont` of duration_ms from duration value counts, computed as DuckDB computes it over the sorted values:
 * with N values and quantile q, RN = (N - 1) * q, lo and hi the values at the 0-based positions floor(RN) and
 * ceil(RN), and, with d = RN - floor(RN), the answer lo * (1 - d) + hi * d (DuckDB's interpolation of doubles), or
 * lo when both positions are the same. The positions are found from the running count of each value; the
 * interpolation is done here in the same double arithmetic.
 *
 * Answers, per group key (`keyOf([...groups, k])`), the metric's list of values in `percents` order; `groups` are the
 * enclosing bucket keys, `own` the node's own key (none for a filter or the top level).
 */
export async function percentileValues(
  metrics: MetricAgg[], durations: Fragment, where: Fragment, groups: Fragment[], own: Fragment | null, run: QueryRunner,
): Promise<Map<string, Map<number, Array<number | null>>>> {
  const wanted: Wanted[] = metrics.flatMap((m, metricIndex) => (isPercentiles(m) ? (m.percents ?? []).map((p) => ({ metricIndex, q: p / 100 })) : []));
  const out = new Map<string, Map<number, Array<number | null>>>();
  if (wanted.length === 0) return out;
  const keys = [...groups, ...(own ? [own] : [])];
  const keyCols = keys.map((_, i) => `p${i}`);
  const partition = keyCols.length ? constant(`PARTITION BY ${keyCols.join(', ')}`) : constant('');
  const select = join(keys.map((k, i) => sql`${k} AS ${constant(keyCols[i])}`), ', ');
  const values = sql`SELECT ${keys.length ? sql`${select}, ` : constant('')}duration_ms AS v, sum(n) AS c FROM ${durations} WHERE ${where} GROUP BY ALL`;
  const running = sql`SELECT *, sum(c) OVER (${partition} ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum, sum(c) OVER (${partition} ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS total FROM (${values})`;
  const bounds = join(wanted.map((w, j) => {
    const q = sql`${param(w.q)}::DOUBLE`;
    return sql`min(v) FILTER (WHERE cum > floor((total - 1)::DOUBLE * ${q})) AS ${constant(`lo${j}`)}, min(v) FILTER (WHERE cum > ceil((total - 1)::DOUBLE * ${q})) AS ${constant(`hi${j}`)}`;
  }), ', ');
  const head = keyCols.length ? constant(`${keyCols.join(', ')}, `) : constant('');
  const rows = await run(sql`SELECT ${head}any_value(total) AS total, ${bounds} FROM (${running}) GROUP BY ALL`);
  for (const row of rows) {
    // No duration at all (the one row of an ungrouped query over nothing): quantile_cont answers null.
    if (row.total === null || row.total === undefined) continue;
    const total = Number(row.total);
    const perMetric = new Map<number, Array<number | null>>();
    wanted.forEach((w, j) => {
      const rn = (total - 1) * w.q;
      const frn = Math.floor(rn);
      const lo = Number(row[`lo${j}`]);
      const hi = Number(row[`hi${j}`]);
      const d = rn - frn;
      const value = frn === Math.ceil(rn) ? lo : lo * (1 - d) + hi * d;
      perMetric.set(w.metricIndex, [...(perMetric.get(w.metricIndex) ?? []), value]);
    });
    out.set(keyOf(keyCols.map((c) => row[c])), perMetric);
  }
  return out;
}

/** Puts the percentile lists of a bucket into its row (as `m<i>`), where metricsResults reads them. */
export function withPercentiles(row: Record<string, unknown>, found: Map<number, Array<number | null>> | undefined): Record<string, unknown> {
  if (!found) return row;
  const copy = { ...row };
  for (const [index, list] of found) copy[`m${index}`] = list;
  return copy;
}
