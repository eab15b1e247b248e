import { isDatabase, type SqlRunner } from '../storage/sql';
import { TtlCache } from '../lib/ttlCache';
import type { Role } from '../auth/roles';
import { SqlMembershipRepository } from '../portal/membershipsRepository';
import { SqlApiKeyRepository, type ApiKeyRow } from './keysRepository';

/**
 * How long a key record and its creator's role are trusted without asking the database again. Every collector and
 * API request that carries a key looks both up; revocations and member changes clear the entries at once, so a
 * revoked key answers 401 on the very next request in this process, and within this time on other server processes
 * sharing the metadata database (a bound docs/deployment.md states).
 */
export const KEY_CACHE_TTL_MS = 5_000;

/** Key records (null: no such key) by key id. */
const keys = new TtlCache<ApiKeyRow | null>(KEY_CACHE_TTL_MS);
/** Creators' roles (null: not a member) by organization and user id. */
const roles = new TtlCache<Role | null>(KEY_CACHE_TTL_MS);
/** Keys and members changed in the last KEY_CACHE_TTL_MS: not cached meanwhile (a read racing the write cannot put them back). */
const recentlyChanged = new TtlCache<true>(KEY_CACHE_TTL_MS);

const memberKey = (orgId: string, userId: string) => `${orgId} ${userId}`;

/** Drops a key from the cache: call before and after writing its record. */
export function forgetKey(keyId: string): void {
  recentlyChanged.set(`key ${keyId}`, true);
  keys.delete(keyId);
}

/** Drops a member's role from the cache: call before and after changing or removing the membership. */
export function forgetMember(orgId: string, userId: string): void {
  recentlyChanged.set(`member ${memberKey(orgId, userId)}`, true);
  roles.delete(memberKey(orgId, userId));
}

/** Empties the key cache: for code (and tests) that change keys or members other than through the tokens area. */
export function clearKeyCache(): void {
  keys.deleteWhere(() => true);
  roles.deleteWhere(() => true);
}

/** The key record, read through the cache when called on the database itself (not in a transaction). */
export async function cachedKey(db: SqlRunner, keyId: string): Promise<ApiKeyRow | undefined> {
  const cacheable = isDatabase(db);
  const hit = cacheable ? keys.get(keyId) : undefined;
  if (hit !== undefined) return hit ?? undefined;
  const row = await new SqlApiKeyRepository(db).find(keyId);
  if (cacheable && !recentlyChanged.has(`key ${keyId}`)) keys.set(keyId, row ?? null);
  return row;
}

/** The creator's current role in the organization (undefined: no longer a member), read through the cache. */
export async function cachedCreatorRole(db: SqlRunner, orgId: string, userId: string): Promise<Role | undefined> {
  const cacheable = isDatabase(db);
  const key = memberKey(orgId, userId);
  const hit = cacheable ? roles.get(key) : undefined;
  if (hit !== undefined) return hit ?? undefined;
  const membership = await new SqlMembershipRepository(db).find(orgId, userId);
  if (cacheable && !recentlyChanged.has(`member ${key}`)) roles.set(key, membership?.role ?? null);
  return membership?.role;
}
