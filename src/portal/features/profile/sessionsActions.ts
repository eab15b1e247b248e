/**
 * The profile screen's calls (/api/auth): one creator per call. The session list is read silently (the screen shows
 * its failure in place), sign-outs keep the error policy's toast, and a refused password change is shown by the form.
 */
import { requestPasswordChange, type PasswordChange } from '@/api/auth';
import { requestRevokeOtherSessions, requestRevokeSession, requestSessions } from '@/api/sessions';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the signed-in user's active sessions. */
export const loadSessions = createApiCall('sessions/load', () => requestSessions({ silent: true }));
/** Signs out one other session. */
export const revokeSession = createApiCall('sessions/revokeOne', (sessionId: string) => requestRevokeSession(sessionId));
/** Signs out every session but this one. */
export const revokeOtherSessions = createApiCall('sessions/revokeOthers', () => requestRevokeOtherSessions());
/** Changes the password; the server signs out every other session with it. */
export const changePassword = createApiCall('sessions/changePassword', (change: PasswordChange) =>
  requestPasswordChange(change, { silent: true }));
