import type { SqlRunner } from '../storage/duckdb/database';
import type { Tenant } from './types';

/**
 * Largest stored profile (user, company, anonymous visitor or subscription), in bytes of JSON text of its growing
 * parts: metadata and campaign merge and session tokens accumulate with every update, so without a cap repeated
 * updates grow one row until the embedded database runs out of memory.
 */
export const MAX_PROFILE_BYTES = 1024 * 1024;

/** Which profile table, for the size check and the error message. */
export type ProfileKind = 'user' | 'anonymous user' | 'company' | 'subscription';

/** An update that would grow a stored profile past the cap (answered 413 naming the profile). */
export class ProfileTooLarge extends Error {
  constructor(
    readonly kind: ProfileKind,
    readonly id: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`The ${kind} profile "${id}" would be ${bytes} bytes; the limit is ${limit} bytes per profile`);
    this.name = 'ProfileTooLarge';
  }
}

/** UTF-8 bytes of the JSON text of the given parts (null parts count nothing). */
export function jsonBytes(parts: unknown[]): number {
  let total = 0;
  for (const part of parts) if (part !== null && part !== undefined) total += Buffer.byteLength(JSON.stringify(part));
  return total;
}

/** Throws ProfileTooLarge for the first update whose own parts already exceed the cap (before touching the store). */
export function assertUpdatesFit<T>(kind: ProfileKind, updates: T[], idOf: (u: T) => string, partsOf: (u: T) => unknown[], limit: number): void {
  for (const update of updates) {
    const bytes = jsonBytes(partsOf(update));
    if (bytes > limit) throw new ProfileTooLarge(kind, idOf(update), bytes, limit);
  }
}

/** The table, key and growing columns of each profile kind; constants only, never user input. */
const TABLES: Record<ProfileKind, { table: string; key: string; parts: string[] }> = {
  user: { table: 'app_users', key: 'user_id', parts: ['metadata', 'campaign', 'session_tokens'] },
  'anonymous user': { table: 'app_anonymous_users', key: 'anonymous_id', parts: ['metadata', 'campaign', 'session_tokens'] },
  company: { table: 'app_companies', key: 'company_id', parts: ['metadata', 'campaign', 'session_tokens'] },
  subscription: { table: 'app_subscriptions', key: 'subscription_id', parts: ['metadata', 'items'] },
};

/** SQL expression of a row's size in bytes (strlen counts bytes), optionally qualified by a table alias. */
export function storedSizeSql(kind: ProfileKind, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  return TABLES[kind].parts.map((column) => `coalesce(strlen(CAST(${prefix}${column} AS VARCHAR)), 0)`).join(' + ');
}

/**
 * After an upsert, inside its transaction: throws ProfileTooLarge if one of the written profiles now exceeds the
 * cap, so the caller's transaction rolls back and nothing of the request is stored.
 */
export async function assertStoredProfilesFit(tx: SqlRunner, kind: ProfileKind, tenant: Tenant, ids: string[], limit: number): Promise<void> {
  if (ids.length === 0) return;
  const { table, key } = TABLES[kind];
  const size = storedSizeSql(kind);
  const over = await tx.one<{ id: string; bytes: number }>(
    `SELECT ${key} AS id, ${size} AS bytes FROM ${table}
     WHERE org_id = $1 AND app_id = $2 AND ${key} IN (SELECT unnest(from_json($3::JSON, '["VARCHAR"]'))) AND ${size} > $4 LIMIT 1`,
    [tenant.orgId, tenant.appId, JSON.stringify(ids), limit],
  );
  if (over) throw new ProfileTooLarge(kind, over.id, Number(over.bytes), limit);
}
