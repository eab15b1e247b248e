import type { AppContext } from '../context';
import type { Principal } from '../auth/guard';
import { RESOURCES } from '../auth/roles';
import type { Repositories } from '../repositories';
import { notFound } from '../http/errors';
import { forgetKey, forgetMember } from './keyCache';
import { issueKey, type KeyRequest } from './keyIssuer';
import { grantableScopes } from './keyPolicy';
import { keyView, type KeyView } from './keyViews';

/** What GET /api/portal/{org}/keys answers. */
export interface KeyList {
  keys: KeyView[];
  /** Scopes the caller may put on a new key. */
  grantable_scopes: string[];
  /** Resources scopes are made of (the scope picker's rows). */
  resources: readonly string[];
  /** True when the caller sees every key of the organization (Owners and Admins); else only their own. */
  all_keys: boolean;
}

/** Owners and Admins see and revoke every key of the organization; others (and management keys) only their own. */
function seesAll(principal: Principal, orgId: string): boolean {
  const role = principal.kind === 'user' ? principal.orgRoles?.[orgId] : undefined;
  return role === 'Owner' || role === 'Admin';
}

/** The member whose keys a non-admin caller sees: the user, or a management key's creator. */
async function ownerOf(ctx: AppContext, principal: Principal): Promise<string> {
  if (principal.kind === 'user' && principal.userId) return principal.userId;
  const key = principal.keyId ? await ctx.repositories.apiKeys.find(principal.keyId) : undefined;
  if (!key) throw notFound('API key');
  return key.created_by;
}

/** Keys of the organization the caller may see, newest first, with what the caller may grant. */
export async function listOrgKeys(ctx: AppContext, principal: Principal, orgId: string): Promise<KeyList> {
  const all = seesAll(principal, orgId);
  const rows = await ctx.repositories.apiKeys.list(orgId, all ? undefined : await ownerOf(ctx, principal));
  const roles = await ctx.repositories.apiKeys.memberRoles(orgId);
  const now = Date.now();
  return {
    keys: rows.map((row) => keyView(row, roles.get(row.created_by), now)),
    grantable_scopes: grantableScopes(principal, orgId),
    resources: RESOURCES,
    all_keys: all,
  };
}

/** Creates a key and answers its view and its secret (the only time the secret is shown). */
export async function createOrgKey(ctx: AppContext, principal: Principal, req: KeyRequest): Promise<{ key: KeyView; secret: string }> {
  const { row, token } = await issueKey(ctx, principal, { ...req, reuse: false });
  const roles = await ctx.repositories.apiKeys.memberRoles(req.orgId);
  return { key: keyView(row, roles.get(row.created_by)), secret: token };
}

/**
 * Revokes a key at once (this process drops it from its cache before and after the write). 404 for a key of another
 * organization, or another member's key when the caller is not an Owner or Admin. Revoking twice answers the key.
 */
export async function revokeOrgKey(ctx: AppContext, principal: Principal, orgId: string, keyId: string): Promise<KeyView> {
  const key = await ctx.repositories.apiKeys.find(keyId);
  if (!key || key.org_id !== orgId) throw notFound('API key');
  if (!seesAll(principal, orgId) && key.created_by !== (await ownerOf(ctx, principal))) throw notFound('API key');
  forgetKey(keyId);
  const by = principal.kind === 'user' ? principal.userId ?? null : key.created_by;
  await ctx.repositories.transaction((tx) => tx.apiKeys.markRevoked(keyId, by, principal.kind === 'user' ? `revoked by ${principal.email ?? 'a member'}` : 'revoked through an API key'));
  forgetKey(keyId);
  const after = await ctx.repositories.apiKeys.find(keyId);
  const roles = await ctx.repositories.apiKeys.memberRoles(orgId);
  return keyView(after ?? key, roles.get(key.created_by));
}

/**
 * Revokes every key a member created in an organization, for good: call inside the transaction that removes the
 * member (a member invited back later does not get old keys back). Also drops the member from the key cache.
 */
export async function revokeMemberKeys(tx: Repositories, orgId: string, userId: string, revokedBy: string | null): Promise<void> {
  forgetMember(orgId, userId);
  const ids = await tx.apiKeys.markMemberKeysRevoked(orgId, userId, revokedBy, 'its creator left the organization');
  for (const id of ids) forgetKey(id);
  forgetMember(orgId, userId);
}

/** Call after a member's role changed: their keys are checked against the new role on the next request. */
export function memberRoleChanged(orgId: string, userId: string): void {
  forgetMember(orgId, userId);
}
