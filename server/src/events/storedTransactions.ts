import type { DuckDBConnection } from '@duckdb/node-api';
import { runPrepared } from './preparedStatements';
import { sqlTimestampOfMs } from './sqlTime';
import type { Tenant } from './types';

/**
 * Transaction ids among $3 of the app's stored events with a request time in [$4, $5). Limited to that span, DuckDB's
 * zone maps skip the rest of the table.
 */
const KNOWN_TRANSACTIONS = `SELECT DISTINCT transaction_id FROM events
  WHERE org_id = $1 AND app_id = $2 AND time >= $4::TIMESTAMP AND time < $5::TIMESTAMP
    AND transaction_id IN (SELECT unnest(from_json($3::JSON, '["VARCHAR"]')))`;

/**
 * The ids among `ids` of the app's stored events whose request time lies in [from, to] (epoch ms, so a stored time
 * counts by its millisecond), from the events table.
 */
export async function storedTransactions(connection: DuckDBConnection, tenant: Tenant, ids: string[], from: number, to: number): Promise<Set<string>> {
  const params = [tenant.orgId, tenant.appId, JSON.stringify(ids), sqlTimestampOfMs(from), sqlTimestampOfMs(to + 1)];
  return new Set((await runPrepared(connection, KNOWN_TRANSACTIONS, params)).getRowObjectsJS().map((r) => String(r.transaction_id)));
}
