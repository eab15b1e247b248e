import { ClickHouseEventStore } from '../../../../server/src/events/clickhouse/clickHouseEventStore';
import { DuckDbEventStore } from '../../../../server/src/events/duckdbEventStore';
import type { EventStore, ProfileDocument } from '../../../../server/src/events/eventStore';
import { groupCommitWriterFor } from '../../../../server/src/events/groupCommitWriter';
import type { CompanyUpdate, EventRecord, SubscriptionUpdate, Tenant, UserUpdate } from '../../../../server/src/events/types';
import { migrateClickHouse } from '../../../../server/src/storage/clickhouse/migrate';
import { clickHouseMigrations } from '../../../../server/src/storage/clickhouse/migrations';
import { Database } from '../../../../server/src/storage/duckdb/database';
import { migrate } from '../../../../server/src/storage/migrate';
import { migrations } from '../../../../server/src/storage/migrations';
import { describeWithClickHouse, eventRecords, testDatabase, testTenant, type TestDatabase } from './clickHouseTestDatabase';

const user = (userId: string | null, fields: Partial<UserUpdate> = {}): UserUpdate => ({
  userId, companyId: null, metadata: null, sessionToken: null, ipAddress: null, userAgentString: null, campaign: null, modifiedTime: null, ...fields,
});
const company = (companyId: string, fields: Partial<CompanyUpdate> = {}): CompanyUpdate => ({
  companyId, companyDomain: null, metadata: null, sessionToken: null, ipAddress: null, campaign: null, modifiedTime: null, ...fields,
});
const subscription = (subscriptionId: string, companyId: string, fields: Partial<SubscriptionUpdate> = {}): SubscriptionUpdate => ({
  subscriptionId, companyId, status: 'active', currentPeriodStart: null, currentPeriodEnd: null, items: null, metadata: null, ...fields,
});

/**
 * What the two stores may show differently: a modified_time that falls back to the time of the write (updated_at)
 * differs by the milliseconds between the two writes, and the order of accumulated session tokens is not defined in
 * the embedded store (list_distinct).
 */
function comparable(doc: ProfileDocument | undefined, sentModifiedTimes: string[]): ProfileDocument | undefined {
  if (!doc) return doc;
  const out: ProfileDocument = { ...doc };
  if (Array.isArray(out.session_token)) out.session_token = [...out.session_token].sort();
  if (typeof out.modified_time === 'string' && !sentModifiedTimes.includes(out.modified_time)) out.modified_time = 'time of the write';
  if (Array.isArray(out.subscriptions)) {
    out.subscriptions = (out.subscriptions as ProfileDocument[]).map((s) => comparable(s, sentModifiedTimes))
      .sort((a, b) => String(a?.subscription_id).localeCompare(String(b?.subscription_id)));
  }
  return out;
}

describeWithClickHouse('ClickHouse profiles against the embedded store', () => {
  let clickhouseDb: TestDatabase;
  let duck: Database;
  let stores: EventStore[];
  const modified = new Date('2026-02-03T04:05:06.789Z');

  beforeAll(async () => {
    clickhouseDb = testDatabase();
    await migrateClickHouse(clickhouseDb.client, clickHouseMigrations);
    duck = await Database.open(':memory:', { threads: 1, memoryLimit: '256MB', searchConnections: 1 });
    await migrate(duck, migrations);
    stores = [new DuckDbEventStore(duck), new ClickHouseEventStore(clickhouseDb.client, { workRunner: duck })];
  });
  afterAll(async () => {
    await groupCommitWriterFor(duck).settled();
    await (stores[1] as ClickHouseEventStore).settled();
    await duck.close();
    await clickhouseDb.drop();
  });

  /** Runs the same step on both stores, one after the other. */
  const both = async (step: (store: EventStore) => Promise<unknown>) => {
    for (const store of stores) await step(store);
  };
  const expectSameUser = async (t: Tenant, id: string) => {
    const [embedded, clickhouse] = await Promise.all(stores.map((s) => s.getUser(t, id)));
    expect(embedded).toBeDefined();
    expect(comparable(clickhouse, [modified.toISOString()])).toEqual(comparable(embedded, [modified.toISOString()]));
  };
  const expectSameCompany = async (t: Tenant, id: string) => {
    const [embedded, clickhouse] = await Promise.all(stores.map((s) => s.getCompany(t, id)));
    expect(embedded).toBeDefined();
    expect(comparable(clickhouse, [modified.toISOString()])).toEqual(comparable(embedded, [modified.toISOString()]));
  };

  it('merges user updates the same way: metadata merge patch, tokens appended once, fields kept unless sent', async () => {
    const t = testTenant();
    const id = "ann'\\";
    await both((s) => s.upsertUsers(t, [user(id, {
      companyId: 'c1', metadata: { first_name: 'Ann', last_name: "O'Neil", plan: { tier: 'free', seats: 1, flags: ['a'] }, keep: null },
      sessionToken: 't1', ipAddress: '10.0.0.1', userAgentString: 'agent/1', campaign: { utm_source: 'google', deep: { a: 1 } }, modifiedTime: modified,
    })]));
    await expectSameUser(t, id);
    await both((s) => s.upsertUsers(t, [user(id, { metadata: { plan: { seats: 5, flags: null, extra: { x: 1 } }, email: 'ann@example.com', last_name: null }, sessionToken: 't2' })]));
    await expectSameUser(t, id);
    await both((s) => s.upsertUsers(t, [user(id, { sessionToken: 't1', campaign: { deep: { b: 2, a: null } }, metadata: { plan: 'gold' } })]));
    await expectSameUser(t, id);
    // Two updates of one user in one batch fold first (later values win, nested objects merge), then merge with the stored row.
    await both((s) => s.upsertUsers(t, [
      user(id, { metadata: { plan: { tier: 'team' }, a: 1 }, ipAddress: '10.0.0.2' }),
      user(id, { metadata: { plan: { seats: 9 }, a: null }, companyId: 'c2' }),
      user('fresh', { metadata: { only: { nested: null } }, sessionToken: 'x' }),
    ]));
    await expectSameUser(t, id);
    await expectSameUser(t, 'fresh');
  });

  it('folds anonymous visitors into users the same way, from updates and from events', async () => {
    const t = testTenant();
    await both((s) => s.upsertUsers(t, [
      user(null, { anonymousId: 'v1', campaign: { utm_source: 'ad', gclid: 'g-1' } }),
      user(null, { anonymousId: 'v2', campaign: { utm_medium: 'cpc', utm_source: 'second' } }),
    ]));
    await both((s) => s.upsertUsers(t, [user('u4', { anonymousId: 'v1', campaign: { utm_source: 'direct' } })]));
    await expectSameUser(t, 'u4');
    const records = eventRecords(t, [{ overrides: { user_id: 'u4', anonymous_id: 'v2', company_id: null } }]);
    await both((s) => s.insertEvents(t, records.map((r) => ({ ...r }))));
    await expectSameUser(t, 'u4');
    // A visitor posted after the link merges into the user on its own update.
    await both((s) => s.upsertUsers(t, [user(null, { anonymousId: 'v2', campaign: { utm_term: 'late' } })]));
    await expectSameUser(t, 'u4');
  });

  it('merges companies and subscriptions the same way, also a subscription that moves to another company', async () => {
    const t = testTenant();
    await both((s) => s.upsertCompanies(t, [company('c1', { companyDomain: 'acme.io', metadata: { size: { employees: 10 }, tier: 'smb' }, sessionToken: 'ct', campaign: { utm_source: 'x' } })]));
    await both((s) => s.upsertCompanies(t, [company('c1', { metadata: { size: { revenue: 5 }, tier: null }, modifiedTime: modified }), company('c2', { companyDomain: 'beta.io' })]));
    await both((s) => s.upsertSubscriptions(t, [
      subscription('s1', 'c1', { items: [{ plan: 'pro', qty: 2 }], metadata: { seats: 2, nested: { a: 1 } }, currentPeriodStart: new Date('2026-01-01T00:00:00.000Z'), currentPeriodEnd: new Date('9999-12-31T00:00:00.000Z') }),
      subscription('s2', 'c1', { status: 'trialing' }),
    ]));
    await both((s) => s.upsertSubscriptions(t, [subscription('s1', 'c1', { status: 'cancelled', metadata: { nested: { b: 2 }, seats: null } }), subscription('s2', 'c2')]));
    await expectSameCompany(t, 'c1');
    await expectSameCompany(t, 'c2');
  });

  it('sets first and last seen from events the same way', async () => {
    const t = testTenant();
    const records: EventRecord[] = eventRecords(t, [
      { overrides: { user_id: 'seen', company_id: 'seen-co' }, minutesAgo: 500 },
      { overrides: { user_id: 'seen', company_id: 'other-co' }, minutesAgo: 20 },
      { overrides: { user_id: 'seen', company_id: null }, minutesAgo: 900 },
    ]);
    await both(async (s) => { for (const record of records) await s.insertEvents(t, [{ ...record }]); });
    await expectSameUser(t, 'seen');
    await expectSameCompany(t, 'seen-co');
    await expectSameCompany(t, 'other-co');
    await both((s) => s.upsertUsers(t, [user('seen', { metadata: { after: 'events' } })]));
    await both((s) => s.refreshSeenTimes(t));
    await expectSameUser(t, 'seen');
  });
});
