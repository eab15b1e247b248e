import type { CompanyUpdate, EventRecord, IdentifiedUserUpdate, UserUpdate } from './types';
import { deepMerge } from './wireValues';

/** Folds items sharing an id into one, in order: later items merge over earlier ones. */
function foldById<T>(items: T[], idOf: (item: T) => string, merge: (earlier: T, later: T) => T): T[] {
  const byId = new Map<string, T>();
  for (const item of items) {
    const earlier = byId.get(idOf(item));
    byId.set(idOf(item), earlier ? merge(earlier, item) : item);
  }
  return [...byId.values()];
}

function mergeUser<T extends UserUpdate>(prev: T, u: T): T {
  return {
    ...u,
    anonymousId: u.anonymousId ?? prev.anonymousId,
    companyId: u.companyId ?? prev.companyId,
    metadata: deepMerge(prev.metadata, u.metadata),
    sessionToken: u.sessionToken ?? prev.sessionToken,
    ipAddress: u.ipAddress ?? prev.ipAddress,
    userAgentString: u.userAgentString ?? prev.userAgentString,
    campaign: deepMerge(prev.campaign, u.campaign),
    modifiedTime: u.modifiedTime ?? prev.modifiedTime,
  };
}

/**
 * Folds repeated updates of one user inside a batch into one (later values win, metadata merges recursively):
 * one SQL upsert statement may not touch the same row twice.
 */
export function mergeUserUpdates(updates: IdentifiedUserUpdate[]): IdentifiedUserUpdate[] {
  return foldById(updates, (u) => u.userId, mergeUser);
}

/** Same folding for anonymous visitors' profiles (updates without a user_id), by anonymous_id. */
export function mergeAnonymousUpdates(updates: UserUpdate[]): UserUpdate[] {
  return foldById(updates, (u) => u.anonymousId ?? '', mergeUser);
}

/** Same folding for companies. */
export function mergeCompanyUpdates(updates: CompanyUpdate[]): CompanyUpdate[] {
  return foldById(updates, (c) => c.companyId, (prev, c) => ({
    companyId: c.companyId,
    companyDomain: c.companyDomain ?? prev.companyDomain,
    metadata: deepMerge(prev.metadata, c.metadata),
    sessionToken: c.sessionToken ?? prev.sessionToken,
    ipAddress: c.ipAddress ?? prev.ipAddress,
    campaign: deepMerge(prev.campaign, c.campaign),
    modifiedTime: c.modifiedTime ?? prev.modifiedTime,
  }));
}

/** First/last event time per user and per company seen in a batch (users also keep their latest company). */
export interface SeenRange { first: Date; last: Date; companyId: string | null }

/** Collects the seen ranges of the users and companies named by a batch of events. */
export function seenRanges(records: EventRecord[]): { users: Map<string, SeenRange>; companies: Map<string, SeenRange> } {
  const users = new Map<string, SeenRange>();
  const companies = new Map<string, SeenRange>();
  const widen = (map: Map<string, SeenRange>, id: string, time: Date, companyId: string | null) => {
    const range = map.get(id);
    if (!range) { map.set(id, { first: time, last: time, companyId }); return; }
    if (time < range.first) range.first = time;
    if (time > range.last) { range.last = time; range.companyId = companyId ?? range.companyId; }
  };
  for (const r of records) {
    if (r.userId) widen(users, r.userId, r.time, r.companyId);
    if (r.companyId) widen(companies, r.companyId, r.time, null);
  }
  return { users, companies };
}
