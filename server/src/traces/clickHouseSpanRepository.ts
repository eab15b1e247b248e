import { KeyedMutex } from '../events/clickhouse/keyedMutex';
import { tenantKey, type Tenant } from '../events/types';
import type { ClickHouseClient } from '../storage/clickhouse/client';
import { inList, sql } from '../storage/clickhouse/literal';
import { deleteRows, wholeSecondBefore } from '../storage/clickhouse/mutations';
import { storedSpan, uniqueSpans, type SpanRepository, type StoreResult, type TraceRow, type TraceSpans } from './repository';
import type { SpanRecord } from './spanRecord';

/** Spans checked for an earlier copy per statement (keeps it far below ClickHouse's 256 KiB statement limit). */
const KEYS_PER_QUERY = 1_000;

const READ_COLUMNS = `span_id, parent_span_id, name, kind, service_name, toInt64(start_time) * 1000000 + start_time_us AS start_us,
  end_time AS end_us, duration_ns, status_code, status_message, attributes, resource_attributes, events, scope_name, scope_version,
  dropped_attributes, dropped_events`;

/** The table row of a span (start time as a UTC second and its microseconds, JSON documents as their text). */
function spanRow(tenant: Tenant, span: SpanRecord, receivedAt: Date): Record<string, unknown> {
  return {
    org_id: tenant.orgId, app_id: tenant.appId, trace_id: span.traceId, span_id: span.spanId, parent_span_id: span.parentSpanId,
    name: span.name, kind: span.kind, service_name: span.serviceName, start_time: new Date(Math.floor(span.startUs / 1000)),
    start_time_us: span.startUs % 1_000_000, end_time: span.endUs, duration_ns: span.durationNs,
    status_code: span.statusCode, status_message: span.statusMessage, attributes: JSON.stringify(span.attributes),
    resource_attributes: JSON.stringify(span.resourceAttributes), events: JSON.stringify(span.events), scope_name: span.scopeName, scope_version: span.scopeVersion, dropped_attributes: span.droppedAttributes,
    dropped_events: span.droppedEvents, received_at: receivedAt,
  };
}

/**
 * Spans in ClickHouse. ClickHouse has no unique key: a batch's spans already stored (same org, app, trace and span
 * id) are looked up first and skipped, with an app's batches taken one at a time in this process; the table is a
 * ReplacingMergeTree on that key and reads use FINAL, so a copy stored by another process at the same moment is
 * still read once.
 */
export class ClickHouseSpanRepository implements SpanRepository {
  private readonly locks = new KeyedMutex();

  constructor(private readonly client: ClickHouseClient) {}

  insert(tenant: Tenant, spans: SpanRecord[]): Promise<StoreResult> {
    return this.locks.run([tenantKey(tenant)], async () => {
      const unique = uniqueSpans(spans);
      const known = await this.storedKeys(tenant, unique);
      const fresh = unique.filter((span) => !known.has(`${span.traceId}/${span.spanId}`));
      const receivedAt = new Date();
      await this.client.insert('spans', fresh.map((span) => spanRow(tenant, span, receivedAt)));
      return { stored: fresh.length, duplicates: spans.length - fresh.length };
    });
  }

  /** `trace/span` keys of the spans already stored among `spans`. */
  private async storedKeys(tenant: Tenant, spans: SpanRecord[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let start = 0; start < spans.length; start += KEYS_PER_QUERY) {
      const part = spans.slice(start, start + KEYS_PER_QUERY);
      const traces = [...new Set(part.map((span) => span.traceId))];
      const rows = await this.client.query<{ t: string; s: string }>(sql`SELECT trace_id AS t, span_id AS s FROM spans
        WHERE org_id = ${tenant.orgId} AND app_id = ${tenant.appId} AND trace_id IN ${inList(traces)} AND span_id IN ${inList(part.map((span) => span.spanId))}`);
      for (const row of rows) known.add(`${row.t}/${row.s}`);
    }
    return known;
  }

  async trace(tenant: Tenant, traceId: string, limit: number): Promise<TraceSpans> {
    const where = sql`org_id = ${tenant.orgId} AND app_id = ${tenant.appId} AND trace_id = ${traceId}`;
    const [counted] = await this.client.query<{ n: number }>(`SELECT count() AS n FROM spans FINAL WHERE ${where}`);
    const total = Number(counted?.n ?? 0);
    if (total === 0) return { total, spans: [] };
    const rows = await this.client.query<TraceRow>(`SELECT ${READ_COLUMNS} FROM spans FINAL WHERE ${where} ORDER BY start_time, start_time_us, span_id LIMIT ${sql`${limit}`}`);
    return { total, spans: rows.map(storedSpan) };
  }

  /** Deletes every span of an app (the app is being deleted). */
  async deleteApp(orgId: string, appId: string): Promise<void> {
    await deleteRows(this.client, 'spans', sql`org_id = ${orgId} AND app_id = ${appId}`);
  }

  /** Deletes the organization's spans that started before `cutoff` (in one delete); answers how many there were. */
  deleteBefore(orgId: string, cutoff: Date): Promise<number> {
    return deleteRows(this.client, 'spans', sql`org_id = ${orgId} AND start_time < ${wholeSecondBefore(cutoff)}`);
  }
}
