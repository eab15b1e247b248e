import type { ServerConfig } from './config';
import type { QuotaGate } from './collector/ingestService';
import { planQuotaGate } from './collector/quotaGate';
import { DuckDbEventStore } from './events/duckdbEventStore';
import type { EventStore } from './events/eventStore';
import { groupCommitWriterFor } from './events/groupCommitWriter';
import type { EventRecord, Tenant } from './events/types';
import { DuckDbSearchEngine } from './search/duckdbSearchEngine';
import { searchLimits } from './search/limits';
import { SearchGate } from './search/searchGate';
import type { SearchEngine, SearchEntity, SearchOptions } from './search/searchEngine';
import { SearchSchemaService } from './search/schema/searchSchemaService';
import { rollupRefresherFor } from './search/rollups/rollupRefresher';
import type { SearchSchemaAnswer } from './search/schema/schemaTypes';
import type { Database } from './storage/duckdb/database';
import { ProcessWorkLock, type ScheduledWorkLock } from './storage/scheduledWorkLock';
import type { SqlRunner } from './storage/sql';
import { deleteAppSpans, deleteOldSpansBatch, DuckDbSpanRepository, type SpanRepository } from './traces/repository';
import { deleteOldEventsBatch } from './retention/retentionRepository';
import { quotaUsage, type QuotaUsage } from './subscription/quota';
import type { SubscriptionRow } from './subscription/repository';
import { duckDbDemoSeedLedger, type DemoSeedLedger } from './demo/demoSeedLedger';
import { deleteOrgRows } from './storage/orgRows';

/** The search schema's field discovery (search/schema). */
export interface SearchSchemas {
  /** The searchable fields of each entity, in the order asked. */
  describe(tenant: Tenant, entities: SearchEntity[], options?: SearchOptions): Promise<SearchSchemaAnswer>;
}

/**
 * The event store behind interfaces, built once by bootstrap from the configuration: routes, the live tail and the
 * shutdown use these and never name an engine's classes, so another event engine plugs in here alone.
 */
export interface EventBackend {
  /** Events, actions, users, companies and subscriptions: ingest, profile reads and erasure. */
  store: EventStore;
  /** The search DSL over events, users and companies. */
  search: SearchEngine;
  /** Field discovery for the search schema. */
  schemas: SearchSchemas;
  /** OpenTelemetry spans. */
  spans: SpanRepository;
  /** The plan quota as the collector's gate: plans from the metadata, counters committed with the events. */
  quota: QuotaGate;
  /** The organization's usage in its current quota period, from the ingest counters. */
  quotaUsage(subscription: SubscriptionRow): Promise<QuotaUsage>;
  /** Deletes at most `limit` of the organization's events older than `cutoff`; answers how many (retention). */
  deleteEventsBefore(orgId: string, cutoff: Date, limit: number): Promise<number>;
  /** Deletes at most `limit` of the organization's spans that started before `cutoff`; answers how many. */
  deleteSpansBefore(orgId: string, cutoff: Date, limit: number): Promise<number>;
  /** Deletes what an app received that the app's record does not own (its spans), before the record goes. */
  deleteAppData(orgId: string, appId: string): Promise<void>;
  /** Deletes everything the event store holds for an organization; answers how many events it had. */
  deleteOrganizationData(orgId: string): Promise<number>;
  /** Whether the event store is this metadata database, so one transaction can change both (the embedded default). */
  sharesTransactionsWith(metadata: SqlRunner): boolean;
  /** The demo data's completion marker beside the events. */
  demoSeeds: DemoSeedLedger;
  /** Calls `listener` after each commit with one tenant's stored events (hand-off only); answers the unsubscribe. */
  onCommitted(listener: (tenant: Tenant, records: EventRecord[]) => void): () => void;
  /** Resolves once every acknowledged write is committed and pending profile updates are written (shutdown). */
  settled(): Promise<void>;
  /**
   * Releases what the backend holds of its own (an engine's client), or writes its last state (the embedded rollups'
   * marks), after `settled` and before the databases close (shutdown).
   */
  close?(): Promise<void>;
  /**
   * Set by a store each server process holds on its own (the embedded file): scheduled work on it (retention) runs
   * under this lock of the process, in every process, since each must clean its own events. Absent for a store the
   * processes share: the work then takes the metadata database's cross-process lock and runs once (`eventWorkLock`).
   */
  processLocalWork?: ScheduledWorkLock;
}

/** The lock scheduled work on the events runs under: the store's own per-process lock, else `metadataLock`. */
export function eventWorkLock(events: EventBackend, metadataLock: ScheduledWorkLock): ScheduledWorkLock {
  return events.processLocalWork ?? metadataLock;
}

/** The embedded DuckDB event backend (the only engine so far). */
export function duckDbEventBackend(config: ServerConfig, db: Database, metadata: SqlRunner): EventBackend {
  const limits = searchLimits(config.searchLimits);
  // Searches and schema requests share one gate: the same connections, per-organization limits and time limit.
  const gate = new SearchGate(db.searchPool, limits);
  const writer = groupCommitWriterFor(db);
  return {
    store: new DuckDbEventStore(db),
    search: new DuckDbSearchEngine(db, limits, gate),
    schemas: new SearchSchemaService(db, gate),
    spans: new DuckDbSpanRepository(db),
    quota: planQuotaGate(metadata, db),
    quotaUsage: (subscription) => quotaUsage(db, subscription),
    deleteEventsBefore: (orgId, cutoff, limit) => deleteOldEventsBatch(db, orgId, cutoff, limit),
    deleteSpansBefore: (orgId, cutoff, limit) => deleteOldSpansBatch(db, orgId, cutoff, limit),
    deleteAppData: (orgId, appId) => deleteAppSpans(db, orgId, appId),
    deleteOrganizationData: (orgId) => db.transaction((tx) => deleteOrgRows(tx, orgId)),
    sharesTransactionsWith: (runner) => runner === db,
    demoSeeds: duckDbDemoSeedLedger(db),
    onCommitted: (listener) => writer.onCommitted(listener),
    settled: () => writer.settled(),
    // After settled nothing commits: the rollups' marks and the moment of this clean close are written for the next start.
    close: () => rollupRefresherFor(db).close(),
    // Each process owns its DuckDB file, so each runs the work on its own events.
    processLocalWork: new ProcessWorkLock(),
  };
}
