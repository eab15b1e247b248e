import type { SeenRange } from '../batchMerge';
import { jsonBytes, ProfileTooLarge, type ProfileKind } from '../profileSize';
import type { CompanyUpdate, SubscriptionUpdate, Tenant, UserUpdate } from '../types';
import { mergeColumn } from './mergePatch';
import type { ProfileParts, StoredCompany, StoredProfile, StoredSubscription, StoredUser, StoredVisitor } from './profileRows';

/**
 * The row each profile update leaves, computed in TypeScript with the rules of the embedded store's upserts
 * (profileSql.ts): metadata and campaign merge-patched, session tokens appended once, other fields replaced when the
 * update sends them, first/last seen only widened by events. `stored` is the current row, undefined if none.
 */

/** The parts of an update shared by users, visitors and companies. */
type PartsUpdate = Pick<UserUpdate, 'metadata' | 'sessionToken' | 'ipAddress' | 'campaign' | 'modifiedTime'>;

function bookkeeping(tenant: Tenant, stored: StoredProfile | undefined, now: Date): StoredProfile {
  return { org_id: tenant.orgId, app_id: tenant.appId, created_at: stored?.created_at ?? now, updated_at: now, deleted: false, version: stored?.version ?? 0 };
}

function withToken(tokens: string[], token: string | null): string[] {
  return token === null || tokens.includes(token) ? tokens : [...tokens, token];
}

function mergeParts(stored: ProfileParts | undefined, update: PartsUpdate): ProfileParts {
  return {
    metadata: mergeColumn(stored?.metadata ?? null, update.metadata),
    session_tokens: withToken(stored?.session_tokens ?? [], update.sessionToken),
    ip_address: update.ipAddress ?? stored?.ip_address ?? null,
    campaign: mergeColumn(stored?.campaign ?? null, update.campaign),
    modified_time: update.modifiedTime ?? stored?.modified_time ?? null,
  };
}

/** A user after an update (first/last seen as stored). */
export function mergeUser(tenant: Tenant, stored: StoredUser | undefined, update: UserUpdate & { userId: string }, now: Date): StoredUser {
  return {
    ...bookkeeping(tenant, stored, now),
    ...mergeParts(stored, update),
    user_id: update.userId,
    company_id: update.companyId ?? stored?.company_id ?? null,
    user_agent_string: update.userAgentString ?? stored?.user_agent_string ?? null,
    first_seen_time: stored?.first_seen_time ?? null,
    last_seen_time: stored?.last_seen_time ?? null,
  };
}

/** An anonymous visitor after an update (its link to a user is kept). */
export function mergeVisitor(tenant: Tenant, stored: StoredVisitor | undefined, anonymousId: string, update: UserUpdate, now: Date): StoredVisitor {
  return {
    ...bookkeeping(tenant, stored, now),
    ...mergeParts(stored, update),
    anonymous_id: anonymousId,
    user_id: stored?.user_id ?? null,
    company_id: update.companyId ?? stored?.company_id ?? null,
    user_agent_string: update.userAgentString ?? stored?.user_agent_string ?? null,
  };
}

/** An update that sends nothing: merged into nothing it gives a profile with its key alone. */
const NOTHING: UserUpdate = {
  userId: null, companyId: null, metadata: null, sessionToken: null, ipAddress: null, userAgentString: null, campaign: null, modifiedTime: null,
};

/** A user known only by its id (named by an event before any update). */
export function newUser(tenant: Tenant, userId: string, now: Date): StoredUser {
  return mergeUser(tenant, undefined, { ...NOTHING, userId }, now);
}

/** A company known only by its id. */
export function newCompany(tenant: Tenant, companyId: string, now: Date): StoredCompany {
  return mergeCompany(tenant, undefined, { ...NOTHING, companyId, companyDomain: null }, now);
}

/** A visitor linked to a user (a visitor never posted is created with the link alone). */
export function linkVisitor(tenant: Tenant, stored: StoredVisitor | undefined, anonymousId: string, userId: string, now: Date): StoredVisitor {
  return { ...(stored ?? mergeVisitor(tenant, undefined, anonymousId, NOTHING, now)), user_id: userId, updated_at: now };
}

/** A company after an update. */
export function mergeCompany(tenant: Tenant, stored: StoredCompany | undefined, update: CompanyUpdate, now: Date): StoredCompany {
  return {
    ...bookkeeping(tenant, stored, now),
    ...mergeParts(stored, update),
    company_id: update.companyId,
    company_domain: update.companyDomain ?? stored?.company_domain ?? null,
    first_seen_time: stored?.first_seen_time ?? null,
    last_seen_time: stored?.last_seen_time ?? null,
  };
}

/** A subscription after an update: company and status replaced, periods and items kept unless sent, metadata merged. */
export function mergeSubscription(tenant: Tenant, stored: StoredSubscription | undefined, update: SubscriptionUpdate, now: Date): StoredSubscription {
  return {
    ...bookkeeping(tenant, stored, now),
    subscription_id: update.subscriptionId,
    company_id: update.companyId,
    status: update.status,
    current_period_start: update.currentPeriodStart ?? stored?.current_period_start ?? null,
    current_period_end: update.currentPeriodEnd ?? stored?.current_period_end ?? null,
    items: update.items ?? stored?.items ?? null,
    metadata: mergeColumn(stored?.metadata ?? null, update.metadata),
  };
}

/** First/last seen widened by events' range (updated_at is left as it is, as the embedded store's touch does). */
export function widenSeen<P extends StoredProfile & { first_seen_time: Date | null; last_seen_time: Date | null }>(profile: P, range: SeenRange): P {
  const first = profile.first_seen_time;
  const last = profile.last_seen_time;
  return {
    ...profile,
    first_seen_time: first === null || range.first < first ? range.first : first,
    last_seen_time: last === null || range.last > last ? range.last : last,
  };
}

/** A profile marked deleted (its tombstone). */
export function tombstone<P extends StoredProfile>(profile: P, now: Date): P {
  return { ...profile, deleted: true, updated_at: now };
}

/** Throws ProfileTooLarge when a profile's growing parts exceed the cap (checked before anything is written). */
export function assertFits(kind: ProfileKind, id: string, parts: unknown[], limit: number): void {
  const bytes = jsonBytes(parts);
  if (bytes > limit) throw new ProfileTooLarge(kind, id, bytes, limit);
}
