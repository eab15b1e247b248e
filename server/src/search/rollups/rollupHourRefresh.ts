/**
 * The SQL that brings dirty hours' rollup rows up to date, in the refresher's transaction on the write connection:
 * a merge of the events committed since an hour was last refreshed (events.commit_seq), or a recompute from all of
 * the hour's events (after a deletion, or for a mark found at start-up). Both use the SELECTs that fill the tables
 * (rollupTables.ts, idRollupTables.ts), so a merged hour holds exactly what a recompute would give.
 */
import { sqlTimestampOfMs as ts } from '../../events/sqlTime';
import type { SqlRunner } from '../../storage/duckdb/database';
import { HOUR_MS, type TakenHour } from './dirtyHours';
import {
  DAY_IDS_TABLE, DAY_MS, IDS_TABLE, UNROUTED_DIMS, UNROUTED_DURATIONS_TABLE, UNROUTED_TABLE, allIdsSelect, dayIdsFromHours, unroutedDurationsSelect, unroutedSelect,
} from './idRollupTables';
import {
  DAY_DURATIONS_TABLE, DAY_TOTAL_DURATIONS_TABLE, DIMS, DURATIONS_TABLE, HOUR_DURATIONS_TABLE, ROLLUP_TABLE, SUMMARY_COLUMNS, dayDurationsFromHours, dayTotalDurationsFromHours,
  durationsSelect, hourDurationsSelect, summarySelect,
} from './rollupTables';

/** How the summary columns combine over rows of one key: counts and sums add up, bounds take the extreme. */
const SUMMARY_MERGE = SUMMARY_COLUMNS.split(', ').map((column) => [column, /_min$/.test(column) ? 'min' : /_max$/.test(column) ? 'max' : 'sum'] as const);
const COUNT_MERGE = [['n', 'sum']] as const;
const IDS_MERGE = [['weight_sum', 'sum'], ['n', 'sum']] as const;

/** One hour rollup table as the refresher fills it. */
interface HourTable {
  table: string;
  /** Its rows (org, app, the hour named `time`, keys, aggregates) from the events matching `where`. */
  select: (where: string) => string;
  /** The columns after org_id, app_id and the hour that its aggregates are kept per. */
  keys: string;
  /** Its aggregate columns, each with how rows of one key combine. */
  aggregates: ReadonlyArray<readonly [string, 'sum' | 'min' | 'max']>;
  /**
   * The day table holding the sums of its hour rows per UTC day (read only for days without a dirty hour), with the
   * SELECT of its rows from the hour rows matching `where`.
   */
  day?: { table: string; fromHours: (where: string) => string };
}

/** Every hour rollup table, in the order they are refreshed. */
const HOUR_TABLES: HourTable[] = [
  { table: ROLLUP_TABLE, select: (where) => summarySelect(where, 'stored'), keys: DIMS, aggregates: SUMMARY_MERGE },
  { table: DURATIONS_TABLE, select: (where) => durationsSelect(where, 'stored'), keys: `${DIMS}, duration_ms`, aggregates: COUNT_MERGE, day: { table: DAY_DURATIONS_TABLE, fromHours: dayDurationsFromHours } },
  {
    table: HOUR_DURATIONS_TABLE, select: (where) => hourDurationsSelect(where, 'stored'), keys: 'duration_ms', aggregates: COUNT_MERGE,
    day: { table: DAY_TOTAL_DURATIONS_TABLE, fromHours: dayTotalDurationsFromHours },
  },
  { table: IDS_TABLE, select: allIdsSelect, keys: 'kind, id', aggregates: IDS_MERGE, day: { table: DAY_IDS_TABLE, fromHours: dayIdsFromHours } },
  { table: UNROUTED_TABLE, select: (where) => unroutedSelect(where, 'stored'), keys: UNROUTED_DIMS, aggregates: SUMMARY_MERGE },
  { table: UNROUTED_DURATIONS_TABLE, select: (where) => unroutedDurationsSelect(where, 'stored'), keys: `${UNROUTED_DIMS}, duration_ms`, aggregates: COUNT_MERGE },
];

/**
 * The table a merge stages an hour table's new rows in before they replace the old ones (migration 109): the same
 * columns, empty outside a refresh's transaction. A permanent table, not a temporary one: the write connection keeps
 * its statements prepared, and DuckDB must not run a kept statement on a table that was dropped since.
 */
export const mergeTableOf = (hourTable: string): string => `${hourTable}_merge`;

/** The names of the hour rollup tables (each has a merge table, see mergeTableOf). */
export const HOUR_TABLE_NAMES: readonly string[] = HOUR_TABLES.map((t) => t.table);

const dayOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const placeholders = (count: number, first: number) => Array.from({ length: count }, (_, i) => `$${first + i}::TIMESTAMP`).join(', ');

/**
 * The fewest events an hour's rollup rows must hold for the refresh to merge its new events rather than recompute
 * it. A merge runs about twice the statements of a recompute but reads only the new events and the rows they touch,
 * so it costs about the same whatever the hour holds; a recompute reads every event of the hour. On the benchmark
 * machine the two cost the same at about 1M events and the recompute is the cheaper below this many
 * (`npm run bench:rollup-refresh`, docs/benchmarks.md).
 */
export const MERGE_FROM_EVENTS = 500_000;

/**
 * Brings some dirty hours of one app up to date: merges the new events of those whose rows miss only the events
 * committed after a known point and hold at least `mergeFromEvents` events, then recomputes the others, with their
 * days, from all their events.
 */
export async function refreshHours(tx: SqlRunner, hours: TakenHour[], mergeFromEvents = MERGE_FROM_EVENTS): Promise<void> {
  const mergeable = hours.filter((h) => h.mergedThrough !== null);
  const held = mergeable.length > 0 ? await eventsHeld(tx, mergeable) : new Map<number, number>();
  const merged = mergeable.filter((h): h is TakenHour & { mergedThrough: number } => (held.get(h.hourMs) ?? 0) >= mergeFromEvents);
  const recomputed = hours.filter((h) => !merged.includes(h as TakenHour & { mergedThrough: number }));
  // A recomputed day is summed from its hour rows after the merges, so the merges leave its day rows alone.
  const recomputedDays = new Set(recomputed.map((h) => dayOf(h.hourMs)));
  if (merged.length > 0) await mergeHours(tx, merged, recomputedDays);
  if (recomputed.length > 0) await recompute(tx, recomputed);
}

/** How many events the rollup rows of each of some hours of one app hold (by hour start, epoch ms). */
async function eventsHeld(tx: SqlRunner, hours: TakenHour[]): Promise<Map<number, number>> {
  const { tenant } = hours[0];
  const rows = await tx.all<{ h: number | bigint; n: number | bigint }>(
    `SELECT epoch_ms(hour) AS h, sum(n) AS n FROM ${ROLLUP_TABLE} WHERE org_id = $1 AND app_id = $2 AND hour IN (${placeholders(hours.length, 3)}) GROUP BY hour`,
    [tenant.orgId, tenant.appId, ...hours.map((h) => ts(h.hourMs))],
  );
  return new Map(rows.map((r) => [Number(r.h), Number(r.n)]));
}

/**
 * Adds the events of each hour committed after its `mergedThrough` to its rollup rows, and to the day rows of the
 * days not in `skipDays`. Every rollup aggregate combines (counts and sums add, bounds take the extreme), so the
 * hour's rows grouped together with the new events' rows are what a recompute from all its events gives.
 */
async function mergeHours(tx: SqlRunner, hours: Array<TakenHour & { mergedThrough: number }>, skipDays: Set<number>): Promise<void> {
  const { tenant } = hours[0];
  const ranges = hours.map((_, i) => `(time >= $${3 + 3 * i}::TIMESTAMP AND time < $${4 + 3 * i}::TIMESTAMP AND commit_seq > $${5 + 3 * i}::BIGINT)`);
  const newEvents = {
    where: `org_id = $1 AND app_id = $2 AND (${ranges.join(' OR ')})`,
    params: [tenant.orgId, tenant.appId, ...hours.flatMap((h) => [ts(h.hourMs), ts(h.hourMs + HOUR_MS), h.mergedThrough])],
  };
  const hourList = hours.map((h) => h.hourMs);
  const days = [...new Set(hourList.map(dayOf))].filter((day) => !skipDays.has(day));
  for (const spec of HOUR_TABLES) {
    await mergeInto(tx, spec, spec.table, 'hour', hourList, spec.select(newEvents.where), 'time', newEvents.params);
    if (spec.day && days.length > 0) {
      const columns = spec.aggregates.map(([column]) => column).join(', ');
      const newDayRows = `SELECT org_id, app_id, date_trunc('day', time) AS day, ${spec.keys}, ${columns} FROM (${spec.select(newEvents.where)})`;
      await mergeInto(tx, spec, spec.day.table, 'day', days, newDayRows, 'day', newEvents.params);
    }
  }
}

/**
 * Merges `newRows` (rows shaped like `table`'s, their time column named `newTime`, whose placeholders take `params`,
 * starting with org and app) into `table` (an hour table, or its day table) at the given times of one app: the rows
 * of the keys they touch are replaced by those rows grouped together with the new ones. The other rows stay as they
 * are, so the cost follows the new rows, not the hour's or the day's.
 */
async function mergeInto(tx: SqlRunner, spec: HourTable, table: string, timeColumn: 'hour' | 'day', times: number[], newRows: string, newTime: string, params: unknown[]): Promise<void> {
  const staged = mergeTableOf(spec.table);
  const inTimes = `org_id = $1 AND app_id = $2 AND ${timeColumn} IN (${placeholders(times.length, params.length + 1)})`;
  const keys = spec.keys.split(', ');
  // Keys may be NULL (no route, no user): NULL keys match each other, as GROUP BY groups them.
  const sameKey = (a: string, b: string, time: string) => [`${a}.org_id = ${b}.org_id`, `${a}.app_id = ${b}.app_id`, `${a}.${timeColumn} = ${b}.${time}`, ...keys.map((k) => `${a}.${k} IS NOT DISTINCT FROM ${b}.${k}`)].join(' AND ');
  const combined = spec.aggregates.map(([column, how]) => (how === 'sum' ? `sum(${column})::BIGINT AS ${column}` : `${how}(${column}) AS ${column}`)).join(', ');
  await tx.run(
    `INSERT INTO ${staged} SELECT org_id, app_id, ${timeColumn}, ${spec.keys}, ${combined} FROM (
       SELECT * FROM ${table} t WHERE ${inTimes} AND EXISTS (SELECT 1 FROM (${newRows}) n WHERE ${sameKey('t', 'n', newTime)})
       UNION ALL ${newRows}
     ) GROUP BY ALL`,
    [...params, ...times.map(ts)],
  );
  // The merge table's time column is named as the hour table's.
  await tx.run(`DELETE FROM ${table} t USING ${staged} s WHERE ${sameKey('t', 's', 'hour')}`);
  await tx.run(`INSERT INTO ${table} SELECT * FROM ${staged}`);
  await tx.run(`DELETE FROM ${staged}`);
}

/** `time` within one of the hours (each [h, h + 1 h)), for the events table's zone maps. */
function hourRanges(hours: number[], firstParam: number): { sql: string; params: string[] } {
  const parts = hours.map((_, i) => `(time >= $${firstParam + 2 * i}::TIMESTAMP AND time < $${firstParam + 2 * i + 1}::TIMESTAMP)`);
  return { sql: `(${parts.join(' OR ')})`, params: hours.flatMap((h) => [ts(h), ts(h + HOUR_MS)]) };
}

/**
 * Recomputes the rollup rows of some hours of one app from all their events, then the day rows of the days they
 * fall in from the hour rows (a day row is read only while none of its hours is dirty, so a day recomputed from
 * hours of which some are still dirty is never read before they are refreshed too).
 */
async function recompute(tx: SqlRunner, hours: TakenHour[]): Promise<void> {
  const { tenant } = hours[0];
  const list = hours.map((h) => h.hourMs);
  const inHours = `hour IN (${placeholders(list.length, 3)})`;
  const deleteParams = [tenant.orgId, tenant.appId, ...list.map(ts)];
  const ranges = hourRanges(list, 3);
  const where = `org_id = $1 AND app_id = $2 AND ${ranges.sql}`;
  const insertParams = [tenant.orgId, tenant.appId, ...ranges.params];
  for (const { table } of HOUR_TABLES) await tx.run(`DELETE FROM ${table} WHERE org_id = $1 AND app_id = $2 AND ${inHours}`, deleteParams);
  for (const { table, select } of HOUR_TABLES) await tx.run(`INSERT INTO ${table} ${select(where)}`, insertParams);
  const days = [...new Set(list.map(dayOf))];
  const inDays = (column: string) => `${column} IN (${placeholders(days.length, 3)})`;
  const dayParams = [tenant.orgId, tenant.appId, ...days.map(ts)];
  for (const { day } of HOUR_TABLES) {
    if (!day) continue;
    await tx.run(`DELETE FROM ${day.table} WHERE org_id = $1 AND app_id = $2 AND ${inDays('day')}`, dayParams);
    await tx.run(`INSERT INTO ${day.table} ${day.fromHours(`org_id = $1 AND app_id = $2 AND ${inDays("date_trunc('day', hour)")}`)}`, dayParams);
  }
}
