import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../services';

/** How long the second step of a sign-in may take after the password was accepted. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before the password has to be entered again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * What sign-in answers instead of a session when the account has two-factor sign-in: the password was right, and
 * the challenge token carries that to the second step (`POST /api/auth/mfa/verify`). The SPA keeps it under the
 * local storage key `mfa_verified_token` until the code is accepted or it expires.
 */
export interface MfaChallengeResult {
  mfa_required: true;
  /** Single-use token proving the password step (256 bits, base64url); only its SHA-256 is stored. */
  mfa_challenge: string;
  /** ISO time after which the challenge is refused and the password must be entered again. */
  expires_at: string;
}

/** SHA-256 (hex) under which a challenge token is stored. */
export function challengeHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a sign-in challenge for a user whose password was just verified. */
export async function issueChallenge(ctx: ServiceContext, userId: string): Promise<MfaChallengeResult> {
  const token = randomBytes(32).toString('base64url');
  await ctx.repositories.mfa.insertChallenge(challengeHash(token), userId, CHALLENGE_TTL_SECONDS);
  return { mfa_required: true, mfa_challenge: token, expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString() };
}
