import type { ClickHouseClient } from '../client';
import { sql } from '../literal';
import type { ClickHouseMigration } from '../migrate';
import { MIGRATION_6_TABLES, ROLLUP_TTL_DAYS, rollupTableDdl, rollupViewDdl, tableSelects, type RollupTable } from '../rollupTables';

const DAY_MS = 86_400_000;

/** The UTC days (epoch ms of their start) of the events table's partitions. */
async function eventDays(client: ClickHouseClient): Promise<number[]> {
  const rows = await client.query<{ p: string }>(
    "SELECT DISTINCT partition AS p FROM system.parts WHERE database = currentDatabase() AND table = 'events' AND active ORDER BY p");
  return rows.map((r) => Date.UTC(Number(r.p.slice(0, 4)), Number(r.p.slice(4, 6)) - 1, Number(r.p.slice(6, 8))));
}

/**
 * Fills rollup tables from the events stored before their views existed. The views are created first, so an
 * event inserted after that is counted by them: the backfill takes the events ingested up to now (`ingested_at`,
 * written by the store before each insert), which in a single process covers exactly the events the views missed
 * (the store starts after the migrations). It empties the tables first, so a start-up that stopped during the backfill
 * does it again from the beginning. One day of events per statement keeps each GROUP BY small.
 */
export async function backfillRollups(client: ClickHouseClient, tables: readonly RollupTable[]): Promise<void> {
  const cutoff = new Date(Math.floor(Date.now() / 1000) * 1000);
  for (const t of tables) await client.command(`TRUNCATE TABLE ${t.name}`);
  for (const day of await eventDays(client)) {
    const where = sql`time >= ${new Date(day)} AND time < ${new Date(day + DAY_MS)} AND ingested_at <= ${cutoff}`;
    for (const t of tables) {
      for (const select of tableSelects(t, where)) await client.command(`INSERT INTO ${t.name} ${select}`);
    }
  }
}

/**
 * A migration adding rollup tables (rollupTables.ts): SummingMergeTree tables per tenant and UTC hour or day, filled
 * by materialized views from every insert into events, and backfilled from the events already stored. On servers
 * with TTL (19.6) their rows expire after ROLLUP_TTL_DAYS, beyond any search's reach.
 */
export function rollupTablesMigration(version: number, name: string, tables: readonly RollupTable[]): ClickHouseMigration {
  return {
    version,
    name,
    statements: (capabilities) => [
      ...tables.map((t) => rollupTableDdl(t, capabilities.ttl ? { days: ROLLUP_TTL_DAYS } : null)),
      ...tables.flatMap(rollupViewDdl),
    ],
    backfill: (client) => backfillRollups(client, tables),
  };
}

/** The exact rollups of events: summary, duration, id and unrouted tables. */
export const clickHouseRollups = rollupTablesMigration(6, 'exact rollups of events', MIGRATION_6_TABLES);
