import { ClickHouseClient } from '../../storage/clickhouse/client';
import { migrateClickHouse } from '../../storage/clickhouse/migrate';
import { clickHouseMigrations } from '../../storage/clickhouse/migrations';
import { ClickHouseEventStore, type ClickHouseEventStoreOptions } from './clickHouseEventStore';

/** The store and the client it uses (close the client after the store has settled). */
export interface OpenedClickHouseStore {
  client: ClickHouseClient;
  store: ClickHouseEventStore;
}

/**
 * Start-up of the ClickHouse event store from `CLICKHOUSE_URL`: checks the server answers, applies the schema's
 * migrations and submits erasures a stopped process left pending. Fails with a message naming the setting.
 */
export async function openClickHouseEventStore(url: string, options: ClickHouseEventStoreOptions): Promise<OpenedClickHouseStore> {
  let client: ClickHouseClient;
  try {
    client = new ClickHouseClient(url);
    await migrateClickHouse(client, clickHouseMigrations);
  } catch (error) {
    throw new Error(`Cannot use the ClickHouse server in CLICKHOUSE_URL: ${(error as Error).message}`);
  }
  const store = new ClickHouseEventStore(client, options);
  await store.erasures.flush();
  return { client, store };
}
