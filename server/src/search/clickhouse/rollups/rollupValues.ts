import type { MetricAgg } from '../../dsl/aggTypes';
import { keyOf, type QueryRunner } from '../../dsl/bucketRows';
import { constant, join, param, sql, type Fragment } from '../../dsl/fragment';

/** Values of the metrics answered apart from the summary rows, per group key (`keyOf`), by metric index. */
export type SeparateValues = Map<string, Map<number, unknown>>;

/** Whether a metric is answered from the duration value counts (percentiles, min and max of duration_ms). */
export const fromDurations = (m: MetricAgg): boolean => m.fn === 'percentiles' || ((m.fn === 'min' || m.fn === 'max') && m.field.expr.sql === 'duration_ms');
/** Whether a metric is answered apart from the summary rows (by the duration counts or the id rows). */
export const isSeparate = (m: MetricAgg): boolean => fromDurations(m) || m.fn === 'cardinality';

/** Files a metric's value under a group key. */
function put(out: SeparateValues, key: string, index: number, value: unknown): void {
  const values = out.get(key) ?? new Map<number, unknown>();
  values.set(index, value);
  out.set(key, values);
}

/** `k AS p0, ...` of the group keys and the SELECT head naming them again. */
function keyColumns(keys: Fragment[]): { select: Fragment; names: string[] } {
  const names = keys.map((_, i) => `p${i}`);
  return { select: join(keys.map((k, i) => sql`${k} AS ${constant(names[i])}, `), ''), names };
}

/**
 * Percentiles, min and max of duration_ms per group key from duration value counts, as the scan computes them over
 * the events. Percentiles are DuckDB's `quantile_cont` (the ClickHouse scan's arithmetic, percentiles.ts): with N
 * values and q = p / 100, the values at the 0-based positions floor((N - 1) q) and ceil((N - 1) q) of the sorted
 * values, found here as the first value whose running count passes the position (sorted arrays: ClickHouse 18.16 has
 * no window functions), interpolated as `lo * (1 - d) + hi * d` in the same double arithmetic.
 */
export async function durationValues(metrics: MetricAgg[], durations: Fragment, where: Fragment, keys: Fragment[], run: QueryRunner): Promise<SeparateValues> {
  const out: SeparateValues = new Map();
  const wanted = metrics.flatMap((m, index) => (fromDurations(m) ? [{ m, index }] : []));
  if (wanted.length === 0) return out;
  const { select, names } = keyColumns(keys);
  const head = constant(names.map((n) => `${n}, `).join(''));
  const grouping = names.length ? constant(` GROUP BY ${names.join(', ')}`) : constant('');
  const counts = sql`SELECT ${select}duration_ms AS v, sum(n) AS c FROM ${durations} WHERE ${where} GROUP BY ${constant([...names, 'v'].join(', '))} HAVING sum(n) > 0`;
  const sorted = sql`SELECT ${head}arraySort(groupArray(v)) AS vs, arrayCumSum(arraySort((x, y) -> y, groupArray(c), groupArray(v))) AS cum FROM (${counts})${grouping}`;
  const qs = wanted.flatMap(({ m }) => (m.fn === 'percentiles' ? (m.percents ?? []).map((p) => p / 100) : []));
  const positions = qs.map((q, j) => {
    const at = (fn: string) => sql`arrayFirst((x, s) -> s > ${constant(fn)}((cum[-1] - 1) * ${param(q)}), vs, cum) AS ${constant(`${fn}${j}`)}`;
    return sql`${at('floor')}, ${at('ceil')}`;
  });
  const columns = [sql`cum[-1] AS total`, sql`vs[1] AS low`, sql`vs[-1] AS high`, ...positions];
  const rows = await run(sql`SELECT ${head}${join(columns, ', ')} FROM (${sorted})`);
  for (const row of rows) {
    const key = keyOf(names.map((n) => row[n]));
    const total = Number(row.total);
    // No duration at all (the one row of an ungrouped query over nothing): the scan answers null.
    if (!(total > 0)) continue;
    let j = 0;
    for (const { m, index } of wanted) {
      if (m.fn !== 'percentiles') {
        put(out, key, index, Number(m.fn === 'min' ? row.low : row.high));
        continue;
      }
      put(out, key, index, (m.percents ?? []).map(() => {
        const rn = (total - 1) * qs[j];
        const lo = Number(row[`floor${j}`]);
        const hi = Number(row[`ceil${j++}`]);
        const d = rn - Math.floor(rn);
        return Math.floor(rn) === Math.ceil(rn) ? lo : lo * (1 - d) + hi * d;
      }));
    }
  }
  return out;
}

/**
 * The distinct ids of each cardinality metric (user_id or company_id) per group key, over the id rows `idsOf(column)`
 * of the window (their union of day, hour and event rows, each id present at most once per hour): exactly the
 * distinct ids of the window's events. Ungrouped counts go in one statement (the key numbers ask both).
 */
export async function distinctCounts(metrics: MetricAgg[], idsOf: (column: string) => Fragment, where: Fragment, keys: Fragment[], run: QueryRunner): Promise<SeparateValues> {
  const out: SeparateValues = new Map();
  const wanted = metrics.flatMap((m, index) => (m.fn === 'cardinality' ? [{ m, index }] : []));
  if (wanted.length === 0) return out;
  if (keys.length === 0) {
    const counts = wanted.map(({ m, index }) => sql`(SELECT uniqExact(${m.field.expr}) FROM ${idsOf(m.field.expr.sql)} WHERE ${where}) AS ${constant(`c${index}`)}`);
    const [row] = await run(sql`SELECT ${join(counts, ', ')}`);
    for (const { index } of wanted) put(out, keyOf([]), index, row?.[`c${index}`]);
    return out;
  }
  const { select, names } = keyColumns(keys);
  for (const { m, index } of wanted) {
    const rows = await run(sql`SELECT ${select}uniqExact(${m.field.expr}) AS c FROM ${idsOf(m.field.expr.sql)} WHERE ${where} GROUP BY ${constant(names.join(', '))}`);
    for (const row of rows) put(out, keyOf(names.map((n) => row[n])), index, row.c);
  }
  return out;
}

/** Puts the separately answered values of a bucket into its row (as `m<i>`), where metricsResults reads them. */
export function withSeparate(row: Record<string, unknown>, found: Map<number, unknown> | undefined): Record<string, unknown> {
  if (!found) return row;
  const copy = { ...row };
  for (const [index, value] of found) copy[`m${index}`] = value;
  return copy;
}
