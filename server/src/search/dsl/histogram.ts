import type { DateHistogramAgg } from './aggTypes';
import { DslError } from './dslError';
import { constant, join, param, sql, type Fragment } from './fragment';
import { fixedGrid, fixedStartSql } from './fixedBuckets';
import type { OffsetSchedule } from './timeZoneOffset';
import type { QueryRunner } from './runAggs';

const CALENDAR_STEP: Record<NonNullable<DateHistogramAgg['calendar']>, { step: string; approxMs: number }> = {
  minute: { step: 'INTERVAL 1 MINUTE', approxMs: 60_000 },
  hour: { step: 'INTERVAL 1 HOUR', approxMs: 3_600_000 },
  day: { step: 'INTERVAL 1 DAY', approxMs: 86_400_000 },
  week: { step: 'INTERVAL 7 DAY', approxMs: 7 * 86_400_000 },
  month: { step: 'INTERVAL 1 MONTH', approxMs: 28 * 86_400_000 },
  quarter: { step: 'INTERVAL 3 MONTH', approxMs: 89 * 86_400_000 },
  year: { step: 'INTERVAL 1 YEAR', approxMs: 365 * 86_400_000 },
};
const MAX_BUCKETS = 10_000;

function local(node: DateHistogramAgg, utc: Fragment): Fragment {
  return sql`timezone(${param(node.timeZone)}, timezone('UTC', ${utc}))`;
}

function bucketOf(node: DateHistogramAgg, localTime: Fragment): Fragment {
  return node.calendar ? sql`date_trunc(${param(node.calendar)}, ${localTime})` : sql`time_bucket(to_milliseconds(${param(node.fixedMs)}), ${localTime})`;
}

const DAY_MS = 86_400_000;
/** How far before a row's time its bucket can start, per calendar interval (the longest month, quarter, year). */
const CALENDAR_LOOKBACK_MS: Record<NonNullable<DateHistogramAgg['calendar']>, number> = {
  minute: 60_000, hour: 3_600_000, day: DAY_MS, week: 7 * DAY_MS, month: 31 * DAY_MS, quarter: 92 * DAY_MS, year: 366 * DAY_MS,
};

/**
 * The span whose time-zone offsets a histogram over the window needs: from the earliest start of a bucket holding
 * the window's first time (a day more, for the offset at that bucket start) to a day after the window.
 */
export function offsetSpan(node: DateHistogramAgg, window: { from: number; to: number }): { from: number; to: number } {
  const lookback = node.calendar ? CALENDAR_LOOKBACK_MS[node.calendar] : (node.fixedMs as number);
  return { from: window.from - lookback - DAY_MS, to: window.to + DAY_MS };
}

const ms = (value: number) => sql`${param(value)}::BIGINT`;
const instant = (epochMs: number) => sql`${param(new Date(epochMs).toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`;

/**
 * `CASE WHEN value < bounds[0] THEN offsets[0] ... ELSE offsets[last] END`: the offset in force at a time, with the
 * bounds written by `bound` (as TIMESTAMPs or as epoch ms, whichever `value` is); the one offset when none changes.
 */
function offsetAt(value: Fragment, bounds: number[], offsets: number[], bound: (epochMs: number) => Fragment): Fragment {
  if (bounds.length === 0) return ms(offsets[0]);
  const whens = bounds.map((at, i) => sql` WHEN ${value} < ${bound(at)} THEN ${ms(offsets[i])}`);
  return sql`(CASE${join(whens, '')} ELSE ${ms(offsets[offsets.length - 1])} END)`;
}

/**
 * Bucket start as epoch ms (UTC) for each row: the time in the bucket's time zone, truncated, then back to UTC.
 * - Minutes to weeks and fixed intervals, with the zone's offsets over the window known: integer arithmetic on the
 *   time's epoch ms (fixedBuckets.ts), which DuckDB computes about twice as fast as shifting a TIMESTAMP by an
 *   INTERVAL and truncating it. With daylight-saving changes inside the window, the row's wall-clock time is its
 *   time plus the offset in force at that instant (a CASE over the changes), and the bucket start goes back to UTC
 *   with the offset in force at that wall-clock time, resolved as the zone rules do: a local time that occurs twice
 *   (clocks turned back) takes the later offset, one that does not exist (clocks turned forward) the earlier one.
 * - Months, quarters and years the same way, through date_trunc on the shifted TIMESTAMP.
 * - Otherwise (no window, or one longer than about two years) each time is converted through the zone rules,
 *   which is about 10x slower.
 */
export function histogramBucketKey(node: DateHistogramAgg, schedule: OffsetSchedule | null): Fragment {
  if (schedule === null) return sql`epoch_ms(timezone(${param(node.timeZone)}, ${bucketOf(node, local(node, node.field.expr))}))`;
  const { offsets, changes } = schedule;
  const localChanges = changes.map((at, i) => at + offsets[i + 1]);
  const grid = fixedGrid(node);
  if (grid) {
    const at = sql`epoch_ms(${node.field.expr})`;
    const start = fixedStartSql(sql`(${at} + ${offsetAt(at, changes, offsets, ms)})`, grid, ms);
    return sql`(${start} - ${offsetAt(start, localChanges, offsets, ms)})`;
  }
  const start = bucketOf(node, sql`(${node.field.expr} + to_milliseconds(${offsetAt(node.field.expr, changes, offsets, instant)}))`);
  return sql`(epoch_ms(${start}) - ${offsetAt(start, localChanges, offsets, instant)})`;
}

/**
 * The bounds of a min_doc_count 0 series (extended_bounds, else the data's lowest and highest key), or null when
 * there is none; 400 when the series would hold more than 10,000 buckets.
 */
export function seriesBounds(node: DateHistogramAgg, dataKeys: number[]): { lo: number; hi: number } | null {
  const lo = node.bounds?.min.getTime() ?? (dataKeys.length ? Math.min(...dataKeys) : null);
  const hi = node.bounds?.max.getTime() ?? (dataKeys.length ? Math.max(...dataKeys) : null);
  if (lo === null || hi === null || hi < lo) return null;
  const approx = node.calendar ? CALENDAR_STEP[node.calendar].approxMs : (node.fixedMs as number);
  if ((hi - lo) / approx > MAX_BUCKETS) throw new DslError(`date_histogram "${node.name}" would create more than ${MAX_BUCKETS} buckets: use a longer interval`);
  return { lo, hi };
}

/** Every bucket key from the lower to the upper bound (extended_bounds, else the data), for min_doc_count 0. */
export async function histogramSeries(node: DateHistogramAgg, dataKeys: number[], run: QueryRunner): Promise<number[] | null> {
  const bounds = seriesBounds(node, dataKeys);
  if (!bounds) return null;
  const { lo, hi } = bounds;
  const ts = (ms: number) => sql`${param(new Date(ms).toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`;
  const step = node.calendar ? constant(CALENDAR_STEP[node.calendar].step) : sql`to_milliseconds(${param(node.fixedMs)})`;
  const rows = await run(sql`SELECT epoch_ms(timezone(${param(node.timeZone)}, b)) AS k FROM (SELECT unnest(generate_series(${bucketOf(node, local(node, ts(lo)))}, ${local(node, ts(hi))}, ${step})) AS b) ORDER BY k`);
  return rows.map((r) => Number(r.k));
}
