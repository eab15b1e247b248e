import type { DuckDBConnection } from '@duckdb/node-api';
import type { Database } from '../storage/duckdb/database';
import { appendEvents } from './eventAppender';
import type { EventStore, InsertResult, ProfileDocument } from './eventStore';
import { companyDocument, subscriptionDocument, userDocument } from './profileDocuments';
import { REFRESH_SEEN, TOUCH_COMPANIES, TOUCH_USERS, UPSERT_COMPANIES, UPSERT_SUBSCRIPTIONS, UPSERT_USERS } from './profileSql';
import { sqlTimestamp } from './sqlTime';
import type { CompanyUpdate, EventRecord, SubscriptionUpdate, Tenant, UserUpdate } from './types';
import { mergeCompanyUpdates, mergeUserUpdates, seenRanges } from './batchMerge';

const KNOWN_TRANSACTIONS = `SELECT DISTINCT transaction_id FROM events
  WHERE org_id = $1 AND app_id = $2 AND transaction_id IN (SELECT unnest(from_json($3::JSON, '["VARCHAR"]')))`;

/** Drops events whose transaction id repeats inside the batch; returns the kept events and the ids to look up. */
function dedupeWithinBatch(records: EventRecord[]): { kept: EventRecord[]; ids: string[] } {
  const seen = new Set<string>();
  const kept: EventRecord[] = [];
  for (const record of records) {
    if (record.transactionId) {
      if (seen.has(record.transactionId)) continue;
      seen.add(record.transactionId);
    }
    kept.push(record);
  }
  return { kept, ids: [...seen] };
}

function userRows(updates: UserUpdate[]) {
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

/** The embedded (DuckDB) event store: Appender for events, one-statement JSON-batch upserts for profiles. */
export class DuckDbEventStore implements EventStore {
  constructor(private readonly db: Database) {}

  async insertEvents(tenant: Tenant, records: EventRecord[], options: { touchProfiles?: boolean } = {}): Promise<InsertResult> {
    const { kept, ids } = dedupeWithinBatch(records);
    return this.db.withWriter(async (connection) => {
      await connection.run('BEGIN TRANSACTION');
      try {
        let fresh = kept;
        if (ids.length > 0) {
          const reader = await connection.runAndReadAll(KNOWN_TRANSACTIONS, [tenant.orgId, tenant.appId, JSON.stringify(ids)]);
          const known = new Set(reader.getRowObjectsJS().map((row) => String(row.transaction_id)));
          if (known.size > 0) fresh = kept.filter((r) => !r.transactionId || !known.has(r.transactionId));
        }
        if (fresh.length > 0) {
          const appender = await connection.createAppender('events');
          try { await appendEvents(appender, fresh); } finally { appender.closeSync(); }
          if (options.touchProfiles !== false) await touchProfiles(connection, tenant, fresh);
        }
        await connection.run('COMMIT');
        return { inserted: fresh.length, duplicates: records.length - fresh.length };
      } catch (error) {
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /** Recomputes first/last seen of a tenant's users and companies from its events (after a bulk load without touches). */
  async refreshSeenTimes(tenant: Tenant): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const statement of REFRESH_SEEN) await tx.run(statement, [tenant.orgId, tenant.appId]);
    });
  }

  async upsertUsers(tenant: Tenant, updates: UserUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const rows = userRows(mergeUserUpdates(updates));
    await this.db.run(UPSERT_USERS, [tenant.orgId, tenant.appId, JSON.stringify(rows), sqlTimestamp(new Date())]);
  }

  async upsertCompanies(tenant: Tenant, updates: CompanyUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const rows = companyRows(mergeCompanyUpdates(updates));
    await this.db.run(UPSERT_COMPANIES, [tenant.orgId, tenant.appId, JSON.stringify(rows), sqlTimestamp(new Date())]);
  }

  async upsertSubscriptions(tenant: Tenant, updates: SubscriptionUpdate[]): Promise<void> {
    if (updates.length === 0) return;
    const latest = new Map(updates.map((s) => [s.subscriptionId, s]));
    const rows = [...latest.values()].map((s) => ({
      s: s.subscriptionId, c: s.companyId, st: s.status, ps: sqlTimestamp(s.currentPeriodStart), pe: sqlTimestamp(s.currentPeriodEnd),
      it: s.items, m: s.metadata,
    }));
    await this.db.run(UPSERT_SUBSCRIPTIONS, [tenant.orgId, tenant.appId, JSON.stringify(rows), sqlTimestamp(new Date())]);
  }

  async getUser(tenant: Tenant, userId: string): Promise<ProfileDocument | undefined> {
    const row = await this.db.one('SELECT * FROM app_users WHERE org_id = $1 AND app_id = $2 AND user_id = $3', [tenant.orgId, tenant.appId, userId]);
    return row ? userDocument(row) : undefined;
  }

  async getCompany(tenant: Tenant, companyId: string): Promise<ProfileDocument | undefined> {
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
    return this.db.transaction(async (tx) => {
      const found = await tx.one(`SELECT 1 AS found FROM ${table} WHERE org_id = $1 AND app_id = $2 AND ${key} = $3`, params);
      if (!found) return false;
      await tx.run(`DELETE FROM ${table} WHERE org_id = $1 AND app_id = $2 AND ${key} = $3`, params);
      if (deleteEvents) await tx.run(`DELETE FROM events WHERE org_id = $1 AND app_id = $2 AND ${key} = $3`, params);
      return true;
    });
  }
}

/** Creates unknown users/companies named by the events and widens first/last seen of known ones. */
async function touchProfiles(connection: DuckDBConnection, tenant: Tenant, records: EventRecord[]): Promise<void> {
  const now = sqlTimestamp(new Date());
  const { users, companies } = seenRanges(records);
  if (users.size > 0) {
    const rows = [...users].map(([u, s]) => ({ u, c: s.companyId, f: sqlTimestamp(s.first), l: sqlTimestamp(s.last) }));
    await connection.run(TOUCH_USERS, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
  }
  if (companies.size > 0) {
    const rows = [...companies].map(([c, s]) => ({ c, f: sqlTimestamp(s.first), l: sqlTimestamp(s.last) }));
    await connection.run(TOUCH_COMPANIES, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
  }
}
