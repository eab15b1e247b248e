import type { SqlRunner } from '../storage/sql';
import { HttpError } from '../http/errors';
import { roleAllows } from '../auth/roles';
import type { AppTokenClaims } from './appToken';
import { cachedCreatorRole, cachedKey } from './keyCache';
import type { ApiKeyRow } from './keysRepository';
import { noteKeyUse } from './lastUsed';

/**
 * Collector tokens minted before keys were recorded carry no key id. SDKs embed them, so they keep writing until
 * this date (a legacy collector key cannot be revoked one by one: create a recorded key and swap it in before then).
 * Management tokens without a key id are refused at once: they cannot be revoked and the portal mints new ones on demand.
 */
export const LEGACY_COLLECTOR_KEYS_UNTIL = Date.parse('2027-03-01T00:00:00Z');

/** How many keys-that-created-keys are followed at most (a chain longer than this is refused). */
const MAX_PARENT_DEPTH = 8;

/** A key found live: what the request may do. */
export interface VerifiedKey {
  /** The recorded key id; null for a legacy collector token. */
  keyId: string | null;
  orgId: string;
  appId: string;
  scopes: string[];
  /** Apps a management key is limited to; undefined for every app of the org. */
  apps?: string[];
}

const NEW_KEY_HINT = 'create a new key under Settings → API keys';

function dead(message: string): HttpError {
  return new HttpError(401, `${message}: ${NEW_KEY_HINT}`);
}

/** Splits a stored space-separated list. */
export function splitList(value: string | null): string[] | undefined {
  return value === null ? undefined : value.split(' ').filter(Boolean);
}

/** Why a recorded key no longer works at `now` (revoked, expired), or undefined while it is live. */
export function keyEnd(row: ApiKeyRow, now: number, subject = 'This API key'): string | undefined {
  if (row.revoked_at) return `${subject} was revoked on ${new Date(row.revoked_at).toISOString()}${row.revoked_reason ? ` (${row.revoked_reason})` : ''}`;
  if (row.expires_at && new Date(row.expires_at).getTime() <= now) return `${subject} expired on ${new Date(row.expires_at).toISOString()}`;
  return undefined;
}

/** Why the key's creator no longer vouches for it (not a member, or a role without its scopes), or undefined. */
export function creatorProblem(role: Parameters<typeof roleAllows>[0] | undefined, scopes: string[]): string | undefined {
  if (!role) return 'This API key stopped working because the member who created it is no longer in the organization';
  const missing = scopes.filter((s) => !roleAllows(role, s));
  if (missing.length > 0) return `This API key stopped working because the member who created it no longer holds ${missing.join(', ')}`;
  return undefined;
}

async function liveRecord(db: SqlRunner, keyId: string, orgId: string, now: number, subject?: string): Promise<ApiKeyRow> {
  const row = await cachedKey(db, keyId);
  if (!row || row.org_id !== orgId) throw new HttpError(401, 'Invalid access token: no such API key');
  const end = keyEnd(row, now, subject);
  if (end) throw dead(end);
  return row;
}

/**
 * Checks the record behind a signed token: the key exists, is not revoked or expired, every key that created it is
 * live too, and its creator is still a member whose role holds every scope of the key. Records the use (batched).
 * 401 with a message saying which check failed. Reads go through the key cache.
 */
export async function verifyTokenKey(db: SqlRunner, claims: AppTokenClaims, now = Date.now()): Promise<VerifiedKey> {
  if (!claims.kid) {
    if (claims.kind === 'collector' && now < LEGACY_COLLECTOR_KEYS_UNTIL) {
      return { keyId: null, orgId: claims.org, appId: claims.app, scopes: claims.scopes, apps: claims.apps };
    }
    throw dead('This key was issued before API keys were recorded and no longer works');
  }
  const row = await liveRecord(db, claims.kid, claims.org, now);
  const scopes = splitList(row.scopes) ?? [];
  let parent = row.parent_key_id;
  for (let depth = 0; parent; depth++) {
    if (depth >= MAX_PARENT_DEPTH) throw dead('This API key was created through too many other keys');
    parent = (await liveRecord(db, parent, row.org_id, now, 'The API key that created this key')).parent_key_id;
  }
  const problem = creatorProblem(await cachedCreatorRole(db, row.org_id, row.created_by), scopes);
  if (problem) throw dead(problem);
  noteKeyUse(db, row.key_id);
  return { keyId: row.key_id, orgId: row.org_id, appId: row.app_id, scopes, apps: splitList(row.apps) };
}
