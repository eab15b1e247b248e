import { join, param, sql, type Fragment } from '../dsl/fragment';

/**
 * DuckDB's `quantile_cont` of a number expression for each percent, as a list (NULL elements over no values), in
 * SQL that ClickHouse 18.16 and current servers run. With A the sorted non-null values and N their number, the
 * position of quantile q is R = (N - 1) * q; the answer is A[floor(R)] when R is whole, else
 * A[floor(R)] * (1 - d) + A[ceil(R)] * d with d = R - floor(R), in double arithmetic as DuckDB interpolates (and as
 * the rollups do, rollups/rollupMetrics.ts). q is p / 100 computed by ClickHouse from the percent, as DuckDB's bound
 * p / 100 is computed.
 *
 * Memory: `groupArray` keeps every value of each bucket until its answer is computed (8 bytes a value), which is
 * what an exact interpolated percentile needs; ClickHouse's own `quantileExact` keeps the same but does not
 * interpolate, and `quantile` samples.
 */
export function clickHousePercentiles(expr: Fragment, percents: number[]): Fragment {
  const values = sql`arraySort(groupArray(toFloat64(${expr})))`;
  const each = percents.map((p) => {
    // greatest(.., 0) keeps the index valid in the branch evaluated (and discarded) over no values.
    const r = sql`greatest((toFloat64(length(${values})) - 1) * (${param(p)} / 100), 0)`;
    const lo = sql`${values}[toUInt64(floor(${r})) + 1]`;
    const hi = sql`${values}[toUInt64(ceil(${r})) + 1]`;
    const d = sql`(${r} - floor(${r}))`;
    return sql`if(empty(${values}), NULL, if(floor(${r}) = ceil(${r}), ${lo}, ${lo} * (1 - ${d}) + ${hi} * ${d}))`;
  });
  return sql`[${join(each, ', ')}]`;
}
