/**
 * The search benchmark's bulk loader for ClickHouse (BENCH_LOADER=bulk): the same generated events (benchEvents.ts)
 * inserted as the event store writes its rows (`eventRow`), but straight into `events` with one
 * `INSERT ... FORMAT JSONEachRow` per chunk of BULK_CHUNK rows. It skips what the store adds per batch (the
 * transaction-id lookup for duplicates, locks, in-transaction work): the generated ids are unique, and the
 * benchmark's events touch no profiles. The rollups' materialized views fill as for any insert.
 */
import type { Tenant } from '../src/events/types';
import { eventRow } from '../src/events/clickhouse/eventRows';
import type { ClickHouseClient } from '../src/storage/clickhouse/client';
import { benchEvents } from './benchEvents';

/** Rows per insert: large enough that each insert makes few parts. */
const BULK_CHUNK = 100_000;
/**
 * Events generated between two turns of the event loop. Generation is synchronous: while it runs, the HTTP client
 * cannot see that ClickHouse closed an idle connection (after its keep-alive timeout) and would write the next
 * insert into it.
 */
const PIECE = 2_000;
/** Longest wait for one chunk's insert. */
const INSERT_TIMEOUT_S = 600;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Inserts one chunk, once more if the connection was closed before the body was written (nothing was stored then). */
async function insertChunk(client: ClickHouseClient, rows: Array<Record<string, unknown>>): Promise<void> {
  try {
    await client.insert('events', rows, { max_execution_time: INSERT_TIMEOUT_S });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('EPIPE')) throw error;
    await turn();
    await client.insert('events', rows, { max_execution_time: INSERT_TIMEOUT_S });
  }
}

/** Inserts `total` bench events of the tenant; logs progress every 10M rows; answers the time taken in ms. */
export async function bulkLoadClickHouse(client: ClickHouseClient, tenant: Tenant, total: number, now: number, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  let rows: Array<Record<string, unknown>> = [];
  let done = 0;
  for (const piece of benchEvents(tenant, total, now, PIECE)) {
    const ingestedAt = new Date();
    for (const event of piece) rows.push(eventRow(event, ingestedAt));
    done += piece.length;
    await turn();
    if (rows.length >= BULK_CHUNK || done === total) {
      await insertChunk(client, rows);
      rows = [];
    }
    if (done % 10_000_000 === 0) log(`${(done / 1e6).toFixed(0)}M events after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return Date.now() - started;
}
