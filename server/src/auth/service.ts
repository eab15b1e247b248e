import type { ServiceContext } from '../services';
import { HttpError, badRequest, sessionExpired } from '../http/errors';
import { newId } from '../lib/ids';
import { createOrganization, firstOrganizationName } from '../portal/organizationsService';
import { passwordHasherFor } from './passwords';
import { DEFAULT_USER_METADATA, toProfile, type Profile } from './profile';
import { signSessionToken } from './sessionToken';
import type { SessionClient } from './sessionsRepository';

export { normaliseEmail, type SessionClient };
import { normaliseEmail } from './usersRepository';
import { issueChallenge, type MfaChallengeResult } from './mfa/challenges';

/** What sign-up, sign-in and refresh answer. */
export interface SessionResult {
  /** The API access token (JWT, 1 hour, never past the session's 30-day end). */
  id_token: string;
  profile: Profile;
}

/** The session a refresh extends, as the guard verified it. */
export interface CurrentSession {
  userId: string;
  email: string;
  sessionId: string;
  /** Absolute end of the session. */
  sessionExpiresAt: Date;
  /** Identity provider the session signed in with (kept by the refreshed token); absent means password. */
  identityProvider?: string;
}

/** Shortest accepted password. */
export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True if the string looks like an e-mail address. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim());
}

/** Checks e-mail format and password length; throws 400 with a readable message. */
export function validateCredentials(email: string, password: string): void {
  if (!isValidEmail(email)) throw badRequest('Enter a valid e-mail address');
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
}

/** The sign-up password policy applied to a new password; throws 400 naming new_password. */
export function validateNewPassword(current: string, next: string): void {
  if (next.length < MIN_PASSWORD_LENGTH) throw badRequest(`new_password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  if (next === current) throw badRequest('new_password must differ from the current password');
}

/** Loads the profile of a user (with their memberships). */
export async function loadProfile(ctx: ServiceContext, userId: string): Promise<Profile> {
  const user = await ctx.repositories.users.findById(userId);
  if (!user) throw sessionExpired();
  return toProfile(user, await ctx.repositories.memberships.listOfUser(userId), await ctx.repositories.emailVerifications.isVerified(userId, user.email));
}

/** Outcome of a password change: done (with the number of other sessions revoked), or refused for a wrong current password. */
export type PasswordChangeResult = { ok: true; revoked: number } | { ok: false };

/** The built-in identity provider: sign-up, sign-in (with the two-factor step), refresh, sign-out, profile, password change. */
export class AuthService {
  constructor(private readonly ctx: ServiceContext) {}

  /** The user's profile with their memberships. */
  profile(userId: string): Promise<Profile> {
    return loadProfile(this.ctx, userId);
  }

  private async openSession(userId: string, email: string, client: SessionClient): Promise<SessionResult> {
    const sid = await this.ctx.repositories.sessions.create(userId, client);
    const id_token = await signSessionToken(this.ctx.secret, { sub: userId, sid, email });
    return { id_token, profile: await loadProfile(this.ctx, userId) };
  }

  /**
   * Creates an account: the user, their first organization (with 'My First App', a trial subscription and the user
   * as Owner), and a session. Pending invites for the address are NOT accepted here: typing an address proves
   * nothing, so joining another organization needs its invite link (management/inviteAcceptance.ts) or, for a
   * domain policy, a verified address (emailVerificationService.ts).
   */
  async signUp(input: { email: string; password: string; name?: string }, client: SessionClient = {}): Promise<SessionResult> {
    validateCredentials(input.email, input.password);
    const email = normaliseEmail(input.email);
    const name = input.name?.trim() || email.split('@')[0];
    if (await this.ctx.repositories.users.findByEmail(email)) throw new HttpError(409, 'An account with this email already exists');
    const userId = `email|${newId(24)}`;
    const passwordHash = await passwordHasherFor(this.ctx).hash(input.password);
    try {
      await this.ctx.repositories.transaction(async (tx) => {
        await tx.users.insert({ userId, email, name, passwordHash, userMetadata: DEFAULT_USER_METADATA });
        await createOrganization(tx, { name: firstOrganizationName(email, name), ownerUserId: userId });
      });
    } catch (error) {
      if (error instanceof Error && /constraint/i.test(error.message)) throw new HttpError(409, 'An account with this email already exists');
      throw error;
    }
    return this.openSession(userId, email, client);
  }

  /**
   * Replaces a hash of an older cost with one at today's cost, now that the password is known to be right. Best
   * effort: when hashing is saturated the sign-in still succeeds and the next one tries again.
   */
  private async upgradePasswordHash(userId: string, password: string): Promise<void> {
    try {
      await this.ctx.repositories.users.updatePasswordHash(userId, await passwordHasherFor(this.ctx).hash(password));
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 503)) throw error;
    }
  }

  /**
   * Verifies e-mail and password and opens a session; null for wrong credentials. An account with two-factor sign-in
   * gets no session yet but a challenge for the second step (mfa/challenges.ts).
   */
  async logIn(input: { email: string; password: string }, client: SessionClient = {}): Promise<SessionResult | MfaChallengeResult | null> {
    const user = await this.ctx.repositories.users.findByEmail(input.email);
    const passwords = passwordHasherFor(this.ctx);
    const valid = await passwords.verify(input.password, user?.password_hash ?? (await passwords.unknownUserHash()));
    if (!user || !valid) return null;
    if (passwords.needsRehash(user.password_hash)) await this.upgradePasswordHash(user.user_id, input.password);
    if (await this.ctx.repositories.mfa.isEnabled(user.user_id)) return issueChallenge(this.ctx, user.user_id);
    return this.openSession(user.user_id, user.email, client);
  }

  /**
   * A fresh access token for the same session, which the guard has just found active (revoked and ended sessions
   * answer 401 code 108 before this runs). The session's absolute end does not move.
   */
  async refresh(session: CurrentSession): Promise<SessionResult> {
    const claims = { sub: session.userId, sid: session.sessionId, email: session.email, idp: session.identityProvider };
    const id_token = await signSessionToken(this.ctx.secret, claims, session.sessionExpiresAt);
    return { id_token, profile: await loadProfile(this.ctx, session.userId) };
  }

  /** Revokes the session: the token stops working on the next request. */
  async logOut(sessionId: string): Promise<void> {
    await this.ctx.repositories.sessions.revoke(sessionId);
  }

  /**
   * Changes the password after checking the current one and applying the sign-up policy to the new one. Every other
   * session of the user is revoked in the same transaction; the calling session stays valid.
   */
  async changePassword(userId: string, sessionId: string, current: string, next: string): Promise<PasswordChangeResult> {
    const user = await this.ctx.repositories.users.findById(userId);
    if (!user) throw sessionExpired();
    if (!(await passwordHasherFor(this.ctx).verify(current, user.password_hash))) return { ok: false };
    validateNewPassword(current, next);
    const hash = await passwordHasherFor(this.ctx).hash(next);
    const revoked = await this.ctx.repositories.transaction(async (tx) => {
      await tx.users.updatePasswordHash(userId, hash);
      return tx.sessions.revokeOthers(userId, sessionId);
    });
    return { ok: true, revoked };
  }
}
