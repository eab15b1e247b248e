import type { AppContext } from '../context';
import type { Principal } from '../auth/guard';
import { isScope, roleAllows } from '../auth/roles';
import { badRequest, missingScopes, notFound } from '../http/errors';
import { findApp } from '../portal/appsRepository';
import { mintAppToken } from './appToken';

/** Scope of every collector token: write-only ingestion. */
export const COLLECTOR_SCOPES = ['create:events'];
/** Scopes of the plugin token (a management token for gateway plugins). */
export const PLUGIN_SCOPES = ['read:users', 'read:profile_view_config'];

/** What the caller asked for on GET /api/portal/{org}/oauth/access_tokens. */
export interface AccessTokenRequest {
  orgId: string;
  appId: string;
  target: 'collector' | 'management';
  /** Space-, comma- or plus-separated scopes (management tokens). */
  scope?: string;
  publishable?: boolean;
  /** ISO date-time after which the token stops working. */
  expiration?: string;
  /** Comma-separated app ids a management token is limited to. */
  apps?: string;
}

function parseExpiration(expiration: string | undefined, now: number): number | undefined {
  if (expiration === undefined || expiration === '') return undefined;
  const at = Date.parse(expiration);
  if (Number.isNaN(at)) throw badRequest(`expiration must be an ISO date-time, e.g. 2030-01-01T00:00:00Z; got '${expiration}'`);
  if (at <= now) throw badRequest('expiration must be in the future');
  return Math.floor(at / 1000);
}

function parseScopes(scope: string | undefined): string[] {
  const scopes = [...new Set((scope ?? '').split(/[\s,+]+/).filter(Boolean))];
  if (scopes.length === 0) throw badRequest('scope is required for a management token, e.g. scope=read:events read:users');
  const invalid = scopes.filter((s) => !isScope(s));
  if (invalid.length > 0) throw badRequest(`Invalid scope(s): ${invalid.join(', ')}; each scope has the form read|create|update|delete:resource`);
  return scopes;
}

function heldBy(principal: Principal, orgId: string, scope: string): boolean {
  if (principal.kind === 'management') return principal.scopes === 'all' || principal.scopes.includes(scope);
  const role = principal.orgRoles?.[orgId];
  return role !== undefined && roleAllows(role, scope);
}

/**
 * Mints a collector token (create:events, bound to org and app) or a management token (requested scopes, which the
 * caller must hold, optionally limited to apps of the org). The caller was already checked for create:access_tokens.
 */
export async function mintAccessToken(ctx: AppContext, principal: Principal, req: AccessTokenRequest, now = Date.now()): Promise<string> {
  const exp = parseExpiration(req.expiration, now);
  if (req.target === 'collector') {
    return mintAppToken(ctx.secret, { kind: 'collector', org: req.orgId, app: req.appId, scopes: COLLECTOR_SCOPES, publishable: req.publishable === true, exp });
  }
  const scopes = parseScopes(req.scope);
  const missing = scopes.filter((s) => !heldBy(principal, req.orgId, s));
  if (missing.length > 0) throw missingScopes(missing);
  let apps = req.apps ? [...new Set(req.apps.split(',').map((a) => a.trim()).filter(Boolean))] : principal.appIds;
  if (apps) {
    for (const appId of apps) {
      if (principal.appIds && !principal.appIds.includes(appId)) throw notFound('App');
      if (!(await findApp(ctx.db, req.orgId, appId))) throw notFound('App');
    }
    if (apps.length === 0) apps = undefined;
  }
  return mintAppToken(ctx.secret, { kind: 'management', org: req.orgId, app: req.appId, scopes, apps, exp });
}
