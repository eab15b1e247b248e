import type { DateHistogramAgg } from './aggTypes';
import { sql, type Fragment } from './fragment';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** A Monday (1970-01-05): weeks start on Mondays, as DuckDB's date_trunc('week') cuts them. */
const MONDAY_MS = 4 * DAY_MS;
/** DuckDB's time_bucket origin for intervals without months: 2000-01-03, a Monday. */
const BUCKET_ORIGIN_MS = Date.UTC(2000, 0, 3);

/** Buckets of one length on the wall clock, one of them starting at `origin` (epoch ms). */
export interface FixedGrid {
  length: number;
  origin: number;
}

/**
 * The grid a date_histogram cuts the wall clock into, exactly as DuckDB's date_trunc (minute to week) and
 * time_bucket (fixed intervals) cut it, or null for months, quarters and years, whose lengths vary.
 */
export function fixedGrid(node: DateHistogramAgg): FixedGrid | null {
  switch (node.calendar) {
    case undefined: return { length: node.fixedMs as number, origin: BUCKET_ORIGIN_MS };
    case 'minute': return { length: MINUTE_MS, origin: 0 };
    case 'hour': return { length: HOUR_MS, origin: 0 };
    case 'day': return { length: DAY_MS, origin: 0 };
    case 'week': return { length: WEEK_MS, origin: MONDAY_MS };
    default: return null;
  }
}

/**
 * SQL for the start of the grid's bucket holding `value` (integer ms): value - ((value - origin) mod length), with a
 * floored modulo (SQL's `%` keeps the dividend's sign), so times before the origin fall in the right bucket too.
 * `num` writes a number for the dialect (DuckDB casts its parameters to BIGINT, so the arithmetic stays integral).
 */
export function fixedStartSql(value: Fragment, grid: FixedGrid, num: (n: number) => Fragment): Fragment {
  const shifted = grid.origin === 0 ? value : sql`(${value} - ${num(grid.origin)})`;
  const length = num(grid.length);
  return sql`(${value} - (((${shifted} % ${length}) + ${length}) % ${length}))`;
}

/** The start of the grid's bucket holding `value` (ms), as fixedStartSql computes it. */
export function fixedStart(value: number, grid: FixedGrid): number {
  return value - ((((value - grid.origin) % grid.length) + grid.length) % grid.length);
}
