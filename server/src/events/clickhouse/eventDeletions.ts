import { Mutex } from '../../lib/mutex';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { sql } from '../../storage/clickhouse/literal';
import { mutationsDone } from '../../storage/clickhouse/mutations';
import { headerRollupTable } from '../../storage/clickhouse/headerValues';
import { ROLLUP_TABLES, tableSelects } from '../../storage/clickhouse/rollupTables';

/** Longest wait for the deletes already submitted before the next one is prepared (a mutation rewrites whole parts). */
const PREVIOUS_DELETES_TIMEOUT_MS = 30 * 60_000;

/** Whether `delete` resolves once ClickHouse has applied the delete, or once it is submitted. */
export interface DeleteOptions {
  wait: boolean;
}

/**
 * Deletions of stored events that keep the rollups exact (storage/clickhouse/rollupTables.ts): before the
 * `ALTER TABLE events DELETE` mutation is submitted, the negated rollup rows of exactly the events it deletes are
 * inserted into every rollup table. Three things make "exactly" hold within this process:
 * - the deleted set is bounded by `ingested_at <= cutoff`, the second the deletion started in, once that second has
 *   passed and the inserts in flight have finished: an insert starting later writes a later `ingested_at`, so no
 *   event joins the set between the compensation and the mutation, and every event stored before the request is in;
 * - the deletes already submitted are applied first, so no event is compensated twice (an erased user's events
 *   inside a retention cut);
 * - deletions run one at a time.
 * ClickHouse applies the mutation in the background: until then the rollups already leave the events out while the
 * events table still holds them (server/src/storage/clickhouse/README.md).
 */
export class EventDeletions {
  private readonly mutex = new Mutex();

  /** `settleInserts` resolves once every insert into events started so far has finished. */
  constructor(private readonly client: ClickHouseClient, private readonly settleInserts: () => Promise<void>) {}

  /** Deletes the events matching `where` (program-written SQL with literals) that are stored now; answers how many. */
  delete(where: string, options: DeleteOptions): Promise<number> {
    return this.mutex.run(async () => {
      // The clock the store writes ingested_at with (new Date() in ClickHouseEventStore.store), in whole seconds: the
      // second of now is in the set, so once it has passed and the inserts begun in it have finished, none can join.
      const cutoff = new Date(Math.floor(new Date().getTime() / 1000) * 1000);
      await new Promise((resolve) => setTimeout(resolve, cutoff.getTime() + 1000 - new Date().getTime()));
      await this.settleInserts();
      await mutationsDone(this.client, 'events', PREVIOUS_DELETES_TIMEOUT_MS);
      const matching = `(${where}) AND ${sql`ingested_at <= ${cutoff}`}`;
      const [row] = await this.client.query<{ n: number }>(`SELECT count() AS n FROM events WHERE ${matching}`);
      const n = Number(row?.n ?? 0);
      if (n === 0) return 0;
      for (const t of [...ROLLUP_TABLES, headerRollupTable(await this.client.capabilities())]) {
        for (const select of tableSelects(t, matching, -1)) await this.client.command(`INSERT INTO ${t.name} ${select}`);
      }
      await this.client.command(`ALTER TABLE events DELETE WHERE ${matching}`);
      if (options.wait) await mutationsDone(this.client, 'events', PREVIOUS_DELETES_TIMEOUT_MS);
      return n;
    });
  }
}
