import type { SqlRunner } from '../storage/duckdb/database';
import type { CompanyUpdate, EventRecord, SubscriptionUpdate, Tenant, UserUpdate } from './types';

/** Outcome of storing a batch of events. */
export interface InsertResult {
  /** Rows written. */
  inserted: number;
  /** Events skipped because their transaction_id was already stored for the app (or repeated in the batch). */
  duplicates: number;
}

/** Options of EventStore.insertEvents. */
export interface InsertOptions {
  /** Update first/last seen of the users and companies the events name (default true). */
  touchProfiles?: boolean;
  /** Statements to commit atomically with the events (not run when nothing new was inserted). */
  withinTransaction?: TransactionWork;
  /**
   * High-water mark for ingest traffic: refuse the write with a 503 (Retry-After) instead of queueing it when the
   * store already holds more than this many rows waiting for a commit. A write into an empty queue is always taken,
   * so one large batch cannot be refused forever. Unset (background work such as demo seeding): always queue.
   */
  maxHeldRows?: number;
}

/**
 * Work run inside the transaction that stores the events, before COMMIT. Writes committed together whose work has
 * the same `key` share it: `admit` (if any) is called once with the new row count of each of them, then `run` once
 * with the rows actually inserted for all of them.
 */
export interface TransactionWork {
  key: string;
  /**
   * Decides, before any row is appended, which writes may be stored (e.g. the plan quota): gets the new
   * (deduplicated) row count of each write of this key in arrival order and answers, for each, null to store it or
   * the error its caller gets. A refused write stores nothing; the others commit. Without it every write is stored.
   */
  admit?(tx: SqlRunner, counts: number[]): Promise<Array<Error | null>>;
  /** Runs with the rows inserted by the admitted writes (not called when there are none). */
  run(tx: SqlRunner, inserted: number): Promise<void>;
}

/** A stored user or company profile as the search API returns it (field names of wire-compat 3.4). */
export type ProfileDocument = Record<string, unknown>;

/**
 * Write side of the event store and the profile tables. The embedded implementation is DuckDB
 * (duckdbEventStore.ts); a ClickHouse + PostgreSQL implementation can replace it behind this interface.
 * Every method is scoped to one tenant (org + app) taken from a verified token.
 */
export interface EventStore {
  /**
   * Announces a batch of events still being validated, to be passed to insertEvents soon: a store that commits
   * batches in groups may hold its next group briefly for it. Returns the function to call when the batch is handed
   * to insertEvents or dropped (calling it again does nothing). Optional: stores without groups need not wait.
   */
  announceEvents?(): () => void;
  /** Stores events in one transaction (committed before the promise resolves), skipping known transaction ids. */
  insertEvents(tenant: Tenant, records: EventRecord[], options?: InsertOptions): Promise<InsertResult>;
  /** Recomputes first/last seen of a tenant's users and companies from its events (after a bulk load without touches). */
  refreshSeenTimes(tenant: Tenant): Promise<void>;
  /** Upserts users: recursive metadata merge, session tokens appended, first/last seen kept. */
  upsertUsers(tenant: Tenant, updates: UserUpdate[]): Promise<void>;
  /** Upserts companies the same way. */
  upsertCompanies(tenant: Tenant, updates: CompanyUpdate[]): Promise<void>;
  /** Upserts subscriptions (metadata merged). */
  upsertSubscriptions(tenant: Tenant, updates: SubscriptionUpdate[]): Promise<void>;
  /** One user, or undefined. */
  getUser(tenant: Tenant, userId: string): Promise<ProfileDocument | undefined>;
  /** One company with its subscriptions, or undefined. */
  getCompany(tenant: Tenant, companyId: string): Promise<ProfileDocument | undefined>;
  /** Deletes a user (and optionally its events); false if it did not exist. */
  deleteUser(tenant: Tenant, userId: string, deleteEvents: boolean): Promise<boolean>;
  /** Deletes a company (and optionally its events); false if it did not exist. */
  deleteCompany(tenant: Tenant, companyId: string, deleteEvents: boolean): Promise<boolean>;
}
