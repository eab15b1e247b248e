import type { ClickHouseClient } from '../../storage/clickhouse/client';
import { anonymousLinks } from '../anonymousUsers';
import { mergeAnonymousUpdates, mergeCompanyUpdates, mergeUserUpdates, type SeenRange } from '../batchMerge';
import { assertUpdatesFit, type ProfileKind } from '../profileSize';
import type { CompanyUpdate, IdentifiedUserUpdate, SubscriptionUpdate, Tenant, UserUpdate } from '../types';
import { KeyedMutex } from './keyedMutex';
import {
  assertFits, mergeCompany, mergeSubscription, mergeUser, mergeVisitor, newCompany, newUser, tombstone, widenSeen,
} from './profileMerge';
import {
  COMPANIES, SUBSCRIPTIONS, USERS, VISITORS, type ProfileParts, type SeenTimes, type StoredCompany, type StoredProfile, type StoredSubscription, type StoredUser,
} from './profileRows';
import { ProfileSet } from './profileSet';
import { linkVisitors } from './visitorLinks';

/** First and last event time of one user or company, computed from its events. */
export interface SeenRow {
  id: string;
  first: Date;
  last: Date;
}

/** A company with its subscriptions, as stored. */
export interface CompanyWithSubscriptions {
  company: StoredCompany;
  subscriptions: StoredSubscription[];
}

/** Profile ids per read-merge-write when first/last seen are recomputed for a whole tenant. */
const REFRESH_CHUNK = 5_000;

const isIdentified = (u: UserUpdate): u is IdentifiedUserUpdate => u.userId !== null;
const storedParts = (p: ProfileParts) => [p.metadata, p.campaign, p.session_tokens];
const updateParts = (u: UserUpdate | CompanyUpdate) => [u.metadata, u.campaign, u.sessionToken];

/**
 * The profile tables on ClickHouse. Each change is a read-merge-write: the current rows are read (FINAL), merged in
 * TypeScript with the embedded store's rules (profileMerge.ts) and written as new versions. The read-merge-writes of
 * one tenant are serialised within this process; the size cap is checked on the merged rows before anything is
 * written, so a refused update writes nothing. Writes to several tables are separate inserts (no transaction).
 */
export class ClickHouseProfiles {
  private readonly locks = new KeyedMutex();

  constructor(private readonly client: ClickHouseClient, private readonly maxProfileBytes: number) {}

  /** Runs one read-merge-write of a tenant's profiles, after the ones already running for it. */
  exclusive<T>(tenant: Tenant, fn: () => Promise<T>): Promise<T> {
    return this.locks.run([`${tenant.orgId}\u0000${tenant.appId}`], fn);
  }

  /** Upserts users and anonymous visitors and records the visitor → user links the updates carry. */
  async upsertUsers(tenant: Tenant, updates: UserUpdate[]): Promise<void> {
    const merged = mergeUserUpdates(updates.filter(isIdentified));
    const visitorUpdates = mergeAnonymousUpdates(updates.filter((u) => !isIdentified(u)));
    const visitorIds = visitorUpdates.map((u) => u.anonymousId ?? '');
    assertUpdatesFit('user', merged, (u) => u.userId, updateParts, this.maxProfileBytes);
    assertUpdatesFit('anonymous user', visitorUpdates, (u) => u.anonymousId ?? '', updateParts, this.maxProfileBytes);
    await this.exclusive(tenant, async () => {
      const now = new Date();
      const users = new ProfileSet(this.client, USERS, tenant);
      const visitors = new ProfileSet(this.client, VISITORS, tenant);
      await this.mergeInto(users, 'user', merged, (u) => u.userId, (stored, u) => mergeUser(tenant, stored, u, now), storedParts);
      await this.mergeInto(visitors, 'anonymous user', visitorUpdates, (u) => u.anonymousId ?? '',
        (stored, u) => mergeVisitor(tenant, stored, u.anonymousId ?? '', u, now), storedParts);
      await linkVisitors(tenant, users, visitors, anonymousLinks(updates), visitorIds, now, this.maxProfileBytes);
      await users.write();
      await visitors.write();
    });
  }

  /** Upserts companies. */
  async upsertCompanies(tenant: Tenant, updates: CompanyUpdate[]): Promise<void> {
    const merged = mergeCompanyUpdates(updates);
    assertUpdatesFit('company', merged, (c) => c.companyId, updateParts, this.maxProfileBytes);
    await this.exclusive(tenant, async () => {
      const now = new Date();
      const companies = new ProfileSet(this.client, COMPANIES, tenant);
      await this.mergeInto(companies, 'company', merged, (c) => c.companyId, (stored, c) => mergeCompany(tenant, stored, c, now), storedParts);
      await companies.write();
    });
  }

  /** Upserts subscriptions (the last update of each id in the batch counts). */
  async upsertSubscriptions(tenant: Tenant, updates: SubscriptionUpdate[]): Promise<void> {
    const latest = [...new Map(updates.map((s) => [s.subscriptionId, s])).values()];
    assertUpdatesFit('subscription', latest, (s) => s.subscriptionId, (s) => [s.metadata, s.items], this.maxProfileBytes);
    await this.exclusive(tenant, async () => {
      const now = new Date();
      const subscriptions = new ProfileSet(this.client, SUBSCRIPTIONS, tenant);
      await this.mergeInto(subscriptions, 'subscription', latest, (s) => s.subscriptionId,
        (stored, s) => mergeSubscription(tenant, stored, s, now), (s) => [s.metadata, s.items]);
      await subscriptions.write();
    });
  }

  /** Merges each update into its current profile and stages the result; throws ProfileTooLarge before any write. */
  private async mergeInto<R extends StoredProfile, U>(
    profiles: ProfileSet<R>, kind: ProfileKind, updates: U[], idOf: (update: U) => string,
    merge: (stored: R | undefined, update: U) => R, partsOf: (profile: R) => unknown[],
  ): Promise<void> {
    await profiles.load(updates.map(idOf));
    for (const update of updates) {
      const profile = merge(profiles.current(idOf(update)), update);
      assertFits(kind, idOf(update), partsOf(profile), this.maxProfileBytes);
      profiles.put(profile);
    }
  }

  /**
   * Creates the users and companies named by events and widens their first/last seen; records the visitor links
   * the events carry and folds the linked visitors' campaigns into their users.
   */
  async touch(tenant: Tenant, userRanges: Map<string, SeenRange>, companyRanges: Map<string, SeenRange>, links: Map<string, string>): Promise<void> {
    await this.exclusive(tenant, async () => {
      const now = new Date();
      const users = new ProfileSet(this.client, USERS, tenant);
      const companies = new ProfileSet(this.client, COMPANIES, tenant);
      const visitors = new ProfileSet(this.client, VISITORS, tenant);
      await users.load(userRanges.keys());
      for (const [id, range] of userRanges) {
        const user = users.current(id) ?? newUser(tenant, id, now);
        users.put(widenSeen({ ...user, company_id: range.companyId ?? user.company_id }, range));
      }
      await companies.load(companyRanges.keys());
      for (const [id, range] of companyRanges) companies.put(widenSeen(companies.current(id) ?? newCompany(tenant, id, now), range));
      await linkVisitors(tenant, users, visitors, links, [], now, this.maxProfileBytes);
      await users.write();
      await companies.write();
      await visitors.write();
    });
  }

  /** One user, or undefined. */
  async user(tenant: Tenant, userId: string): Promise<StoredUser | undefined> {
    const users = new ProfileSet(this.client, USERS, tenant);
    await users.load([userId]);
    return users.current(userId);
  }

  /** One company with its subscriptions (by creation), or undefined. */
  async company(tenant: Tenant, companyId: string): Promise<CompanyWithSubscriptions | undefined> {
    const companies = new ProfileSet(this.client, COMPANIES, tenant);
    await companies.load([companyId]);
    const company = companies.current(companyId);
    if (!company) return undefined;
    const subscriptions = await new ProfileSet(this.client, SUBSCRIPTIONS, tenant).loadWhere('company_id', companyId);
    subscriptions.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.subscription_id < b.subscription_id ? -1 : 1));
    return { company, subscriptions };
  }

  /**
   * Deletes a user (with the visitors linked to it) or a company by writing tombstones; false if it did not exist.
   * `beforeDelete` runs once the profile is known to exist and before the tombstones (the erasure request).
   */
  async delete(tenant: Tenant, kind: 'user' | 'company', id: string, beforeDelete: () => Promise<void>): Promise<boolean> {
    return this.exclusive(tenant, async () => {
      const now = new Date();
      const found = kind === 'user'
        ? await this.tombstone(new ProfileSet(this.client, USERS, tenant), id, now)
        : await this.tombstone(new ProfileSet(this.client, COMPANIES, tenant), id, now);
      if (!found) return false;
      await beforeDelete();
      if (kind === 'user') {
        const visitors = new ProfileSet(this.client, VISITORS, tenant);
        for (const visitor of await visitors.loadWhere('user_id', id)) visitors.put(tombstone(visitor, now));
        await visitors.write();
      }
      await found.write();
      return true;
    });
  }

  /** Reads a profile and stages its tombstone; answers the set to write, or null when the profile does not exist. */
  private async tombstone<R extends StoredProfile>(profiles: ProfileSet<R>, id: string, now: Date): Promise<ProfileSet<R> | null> {
    await profiles.load([id]);
    const profile = profiles.current(id);
    if (!profile) return null;
    profiles.put(tombstone(profile, now));
    return profiles;
  }

  /** Sets first/last seen of the existing users (or companies) named in `seen` to exactly those times. */
  async setSeen(tenant: Tenant, kind: 'user' | 'company', seen: SeenRow[]): Promise<void> {
    for (let start = 0; start < seen.length; start += REFRESH_CHUNK) {
      const chunk = seen.slice(start, start + REFRESH_CHUNK);
      await this.exclusive(tenant, () => (kind === 'user'
        ? setSeenTimes(new ProfileSet(this.client, USERS, tenant), chunk)
        : setSeenTimes(new ProfileSet(this.client, COMPANIES, tenant), chunk)));
    }
  }
}

async function setSeenTimes<R extends StoredProfile & SeenTimes>(profiles: ProfileSet<R>, seen: SeenRow[]): Promise<void> {
  await profiles.load(seen.map((s) => s.id));
  for (const { id, first, last } of seen) {
    const profile = profiles.current(id);
    if (profile) profiles.put({ ...profile, first_seen_time: first, last_seen_time: last });
  }
  await profiles.write();
}
