/**
 * The profile's two-factor calls (/api/auth/mfa), one creator per call. The status is read silently (the section
 * shows its failure in place); the forms show a refused code or password themselves, so those calls are silent too.
 */
import { requestMfaConfirm, requestMfaDisable, requestMfaEnrolment, requestMfaStatus, requestNewRecoveryCodes } from '@/api/mfa';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the signed-in user's two-factor status. */
export const loadMfaStatus = createApiCall('mfa/load', () => requestMfaStatus({ silent: true }));
/** Starts a set-up: a new secret with its QR code. */
export const startMfaEnrolment = createApiCall('mfa/enrol', () => requestMfaEnrolment());
/** Confirms the set-up with a code; answers the recovery codes once. */
export const confirmMfaEnrolment = createApiCall('mfa/confirm', (code: string) => requestMfaConfirm(code, { silent: true }));
/** Turns two-factor sign-in off. */
export const disableMfa = createApiCall('mfa/disable', (password: string, code: string) => requestMfaDisable(password, code, { silent: true }));
/** Replaces the recovery codes. */
export const regenerateRecoveryCodes = createApiCall('mfa/recoveryCodes', (code: string) => requestNewRecoveryCodes(code, { silent: true }));
