import type { DateHistogramAgg } from '../dsl/aggTypes';
import type { AggScope, QueryRunner } from '../dsl/bucketRows';
import { DslError } from '../dsl/dslError';
import { constant, join, param, sql, type Fragment } from '../dsl/fragment';
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS, fixedGrid, fixedStart, fixedStartSql } from '../dsl/fixedBuckets';
import { offsetSpan, seriesBounds } from '../dsl/histogram';
import { offsetSchedule, type OffsetSchedule } from '../dsl/timeZoneOffset';

/**
 * Longest span whose time-zone offsets are looked up (weekly samples: about 5,200). ClickHouse has no conversion
 * through the zone rules that matches DuckDB's, so every histogram shifts times by a schedule of offsets.
 */
const MAX_SCHEDULE_MS = 100 * 366 * DAY_MS;

const MONTH_START: Record<'month' | 'quarter' | 'year', string> = { month: 'toStartOfMonth', quarter: 'toStartOfQuarter', year: 'toStartOfYear' };

/**
 * The start (epoch ms, read as a wall clock) of the bucket holding a wall-clock time in ms, as DuckDB's date_trunc
 * and time_bucket cut it: plain arithmetic for minutes to weeks and fixed intervals; months, quarters and years
 * through ClickHouse's calendar functions in UTC (so for wall times within 1970-2106, DateTime's range).
 */
function bucketStartSql(node: DateHistogramAgg, wall: Fragment): Fragment {
  const grid = fixedGrid(node);
  if (grid) return fixedStartSql(wall, grid, param);
  const unit = node.calendar as keyof typeof MONTH_START;
  return sql`(toInt64(toDateTime(${constant(MONTH_START[unit])}(toDateTime(intDiv(${wall}, 1000), 'UTC')), 'UTC')) * 1000)`;
}

/** `CASE WHEN value < bounds[0] THEN offsets[0] ... ELSE offsets[last] END`: the offset in force at a time (ms). */
function offsetAtSql(value: Fragment, bounds: number[], offsets: number[]): Fragment {
  if (bounds.length === 0) return param(offsets[0]);
  const whens = bounds.map((bound, i) => sql` WHEN ${value} < ${param(bound)} THEN ${param(offsets[i])}`);
  return sql`(CASE${join(whens, '')} ELSE ${param(offsets[offsets.length - 1])} END)`;
}

/** The offset in force at a time (ms) by a schedule's bounds, as offsetAtSql answers it. */
function offsetAt(value: number, bounds: number[], offsets: number[]): number {
  const i = bounds.findIndex((bound) => value < bound);
  return offsets[i < 0 ? offsets.length - 1 : i];
}

/**
 * The schedule's changes read on the wall clock: a wall time at or after `localChanges[i]` takes `offsets[i + 1]`,
 * so a wall time that occurs twice (clocks turned back) takes the later offset and one that does not exist (clocks
 * turned forward) the earlier one, as DuckDB resolves them (dsl/histogram.ts).
 */
const localChanges = (schedule: OffsetSchedule) => schedule.changes.map((at, i) => at + schedule.offsets[i + 1]);

function scheduleFor(node: DateHistogramAgg, span: { from: number; to: number }): OffsetSchedule {
  const schedule = offsetSchedule(node.timeZone, span.from, span.to, MAX_SCHEDULE_MS);
  if (!schedule) throw new DslError(`date_histogram "${node.name}" spans more than 100 years in time zone ${node.timeZone}: use UTC or a narrower window`);
  return schedule;
}

/**
 * The bucket key (epoch ms of the bucket's start) of each row: the row's time (ms) shifted by the zone's offset in
 * force at that instant, cut into its bucket, and shifted back by the offset in force at the bucket's wall-clock
 * start. Offsets come from the zone's schedule over the searched window; without a window (profiles) over the
 * data's own span, read first.
 */
export async function clickHouseHistogramKey(node: DateHistogramAgg, scope: AggScope, run: QueryRunner): Promise<Fragment> {
  let window = scope.window;
  if (!window) {
    const [row] = await run(sql`SELECT min(${node.field.expr}) AS lo, max(${node.field.expr}) AS hi FROM ${constant(scope.table)} WHERE ${scope.where}`);
    window = row?.lo === null || row?.lo === undefined ? { from: 0, to: 0 } : { from: Number(row.lo), to: Number(row.hi) };
  }
  const schedule = scheduleFor(node, offsetSpan(node, window));
  const wall = sql`(${node.field.expr} + ${offsetAtSql(node.field.expr, schedule.changes, schedule.offsets)})`;
  const start = bucketStartSql(node, wall);
  return sql`(${start} - ${offsetAtSql(start, localChanges(schedule), schedule.offsets)})`;
}

/** One calendar interval on the wall clock: a length, or a number of months. */
const CALENDAR_STEP: Record<NonNullable<DateHistogramAgg['calendar']>, { ms: number } | { months: number }> = {
  minute: { ms: MINUTE_MS }, hour: { ms: HOUR_MS }, day: { ms: DAY_MS }, week: { ms: WEEK_MS }, month: { months: 1 }, quarter: { months: 3 }, year: { months: 12 },
};

/** Epoch ms of the first day of a month at 00:00 UTC (any year: Date.UTC would read years 0-99 as 1900-1999). */
function monthStart(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 1);
  return date.getTime();
}

/** The wall-clock start of the bucket holding a wall-clock time (ms), as bucketStartSql cuts it. */
function bucketStart(node: DateHistogramAgg, wall: number): number {
  const grid = fixedGrid(node);
  if (grid) return fixedStart(wall, grid);
  const date = new Date(wall);
  const month = date.getUTCMonth();
  if (node.calendar === 'quarter') return monthStart(date.getUTCFullYear(), month - (month % 3));
  return monthStart(date.getUTCFullYear(), node.calendar === 'year' ? 0 : month);
}

/** The wall-clock start of the bucket after the one starting at `start`. */
function nextStart(node: DateHistogramAgg, start: number): number {
  const step = node.calendar ? CALENDAR_STEP[node.calendar] : { ms: node.fixedMs as number };
  if ('ms' in step) return start + step.ms;
  const date = new Date(start);
  return monthStart(date.getUTCFullYear(), date.getUTCMonth() + step.months);
}

/**
 * Every bucket key from the lower to the upper bound (extended_bounds, else the data), for min_doc_count 0,
 * computed here as DuckDB's generate_series computes them: from the bucket holding the lower bound's wall-clock time
 * to the upper bound's wall-clock time, one interval at a time on the wall clock, each start back to UTC.
 */
export async function clickHouseHistogramSeries(node: DateHistogramAgg, dataKeys: number[]): Promise<number[] | null> {
  const bounds = seriesBounds(node, dataKeys);
  if (!bounds) return null;
  const schedule = scheduleFor(node, offsetSpan(node, { from: bounds.lo, to: bounds.hi }));
  const wall = (ms: number) => ms + offsetAt(ms, schedule.changes, schedule.offsets);
  const changes = localChanges(schedule);
  const keys: number[] = [];
  for (let start = bucketStart(node, wall(bounds.lo)); start <= wall(bounds.hi); start = nextStart(node, start)) {
    keys.push(start - offsetAt(start, changes, schedule.offsets));
  }
  return keys.sort((a, b) => a - b);
}
