import type { SqlRunner } from '../storage/sql';
import type { Role } from '../auth/roles';
import type { KeyKind } from './keyKinds';

/** A recorded API key (the secret itself is never stored: tokens are signed and carry the key id). */
export interface ApiKeyRow {
  key_id: string;
  org_id: string;
  /** App a collector key writes to; the app a management key defaults to. */
  app_id: string;
  name: string;
  kind: KeyKind;
  /** Granted scopes, space-separated. */
  scopes: string;
  /** Apps a management key is limited to, space-separated; null for every app of the org. */
  apps: string | null;
  /** user_id of the member who created the key (for keys made by another key: that key's creator). */
  created_by: string;
  /** The management key that created this key, if a key did. */
  parent_key_id: string | null;
  /** Set on keys minted by GET oauth/access_tokens: the same request answers the same live key. */
  reuse_signature: string | null;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  revoked_by: string | null;
  revoked_reason: string | null;
}

/** A key as the list shows it: the record plus its creator's name and e-mail. */
export interface ApiKeyListRow extends ApiKeyRow {
  creator_email: string | null;
  creator_name: string | null;
}

/** Fields of a new key. */
export interface NewApiKey {
  keyId: string;
  orgId: string;
  appId: string;
  name: string;
  kind: KeyKind;
  scopes: string[];
  apps?: string[];
  createdBy: string;
  parentKeyId?: string;
  reuseSignature?: string;
  /** Expiry in milliseconds since the epoch; undefined for none. */
  expiresAt?: number;
}

/** Keys per last-use statement: well under the parameter limits of both engines. */
const LAST_USED_BATCH = 500;

/** Recorded API keys (collector, publishable, management and plugin keys) and their creators' roles (table api_keys). */
export interface ApiKeyRepository {
  /** Records a key. */
  insert(key: NewApiKey): Promise<void>;
  /** The key with that id, or undefined. */
  find(keyId: string): Promise<ApiKeyRow | undefined>;
  /**
   * A live key the member minted earlier for the same request (same reuse signature) with at least
   * `minRemainingDays` left, or undefined.
   */
  findReusable(orgId: string, createdBy: string, signature: string, minRemainingDays: number): Promise<ApiKeyRow | undefined>;
  /** The organization's keys (only those one member created when `createdBy` is given), newest first. */
  list(orgId: string, createdBy?: string): Promise<ApiKeyListRow[]>;
  /** Revokes a key; false when it was already revoked. Run it in a transaction (RETURNING). */
  markRevoked(keyId: string, revokedBy: string | null, reason: string): Promise<boolean>;
  /** Revokes every live key a member created in an organization; answers their ids. Run it in a transaction (RETURNING). */
  markMemberKeysRevoked(orgId: string, userId: string, revokedBy: string | null, reason: string): Promise<string[]>;
  /** Writes now as the last use of the keys. */
  writeLastUsed(keyIds: string[]): Promise<void>;
  /** The role of every member of the organization, by user id. */
  memberRoles(orgId: string): Promise<Map<string, Role>>;
}

/** API keys in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: SqlRunner) {}

  /** Records a new key. */
  async insert(key: NewApiKey): Promise<void> {
    await this.db.run(
      `INSERT INTO api_keys (key_id, org_id, app_id, name, kind, scopes, apps, created_by, parent_key_id, reuse_signature, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CAST($11 AS TIMESTAMP))`,
      [key.keyId, key.orgId, key.appId, key.name, key.kind, key.scopes.join(' '), key.apps?.join(' ') ?? null, key.createdBy,
        key.parentKeyId ?? null, key.reuseSignature ?? null, key.expiresAt === undefined ? null : new Date(key.expiresAt).toISOString()],
    );
  }

  /** The key with that id, or undefined. */
  find(keyId: string): Promise<ApiKeyRow | undefined> {
    return this.db.one<ApiKeyRow>('SELECT * FROM api_keys WHERE key_id = $1', [keyId]);
  }

  /**
   * A live key minted earlier by GET oauth/access_tokens for the same request and creator, with at least
   * `minRemainingDays` left before it expires; undefined if there is none.
   */
  findReusable(orgId: string, createdBy: string, signature: string, minRemainingDays: number): Promise<ApiKeyRow | undefined> {
    return this.db.one<ApiKeyRow>(
      `SELECT * FROM api_keys WHERE org_id = $1 AND created_by = $2 AND reuse_signature = $3 AND revoked_at IS NULL
         AND (expires_at IS NULL OR expires_at > now() + CAST($4 AS INTEGER) * INTERVAL '1 day')
       ORDER BY created_at DESC LIMIT 1`,
      [orgId, createdBy, signature, minRemainingDays],
    );
  }

  /** Keys of an organization, newest first; only those one member created when `createdBy` is given. */
  list(orgId: string, createdBy?: string): Promise<ApiKeyListRow[]> {
    return this.db.all<ApiKeyListRow>(
      `SELECT k.*, u.email AS creator_email, u.name AS creator_name
       FROM api_keys k LEFT JOIN users u ON u.user_id = k.created_by
       WHERE k.org_id = $1 AND ($2::VARCHAR IS NULL OR k.created_by = $2)
       ORDER BY k.created_at DESC, k.key_id`,
      [orgId, createdBy ?? null],
    );
  }

  /** Marks a key revoked (once); answers whether it was live before. */
  async markRevoked(keyId: string, revokedBy: string | null, reason: string): Promise<boolean> {
    const rows = await this.db.all(
      'UPDATE api_keys SET revoked_at = now(), revoked_by = $2, revoked_reason = $3 WHERE key_id = $1 AND revoked_at IS NULL RETURNING key_id',
      [keyId, revokedBy, reason],
    );
    return rows.length > 0;
  }

  /** Revokes every live key a member created in an organization; answers their ids. */
  async markMemberKeysRevoked(orgId: string, userId: string, revokedBy: string | null, reason: string): Promise<string[]> {
    const rows = await this.db.all<{ key_id: string }>(
      `UPDATE api_keys SET revoked_at = now(), revoked_by = $3, revoked_reason = $4
       WHERE org_id = $1 AND created_by = $2 AND revoked_at IS NULL RETURNING key_id`,
      [orgId, userId, revokedBy, reason],
    );
    return rows.map((r) => r.key_id);
  }

  /** Writes the last-use time of keys (one statement per LAST_USED_BATCH keys). */
  async writeLastUsed(keyIds: string[]): Promise<void> {
    if (keyIds.length === 0) return;
    for (let start = 0; start < keyIds.length; start += LAST_USED_BATCH) {
      const batch = keyIds.slice(start, start + LAST_USED_BATCH);
      await this.db.run(`UPDATE api_keys SET last_used_at = now() WHERE key_id IN (${batch.map((_, i) => `$${i + 1}`).join(', ')})`, batch);
    }
  }

  /** The role of every member of an organization, by user id (to tell which keys their creators still vouch for). */
  async memberRoles(orgId: string): Promise<Map<string, Role>> {
    const rows = await this.db.all<{ user_id: string; role: Role }>('SELECT user_id, role FROM memberships WHERE org_id = $1', [orgId]);
    return new Map(rows.map((r) => [r.user_id, r.role]));
  }
}
