import type { Tenant } from '../events/types';
import type { Database, SqlRunner } from '../storage/duckdb/database';
import type { Attributes } from './otlpValues';
import type { SpanEventRecord, SpanKindName, SpanRecord, StatusCodeName } from './spanRecord';

/** A span as read back (its trace is the one asked for), times in microseconds since the epoch. */
export type StoredSpan = Omit<SpanRecord, 'traceId'>;

/** What storing a batch did. */
export interface StoreResult {
  stored: number;
  /** Spans already stored (same org, app, trace id and span id), or repeated within the batch. */
  duplicates: number;
}

/** The first spans of a trace by start time, and how many it has in all. */
export interface TraceSpans {
  spans: StoredSpan[];
  total: number;
}

/** Storage of spans; one implementation per engine. */
export interface SpanRepository {
  /** Stores the spans in one transaction on the write path; resolves after COMMIT. */
  insert(tenant: Tenant, spans: SpanRecord[]): Promise<StoreResult>;
  /** The first `limit` spans of a trace, ordered by start time. */
  trace(tenant: Tenant, traceId: string, limit: number): Promise<TraceSpans>;
}

/** Column types of one span in the JSON batch handed to from_json. */
const BATCH_SHAPE = JSON.stringify([{
  t: 'VARCHAR', s: 'VARCHAR', p: 'VARCHAR', n: 'VARCHAR', k: 'VARCHAR', sv: 'VARCHAR', st: 'BIGINT', et: 'BIGINT', d: 'BIGINT',
  sc: 'VARCHAR', sm: 'VARCHAR', a: 'JSON', ra: 'JSON', ev: 'JSON', sn: 'VARCHAR', svn: 'VARCHAR', da: 'INTEGER', de: 'INTEGER',
}]);

const INSERT_SPANS = `INSERT INTO spans (org_id, app_id, trace_id, span_id, parent_span_id, name, kind, service_name, start_time, end_time,
    duration_ns, status_code, status_message, attributes, resource_attributes, events, scope_name, scope_version, dropped_attributes,
    dropped_events, received_at)
  SELECT $1, $2, t, s, p, n, k, sv, make_timestamp(st), make_timestamp(et), d, sc, sm, a, ra, ev, sn, svn, da, de, make_timestamp($4::BIGINT)
  FROM (SELECT unnest(from_json($3::JSON, '${BATCH_SHAPE}'), recursive := true))
  ON CONFLICT DO NOTHING
  RETURNING span_id`;

const READ_TRACE = `SELECT span_id, parent_span_id, name, kind, service_name, epoch_us(start_time) AS start_us, epoch_us(end_time) AS end_us,
    duration_ns, status_code, status_message, attributes, resource_attributes, events, scope_name, scope_version, dropped_attributes,
    dropped_events, count(*) OVER () AS total
  FROM spans WHERE org_id = $1 AND app_id = $2 AND trace_id = $3
  ORDER BY start_time, span_id LIMIT $4`;

/** One stored span as both engines read it back (times in µs since the epoch, JSON columns as text). */
export interface TraceRow {
  span_id: string;
  parent_span_id: string | null;
  name: string;
  kind: SpanKindName;
  service_name: string | null;
  start_us: number;
  end_us: number;
  duration_ns: number;
  status_code: StatusCodeName;
  status_message: string | null;
  attributes: unknown;
  resource_attributes: unknown;
  events: unknown;
  scope_name: string | null;
  scope_version: string | null;
  dropped_attributes: number;
  dropped_events: number;
}

/** A JSON column as a value (the driver hands JSON over as text). */
function json<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return (value as T) ?? fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

function batchRow(span: SpanRecord) {
  return {
    t: span.traceId, s: span.spanId, p: span.parentSpanId, n: span.name, k: span.kind, sv: span.serviceName, st: span.startUs, et: span.endUs,
    d: span.durationNs, sc: span.statusCode, sm: span.statusMessage, a: span.attributes, ra: span.resourceAttributes, ev: span.events,
    sn: span.scopeName, svn: span.scopeVersion, da: span.droppedAttributes, de: span.droppedEvents,
  };
}

/** The first of each (trace id, span id) in a batch. */
export function uniqueSpans(spans: SpanRecord[]): SpanRecord[] {
  const seen = new Map<string, SpanRecord>();
  for (const span of spans) {
    const key = `${span.traceId}/${span.spanId}`;
    if (!seen.has(key)) seen.set(key, span);
  }
  return [...seen.values()];
}

/** Spans in the embedded DuckDB file, written through the database's one write connection. */
export class DuckDbSpanRepository implements SpanRepository {
  constructor(private readonly db: Database) {}

  async insert(tenant: Tenant, spans: SpanRecord[]): Promise<StoreResult> {
    const unique = uniqueSpans(spans);
    if (unique.length === 0) return { stored: 0, duplicates: spans.length };
    const batch = JSON.stringify(unique.map(batchRow));
    const inserted = await this.db.transaction((tx) => tx.all(INSERT_SPANS, [tenant.orgId, tenant.appId, batch, Date.now() * 1000]));
    return { stored: inserted.length, duplicates: spans.length - inserted.length };
  }

  async trace(tenant: Tenant, traceId: string, limit: number): Promise<TraceSpans> {
    const rows = await this.db.all<TraceRow & { total: number }>(READ_TRACE, [tenant.orgId, tenant.appId, traceId, limit]);
    return { total: rows[0]?.total ?? 0, spans: rows.map(storedSpan) };
  }
}

/** A span as read back from its stored row. */
export function storedSpan(row: TraceRow): StoredSpan {
  return {
    spanId: row.span_id, parentSpanId: row.parent_span_id, name: row.name, kind: row.kind, serviceName: row.service_name,
    startUs: row.start_us, endUs: row.end_us, durationNs: row.duration_ns, statusCode: row.status_code, statusMessage: row.status_message,
    attributes: json<Attributes>(row.attributes, {}), resourceAttributes: json<Attributes>(row.resource_attributes, {}),
    events: json<SpanEventRecord[]>(row.events, []), scopeName: row.scope_name, scopeVersion: row.scope_version,
    droppedAttributes: row.dropped_attributes, droppedEvents: row.dropped_events,
  };
}

/** Deletes every span of an app (the app is being deleted); runs on the caller's runner, e.g. its transaction. */
export async function deleteAppSpans(runner: SqlRunner, orgId: string, appId: string): Promise<void> {
  await runner.run('DELETE FROM spans WHERE org_id = $1 AND app_id = $2', [orgId, appId]);
}

/**
 * Deletes at most `limit` spans of the organization that started before `cutoff`, in one short transaction;
 * answers how many it deleted (the retention job calls it until it answers less than `limit`).
 */
export async function deleteOldSpansBatch(db: Database, orgId: string, cutoff: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx.all(
      'DELETE FROM spans WHERE rowid IN (SELECT rowid FROM spans WHERE org_id = $1 AND start_time < make_timestamp($2::BIGINT * 1000) LIMIT $3) RETURNING span_id',
      [orgId, cutoff.getTime(), limit],
    );
    return deleted.length;
  });
}
