/** Test data builders for the web tests: identity tokens, profiles, sessions. */
import type { AuthSession, UserProfile } from '@/api/profile';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with the given claims (the web app only decodes tokens, it never verifies them). */
export function makeJwt(claims: Record<string, unknown> = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A JWT expiring `secondsFromNow` seconds from now (negative: already expired). */
export function makeIdToken(secondsFromNow = 3600, claims: Record<string, unknown> = {}): string {
  return makeJwt({ sub: 'email|u1', exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...claims });
}

/** A profile of a password account. */
export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: 'email|u1',
    email: 'ada@example.com',
    created_at: '2026-01-05T10:00:00.000Z',
    app_metadata: {},
    user_metadata: { role: 'engineer', goal: 'monitor', onboarded: false },
    ...overrides,
  };
}

/** What login and sign-up answer. */
export function makeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return { id_token: makeIdToken(), profile: makeProfile(), ...overrides };
}

/** Puts a signed-in session into local storage, as a previous page load would have. */
export function storeSignedInSession(session: AuthSession = makeSession()): AuthSession {
  window.localStorage.setItem('id_token', session.id_token);
  window.localStorage.setItem('profile', JSON.stringify(session.profile));
  return session;
}
