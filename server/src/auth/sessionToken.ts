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

/**
 * Verifies signature (HS256 only: no 'none', no asymmetric confusion), audience, issuer, expiry and nbf.
 * Expired tokens answer 401 code 108; any other defect answers 401 'Invalid access token'.
 */
export async function verifySessionToken(secret: Buffer, token: string): Promise<SessionClaims> {
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
    return { sub: payload.sub, sid: payload.sid, email: payload.email, exp: payload.exp as number, idp };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw sessionExpired();
    if (error instanceof HttpError) throw error;
    throw new HttpError(401, 'Invalid access token');
  }
}
