import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an application token may be used for. */
export type AppTokenKind = 'collector' | 'management';

/** The signed claims inside an application token. */
export interface AppTokenClaims {
  /** Format version. */
  v: 1;
  /** collector (write-only ingestion) or management (API access by scope). */
  kind: AppTokenKind;
  /** Organization id the token is bound to. */
  org: string;
  /** App id the token is bound to (for management tokens: the app the token defaults to). */
  app: string;
  /** Granted scopes, e.g. ['create:events'] or ['read:users', 'read:profile_view_config']. */
  scopes: string[];
  /** Apps a management token is limited to; absent means every app of the org. */
  apps?: string[];
  /** A publishable collector token is meant to be embedded in browser code. */
  publishable?: boolean;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch; absent means no expiry. */
  exp?: number;
  /** Random token id. */
  jti: string;
  /** Id of the recorded API key this token belongs to; absent on tokens minted before keys were recorded. */
  kid?: string;
}

const CONTEXT = 'apiscope-app-token.';

function sign(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(CONTEXT + body).digest('base64url');
}

/** Mints an application token: base64url(JSON claims) + '.' + HMAC-SHA256 signature (always well over 50 characters). */
export function mintAppToken(secret: Buffer, claims: Omit<AppTokenClaims, 'v' | 'iat' | 'jti'> & { iat?: number }): string {
  const full: AppTokenClaims = {
    v: 1,
    iat: claims.iat ?? Math.floor(Date.now() / 1000),
    jti: randomBytes(12).toString('base64url'),
    ...claims,
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/**
 * Verifies the signature, and the expiry of tokens minted before keys were recorded; returns the claims or null.
 * Never throws on bad input. Tokens with a key id must then be checked with verifyTokenKey.
 */
export function verifyAppToken(secret: Buffer, token: string | undefined | null, now = Date.now()): AppTokenClaims | null {
  if (!token || typeof token !== 'string' || token.length > 4096) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || token.indexOf('.', dot + 1) !== -1) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AppTokenClaims;
    if (claims.v !== 1 || typeof claims.org !== 'string' || typeof claims.app !== 'string' || !Array.isArray(claims.scopes)) return null;
    if (claims.kid !== undefined && typeof claims.kid !== 'string') return null;
    // A recorded key's expiry is checked against its record (verifyTokenKey), which answers why the key stopped working.
    if (claims.kid === undefined && claims.exp !== undefined && claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
