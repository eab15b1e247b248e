import type { ServiceContext } from '../services';
import type { Principal } from '../auth/guard';
import { HttpError, missingScopes, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { mintAppToken } from './appToken';
import { isCollectorKind, type KeyKind } from './keyKinds';
import { expiryOf, heldBy, parseAppList, scopesOfKind } from './keyPolicy';
import type { ApiKeyRow } from './keysRepository';

/** A key to issue, as the keys screen or GET oauth/access_tokens asks for it. */
export interface KeyRequest {
  orgId: string;
  /** App a collector key writes to; the app a management key defaults to. Already checked to be in the org. */
  appId: string;
  /** Display name; undefined for the kind's default name. */
  name?: string;
  kind: KeyKind;
  /** Scopes of a management key (list, or space/comma/plus separated). */
  scopes?: string | string[];
  /** Apps a management key is limited to; undefined inherits the caller's own limit. */
  apps?: string | string[];
  /** ISO date-time; null for "never" (collector keys only); undefined for the kind's default. */
  expiration?: string | null;
  /** Answer the caller's live key minted earlier for the same request instead of recording another one. */
  reuse?: boolean;
}

/** An issued key: its record and its secret (shown once). */
export interface IssuedKey {
  row: ApiKeyRow;
  token: string;
}

/** Days a reused default-expiry key must still have left; closer to its end, a fresh key is issued. */
const REUSE_MIN_REMAINING_DAYS = 30;

const DEFAULT_NAMES: Record<KeyKind, string> = {
  collector: 'Collector key',
  publishable: 'Publishable collector key',
  management: 'Management key',
  plugin: 'Plugin key',
};

/** The member a new key is created for: a user themself, or (for a management key) that key's creator. */
async function creatorOf(ctx: ServiceContext, principal: Principal): Promise<{ userId: string; parent?: ApiKeyRow }> {
  if (principal.kind === 'user' && principal.userId) return { userId: principal.userId };
  const parent = principal.keyId ? await ctx.repositories.apiKeys.find(principal.keyId) : undefined;
  if (!parent) throw new HttpError(401, 'Invalid access token: no such API key');
  return { userId: parent.created_by, parent };
}

function tokenFor(ctx: ServiceContext, row: ApiKeyRow): string {
  const collector = isCollectorKind(row.kind);
  return mintAppToken(ctx.secret, {
    kind: collector ? 'collector' : 'management',
    org: row.org_id,
    app: row.app_id,
    scopes: row.scopes.split(' '),
    apps: row.apps ? row.apps.split(' ') : undefined,
    publishable: collector ? row.kind === 'publishable' : undefined,
    exp: row.expires_at ? Math.floor(new Date(row.expires_at).getTime() / 1000) : undefined,
    kid: row.key_id,
  });
}

/**
 * Records a key and mints its secret. Scopes never exceed the caller's (401 naming the missing ones), the app limit
 * stays inside the caller's, and the expiry follows the kind's policy (see expiryOf).
 */
export async function issueKey(ctx: ServiceContext, principal: Principal, req: KeyRequest, now = Date.now()): Promise<IssuedKey> {
  const scopes = scopesOfKind(req.kind, req.scopes);
  const missing = scopes.filter((s) => !heldBy(principal, req.orgId, s));
  if (missing.length > 0) throw missingScopes(missing);
  const { userId, parent } = await creatorOf(ctx, principal);
  const expiresAt = expiryOf(req.kind, req.expiration, now, parent?.expires_at ? new Date(parent.expires_at).getTime() : undefined);
  let apps: string[] | undefined;
  if (!isCollectorKind(req.kind)) {
    // No limit asked for: the caller's own limit (a key never reaches apps its creator cannot).
    apps = parseAppList(req.apps) ?? principal.appIds;
    for (const appId of apps ?? []) {
      if (principal.appIds && !principal.appIds.includes(appId)) throw notFound('App');
      if (!(await ctx.repositories.apps.find(req.orgId, appId))) throw notFound('App');
    }
  }
  const signature = req.reuse
    ? [req.kind, req.appId, [...scopes].sort().join(' '), apps ? [...apps].sort().join(' ') : '*', req.expiration ?? 'default', parent?.key_id ?? ''].join('|')
    : undefined;
  if (signature) {
    const reusable = await ctx.repositories.apiKeys.findReusable(req.orgId, userId, signature, req.expiration ? 0 : REUSE_MIN_REMAINING_DAYS);
    if (reusable) return { row: reusable, token: tokenFor(ctx, reusable) };
  }
  const app = await ctx.repositories.apps.find(req.orgId, req.appId);
  const name = req.name?.trim() || `${DEFAULT_NAMES[req.kind]} · ${app?.name ?? req.appId}`;
  const keyId = newId(16);
  await ctx.repositories.apiKeys.insert({
    keyId, orgId: req.orgId, appId: req.appId, name, kind: req.kind, scopes, apps, createdBy: userId,
    parentKeyId: parent?.key_id, reuseSignature: signature, expiresAt,
  });
  const row = await ctx.repositories.apiKeys.find(keyId);
  if (!row) throw new Error('a key just recorded could not be read back');
  return { row, token: tokenFor(ctx, row) };
}
