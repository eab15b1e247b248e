import type { ProfileLookup, SqlDialect } from './dialect';
import { DslError, assertSafePath, own } from './dslError';
import { DUCKDB_DIALECT } from './duckdbDialect';
import { constant, type Fragment } from './fragment';
import { EVENT_PROFILE_FIELDS } from './profileFields';

/** How values of a field compare: keyword (exact text), number, time, or text inside a JSON document. */
export type FieldType = 'keyword' | 'number' | 'time' | 'json';

/** A field resolved to an SQL expression. */
export interface FieldRef {
  /** The name as written in the request (for messages). */
  name: string;
  expr: Fragment;
  type: FieldType;
  /** For a path under a JSON prefix: the column holding the JSON document (its text can be pre-filtered). */
  jsonColumn?: string;
  /** For a time field: a column of its whole seconds, which comparisons also bound (see CatalogColumn). */
  seconds?: string;
  /** For a field read from another table through a key (see CatalogColumn). */
  lookup?: ProfileLookup;
}

/** A plain field of a catalog. */
export interface CatalogColumn {
  /** Constant SQL of the value. */
  column: string;
  type: FieldType;
  /** A column holding the time's whole seconds, which an index prunes on (ClickHouse's `time`). */
  seconds?: string;
  /**
   * The value is `column` of the lookup's table, on the row whose key equals the searched row's key; only query
   * clauses can use such a field (ClickHouse's profile fields on events).
   */
  lookup?: ProfileLookup;
}

/** The fields one entity (events, users, companies) can be searched, sorted and aggregated on. */
export interface FieldCatalog {
  /** Table to read. */
  table: string;
  /** Column holding the row id used as _id and as the last sort key. */
  idColumn: string;
  /** The SQL dialect of the engine the catalog's expressions are written for. */
  dialect: SqlDialect;
  /** Plain fields: request name -> constant SQL column and type. */
  columns: Record<string, CatalogColumn>;
  /** Prefixes of JSON documents: 'metadata.' -> column holding the JSON. */
  jsonPrefixes: Record<string, string>;
  /** Prefixes whose JSON keys are case-insensitive (HTTP headers, stored lowercase). */
  lowercasePrefixes: string[];
  /** Aggregate giving a (weighted) document count. */
  countExpr: string;
  /** The variable-size columns of a stored document (see DocumentColumn). */
  documentColumns: DocumentColumn[];
}

/**
 * A variable-size column of a stored document and where its content appears in `_source`. Used to estimate the
 * size of a page of hits before reading it, and to leave a column out of the read when `_source` excludes it.
 */
export interface DocumentColumn {
  /** Constant column name. */
  column: string;
  /** `_source` paths holding the whole content (each one counts in the size estimate). */
  paths: string[];
  /** `_source` paths derived from a part of it (they keep the column in the read but add nothing to the estimate). */
  derived?: string[];
  /** Constant SQL read instead of the column when `_source` includes none of its paths. */
  empty: string;
}

const SEGMENT = /^[A-Za-z0-9_\-@ ]{1,100}$/;
const MAX_DEPTH = 8;

/** The segments of a JSON path, checked: 1 to 8 names of letters, digits, `_`, `-`, `@` and spaces. */
export function jsonSegments(segments: string[], field: string): string[] {
  if (segments.length === 0 || segments.length > MAX_DEPTH) throw new DslError(`Unsupported field "${field}": a JSON path needs 1 to ${MAX_DEPTH} segments`);
  for (const s of segments) {
    if (!SEGMENT.test(s)) throw new DslError(`Unsupported field "${field}": path segments may contain letters, digits, _, -, @ and spaces`);
  }
  return segments;
}

/**
 * Resolves a field name through the catalog's whitelist; `.raw`/`.keyword` suffixes (keyword sub-fields) are accepted.
 * Only the catalog's own entries count (a name such as `toString` is unsupported, not Object.prototype.toString), and
 * paths through `__proto__`, `prototype` or `constructor` are refused.
 */
export function resolveField(catalog: FieldCatalog, name: unknown): FieldRef {
  if (typeof name !== 'string' || name.length === 0 || name.length > 300) throw new DslError('A field name must be a non-empty string');
  assertSafePath(name, 'Field');
  const bare = name.replace(/\.(raw|keyword)$/, '');
  const column = own(catalog.columns, bare);
  if (column) {
    const ref: FieldRef = { name, expr: constant(column.column), type: column.type };
    if (column.seconds) ref.seconds = column.seconds;
    if (column.lookup) ref.lookup = column.lookup;
    return ref;
  }
  for (const [prefix, jsonColumn] of Object.entries(catalog.jsonPrefixes)) {
    if (!bare.startsWith(prefix)) continue;
    const rest = bare.slice(prefix.length);
    const path = catalog.lowercasePrefixes.includes(prefix) ? rest.toLowerCase() : rest;
    return { name, expr: catalog.dialect.jsonField(jsonColumn, jsonSegments(path.split('.'), name)), type: 'json', jsonColumn };
  }
  throw new DslError(`Unsupported field "${name}"`);
}

/** 400 for a field read through a lookup where only query clauses can read it (sorts, aggregations). */
export function assertNoLookup(field: FieldRef, catalog: FieldCatalog): void {
  if (field.lookup) throw new DslError(`"${field.name}" can only be used in query clauses on ${catalog.dialect.name}, not in sorts or aggregations`);
}

/** Fields of API calls and user actions (wire-compat 3.3). */
export const EVENT_FIELDS: FieldCatalog = {
  dialect: DUCKDB_DIALECT,
  table: 'events',
  idColumn: 'id',
  columns: {
    _id: { column: 'id', type: 'keyword' },
    id: { column: 'id', type: 'keyword' },
    event_type: { column: 'event_type', type: 'keyword' },
    action_name: { column: 'action_name', type: 'keyword' },
    'request.time': { column: 'time', type: 'time' },
    'response.time': { column: 'response_time', type: 'time' },
    'request.uri': { column: 'uri', type: 'keyword' },
    'request.route': { column: 'route', type: 'keyword' },
    'request.verb': { column: 'verb', type: 'keyword' },
    'request.ip_address': { column: 'ip', type: 'keyword' },
    // Resolved from the address at ingest (geo/); named as Moesif's `request.geo_ip` enrichment (wire-compat 3.3).
    'request.geo_ip.country_code2': { column: 'country', type: 'keyword' },
    'request.api_version': { column: 'api_version', type: 'keyword' },
    'request.user_agent.name': { column: 'ua_name', type: 'keyword' },
    'request.user_agent.major': { column: 'ua_major', type: 'keyword' },
    'request.user_agent.minor': { column: 'ua_minor', type: 'keyword' },
    'request.user_agent.patch': { column: 'ua_patch', type: 'keyword' },
    'request.user_agent.os': { column: 'ua_os', type: 'keyword' },
    'request.transfer_encoding': { column: 'request_transfer_encoding', type: 'keyword' },
    'response.status': { column: 'status', type: 'number' },
    'response.transfer_encoding': { column: 'response_transfer_encoding', type: 'keyword' },
    duration_ms: { column: 'duration_ms', type: 'number' },
    weight: { column: 'weight', type: 'number' },
    user_id: { column: 'user_id', type: 'keyword' },
    company_id: { column: 'company_id', type: 'keyword' },
    subscription_id: { column: 'subscription_id', type: 'keyword' },
    session_token: { column: 'session_token', type: 'keyword' },
    anonymous_id: { column: 'anonymous_id', type: 'keyword' },
    transaction_id: { column: 'transaction_id', type: 'keyword' },
    direction: { column: 'direction', type: 'keyword' },
    trace_id: { column: 'trace_id', type: 'keyword' },
    'span.id': { column: 'span_id', type: 'keyword' },
    'span.parent_id': { column: 'parent_span_id', type: 'keyword' },
    blocked_by: { column: 'blocked_by', type: 'keyword' },
    ...EVENT_PROFILE_FIELDS,
  },
  jsonPrefixes: {
    'metadata.': 'metadata',
    'request.headers.': 'request_headers',
    'response.headers.': 'response_headers',
    'request.body.': 'request_body',
    'response.body.': 'response_body',
  },
  lowercasePrefixes: ['request.headers.', 'response.headers.'],
  countExpr: 'sum(weight)',
  documentColumns: [
    { column: 'uri', paths: ['request.uri'], empty: 'NULL' },
    { column: 'request_headers', paths: ['request.headers'], empty: "CASE WHEN request_headers IS NULL THEN NULL ELSE '{}' END" },
    { column: 'response_headers', paths: ['response.headers'], empty: "CASE WHEN response_headers IS NULL THEN NULL ELSE '{}' END" },
    { column: 'request_body', paths: ['request.body'], empty: 'NULL' },
    { column: 'response_body', paths: ['response.body'], empty: 'NULL' },
    { column: 'metadata', paths: ['metadata'], empty: 'NULL' },
  ],
};

/** Columns shared by user and company documents (metadata is answered twice: as `metadata` and as `body`). */
const PROFILE_DOCUMENT_COLUMNS: DocumentColumn[] = [
  { column: 'metadata', paths: ['metadata', 'body'], derived: ['email', 'name', 'first_name', 'last_name'], empty: 'NULL' },
  { column: 'campaign', paths: ['campaign'], empty: 'NULL' },
  { column: 'session_tokens', paths: ['session_token'], empty: 'NULL' },
];

const PROFILE_TIMES = {
  first_seen_time: { column: 'first_seen_time', type: 'time' as const },
  last_seen_time: { column: 'last_seen_time', type: 'time' as const },
  modified_time: { column: 'coalesce(modified_time, updated_at)', type: 'time' as const },
  created_at: { column: 'created_at', type: 'time' as const },
};

/** Fields of app users (wire-compat 3.4); name and email come from the reserved metadata keys. */
export const USER_FIELDS: FieldCatalog = {
  dialect: DUCKDB_DIALECT,
  table: 'app_users',
  idColumn: 'user_id',
  columns: {
    _id: { column: 'user_id', type: 'keyword' },
    user_id: { column: 'user_id', type: 'keyword' },
    company_id: { column: 'company_id', type: 'keyword' },
    email: { column: "json_extract_string(metadata, '$.email')", type: 'keyword' },
    name: { column: "json_extract_string(metadata, '$.name')", type: 'keyword' },
    first_name: { column: "json_extract_string(metadata, '$.first_name')", type: 'keyword' },
    last_name: { column: "json_extract_string(metadata, '$.last_name')", type: 'keyword' },
    ip_address: { column: 'ip_address', type: 'keyword' },
    user_agent_string: { column: 'user_agent_string', type: 'keyword' },
    ...PROFILE_TIMES,
  },
  jsonPrefixes: { 'metadata.': 'metadata', 'body.': 'metadata', 'campaign.': 'campaign' },
  lowercasePrefixes: [],
  countExpr: 'count(*)',
  documentColumns: PROFILE_DOCUMENT_COLUMNS,
};

/** Fields of app companies. */
export const COMPANY_FIELDS: FieldCatalog = {
  dialect: DUCKDB_DIALECT,
  table: 'app_companies',
  idColumn: 'company_id',
  columns: {
    _id: { column: 'company_id', type: 'keyword' },
    company_id: { column: 'company_id', type: 'keyword' },
    company_domain: { column: 'company_domain', type: 'keyword' },
    ip_address: { column: 'ip_address', type: 'keyword' },
    ...PROFILE_TIMES,
  },
  jsonPrefixes: { 'metadata.': 'metadata', 'body.': 'metadata', 'campaign.': 'campaign' },
  lowercasePrefixes: [],
  countExpr: 'count(*)',
  documentColumns: PROFILE_DOCUMENT_COLUMNS,
};
