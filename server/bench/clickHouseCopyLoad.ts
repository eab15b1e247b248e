/**
 * The search benchmark's copy loader for ClickHouse (BENCH_LOADER=copies): the events of a kept bench database
 * (BENCH_COPY_FROM, a BENCH_DB_DIR loaded with the generator) inserted `copies` times into this run's tenant with
 * `INSERT ... SELECT`, one UTC day of one copy per statement, for sizes the generator cannot reach in reasonable time
 * on a shared machine (about 3,000 rows/s there at load average 10-17). Copy i keeps every time, user and route and
 * gets new ids and transaction ids, and its durations (and response times) are i ms longer, so that the duration value
 * counts have more distinct values, as a larger generated sample would, instead of the same ones i times over.
 */
import type { Tenant } from '../src/events/types';
import type { ClickHouseClient } from '../src/storage/clickhouse/client';
import { identifier, sql } from '../src/storage/clickhouse/literal';

const DAY_MS = 86_400_000;
/** Longest wait for one statement (one day of one copy). */
const STATEMENT_TIMEOUT_S = 1200;

/** `(columns) SELECT ...` of copy `i`: every events column of the source, with the replacements above. */
async function copyColumns(client: ClickHouseClient, source: string, tenant: Tenant, i: number): Promise<string> {
  const columns = await client.query<{ name: string }>(sql`SELECT name FROM system.columns WHERE database = ${source} AND table = 'events'`);
  const replaced: Record<string, string> = {
    id: `concat(id, '-c${i}')`,
    org_id: sql`${tenant.orgId}`,
    app_id: sql`${tenant.appId}`,
    transaction_id: `concat(transaction_id, '-c${i}')`,
    duration_ms: `CAST(duration_ms + ${i} AS Nullable(Int32))`,
    response_time: `CAST(response_time + ${i} AS Nullable(Int64))`,
    ingested_at: "toDateTime(now(), 'UTC')",
  };
  const names = columns.map(({ name }) => identifier(name).text);
  return `(${names.join(', ')}) SELECT ${names.map((name) => `${replaced[name] ?? name} AS ${name}`).join(', ')}`;
}

/** Inserts `copies` copies of the source database's events into the tenant; logs each copy; answers the time in ms. */
export async function copyLoadClickHouse(client: ClickHouseClient, tenant: Tenant, source: string, copies: number, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const days = await client.query<{ day: number }>(`SELECT DISTINCT toUInt32(toStartOfDay(time)) AS day FROM ${identifier(source).text}.events ORDER BY day`);
  for (let i = 0; i < copies; i++) {
    const select = await copyColumns(client, source, tenant, i);
    for (const { day } of days) {
      const range = sql`time >= ${new Date(day * 1000)} AND time < ${new Date(day * 1000 + DAY_MS)}`;
      await client.command(`INSERT INTO events ${select} FROM ${identifier(source).text}.events WHERE ${range}`, { max_execution_time: STATEMENT_TIMEOUT_S });
    }
    log(`copy ${i + 1} of ${copies} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return Date.now() - started;
}
