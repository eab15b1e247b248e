/**
 * The two-factor sign-in challenge and error codes, without the HTTP client: the session slice reads them on every
 * page, and marketing pages must not load the client before it is needed.
 */

/** What sign-in answers instead of a session for an account with two-factor sign-in. */
export interface MfaChallenge {
  mfa_required: true;
  /** Single-use token carrying the verified password to the second step (kept as `mfa_verified_token`). */
  mfa_challenge: string;
  /** ISO time after which the password must be entered again. */
  expires_at: string;
}

/** Product error codes of the two-factor calls and of the `mfa_enforced` organization policy. */
export const MFA_ERROR_CODES = {
  /** The sign-in challenge is unknown, used, expired or out of attempts: enter the password again. */
  challengeExpired: 'mfa_challenge_expired',
  /** A wrong, replayed or used code at the second step. */
  codeInvalid: 'mfa_code_invalid',
  /** 403: the organization requires two-factor sign-in and the user has not turned it on. */
  enrollmentRequired: 'mfa_enrollment_required',
  /** 403: the user has it, but this session did not pass it: sign in again. */
  verificationRequired: 'mfa_verification_required',
} as const;

/** True when a sign-in answer is a challenge for the second step rather than a session. */
export function isMfaChallenge(answer: unknown): answer is MfaChallenge {
  return typeof answer === 'object' && answer !== null && (answer as Partial<MfaChallenge>).mfa_required === true
    && typeof (answer as Partial<MfaChallenge>).mfa_challenge === 'string';
}
