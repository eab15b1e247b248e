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
/** Whether a metric is answered by a statement of its own (percentiles, distinct counts), not from the summary rows. */
export const isSeparate = (m: MetricAgg): boolean => m.fn === 'percentiles' || m.fn === 'cardinality';

/** Values of metrics answered apart, per group key (`keyOf`), by metric index. */
export type SeparateValues = Map<string, Map<number, unknown>>;

/**
 * `count(DISTINCT id)` of each cardinality metric (on user_id or company_id), per group key, over the id rows
 * `idsOf(column)` of the window: the distinct ids of the union of day, hour and event rows, exactly the distinct ids
 * of the window's events (never a sum of per-hour counts). `where` and the keys only read `time`.
 */
export async function cardinalityValues(
  metrics: MetricAgg[], idsOf: (column: string) => Fragment, where: Fragment, groups: Fragment[], own: Fragment | null, run: QueryRunner,
): Promise<SeparateValues> {
  const out: SeparateValues = new Map();
  const keys = [...groups, ...(own ? [own] : [])];
  const wanted = [...metrics.entries()].filter(([, m]) => m.fn === 'cardinality');
  if (wanted.length === 0) return out;
  if (keys.length === 0) {
    // One statement for every distinct count of an ungrouped node (the key numbers ask users and companies together).
    const counts = wanted.map(([index, m]) => sql`(SELECT count(DISTINCT ${m.field.expr}) FROM ${idsOf(m.field.expr.sql)} WHERE ${where}) AS ${constant(`c${index}`)}`);
    const [row] = await run(sql`SELECT ${join(counts, ', ')}`);
    out.set(keyOf([]), new Map(wanted.map(([index]) => [index, row?.[`c${index}`]])));
    return out;
  }
  const keyCols = keys.map((_, i) => `p${i}`);
  const select = keys.map((k, i) => sql`${k} AS ${constant(keyCols[i])}, `);
  for (const [index, m] of wanted) {
    const rows = await run(sql`SELECT ${join(select, '')}count(DISTINCT ${m.field.expr}) AS c FROM ${idsOf(m.field.expr.sql)} WHERE ${where} GROUP BY ALL`);
    for (const row of rows) {
      const key = keyOf(keyCols.map((c) => row[c]));
      const values = out.get(key) ?? new Map<number, unknown>();
      values.set(index, row.c);
      out.set(key, values);
    }
  }
  return out;
}

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
): Promise<SeparateValues> {
  const wanted: Wanted[] = metrics.flatMap((m, metricIndex) => (isPercentiles(m) ? (m.percents ?? []).map((p) => ({ metricIndex, q: p / 100 })) : []));
  const out: SeparateValues = new Map();
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
    out.set(keyOf(keyCols.map((c) => row[c])), perMetric as Map<number, unknown>);
  }
  return out;
}

/** Puts the separately answered values of a bucket into its row (as `m<i>`), where metricsResults reads them. */
export function withPercentiles(row: Record<string, unknown>, found: Map<number, unknown> | undefined): Record<string, unknown> {
  if (!found) return row;
  const copy = { ...row };
  for (const [index, list] of found) copy[`m${index}`] = list;
  return copy;
}
