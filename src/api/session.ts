/**
 * The one home of local storage, cookies and token decoding (SPEC section 3: local storage keys and cookies).
 * Every read and write is guarded: a storage failure (quota, privacy mode, malformed JSON) is sent to the error
 * reporter and the read answers null, so a broken storage never breaks the app.
 * Typed accessors for each key live in storedSession.ts.
 */
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { reportError } from '@/lib/errorReporting';
import { DEFAULT_COOKIE_LIFETIME_HOURS } from '@/lib/constants';

/** Local storage keys of the app. */
export const STORAGE_KEYS = {
  idToken: 'id_token',
  profile: 'profile',
  recentApp: 'recent_app',
  refreshDate: 'refresh_date',
  mfaVerifiedToken: 'mfa_verified_token',
  commentTabOpen: 'commentTabOpen',
  showDemoOrg: 'showDemoOrg',
} as const;

/** Cookies the app reads or writes (besides the sso_* cookies of single sign-on). */
export const COOKIE_NAMES = {
  tempOrgId: 'mo-temp-org-id',
  tempAppId: 'mo-temp-app-id',
  tempIdToken: 'mo-temp-id-token',
  intent: 'mo-intent',
  geoCountry: 'mo-geo-country',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** Prefix of the cookies set by single sign-on; all of them are removed on logout. */
export const SSO_COOKIE_PREFIX = 'sso_';
/** Cookie naming the provider of a single sign-on session (removed on logout with the other sso_* cookies). */
export const SSO_PROVIDER_COOKIE = `${SSO_COOKIE_PREFIX}provider`;

function guarded<T>(operation: string, key: string, run: () => T): T | null {
  try {
    return run();
  } catch (error) {
    reportError(error, { area: 'session-storage', operation, key });
    return null;
  }
}

/** Raw string at a local storage key, or null when absent or unreadable. */
export function readItem(key: string): string | null {
  return guarded('read', key, () => window.localStorage.getItem(key));
}

/** Writes a raw string; answers false when the storage refused it. */
export function writeItem(key: string, value: string): boolean {
  return guarded('write', key, () => {
    window.localStorage.setItem(key, value);
    return true;
  }) === true;
}

/** Removes a key (failures are reported). */
export function removeItem(key: string): void {
  guarded('remove', key, () => window.localStorage.removeItem(key));
}

/** JSON value at a key, or null when absent, unreadable or not valid JSON. */
export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  return guarded('parse', key, () => JSON.parse(raw) as T);
}

/** Stores a value as JSON. */
export function writeJson(key: string, value: unknown): boolean {
  return writeItem(key, JSON.stringify(value));
}

/** Reads a boolean flag stored as 'true' / 'false'; null when never set. */
export function readFlag(key: string): boolean | null {
  const raw = readItem(key);
  return raw === null ? null : raw === 'true';
}

/** Stores a boolean flag. */
export function writeFlag(key: string, value: boolean): void {
  writeItem(key, String(value));
}

// ---- Cookies ----

/** Value of a cookie, or null. */
export function readCookie(name: CookieName | string): string | null {
  return guarded('read-cookie', name, () => Cookies.get(name) ?? null);
}

/** Sets a cookie on path / (secure on https), living `hours` (default 12 h). */
export function writeCookie(name: CookieName, value: string, hours = DEFAULT_COOKIE_LIFETIME_HOURS): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  guarded('write-cookie', name, () => Cookies.set(name, value, { path: '/', secure, expires: hours / 24 }));
}

/** Removes a cookie set on path /. */
export function removeCookie(name: CookieName | string): void {
  guarded('remove-cookie', name, () => Cookies.remove(name, { path: '/' }));
}

/** Names of the sso_* cookies currently set. */
export function ssoCookieNames(): string[] {
  const all = guarded('list-cookies', SSO_COOKIE_PREFIX, () => Cookies.get()) ?? {};
  return Object.keys(all).filter((name) => name.startsWith(SSO_COOKIE_PREFIX));
}

/** Removes every sso_* cookie. */
export function clearSsoCookies(): void {
  ssoCookieNames().forEach(removeCookie);
}

/** Remembers the provider of a single sign-on session in the sso_provider cookie, for the session's 30 days. */
export function saveSsoProvider(providerId: string): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  guarded('write-cookie', SSO_PROVIDER_COOKIE, () => Cookies.set(SSO_PROVIDER_COOKIE, providerId, { path: '/', secure, sameSite: 'lax', expires: 30 }));
}

// ---- Tokens ----

/** Expiry of a JWT in epoch milliseconds (`exp` seconds * 1000); null without `exp`; throws when malformed. */
export function tokenExpiryMs(token: string): number | null {
  const { exp } = jwtDecode<{ exp?: number }>(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * True when the token was issued to a single sign-on session: its `idp` claim names a provider ('email' or none
 * means e-mail and password). False for malformed tokens.
 */
export function isSsoToken(token: string): boolean {
  try {
    const { idp } = jwtDecode<{ idp?: unknown }>(token);
    return typeof idp === 'string' && idp !== '' && idp !== 'email';
  } catch {
    return false;
  }
}

/** True when the token decodes and its expiry (if any) is still ahead of `now`. */
export function isTokenUnexpired(token: string, now: number = Date.now()): boolean {
  try {
    const expiry = tokenExpiryMs(token);
    return expiry === null || expiry > now;
  } catch {
    return false;
  }
}
