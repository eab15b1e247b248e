import type { ServiceContext } from '../../services';
import { HttpError } from '../../http/errors';
import { loadProfile, type SessionResult } from '../service';
import { signSessionToken } from '../sessionToken';
import type { SessionClient } from '../sessionsRepository';
import { CHALLENGE_MAX_ATTEMPTS, challengeHash } from './challenges';
import { checkSecondFactor } from './secondFactor';

/** Product error code of a sign-in challenge that is unknown, used, expired or out of attempts: start again. */
export const CHALLENGE_EXPIRED_CODE = 'mfa_challenge_expired';
/** Product error code of a wrong, replayed or used code at the second step. */
export const CODE_INVALID_CODE = 'mfa_code_invalid';

const challengeExpired = () =>
  new HttpError(401, 'This sign-in has expired. Enter your e-mail and password again.', CHALLENGE_EXPIRED_CODE);

/** The second step of a sign-in with two-factor on: the challenge's owner, then the code that opens the session. */
export class MfaSignInService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The user a live challenge belongs to; 401 `mfa_challenge_expired` otherwise. */
  async challengeOwner(token: string): Promise<string> {
    const challenge = await this.ctx.repositories.mfa.findChallenge(challengeHash(token));
    if (!challenge || challenge.used || challenge.expired || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw challengeExpired();
    return challenge.user_id;
  }

  /**
   * The second step of a sign-in: the challenge and a code (authenticator or recovery). A right code uses the
   * challenge up and opens a session marked as verified; a wrong one counts against the challenge and throws
   * 401 `mfa_code_invalid`.
   */
  async completeSignIn(token: string, userId: string, code: string, client: SessionClient): Promise<SessionResult> {
    const hash = challengeHash(token);
    if (!(await checkSecondFactor(this.ctx, userId, code))) {
      await this.ctx.repositories.mfa.countChallengeAttempt(hash);
      throw new HttpError(401, 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.', CODE_INVALID_CODE);
    }
    if (!(await this.ctx.repositories.transaction((tx) => tx.mfa.useChallenge(hash)))) throw challengeExpired();
    const user = await this.ctx.repositories.users.findById(userId);
    if (!user) throw challengeExpired();
    const sid = await this.ctx.repositories.sessions.create(userId, client);
    await this.ctx.repositories.mfa.markSessionVerified(sid, userId);
    const id_token = await signSessionToken(this.ctx.secret, { sub: userId, sid, email: user.email });
    return { id_token, profile: await loadProfile(this.ctx, userId) };
  }
}
