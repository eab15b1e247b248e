import type { Tenant } from '../../events/types';
import { SEARCH_FUTURE_MS } from '../limits';
import { constant, join, param, sql, type Fragment } from '../dsl/fragment';
import { PROTOTYPE_SEGMENTS, SAFE_SEGMENT_PATTERN, type DiscoverySource } from './schemaFields';
import type { SchemaLimits } from './schemaTypes';

/** The rows discovery reads: the most recent events of the window, or the most recently updated profiles. */
export interface DiscoverySample {
  /** Constant table name from the catalog. */
  table: string;
  /** Events are read within a time window; profiles are not. */
  kind: 'events' | 'profiles';
}

const timestamp = (ms: number) => sql`${param(new Date(ms).toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`;

/** The sampled rows of the tenant, with only the JSON columns discovery reads. */
function recentRows(sample: DiscoverySample, sources: DiscoverySource[], tenant: Tenant, limits: SchemaLimits, now: number): Fragment {
  const columns = join(sources.map((s) => constant(s.column)), ', ');
  const table = constant(sample.table);
  const tenantWhere = sql`org_id = ${param(tenant.orgId)} AND app_id = ${param(tenant.appId)}`;
  if (sample.kind === 'events') {
    return sql`SELECT ${columns} FROM ${table} WHERE ${tenantWhere} AND time >= ${timestamp(now - limits.eventWindowMs)} AND time <= ${timestamp(now + SEARCH_FUTURE_MS)} ORDER BY time DESC LIMIT ${param(limits.sampleEvents)}`;
  }
  return sql`SELECT ${columns} FROM ${table} WHERE ${tenantWhere} ORDER BY updated_at DESC LIMIT ${param(limits.sampleProfiles)}`;
}

/** One JSON column of the sample as (prefix, lowercase, doc) rows, objects of at most maxDocumentBytes only. */
function documents(source: DiscoverySource, limits: SchemaLimits): Fragment {
  const column = constant(source.column);
  return sql`SELECT ${param(source.prefix)} AS prefix, ${param(source.lowercase)} AS lower_keys, ${column} AS doc FROM recent
    WHERE json_type(${column}) = 'OBJECT' AND strlen(CAST(${column} AS VARCHAR)) <= ${param(limits.maxDocumentBytes)}`;
}

/** SQL condition: the key is a JSON-path segment the DSL accepts. */
const safe = (key: string) => sql`regexp_full_match(${constant(key)}, ${param(SAFE_SEGMENT_PATTERN)}) AND ${constant(key)} NOT IN (${join(PROTOTYPE_SEGMENTS.map((s) => param(s)), ', ')})`;

/**
 * The statement listing the JSON keys of the sample, one and two levels deep, as rows (name, type, seen): `name` the
 * DSL field (`metadata.plan`, `request.body.items`), `type` number, string or boolean (from the non-null values
 * seen; mixed, arrays and deeper objects: string), `seen` how many non-null values were found (keys only ever null
 * are left out: no search can match them). Keys the DSL would refuse are
 * left out here and checked again by the caller. Most frequent first, at most maxDiscoveredFields + 1 rows (the extra
 * row tells the caller the list is truncated). Tenant ids, prefixes and limits are bound parameters; column and table
 * names are catalog constants.
 */
export function discoveryQuery(sample: DiscoverySample, sources: DiscoverySource[], tenant: Tenant, limits: SchemaLimits, now: number): Fragment {
  const docs = join(sources.map((s) => documents(s, limits)), ' UNION ALL ');
  return sql`WITH recent AS (${recentRows(sample, sources, tenant, limits, now)}),
    docs AS (${docs}),
    level1 AS (
      SELECT d.prefix, d.lower_keys, CASE WHEN d.lower_keys THEN lower(e.key) ELSE e.key END AS k1, e.type AS t, e.value AS v
      FROM docs AS d, json_each(d.doc) AS e
    ),
    safe1 AS (SELECT * FROM level1 WHERE ${safe('k1')}),
    level2 AS (
      SELECT s.prefix || s.k1 || '.' AS parent, CASE WHEN s.lower_keys THEN lower(f.key) ELSE f.key END AS k2, f.type AS t
      FROM safe1 AS s, json_each(s.v) AS f WHERE s.t = 'OBJECT'
    ),
    entries AS (
      SELECT prefix || k1 AS name, t FROM safe1 WHERE t <> 'OBJECT'
      UNION ALL
      SELECT parent || k2 AS name, t FROM level2 WHERE ${safe('k2')}
    ),
    kinds AS (
      SELECT name, CASE WHEN t = 'NULL' THEN NULL WHEN t = 'BOOLEAN' THEN 'boolean'
        WHEN t IN ('BIGINT', 'UBIGINT', 'HUGEINT', 'DOUBLE') THEN 'number' ELSE 'string' END AS kind
      FROM entries
    )
    SELECT name, CASE WHEN count(DISTINCT kind) = 1 THEN any_value(kind) ELSE 'string' END AS type, count(kind) AS seen
    FROM kinds GROUP BY name HAVING count(kind) > 0 ORDER BY seen DESC, name LIMIT ${param(limits.maxDiscoveredFields + 1)}`;
}
