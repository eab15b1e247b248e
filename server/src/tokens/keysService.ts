import type { ServiceContext } from '../services';
import type { Principal } from '../auth/guard';
import { RESOURCES } from '../auth/roles';
import type { Repositories } from '../repositories';
import { notFound } from '../http/errors';
import { forgetKey, forgetMember } from './keyCache';
import { issueKey, type KeyRequest } from './keyIssuer';
import { mintAccessToken, type AccessTokenRequest } from './accessTokens';
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

/** API keys of an organization: list, create, revoke, and the tokens screens fetch (collector, management, plugin). */
export class ApiKeysService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Mints a collector, publishable, plugin or management token for the caller (accessTokens.ts); the same request answers the same live key. */
  mintAccessToken(principal: Principal, req: AccessTokenRequest): Promise<string> {
    return mintAccessToken(this.ctx, principal, req);
  }

  /** The member whose keys a non-admin caller sees: the user, or a management key's creator. */
  private async ownerOf(principal: Principal): Promise<string> {
    if (principal.kind === 'user' && principal.userId) return principal.userId;
    const key = principal.keyId ? await this.ctx.repositories.apiKeys.find(principal.keyId) : undefined;
    if (!key) throw notFound('API key');
    return key.created_by;
  }

  /** Keys of the organization the caller may see, newest first, with what the caller may grant. */
  async listOrgKeys(principal: Principal, orgId: string): Promise<KeyList> {
    const all = seesAll(principal, orgId);
    const rows = await this.ctx.repositories.apiKeys.list(orgId, all ? undefined : await this.ownerOf(principal));
    const roles = await this.ctx.repositories.apiKeys.memberRoles(orgId);
    const now = Date.now();
    return {
      keys: rows.map((row) => keyView(row, roles.get(row.created_by), now)),
      grantable_scopes: grantableScopes(principal, orgId),
      resources: RESOURCES,
      all_keys: all,
    };
  }

  /** Creates a key and answers its view and its secret (the only time the secret is shown). */
  async createOrgKey(principal: Principal, req: KeyRequest): Promise<{ key: KeyView; secret: string }> {
    const { row, token } = await issueKey(this.ctx, principal, { ...req, reuse: false });
    const roles = await this.ctx.repositories.apiKeys.memberRoles(req.orgId);
    return { key: keyView(row, roles.get(row.created_by)), secret: token };
  }

  /**
   * Revokes a key at once (this process drops it from its cache before and after the write). 404 for a key of another
   * organization, or another member's key when the caller is not an Owner or Admin. Revoking twice answers the key.
   */
  async revokeOrgKey(principal: Principal, orgId: string, keyId: string): Promise<KeyView> {
    const key = await this.ctx.repositories.apiKeys.find(keyId);
    if (!key || key.org_id !== orgId) throw notFound('API key');
    if (!seesAll(principal, orgId) && key.created_by !== (await this.ownerOf(principal))) throw notFound('API key');
    forgetKey(keyId);
    const by = principal.kind === 'user' ? principal.userId ?? null : key.created_by;
    await this.ctx.repositories.transaction((tx) => tx.apiKeys.markRevoked(keyId, by, principal.kind === 'user' ? `revoked by ${principal.email ?? 'a member'}` : 'revoked through an API key'));
    forgetKey(keyId);
    const after = await this.ctx.repositories.apiKeys.find(keyId);
    const roles = await this.ctx.repositories.apiKeys.memberRoles(orgId);
    return keyView(after ?? key, roles.get(key.created_by));
  }
}
