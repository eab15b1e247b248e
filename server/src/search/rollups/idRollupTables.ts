/**
 * The exact id rollups of events (migration 104): per hour and per UTC day the users and companies seen with their
 * counts, and the summary and duration counts of calls without a route by request URI. Like rollupTables.ts, the
 * same SELECTs fill the tables and answer the hours a search reads from the events (RowForm), so both sides agree.
 */
import { ROLLUP_DIMENSIONS, SUMMARY_COLUMNS, countColumn, durationsSelect, grouping, summarySelect, type RowForm } from './rollupTables';

/** The id kinds rolled up, with the event column each stands for. */
export const ID_KINDS = { user: 'user_id', company: 'company_id' } as const;
/** An id kind: `user` or `company`. */
export type IdKind = keyof typeof ID_KINDS;

/** Per org, app, UTC hour, kind and id (NULL: events without one): `sum(weight)` and `count(*)`. */
export const IDS_TABLE = 'event_rollup_ids';
/** The same per UTC day, built from the hour rows of the day; read only for days without a dirty hour. */
export const DAY_IDS_TABLE = 'event_rollup_day_ids';
/** Summary rows (as event_rollups, plus `uri`) of the calls without a route. */
export const UNROUTED_TABLE = 'event_rollup_unrouted';
/** Duration value counts (as event_rollup_durations, plus `uri`) of the calls without a route. */
export const UNROUTED_DURATIONS_TABLE = 'event_rollup_unrouted_durations';

export const DAY_MS = 86_400_000;

/** Columns of the unrouted rollup rows: the dimensions (route always NULL) and the URI. */
export const UNROUTED_DIMS = [...ROLLUP_DIMENSIONS, 'uri'].join(', ');

export const CREATE_IDS_TABLE = `CREATE TABLE ${IDS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL, kind VARCHAR NOT NULL, id VARCHAR,
  weight_sum BIGINT NOT NULL, n BIGINT NOT NULL
)`;

export const CREATE_DAY_IDS_TABLE = `CREATE TABLE ${DAY_IDS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, day TIMESTAMP NOT NULL, kind VARCHAR NOT NULL, id VARCHAR,
  weight_sum BIGINT NOT NULL, n BIGINT NOT NULL
)`;

export const CREATE_UNROUTED_TABLE = `CREATE TABLE ${UNROUTED_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL,
  event_type VARCHAR NOT NULL, verb VARCHAR, route VARCHAR, status INTEGER, uri VARCHAR,
  weight_sum BIGINT NOT NULL, n BIGINT NOT NULL, weight_min INTEGER, weight_max INTEGER,
  duration_n BIGINT NOT NULL, duration_sum BIGINT, duration_min INTEGER, duration_max INTEGER
)`;

export const CREATE_UNROUTED_DURATIONS_TABLE = `CREATE TABLE ${UNROUTED_DURATIONS_TABLE} (
  org_id VARCHAR NOT NULL, app_id VARCHAR NOT NULL, hour TIMESTAMP NOT NULL,
  event_type VARCHAR NOT NULL, verb VARCHAR, route VARCHAR, status INTEGER, uri VARCHAR,
  duration_ms INTEGER NOT NULL, n BIGINT NOT NULL
)`;

/**
 * Id rows of one kind of the events matching `where`: stored, as the table holds them (org, app, hour, kind, id,
 * weight_sum, n); per event, as a search reads them (idsRead: hour named `time`, the id under its column's name).
 */
export function idsSelect(where: string, form: RowForm, kind: IdKind): string {
  const keys = form === 'stored' ? `org_id, app_id, date_trunc('hour', time) AS time, '${kind}' AS kind, ${ID_KINDS[kind]} AS id` : `date_trunc('hour', time) AS time, ${ID_KINDS[kind]}`;
  const weight = form === 'stored' ? 'sum(weight)::BIGINT' : 'weight::BIGINT';
  return `SELECT ${keys}, ${weight} AS weight_sum, ${countColumn(form)} FROM events WHERE ${where}${grouping(form)}`;
}

/** Id rows of every kind of the events matching `where` (with org and app: as the table stores them). */
export function allIdsSelect(where: string): string {
  return (Object.keys(ID_KINDS) as IdKind[]).map((kind) => idsSelect(where, 'stored', kind)).join(' UNION ALL ');
}

/** Day rows (org, app, day, kind, id, sums) from the hour rows matching `where` (a predicate on the ids table). */
export function dayIdsFromHours(where: string): string {
  return `SELECT org_id, app_id, date_trunc('day', hour) AS day, kind, id, sum(weight_sum)::BIGINT AS weight_sum, sum(n)::BIGINT AS n FROM ${IDS_TABLE} WHERE ${where} GROUP BY ALL`;
}

const UNROUTED = (where: string) => `(${where}) AND route IS NULL`;

/** Unrouted summary rows (hour named `time`, dimensions, uri, SUMMARY_COLUMNS) of the events matching `where`. */
export const unroutedSelect = (where: string, form: RowForm): string => summarySelect(UNROUTED(where), form, UNROUTED_DIMS);
/** Unrouted duration value counts (hour named `time`, dimensions, uri, duration_ms, n) of the events matching `where`. */
export const unroutedDurationsSelect = (where: string, form: RowForm): string => durationsSelect(UNROUTED(where), form, UNROUTED_DIMS);

/** Column list of an id rollup row as a search reads it: the id under its event column's name. */
export const idsRead = (kind: IdKind, timeColumn: 'hour' | 'day'): string => `${timeColumn} AS time, id AS ${ID_KINDS[kind]}, weight_sum, n`;
/** Column list of the unrouted summary rows as a search reads them. */
export const UNROUTED_READ = `hour AS time, ${UNROUTED_DIMS}, ${SUMMARY_COLUMNS}`;
/** Column list of the unrouted duration rows as a search reads them. */
export const UNROUTED_DURATIONS_READ = `hour AS time, ${UNROUTED_DIMS}, duration_ms, n`;
