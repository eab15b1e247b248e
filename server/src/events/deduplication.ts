import type { DuckDBConnection } from '@duckdb/node-api';
import { storedTransactions } from './storedTransactions';
import type { TransactionIdIndex } from './transactionIdIndex';
import { tenantKey, type EventRecord, type Tenant } from './types';

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
