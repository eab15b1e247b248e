/**
 * The collector benchmark's baseline on ClickHouse (BENCH_CLICKHOUSE_URL): how fast ClickHouse alone stores the same
 * events, with nothing of the server around it, as the store writes them: one `INSERT ... FORMAT JSONEachRow` of
 * `eventRow` rows per `rowsPerInsert` rows, into a fresh database with the event store's schema (so the rollups'
 * materialized views run on every insert, as they do behind the collector). The clock covers the rows' encoding and
 * the inserts.
 */
import { eventRow } from '../src/events/clickhouse/eventRows';
import { ClickHouseClient } from '../src/storage/clickhouse/client';
import { migrateClickHouse } from '../src/storage/clickhouse/migrate';
import { clickHouseMigrations } from '../src/storage/clickhouse/migrations';
import { normaliseAll, type AppenderBaseline } from './appenderBaseline';

/** Inserts `events` (wire-format API calls) into a database of its own on `serverUrl`, then drops it. */
export async function measureClickHouseBaseline(serverUrl: string, events: unknown[], rowsPerInsert: number): Promise<AppenderBaseline> {
  const records = normaliseAll(events);
  const url = new URL(serverUrl);
  url.pathname = `/bench_baseline_${Date.now()}`;
  const client = new ClickHouseClient(url.toString());
  try {
    await migrateClickHouse(client, clickHouseMigrations);
    const started = process.hrtime.bigint();
    for (let offset = 0; offset < records.length; offset += rowsPerInsert) {
      const ingestedAt = new Date();
      await client.insert('events', records.slice(offset, offset + rowsPerInsert).map((r) => eventRow(r, ingestedAt)));
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const [stored] = await client.query<{ n: number }>('SELECT count() AS n FROM events');
    if (Number(stored?.n) !== records.length) throw new Error(`the baseline stored ${stored?.n} of ${records.length} rows`);
    return { rows: records.length, seconds, rowsPerSecond: records.length / seconds };
  } finally {
    await client.command(`DROP DATABASE IF EXISTS ${client.database}`);
  }
}
