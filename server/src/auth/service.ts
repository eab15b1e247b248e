import type { AppContext } from '../context';
import { HttpError, badRequest, sessionExpired } from '../http/errors';
import { newId } from '../lib/ids';
import { listMembershipsOfUser } from '../portal/membershipsRepository';
import { createOrganization, firstOrganizationName } from '../portal/organizationsService';
import { acceptPendingInvites } from '../management/invitesRepository';
import { hashPassword, verifyPassword, DUMMY_HASH_PROMISE } from './passwords';
import { DEFAULT_USER_METADATA, toProfile, type Profile } from './profile';
import { signSessionToken } from './sessionToken';
import { createSession, revokeOtherSessions, revokeSession } from './sessionsRepository';
import { findUserByEmail, findUserById, insertUser, normaliseEmail, updatePasswordHash } from './usersRepository';

/** What sign-up, sign-in and refresh answer. */
export interface SessionResult {
  /** The API access token (JWT, 1 hour). */
  id_token: string;
  profile: Profile;
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

/** Loads the profile of a user (with their memberships). */
export async function loadProfile(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  return toProfile(user, await listMembershipsOfUser(ctx.db, userId));
}

async function openSession(ctx: AppContext, userId: string, email: string): Promise<SessionResult> {
  const sid = await createSession(ctx.db, userId);
  const id_token = await signSessionToken(ctx.secret, { sub: userId, sid, email });
  return { id_token, profile: await loadProfile(ctx, userId) };
}

/**
 * Creates an account: the user, their first organization (with 'My First App', a trial subscription and the user
 * as Owner), memberships from pending invites, and a session.
 */
export async function signUp(ctx: AppContext, input: { email: string; password: string; name?: string }): Promise<SessionResult> {
  validateCredentials(input.email, input.password);
  const email = normaliseEmail(input.email);
  const name = input.name?.trim() || email.split('@')[0];
  if (await findUserByEmail(ctx.db, email)) throw new HttpError(409, 'An account with this email already exists');
  const userId = `email|${newId(24)}`;
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      await insertUser(tx, { userId, email, name, passwordHash, userMetadata: DEFAULT_USER_METADATA });
      await createOrganization(tx, { name: firstOrganizationName(email, name), ownerUserId: userId });
      await acceptPendingInvites(tx, email, userId);
    });
  } catch (error) {
    if (error instanceof Error && /constraint/i.test(error.message)) throw new HttpError(409, 'An account with this email already exists');
    throw error;
  }
  return openSession(ctx, userId, email);
}

/** Verifies e-mail and password and opens a session; 401 'Wrong email or password' otherwise. */
export async function logIn(ctx: AppContext, input: { email: string; password: string }): Promise<SessionResult | null> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !valid) return null;
  return openSession(ctx, user.user_id, user.email);
}

/** A fresh access token for the same (still active) session. */
export async function refresh(ctx: AppContext, userId: string, email: string, sessionId: string): Promise<SessionResult> {
  const id_token = await signSessionToken(ctx.secret, { sub: userId, sid: sessionId, email });
  return { id_token, profile: await loadProfile(ctx, userId) };
}

/** Revokes the session: the token stops working on the next request. */
export async function logOut(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId);
}

/** Changes the password after checking the current one; every other session of the user is revoked. */
export async function changePassword(ctx: AppContext, userId: string, sessionId: string, current: string, next: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  if (!(await verifyPassword(current, user.password_hash))) throw badRequest('The current password is wrong');
  validateCredentials(user.email, next);
  await updatePasswordHash(ctx.db, userId, await hashPassword(next));
  await revokeOtherSessions(ctx.db, userId, sessionId);
}
