import type { ServiceContext } from '../services';
import type { Principal } from '../auth/guard';
import { issueKey } from './keyIssuer';
import { PLUGIN_SCOPES, type KeyKind } from './keyKinds';
import { parseScopeList } from './keyPolicy';

export { COLLECTOR_SCOPES, PLUGIN_SCOPES } from './keyKinds';

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

function kindOf(req: AccessTokenRequest): KeyKind {
  if (req.target === 'collector') return req.publishable === true ? 'publishable' : 'collector';
  const scopes = parseScopeList(req.scope);
  const plugin = scopes.length === PLUGIN_SCOPES.length && PLUGIN_SCOPES.every((s) => scopes.includes(s));
  return plugin ? 'plugin' : 'management';
}

/**
 * Mints a collector token (create:events, bound to org and app) or a management token (requested scopes, which the
 * caller must hold, optionally limited to apps of the org). The caller was already checked for create:access_tokens.
 * Every token belongs to a recorded key; asking again for the same token answers the caller's same live key, so
 * screens that fetch a token on every visit do not pile up keys.
 */
export async function mintAccessToken(ctx: ServiceContext, principal: Principal, req: AccessTokenRequest, now = Date.now()): Promise<string> {
  const kind = kindOf(req);
  const issued = await issueKey(ctx, principal, {
    orgId: req.orgId,
    appId: req.appId,
    kind,
    scopes: req.scope,
    apps: req.apps === '' ? undefined : req.apps,
    expiration: req.expiration === '' ? undefined : req.expiration,
    reuse: true,
  }, now);
  return issued.token;
}
