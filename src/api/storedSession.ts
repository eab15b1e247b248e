/**
 * Typed access to what the app keeps in the browser between page loads (SPEC section 3), built on session.ts.
 * Every reader answers null when the value is absent or unreadable.
 */
import {
  COOKIE_NAMES,
  STORAGE_KEYS,
  clearSsoCookies,
  isTokenUnexpired,
  readFlag,
  readItem,
  readJson,
  removeCookie,
  removeItem,
  writeFlag,
  writeItem,
  writeJson,
} from './session';
import type { UserProfile } from './profile';

/** The org and app the user looked at last. */
export interface RecentApp {
  orgId: string;
  appId: string;
}

export const getIdToken = (): string | null => readItem(STORAGE_KEYS.idToken);
export const saveIdToken = (token: string): boolean => writeItem(STORAGE_KEYS.idToken, token);

/** The stored identity token if it has not expired yet. */
export function getUnexpiredIdToken(now: number = Date.now()): string | null {
  const token = getIdToken();
  return token !== null && isTokenUnexpired(token, now) ? token : null;
}

export const getStoredProfile = (): UserProfile | null => readJson<UserProfile>(STORAGE_KEYS.profile);
export const saveStoredProfile = (profile: UserProfile): boolean => writeJson(STORAGE_KEYS.profile, profile);

export const getRecentApp = (): RecentApp | null => readJson<RecentApp>(STORAGE_KEYS.recentApp);
export const saveRecentApp = (recent: RecentApp): boolean => writeJson(STORAGE_KEYS.recentApp, recent);

/** When the identity token was last refreshed (epoch ms). */
export function getRefreshDate(): number | null {
  const raw = readItem(STORAGE_KEYS.refreshDate);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}
export const saveRefreshDate = (epochMs: number): boolean => writeItem(STORAGE_KEYS.refreshDate, String(epochMs));

export const getMfaVerifiedToken = (): string | null => readItem(STORAGE_KEYS.mfaVerifiedToken);
export const saveMfaVerifiedToken = (token: string): boolean => writeItem(STORAGE_KEYS.mfaVerifiedToken, token);

/** A sign-in waiting for its second factor: the challenge token (under `mfa_verified_token`) and when it ends. */
export interface PendingMfaSignIn {
  token: string;
  /** Epoch ms after which the server refuses the challenge. */
  expiresAt: number;
}

/** The pending second sign-in step, if one is stored and has not expired (an expired one is removed). */
export function getPendingMfaSignIn(now: number = Date.now()): PendingMfaSignIn | null {
  const stored = readJson<Partial<PendingMfaSignIn>>(STORAGE_KEYS.mfaVerifiedToken);
  if (stored && typeof stored.token === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > now) {
    return { token: stored.token, expiresAt: stored.expiresAt };
  }
  if (readItem(STORAGE_KEYS.mfaVerifiedToken) !== null) removeItem(STORAGE_KEYS.mfaVerifiedToken);
  return null;
}
export const savePendingMfaSignIn = (pending: PendingMfaSignIn): boolean => writeJson(STORAGE_KEYS.mfaVerifiedToken, pending);
export const clearPendingMfaSignIn = (): void => removeItem(STORAGE_KEYS.mfaVerifiedToken);

/** Key of the per-org-and-app "hide the start page" flag (ids never contain a hyphen). */
export const hideStartPageKey = (orgId: string, appId: string): string => `hideStartPage-${orgId}-${appId}`;
export const isStartPageHidden = (orgId: string, appId: string): boolean =>
  readFlag(hideStartPageKey(orgId, appId)) === true;
export const setStartPageHidden = (orgId: string, appId: string, hidden: boolean): void =>
  writeFlag(hideStartPageKey(orgId, appId), hidden);

export const isCommentTabOpen = (): boolean => readFlag(STORAGE_KEYS.commentTabOpen) === true;
export const setCommentTabOpen = (open: boolean): void => writeFlag(STORAGE_KEYS.commentTabOpen, open);

/** Whether the demo organization is listed; null when the user never chose. */
export const getShowDemoOrg = (): boolean | null => readFlag(STORAGE_KEYS.showDemoOrg);
export const setShowDemoOrg = (show: boolean): void => writeFlag(STORAGE_KEYS.showDemoOrg, show);

/** Partner whose app token authorises calls for a partner account (from the stored profile). */
function storedPartnerName(): string | null {
  const partner = getStoredProfile()?.app_metadata?.partner_name;
  return typeof partner === 'string' && partner !== '' ? partner : null;
}

/** The app token a partner handed over (the OAuth callback stores it under the partner's name). */
export function getPartnerAppToken(): string | null {
  const partner = storedPartnerName();
  return partner === null ? null : readItem(partner);
}
export const savePartnerAppToken = (partner: string, token: string): boolean => writeItem(partner, token);

/** True when a signed-in session is stored (an unexpired identity token). */
export const hasStoredSession = (): boolean => getUnexpiredIdToken() !== null;

/**
 * Forgets the signed-in user: identity token, profile, refresh date, MFA token, the partner app token,
 * the temporary id-token cookie and every sso_* cookie. Keeps preferences such as recent_app.
 */
export function clearStoredAuth(): void {
  const partner = storedPartnerName();
  if (partner !== null) removeItem(partner);
  [STORAGE_KEYS.idToken, STORAGE_KEYS.profile, STORAGE_KEYS.refreshDate, STORAGE_KEYS.mfaVerifiedToken].forEach(
    removeItem,
  );
  removeCookie(COOKIE_NAMES.tempIdToken);
  clearSsoCookies();
}

/** Local storage key of the `state` an OAuth authorization with a partner was started with. */
export const partnerOAuthStateKey = (partner: string): string => `oauth_state_${partner}`;

/**
 * Starts an OAuth authorization with a partner: answers a random `state` to send with it, kept until the callback
 * page (oauth/:partner) compares it with the `state` that comes back.
 */
export function startPartnerOAuth(partner: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  writeItem(partnerOAuthStateKey(partner), state);
  return state;
}

/** The `state` the partner's authorization was started with, removed as it is read; null when none was started. */
export function takePartnerOAuthState(partner: string): string | null {
  const key = partnerOAuthStateKey(partner);
  const state = readItem(key);
  if (state !== null) removeItem(key);
  return state;
}

/** Local storage key of the event log's hidden columns for one app. */
export const eventColumnsKey = (orgId: string, appId: string): string => `eventLogHiddenColumns-${orgId}-${appId}`;
/** The event log columns the user hid for one app (null when never chosen). */
export const getHiddenEventColumns = (orgId: string, appId: string): string[] | null => {
  const stored = readJson<unknown>(eventColumnsKey(orgId, appId));
  return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : null;
};
/** Remembers the event log columns the user hid for one app. */
export const saveHiddenEventColumns = (orgId: string, appId: string, hidden: string[]): boolean =>
  writeJson(eventColumnsKey(orgId, appId), hidden);
