import type { DuckDBConnection } from '@duckdb/node-api';
import { runPrepared } from './preparedStatements';
import { sqlTimestamp } from './sqlTime';
import type { TransactionIdIndex } from './transactionIdIndex';
import { tenantKey, type EventRecord, type Tenant } from './types';

/**
 * Transaction ids of the batches already stored for the app. A retried event carries its original request.time, so
 * the search is limited to the batches' time span widened by DEDUP_MARGIN_MS ($4..$5), and DuckDB's zone maps skip
 * the rest of the table.
 */
const KNOWN_TRANSACTIONS = `SELECT DISTINCT transaction_id FROM events
  WHERE org_id = $1 AND app_id = $2 AND time BETWEEN $4::TIMESTAMP AND $5::TIMESTAMP
    AND transaction_id IN (SELECT unnest(from_json($3::JSON, '["VARCHAR"]')))`;

/** How far from the batch's own request times a stored copy of one of its events is looked for. */
export const DEDUP_MARGIN_MS = 24 * 3600 * 1000;

/**
 * Removes, from each batch of one tenant committed together, the events already stored or seen in an earlier batch
 * (or earlier in the same batch). The transaction id index answers for all their ids when it can, else one query
 * looks them up; returns each batch's new events.
 */
export async function freshRecords(connection: DuckDBConnection, tenant: Tenant, batches: EventRecord[][], index?: TransactionIdIndex): Promise<EventRecord[][]> {
  const seenInGroup = new Set<string>();
  const kept: EventRecord[][] = [];
  const ids: string[] = [];
  let first = Infinity;
  let last = -Infinity;
  for (const batch of batches) {
    const keep: EventRecord[] = [];
    for (const record of batch) {
      if (record.transactionId) {
        if (seenInGroup.has(record.transactionId)) continue;
        seenInGroup.add(record.transactionId);
        ids.push(record.transactionId);
        const time = record.time.getTime();
        if (time < first) first = time;
        if (time > last) last = time;
      }
      keep.push(record);
    }
    kept.push(keep);
  }
  if (ids.length === 0) return kept;
  const from = first - DEDUP_MARGIN_MS;
  const to = last + DEDUP_MARGIN_MS;
  const known = (await index?.known(connection, tenant, ids, from, to)) ?? await storedTransactions(connection, tenant, ids, from, to);
  return known.size === 0 ? kept : kept.map((records) => records.filter((r) => !r.transactionId || !known.has(r.transactionId)));
}

/** Indexes of a group's batches by tenant (org + app), in arrival order. */
export function indexesByTenant(group: Array<{ tenant: Tenant }>): Map<string, number[]> {
  const tenants = new Map<string, number[]>();
  group.forEach((w, i) => {
    const key = tenantKey(w.tenant);
    const indexes = tenants.get(key);
    if (indexes) indexes.push(i);
    else tenants.set(key, [i]);
  });
  return tenants;
}

/** The ids among `ids` of the app's stored events whose request time lies in [from, to] (epoch ms), from the events table. */
async function storedTransactions(connection: DuckDBConnection, tenant: Tenant, ids: string[], from: number, to: number): Promise<Set<string>> {
  const params = [tenant.orgId, tenant.appId, JSON.stringify(ids), sqlTimestamp(new Date(from)), sqlTimestamp(new Date(to))];
  return new Set((await runPrepared(connection, KNOWN_TRANSACTIONS, params)).getRowObjectsJS().map((r) => String(r.transaction_id)));
}
