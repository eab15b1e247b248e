import type { Role } from '../auth/roles';
import type { KeyKind } from './keyKinds';
import type { ApiKeyListRow, ApiKeyRow } from './keysRepository';
import { creatorProblem, keyEnd, splitList } from './keyVerification';

/** Whether a key works now, and if not, why. */
export type KeyStatus = 'active' | 'revoked' | 'expired' | 'suspended';

/** A key as GET /api/portal/{org}/keys answers it (never its secret). */
export interface KeyView {
  id: string;
  name: string;
  kind: KeyKind;
  app_id: string;
  scopes: string[];
  apps: string[] | null;
  creator: { user_id: string; email: string | null; name: string | null };
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  status: KeyStatus;
  /** Why the key does not work, for any status but active. */
  status_reason: string | null;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

function statusOf(row: ApiKeyRow, creatorRole: Role | undefined, now: number): { status: KeyStatus; status_reason: string | null } {
  const end = keyEnd(row, now);
  if (end) return { status: row.revoked_at ? 'revoked' : 'expired', status_reason: end };
  const problem = creatorProblem(creatorRole, splitList(row.scopes) ?? []);
  if (problem) return { status: 'suspended', status_reason: problem };
  return { status: 'active', status_reason: null };
}

/** The view of a key; `creatorRole` is its creator's current role in the key's organization (undefined: gone). */
export function keyView(row: ApiKeyRow | ApiKeyListRow, creatorRole: Role | undefined, now = Date.now()): KeyView {
  const listed = row as Partial<ApiKeyListRow>;
  return {
    id: row.key_id,
    name: row.name,
    kind: row.kind,
    app_id: row.app_id,
    scopes: splitList(row.scopes) ?? [],
    apps: splitList(row.apps) ?? null,
    creator: { user_id: row.created_by, email: listed.creator_email ?? null, name: listed.creator_name ?? null },
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: iso(row.last_used_at),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    ...statusOf(row, creatorRole, now),
  };
}
