import { planQuotaGate } from '../../collector/quotaGate';
import type { EventBackend } from '../../eventBackend';
import { ClickHouseSchemaService } from '../../search/schema/clickHouseSchemaService';
import type { SearchEngine } from '../../search/searchEngine';
import type { ClickHouseClient } from '../../storage/clickhouse/client';
import type { MetadataDatabase } from '../../storage/sql';
import { quotaUsage } from '../../subscription/quota';
import { ClickHouseSpanRepository } from '../../traces/clickHouseSpanRepository';
import type { ClickHouseEventStore } from './clickHouseEventStore';
import { clickHouseDemoSeedLedger, deleteEventsBefore, deleteOrganizationEvents } from './clickHouseEventData';

/**
 * The event backend on ClickHouse (CLICKHOUSE_URL): events, profiles, spans and the demo marker in ClickHouse; the
 * quota's ingest counters in the metadata database, counted after each insert (server/src/storage/clickhouse/README.md).
 */
export function clickHouseEventBackend(client: ClickHouseClient, store: ClickHouseEventStore, search: SearchEngine, metadata: MetadataDatabase): EventBackend {
  const spans = new ClickHouseSpanRepository(client);
  const schemas = new ClickHouseSchemaService(client);
  return {
    store,
    search,
    schemas: { describe: (tenant, entities) => schemas.describe(tenant, entities) },
    spans,
    quota: planQuotaGate(metadata, metadata),
    quotaUsage: (subscription) => quotaUsage(metadata, subscription),
    // One delete of everything older than the cutoff (a ClickHouse mutation is not cut into batches).
    deleteEventsBefore: (orgId, cutoff) => deleteEventsBefore(store.deletions, orgId, cutoff),
    deleteSpansBefore: (orgId, cutoff) => spans.deleteBefore(orgId, cutoff),
    deleteAppData: (orgId, appId) => spans.deleteApp(orgId, appId),
    deleteOrganizationData: (orgId) => deleteOrganizationEvents(client, orgId),
    sharesTransactionsWith: () => false,
    demoSeeds: clickHouseDemoSeedLedger(client),
    onCommitted: (listener) => store.onCommitted(listener),
    settled: () => store.settled(),
    close: () => client.close(),
  };
}
