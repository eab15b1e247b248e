/**
 * The error policy (SPEC section 8), in one place: the user-facing texts of the error catalogue as pure functions
 * of a failed call, and `applyErrorPolicy`, which the promise middleware runs on every failure.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { isSessionExpired, selectErrorMessage, upgradeReasonOf, type ApiError } from '@/api/errors';
import { ACCESS_DENIED_TOAST_MS } from '@/lib/constants';
import { reportError } from '@/lib/errorReporting';
import { planLockEntered } from '@/app/session/authSlice';
import { endSessionOnce } from '@/app/session/logout';
import { handleMfaRequired } from '@/app/session/mfaRequired';
import { navigateTo } from './navigator';
import { notify } from '@/app/notifications/notificationsSlice';

export const SUPPORT_EMAIL = 'support@apiscope.dev';
export const FALLBACK_MESSAGE = `If this problem persists, please contact ${SUPPORT_EMAIL} for assistance`;
export const NOT_FOUND_MESSAGE = '404: Resource not found';
export const TOO_MANY_REQUESTS_MESSAGE =
  'We are seeing too many requests from your IP address. Please wait a few moments.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again later or contact support.';

export const SESSION_EXPIRED_TITLE = 'Access is denied';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired, please log in again';

export const MISSING_SCOPES_PREFIX =
  "You do not have permission to perform an action. To gain access, please contact your subscription's administrator. Missing scope(s): ";
export const WORKSPACE_PERMISSION_MESSAGE =
  'You do not have write permissions for this workspace. Please ask the workspace owner to modify sharing settings to be a team workspace';
export const NO_PERMISSION_MESSAGE =
  "You do not have permission to perform this action. To gain access, ask your subscription's administrator or log in with a different account.";
export const LOGIN_MAY_HAVE_EXPIRED_MESSAGE =
  'You do not have permission or your login may have expired. Please log out and log back in again, or contact your admin if problem persists.';

export const UPGRADE_TITLE = 'You must upgrade your plan';
export const UPGRADE_DEFAULT_MESSAGE = "Your usage has exceeded your plan's limits";

/** Toast title for a status: 429, 401, 502/503, >= 500, 400-499, otherwise 'Something Went Wrong'. */
export function titleForStatus(status: number): string {
  if (status === 429) return 'Too Many Requests';
  if (status === 401) return 'Access is Denied';
  if (status === 502 || status === 503) return 'Service Unavailable';
  if (status >= 500) return 'Internal Error';
  if (status >= 400) return 'Client Error';
  return 'Something Went Wrong';
}

const SCOPE_PATTERN = /\b(?:read|create|update|delete):[A-Za-z0-9_.-]*[A-Za-z0-9_]/g;

/** Required scopes named in a server message (read:, create:, update: or delete: plus a resource), de-duplicated. */
export function extractMissingScopes(message: string | undefined): string[] {
  return Array.from(new Set(message?.match(SCOPE_PATTERN) ?? []));
}

/** True for calls on a workspace (its sharing settings decide who may write). */
export function isWorkspacePath(path: string): boolean {
  return /\/workspaces(\/|$)/.test(path);
}

/**
 * Text of the 7 s notice for a 401 that is not a session expiry: the missing scopes if the server named them,
 * the workspace text on workspace paths, the generic permission text when the server explained the refusal,
 * and the "login may have expired" text when the 401 came without any explanation.
 */
export function accessDeniedMessage(error: ApiError, path: string): string {
  const serverMessage = selectErrorMessage(error);
  const scopes = extractMissingScopes(serverMessage);
  if (scopes.length > 0) return `${MISSING_SCOPES_PREFIX}${scopes.join(', ')}`;
  if (isWorkspacePath(path)) return WORKSPACE_PERMISSION_MESSAGE;
  return serverMessage ? NO_PERMISSION_MESSAGE : LOGIN_MAY_HAVE_EXPIRED_MESSAGE;
}

/** Text of the 402 notice: the server's `error.msg`, else the default limit text. */
export function upgradeMessage(error: ApiError): string {
  return upgradeReasonOf(error) ?? UPGRADE_DEFAULT_MESSAGE;
}

/** Text of a toast for any other failure: fixed texts for 404, 429, 502/503; else the server message or fallback. */
export function failureMessage(error: ApiError): string {
  if (error.status === 404) return NOT_FOUND_MESSAGE;
  if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  if (error.status === 502 || error.status === 503) return UNAVAILABLE_MESSAGE;
  // Without a response there is no server message; a transport message would mean nothing to the user.
  const serverMessage = error.status > 0 ? selectErrorMessage(error) : undefined;
  return serverMessage ?? FALLBACK_MESSAGE;
}

// ---- The policy ----

/** Server messages that say the session ended because the account signed in elsewhere. */
const SIMULTANEOUS_SESSION_MESSAGE = /simultaneous|another (session|device|browser|location)|signed in elsewhere/i;

/** Why a 401 with code 108 ended the session, for the logout event: expiry, or a session opened elsewhere. */
export function sessionEndReason(error: ApiError): 'session-expired' | 'simultaneous-sessions' {
  return SIMULTANEOUS_SESSION_MESSAGE.test(selectErrorMessage(error) ?? '') ? 'simultaneous-sessions' : 'session-expired';
}

/** What the policy needs from the store. */
export interface PolicyContext {
  dispatch: Dispatch;
  getState: () => unknown;
}

/** Where a 402 sends the user. */
export const SUBSCRIPTION_PATH = '/wrap/subscription';

const HANDLED_STATUSES = new Set([401, 402, 404, 429, 502, 503]);

/**
 * Applies the error catalogue to one failed call: session expiry logs out, 402 opens the subscription page,
 * everything else becomes a toast titled by status (unless the call is silent). Failures outside the catalogue
 * are sent to the error reporter.
 */
export function applyErrorPolicy(error: ApiError, path: string, context: PolicyContext): void {
  const { dispatch } = context;
  if (error.status === 401) {
    if (error.disableAutoLogout) return;
    if (isSessionExpired(error)) {
      if (!endSessionOnce(context, sessionEndReason(error))) return;
      dispatch(notify({ kind: 'error', title: SESSION_EXPIRED_TITLE, message: SESSION_EXPIRED_MESSAGE, durationMs: null }));
      return;
    }
    if (error.silent) return;
    const message = accessDeniedMessage(error, path);
    dispatch(notify({ kind: 'error', title: titleForStatus(401), message, durationMs: ACCESS_DENIED_TOAST_MS }));
    return;
  }
  if (error.status === 402) {
    dispatch(planLockEntered());
    navigateTo(SUBSCRIPTION_PATH);
    dispatch(notify({ kind: 'error', title: UPGRADE_TITLE, message: upgradeMessage(error), durationMs: null }));
    return;
  }
  if (handleMfaRequired(error, dispatch)) return;
  if (!HANDLED_STATUSES.has(error.status)) {
    reportError(error, { area: 'api', path, status: error.status });
  }
  if (error.silent) return;
  dispatch(notify({ kind: 'error', title: titleForStatus(error.status), message: failureMessage(error), durationMs: null }));
}
