import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { loadProfile, type SessionResult } from '../service';
import { signSessionToken } from '../sessionToken';
import { createSession, type SessionClient } from '../sessionsRepository';
import { CHALLENGE_MAX_ATTEMPTS, challengeHash } from './challenges';
import { countChallengeAttempt, findChallenge, markSessionVerified, useChallenge } from './mfaRepository';
import { checkSecondFactor } from './secondFactor';

/** Product error code of a sign-in challenge that is unknown, used, expired or out of attempts: start again. */
export const CHALLENGE_EXPIRED_CODE = 'mfa_challenge_expired';
/** Product error code of a wrong, replayed or used code at the second step. */
export const CODE_INVALID_CODE = 'mfa_code_invalid';

const challengeExpired = () =>
  new HttpError(401, 'This sign-in has expired. Enter your e-mail and password again.', CHALLENGE_EXPIRED_CODE);

/** The user a live challenge belongs to; 401 `mfa_challenge_expired` otherwise. */
export async function challengeOwner(ctx: AppContext, token: string): Promise<string> {
  const challenge = await findChallenge(ctx.metadata, challengeHash(token));
  if (!challenge || challenge.used || challenge.expired || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw challengeExpired();
  return challenge.user_id;
}

/**
 * The second step of a sign-in: the challenge and a code (authenticator or recovery). A right code uses the
 * challenge up and opens a session marked as verified; a wrong one counts against the challenge and throws
 * 401 `mfa_code_invalid`.
 */
export async function completeSignIn(ctx: AppContext, token: string, userId: string, code: string, client: SessionClient): Promise<SessionResult> {
  const hash = challengeHash(token);
  if (!(await checkSecondFactor(ctx, userId, code))) {
    await countChallengeAttempt(ctx.metadata, hash);
    throw new HttpError(401, 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.', CODE_INVALID_CODE);
  }
  if (!(await ctx.metadata.transaction((tx) => useChallenge(tx, hash)))) throw challengeExpired();
  const user = await ctx.repositories.users.findById(userId);
  if (!user) throw challengeExpired();
  const sid = await createSession(ctx.metadata, userId, client);
  await markSessionVerified(ctx.metadata, sid, userId);
  const id_token = await signSessionToken(ctx.secret, { sub: userId, sid, email: user.email });
  return { id_token, profile: await loadProfile(ctx, userId) };
}
