import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { inList, sql } from '../../storage/clickhouse/literal';
import { DEDUP_MARGIN_MS } from '../deduplication';
import type { EventRecord, Tenant } from '../types';
import { storedEventTime } from './eventRows';

/** Transaction ids looked up per query (keeps the statement far below ClickHouse's 256 KiB max_query_size). */
const IDS_PER_QUERY = 2_000;

/**
 * The events of a batch that are new for the tenant: those without a transaction id, and the first of each
 * transaction id that is neither earlier in the batch nor stored. As in the embedded store, stored copies are
 * looked for within the batch's request times ± DEDUP_MARGIN_MS (a retried event keeps its request time), so the
 * lookup reads the tenant's rows of those days only (the table sorts by tenant, then time).
 */
export async function freshEvents(client: ClickHouseClient, tenant: Tenant, records: EventRecord[]): Promise<EventRecord[]> {
  const seen = new Set<string>();
  const unique = records.filter((r) => {
    if (!r.transactionId) return true;
    if (seen.has(r.transactionId)) return false;
    seen.add(r.transactionId);
    return true;
  });
  if (seen.size === 0) return unique;
  let first = Infinity;
  let last = -Infinity;
  for (const r of unique) {
    if (!r.transactionId) continue;
    first = Math.min(first, r.time.getTime());
    last = Math.max(last, r.time.getTime());
  }
  const from = storedEventTime(new Date(first - DEDUP_MARGIN_MS));
  const to = storedEventTime(new Date(last + DEDUP_MARGIN_MS));
  const ids = [...seen];
  const known = new Set<string>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await client.query<{ id: string }>(sql`SELECT DISTINCT transaction_id AS id FROM events
      WHERE org_id = ${tenant.orgId} AND app_id = ${tenant.appId} AND time BETWEEN ${from} AND ${to}
        AND transaction_id IN ${inList(ids.slice(start, start + IDS_PER_QUERY))}`);
    for (const row of rows) known.add(row.id);
  }
  return known.size === 0 ? unique : unique.filter((r) => !r.transactionId || !known.has(r.transactionId));
}
