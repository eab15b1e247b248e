/**
 * The exact hourly rollups of events (migration 103): their tables and the SQL that computes their rows from the
 * events table. The same SELECTs fill the tables (migration, background refresh; grouped per hour) and answer the
 * hours a search must read from the events themselves (dirty hours, partial hours at the window's ends; a row per
 * event, see RowForm), so both sides agree by construction.
 */

/** The rollup's dimensions: event columns a rolled-up search may filter, group and bucket on. */
export const ROLLUP_DIMENSIONS = ['event_type', 'verb', 'route', 'status'] as const;

/** Per org, app, UTC hour and dimensions: weighted and plain counts, and weight and duration sums and bounds. */
export const ROLLUP_TABLE = 'event_rollups';
/** Per org, app, UTC hour, dimensions and duration value: how many events took exactly that long (exact percentiles). */
export const DURATIONS_TABLE = 'event_rollup_durations';
/**
 * Per org, app, UTC day, dimensions and duration value: the duration counts of the day's hours (migration 107), so
 * percentiles by dimension over weeks read a day's values once instead of once per hour. Read only for days without a
 * dirty hour.
 */
export const DAY_DURATIONS_TABLE = 'event_rollup_day_durations';
/** Per org, app, UTC hour and duration value: the same counts without dimensions (percentiles of a whole window). */
export const HOUR_DURATIONS_TABLE = 'event_rollup_hour_durations';
/**
 * Per org, app, UTC day and duration value: the day's counts without dimensions (migration 110), so percentiles of
 * a whole window over days read a day's values once instead of once per hour. Read only for days without a dirty hour.
 */
export const DAY_TOTAL_DURATIONS_TABLE = 'event_rollup_day_total_durations';
/** Hours marked dirty that are not recomputed yet; kept so a restart still recomputes them. */
export const DIRTY_TABLE = 'event_rollup_dirty';

/**
 * One row: `marked_until`, a time before which every committed event's hour is in the rollups or in the dirty table
 * (written by each refresh, and by the migration that builds the rollups), and `closed_at` (migration 108), the
 * moment of the last clean shutdown, after which no event of that run could commit.
 */
export const STATE_TABLE = 'event_rollup_state';

/** The dimension columns, comma-separated, as the rollup tables and their SELECTs list them. */
export const DIMS = ROLLUP_DIMENSIONS.join(', ');

/** Columns of a rolled-up row besides the hour and the dimensions, as aggregates over events. */
const SUMMARY_AGGREGATES = `sum(weight)::BIGINT AS weight_sum, count(*)::BIGINT AS n, min(weight) AS weight_min, max(weight) AS weight_max,
  count(duration_ms)::BIGINT AS duration_n, sum(duration_ms)::BIGINT AS duration_sum, min(duration_ms) AS duration_min, max(duration_ms) AS duration_max`;

/** The same columns for one event: what SUMMARY_AGGREGATES gives over a group holding only that event. */
const SUMMARY_OF_EVENT = `weight::BIGINT AS weight_sum, 1::BIGINT AS n, weight AS weight_min, weight AS weight_max,
  (duration_ms IS NOT NULL)::BIGINT AS duration_n, duration_ms::BIGINT AS duration_sum, duration_ms AS duration_min, duration_ms AS duration_max`;

/**
 * How the SELECTs of events below give their rows:
 * - `stored`: grouped per hour and dimensions, with org_id and app_id first, as the rollup tables hold them;
 * - `perEvent`: one row per event, without the tenant, in the columns a search reads from the tables. Every search
 *   aggregates the relations it reads with sums, minimums, maximums and distinct counts, which give the same answer
 *   over a row per event as over grouped rows; a GROUP BY of the events' own in each branch of a search's UNION ALL
 *   would cost DuckDB a hash table per branch (about 0.7 ms of each statement for a window's two partial hours).
 */
export type RowForm = 'stored' | 'perEvent';

/** The leading columns of a SELECT of events in `form`: the tenant when stored, then the hour named `time`. */
const timeColumns = (form: RowForm): string => `${form === 'stored' ? 'org_id, app_id, ' : ''}date_trunc('hour', time) AS time`;
/** ` GROUP BY ALL` for the stored form, nothing for a row per event. */
export const grouping = (form: RowForm): string => (form === 'stored' ? ' GROUP BY ALL' : '');
/** The count column `n`: how many events a row stands for. */
export const countColumn = (form: RowForm): string => (form === 'stored' ? 'count(*)::BIGINT AS n' : '1::BIGINT AS n');

/** Summary columns of the rollup table (after org_id, app_id, hour and the dimensions). */
export const SUMMARY_COLUMNS = 'weight_sum, n, weight_min, weight_max, duration_n, duration_sum, duration_min, duration_max';

export const CREATE_ROLLUP_TABLE = `CREATE TABLE ${ROLLUP_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL,
  event_type VARCHAR NOT NULL, verb VARCHAR, route VARCHAR, status INTEGER,
  weight_sum BIGINT NOT NULL, n BIGINT NOT NULL, weight_min INTEGER, weight_max INTEGER,
  duration_n BIGINT NOT NULL, duration_sum BIGINT, duration_min INTEGER, duration_max INTEGER
)`;

export const CREATE_DURATIONS_TABLE = `CREATE TABLE ${DURATIONS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL,
  event_type VARCHAR NOT NULL, verb VARCHAR, route VARCHAR, status INTEGER,
  duration_ms INTEGER NOT NULL, n BIGINT NOT NULL
)`;

export const CREATE_DAY_DURATIONS_TABLE = `CREATE TABLE ${DAY_DURATIONS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, day TIMESTAMP NOT NULL,
  event_type VARCHAR NOT NULL, verb VARCHAR, route VARCHAR, status INTEGER,
  duration_ms INTEGER NOT NULL, n BIGINT NOT NULL
)`;

export const CREATE_HOUR_DURATIONS_TABLE = `CREATE TABLE ${HOUR_DURATIONS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL, duration_ms INTEGER NOT NULL, n BIGINT NOT NULL
)`;

export const CREATE_DAY_TOTAL_DURATIONS_TABLE = `CREATE TABLE ${DAY_TOTAL_DURATIONS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, day TIMESTAMP NOT NULL, duration_ms INTEGER NOT NULL, n BIGINT NOT NULL
)`;

export const CREATE_DIRTY_TABLE = `CREATE TABLE ${DIRTY_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL,
  PRIMARY KEY (org_id, app_id, hour)
)`;

export const CREATE_STATE_TABLE = `CREATE TABLE ${STATE_TABLE} (marked_until TIMESTAMP NOT NULL)`;

/**
 * Summary rows (hour named `time`, then the dimensions and SUMMARY_COLUMNS) of the events matching `where`;
 * `dims` adds columns after the dimensions (the unrouted rollup's `uri`).
 */
export function summarySelect(where: string, form: RowForm, dims = DIMS): string {
  return `SELECT ${timeColumns(form)}, ${dims}, ${form === 'stored' ? SUMMARY_AGGREGATES : SUMMARY_OF_EVENT} FROM events WHERE ${where}${grouping(form)}`;
}

/** Duration value counts (hour named `time`, dimensions, duration_ms, n) of the events matching `where`. */
export function durationsSelect(where: string, form: RowForm, dims = DIMS): string {
  return `SELECT ${timeColumns(form)}, ${dims}, duration_ms, ${countColumn(form)} FROM events WHERE (${where}) AND duration_ms IS NOT NULL${grouping(form)}`;
}

/** Duration value counts per hour without dimensions (hour named `time`, duration_ms, n) of the events matching `where`. */
export function hourDurationsSelect(where: string, form: RowForm): string {
  return `SELECT ${timeColumns(form)}, duration_ms, ${countColumn(form)} FROM events WHERE (${where}) AND duration_ms IS NOT NULL${grouping(form)}`;
}

/** Day duration rows (org, app, day, dimensions, duration_ms, n) from the hour rows matching `where` (on the durations table). */
export function dayDurationsFromHours(where: string): string {
  return `SELECT org_id, app_id, date_trunc('day', hour) AS day, ${DIMS}, duration_ms, sum(n)::BIGINT AS n FROM ${DURATIONS_TABLE} WHERE ${where} GROUP BY ALL`;
}

/** Day rows without dimensions (org, app, day, duration_ms, n) from the hour rows matching `where` (on the per-hour durations table). */
export function dayTotalDurationsFromHours(where: string): string {
  return `SELECT org_id, app_id, date_trunc('day', hour) AS day, duration_ms, sum(n)::BIGINT AS n FROM ${HOUR_DURATIONS_TABLE} WHERE ${where} GROUP BY ALL`;
}

/** Column list of the rolled-up summary rows as a search reads them from the rollup table. */
export const SUMMARY_READ = `hour AS time, ${DIMS}, ${SUMMARY_COLUMNS}`;
/** Column list of the rolled-up duration rows as a search reads them from the durations table (or the day table). */
export const durationsRead = (timeColumn: 'hour' | 'day'): string => `${timeColumn} AS time, ${DIMS}, duration_ms, n`;
/** Column list of the duration rows without dimensions as a search reads them from the per-hour table (or the day table). */
export const totalDurationsRead = (timeColumn: 'hour' | 'day'): string => `${timeColumn} AS time, duration_ms, n`;
