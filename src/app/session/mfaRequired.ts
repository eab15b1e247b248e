/**
 * The SPA's side of an organization's `mfa_enforced` policy: a 403 with code `mfa_enrollment_required` or
 * `mfa_verification_required` says why and opens the profile's two-factor section, where the user turns it on (or
 * learns to sign in again with a code). Many calls of one screen fail together, so the notice is shown once.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { MFA_ERROR_CODES } from '@/api/mfaChallenge';
import { selectErrorMessage, type ApiError } from '@/api/errors';
import { notify } from '@/app/notifications/notificationsSlice';
import { portalPaths } from '@/app/paths';
import { navigateTo } from '@/app/store/navigator';

/** Title of the notice. */
export const MFA_REQUIRED_TITLE = 'Two-factor sign-in required';
/** Where the user is sent: the profile's two-factor section. */
export const MFA_SETUP_PATH = `${portalPaths.profile}#two-factor`;
/** Failures within this time of a notice are not noticed again. */
const QUIET_MS = 5_000;
let lastNoticeAt = Number.NEGATIVE_INFINITY;

/** True for the 403 answers of the `mfa_enforced` policy. */
export function isMfaRequired(error: ApiError): boolean {
  return error.status === 403 && (error.code === MFA_ERROR_CODES.enrollmentRequired || error.code === MFA_ERROR_CODES.verificationRequired);
}

/** Handles an `mfa_enforced` refusal (answers true), or leaves the failure to the rest of the policy (false). */
export function handleMfaRequired(error: ApiError, dispatch: Dispatch, now: number = Date.now()): boolean {
  if (!isMfaRequired(error)) return false;
  if (now - lastNoticeAt < QUIET_MS) return true;
  lastNoticeAt = now;
  navigateTo(MFA_SETUP_PATH);
  const message = selectErrorMessage(error) ?? 'This organization requires two-factor sign-in. Turn it on in your profile to continue.';
  dispatch(notify({ kind: 'error', title: MFA_REQUIRED_TITLE, message, durationMs: null }));
  return true;
}
