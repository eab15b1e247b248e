import type { Database } from '../storage/duckdb/database';
import { groupCommitWriterFor } from './groupCommitWriter';
import { hoursOfEvents, rollupRefresherFor, writeMarks } from '../search/rollups/rollupRefresher';
import type { EventStore, InsertOptions, InsertResult, ProfileDocument } from './eventStore';
import { companyDocument, subscriptionDocument, userDocument } from './profileDocuments';
import { REFRESH_SEEN, UPSERT_COMPANIES, UPSERT_SUBSCRIPTIONS, UPSERT_USERS } from './profileSql';
import { sqlTimestamp } from './sqlTime';
import type { CompanyUpdate, EventRecord, IdentifiedUserUpdate, SubscriptionUpdate, Tenant, UserUpdate } from './types';
import { mergeAnonymousUpdates, mergeCompanyUpdates, mergeUserUpdates } from './batchMerge';
import { anonymousLinks, anonymousUserRows, linkAnonymousUsers, UPSERT_ANONYMOUS_USERS } from './anonymousUsers';
import { assertStoredProfilesFit, assertUpdatesFit, MAX_PROFILE_BYTES } from './profileSize';

/** Options of the DuckDB event store. */
export interface DuckDbEventStoreOptions {
  /** Largest stored profile in bytes (MAX_PROFILE_BYTES by default); larger updates throw ProfileTooLarge. */
  maxProfileBytes?: number;
}

function userRows(updates: IdentifiedUserUpdate[]) {
  return updates.map((u) => ({
    u: u.userId, c: u.companyId, m: u.metadata, t: u.sessionToken, ip: u.ipAddress, ua: u.userAgentString, cp: u.campaign,
    mt: sqlTimestamp(u.modifiedTime), f: null, l: null,
  }));
}

function companyRows(updates: CompanyUpdate[]) {
  return updates.map((c) => ({
    c: c.companyId, d: c.companyDomain, m: c.metadata, t: c.sessionToken, ip: c.ipAddress, cp: c.campaign,
    mt: sqlTimestamp(c.modifiedTime), f: null, l: null,
  }));
}

const isIdentified = (u: UserUpdate): u is IdentifiedUserUpdate => u.userId !== null;
const profileParts = (u: UserUpdate | CompanyUpdate) => [u.metadata, u.campaign, u.sessionToken];

/**
 * The embedded (DuckDB) event store: group-committed Appender writes for events, one-statement JSON-batch upserts
 * for profiles. Profile upserts run in a transaction that checks the size of every written profile before COMMIT.
 */
export class DuckDbEventStore implements EventStore {
  private readonly maxProfileBytes: number;

  constructor(private readonly db: Database, options: DuckDbEventStoreOptions = {}) {
    this.maxProfileBytes = options.maxProfileBytes ?? MAX_PROFILE_BYTES;
  }

  announceEvents(): () => void {
    return groupCommitWriterFor(this.db).expect();
  }

  insertEvents(tenant: Tenant, records: EventRecord[], options: InsertOptions = {}): Promise<InsertResult> {
    if (records.length === 0) return Promise.resolve({ inserted: 0, duplicates: 0 });
    return groupCommitWriterFor(this.db).write(tenant, records, {
      touchProfiles: options.touchProfiles !== false,
      withinTransaction: options.withinTransaction,
      maxHeldRows: options.maxHeldRows,
    });
  }

  /** Recomputes first/last seen of a tenant's users and companies from its events (after a bulk load without touches). */
  async refreshSeenTimes(tenant: Tenant): Promise<void> {
    await groupCommitWriterFor(this.db).profiles.flush();
    await this.db.transaction(async (tx) => {
      for (const statement of REFRESH_SEEN) await tx.run(statement, [tenant.orgId, tenant.appId]);
    });
  }

  async upsertUsers(tenant: Tenant, updates: UserUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const limit = this.maxProfileBytes;
    const users = mergeUserUpdates(updates.filter(isIdentified));
    const visitors = mergeAnonymousUpdates(updates.filter((u) => !isIdentified(u)));
    assertUpdatesFit('user', users, (u) => u.userId, profileParts, limit);
    assertUpdatesFit('anonymous user', visitors, (u) => u.anonymousId ?? '', profileParts, limit);
    const visitorIds = visitors.map((u) => u.anonymousId ?? '');
    const now = sqlTimestamp(new Date()) as string;
    const tenantParams = [tenant.orgId, tenant.appId];
    await this.db.transaction(async (tx) => {
      if (users.length > 0) {
        await tx.run(UPSERT_USERS, [...tenantParams, JSON.stringify(userRows(users)), now]);
        await assertStoredProfilesFit(tx, 'user', tenant, users.map((u) => u.userId), limit);
      }
      if (visitors.length > 0) {
        await tx.run(UPSERT_ANONYMOUS_USERS, [...tenantParams, JSON.stringify(anonymousUserRows(visitors)), now]);
        await assertStoredProfilesFit(tx, 'anonymous user', tenant, visitorIds, limit);
      }
      await linkAnonymousUsers(tx, tenant, anonymousLinks(updates), visitorIds, now, limit);
    });
  }

  async upsertCompanies(tenant: Tenant, updates: CompanyUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const companies = mergeCompanyUpdates(updates);
    assertUpdatesFit('company', companies, (c) => c.companyId, profileParts, this.maxProfileBytes);
    await this.db.transaction(async (tx) => {
      await tx.run(UPSERT_COMPANIES, [tenant.orgId, tenant.appId, JSON.stringify(companyRows(companies)), sqlTimestamp(new Date())]);
      await assertStoredProfilesFit(tx, 'company', tenant, companies.map((c) => c.companyId), this.maxProfileBytes);
    });
  }

  async upsertSubscriptions(tenant: Tenant, updates: SubscriptionUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const latest = [...new Map(updates.map((s) => [s.subscriptionId, s])).values()];
    assertUpdatesFit('subscription', latest, (s) => s.subscriptionId, (s) => [s.metadata, s.items], this.maxProfileBytes);
    const rows = latest.map((s) => ({
      s: s.subscriptionId, c: s.companyId, st: s.status, ps: sqlTimestamp(s.currentPeriodStart), pe: sqlTimestamp(s.currentPeriodEnd),
      it: s.items, m: s.metadata,
    }));
    await this.db.transaction(async (tx) => {
      await tx.run(UPSERT_SUBSCRIPTIONS, [tenant.orgId, tenant.appId, JSON.stringify(rows), sqlTimestamp(new Date())]);
      await assertStoredProfilesFit(tx, 'subscription', tenant, latest.map((s) => s.subscriptionId), this.maxProfileBytes);
    });
  }

  async getUser(tenant: Tenant, userId: string): Promise<ProfileDocument | undefined> {
    await groupCommitWriterFor(this.db).profiles.flush();
    const row = await this.db.one('SELECT * FROM app_users WHERE org_id = $1 AND app_id = $2 AND user_id = $3', [tenant.orgId, tenant.appId, userId]);
    return row ? userDocument(row) : undefined;
  }

  async getCompany(tenant: Tenant, companyId: string): Promise<ProfileDocument | undefined> {
    await groupCommitWriterFor(this.db).profiles.flush();
    const params = [tenant.orgId, tenant.appId, companyId];
    const row = await this.db.one('SELECT * FROM app_companies WHERE org_id = $1 AND app_id = $2 AND company_id = $3', params);
    if (!row) return undefined;
    const subscriptions = await this.db.all(
      'SELECT * FROM app_subscriptions WHERE org_id = $1 AND app_id = $2 AND company_id = $3 ORDER BY created_at', params);
    return { ...companyDocument(row), subscriptions: subscriptions.map(subscriptionDocument) };
  }

  async deleteUser(tenant: Tenant, userId: string, deleteEvents: boolean): Promise<boolean> {
    return this.deleteProfile('app_users', 'user_id', tenant, userId, deleteEvents);
  }

  async deleteCompany(tenant: Tenant, companyId: string, deleteEvents: boolean): Promise<boolean> {
    return this.deleteProfile('app_companies', 'company_id', tenant, companyId, deleteEvents);
  }

  private async deleteProfile(table: 'app_users' | 'app_companies', key: 'user_id' | 'company_id', tenant: Tenant, id: string, deleteEvents: boolean) {
    const params = [tenant.orgId, tenant.appId, id];
    const writer = groupCommitWriterFor(this.db);
    await writer.profiles.flush();
    writer.profiles.forgetWritten();
    let erasedHours: number[] = [];
    const deleted = await this.db.transaction(async (tx) => {
      const found = await tx.one(`SELECT 1 AS found FROM ${table} WHERE org_id = $1 AND app_id = $2 AND ${key} = $3`, params);
      if (!found) return false;
      await tx.run(`DELETE FROM ${table} WHERE org_id = $1 AND app_id = $2 AND ${key} = $3`, params);
      // The visitor profiles linked to a deleted user go with it.
      if (table === 'app_users') await tx.run('DELETE FROM app_anonymous_users WHERE org_id = $1 AND app_id = $2 AND user_id = $3', params);
      if (deleteEvents) {
        // The hours of the erased events are dirty for the search rollups, durably with the deletion.
        erasedHours = await hoursOfEvents(tx, tenant, key, id);
        if (erasedHours.length > 0) await writeMarks(tx, erasedHours.map((hourMs) => ({ tenant, hourMs })));
        await tx.run(`DELETE FROM events WHERE org_id = $1 AND app_id = $2 AND ${key} = $3`, params);
      }
      return true;
    });
    rollupRefresherFor(this.db).markPersisted(tenant, erasedHours);
    return deleted;
  }
}
