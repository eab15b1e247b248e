import { SignJWT, jwtVerify, errors } from 'jose';
import { HttpError, sessionExpired } from '../http/errors';

/** Audience of every access token the API accepts. */
export const TOKEN_AUDIENCE = 'apiscope-api';
/** Issuer of every access token. */
export const TOKEN_ISSUER = 'apiscope';
/** Lifetime of an access token in seconds (refresh before it ends). */
export const TOKEN_TTL_SECONDS = 60 * 60;

/** Claims of a user access token that the server relies on. */
export interface SessionClaims {
  /** user_id, 'email|<id>'. */
  sub: string;
  /** Server-side session id, checked on every request (revocation). */
  sid: string;
  email: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Identity provider the session signed in with: 'email' (password) or a single sign-on provider id. */
  idp: string;
}

/**
 * Signs an HS256 access token for a user session, valid for TOKEN_TTL_SECONDS or until `notAfter` (the session's
 * absolute end) if that comes first.
 */
export async function signSessionToken(secret: Buffer, claims: { sub: string; sid: string; email: string; idp?: string }, notAfter?: Date): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const exp = Math.min(now + TOKEN_TTL_SECONDS, notAfter ? Math.floor(notAfter.getTime() / 1000) : Number.POSITIVE_INFINITY);
  // Password sessions carry no idp claim; single sign-on sessions name their provider.
  return new SignJWT({ sid: claims.sid, email: claims.email, ...(claims.idp && claims.idp !== 'email' ? { idp: claims.idp } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(secret);
}

/** Tokens verified at most; past it the memory starts again empty (one token per active session per hour). */
const MAX_VERIFIED_TOKENS = 10_000;
/**
 * Tokens whose signature and claims were already verified, per signing secret, until they expire: a browser sends
 * the same token with every request for up to an hour, and verifying it again costs a crypto round trip each time.
 * Whether its session is still active is checked on every request all the same (guard.ts).
 */
const verifiedTokens = new WeakMap<Buffer, Map<string, SessionClaims>>();

function rememberVerified(secret: Buffer, token: string, claims: SessionClaims): void {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
  verified.set(token, claims);
}

/**
 * Verifies signature (HS256 only: no 'none', no asymmetric confusion), audience, issuer, expiry and nbf.
 * Expired tokens answer 401 code 108; any other defect answers 401 'Invalid access token'.
 */
export async function verifySessionToken(secret: Buffer, token: string): Promise<SessionClaims> {
  const known = verifiedTokens.get(secret)?.get(token);
  if (known && known.exp > Date.now() / 1000) return { ...known };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      typ: 'JWT',
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new HttpError(401, 'Invalid access token');
    }
    const idp = typeof payload.idp === 'string' ? payload.idp : 'email';
    const claims = { sub: payload.sub, sid: payload.sid, email: payload.email, exp: payload.exp as number, idp };
    rememberVerified(secret, token, claims);
    return { ...claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw sessionExpired();
    if (error instanceof HttpError) throw error;
    throw new HttpError(401, 'Invalid access token');
  }
}
