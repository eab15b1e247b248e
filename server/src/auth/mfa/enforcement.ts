import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';

/** Product error code: the organization requires two-factor sign-in and the member has not turned it on. */
export const MFA_ENROLLMENT_REQUIRED = 'mfa_enrollment_required';
/** Product error code: the member has two-factor sign-in, but this session did not pass it (sign in again). */
export const MFA_VERIFICATION_REQUIRED = 'mfa_verification_required';

/**
 * The `mfa_enforced` policy of an organization, applied to a signed-in user on every call scoped to it (the
 * request guard's requireOrg): the user must have two-factor sign-in on (403 `mfa_enrollment_required`) and the
 * session must have passed it, at sign-in or by confirming the enrolment in it (403 `mfa_verification_required`).
 * Calls about the user's own account (profile, sessions, two-factor set-up) and the organization list are not
 * org-scoped, so an unenrolled member can still enrol. Management keys are not users and are not affected.
 */
export async function assertOrgMfaPolicy(ctx: AppContext, orgId: string, userId: string, sessionId: string): Promise<void> {
  const gate = await ctx.repositories.mfa.readGate(orgId, userId, sessionId);
  if (!gate?.enforced) return;
  if (!gate.enrolled) {
    throw new HttpError(403, 'This organization requires two-factor sign-in. Turn it on in your profile to continue.', MFA_ENROLLMENT_REQUIRED);
  }
  if (!gate.verified) {
    throw new HttpError(403, 'This organization requires two-factor sign-in. Sign in again with your authentication code to continue.', MFA_VERIFICATION_REQUIRED);
  }
}
