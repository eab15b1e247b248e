/**
 * Logout (SPEC section 4): marks the session as ending, logs why, forgets the stored session and sso_* cookies,
 * resets every slice except routing and notifications, goes to '/' (unless maintainLocation) and tells the
 * server to revoke the token (best effort: the user is signed out locally whatever the server answers).
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { clearStoredAuth, getIdToken, hasStoredSession } from '@/api/storedSession';
import { resetIdentity, trackEvent } from '@/lib/analytics';
import { logoutRequested, selectPlanLocked, type AuthState } from './authSlice';
import { navigateTo } from '@/app/store/navigator';
import { resetAppState } from '@/app/store/rootReducer';

/** Why a session ended; logged with the logout event. */
export type LogoutReason = 'user' | 'unauthorized' | 'plan-lock' | 'session-expired' | 'simultaneous-sessions';

export interface LogoutOptions {
  reason?: LogoutReason;
  /** Stay on the current page instead of going to '/'. */
  maintainLocation?: boolean;
}

/** Name of the analytics event logged on every logout. */
export const LOGOUT_EVENT = 'logged out';

interface StoreAccess {
  dispatch: Dispatch;
  getState: () => unknown;
}

/** Signs the user out now. */
export function performLogout({ dispatch, getState }: StoreAccess, options: LogoutOptions = {}): void {
  // Signing out while the plan blocks the account is logged as the plan lock, not as a plain user logout.
  const planLocked = selectPlanLocked(getState() as Parameters<typeof selectPlanLocked>[0]);
  const reason = options.reason ?? (planLocked ? 'plan-lock' : 'user');
  const token = getIdToken();
  dispatch(logoutRequested());
  trackEvent(LOGOUT_EVENT, { reason });
  resetIdentity();
  clearStoredAuth();
  dispatch(resetAppState());
  if (!options.maintainLocation) navigateTo('/');
  if (token) revokeOnServer(token);
}

/**
 * Best-effort revocation. The API client (and its HTTP library) is imported here on demand so that the store,
 * which every public page creates, does not put it into the first download of pages that never call the API.
 */
function revokeOnServer(token: string): void {
  void import('@/api/client')
    .then(({ apiClient }) => apiClient.post('/auth/logout', { token, silent: true, disableAutoLogout: true }))
    .catch(() => undefined);
}

/**
 * Signs out unless that already happened: answers false when neither the store nor the browser holds a session,
 * so many concurrent "session expired" failures end the session once.
 */
export function endSessionOnce(store: StoreAccess, reason: LogoutReason): boolean {
  const auth = (store.getState() as { auth?: AuthState }).auth;
  if (!auth?.isAuthenticated && !hasStoredSession()) return false;
  performLogout(store, { reason });
  return true;
}

/** Thunk for the UI: `dispatch(logout())`, or `dispatch(logout({ maintainLocation: true }))`. */
export const logout =
  (options: LogoutOptions = {}) =>
  (dispatch: Dispatch, getState: () => unknown): void =>
    performLogout({ dispatch, getState }, options);
