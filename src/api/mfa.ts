/**
 * Two-factor sign-in on the built-in identity provider (/api/auth/mfa): status, enrolment with an authenticator
 * app, recovery codes, turning it off, and the second sign-in step. Secrets and recovery codes these calls answer
 * are shown once by the screen and never kept in the store or in storage.
 */
import { apiClient, type ApiResult, type RequestOptions } from './client';
import type { AuthSession } from './profile';

export { isMfaChallenge, MFA_ERROR_CODES, type MfaChallenge } from './mfaChallenge';

/** The caller's two-factor status. */
export interface MfaStatus {
  /** Two-factor sign-in is on. */
  enabled: boolean;
  /** ISO time it was turned on; null while off. */
  enabled_at: string | null;
  /** Unused recovery codes left. */
  recovery_codes_remaining: number;
  /** The current session passed the second factor (at sign-in, or by confirming the set-up in it). */
  session_verified: boolean;
}

/** A started set-up: the new secret, to scan or type into an authenticator app. */
export interface MfaEnrolment {
  /** The secret in base32, for typing in by hand. */
  secret: string;
  /** otpauth://totp URI carrying the secret. */
  otpauth_uri: string;
  /** The URI as a QR code (an SVG document made by the server). */
  qr_svg: string;
}

/** Fresh recovery codes (after confirming the set-up or asking for new ones): shown this once. */
export interface RecoveryCodes {
  enabled: boolean;
  /** Ten single-use codes such as `K7QXM-3RTPA`. */
  recovery_codes: string[];
}

/** GET /auth/mfa. */
export const requestMfaStatus = (options?: RequestOptions): Promise<ApiResult<MfaStatus>> =>
  apiClient.get<MfaStatus>('/auth/mfa', options);

/** POST /auth/mfa/enrol: a new secret (replaces a set-up not confirmed yet). */
export const requestMfaEnrolment = (options?: RequestOptions): Promise<ApiResult<MfaEnrolment>> =>
  apiClient.post<MfaEnrolment>('/auth/mfa/enrol', { ...options, data: {} });

/** POST /auth/mfa/enrol/confirm: a code from the app turns two-factor sign-in on. */
export const requestMfaConfirm = (code: string, options?: RequestOptions): Promise<ApiResult<RecoveryCodes>> =>
  apiClient.post<RecoveryCodes>('/auth/mfa/enrol/confirm', { ...options, data: { code } });

/** POST /auth/mfa/disable: the password and a code turn it off. */
export const requestMfaDisable = (password: string, code: string, options?: RequestOptions): Promise<ApiResult<{ enabled: false }>> =>
  apiClient.post<{ enabled: false }>('/auth/mfa/disable', { ...options, data: { password, code } });

/** POST /auth/mfa/recovery-codes: new recovery codes for a code; the old ones stop working. */
export const requestNewRecoveryCodes = (code: string, options?: RequestOptions): Promise<ApiResult<RecoveryCodes>> =>
  apiClient.post<RecoveryCodes>('/auth/mfa/recovery-codes', { ...options, data: { code } });

/** POST /auth/mfa/verify: the second sign-in step. Opts out of the 401 rules like sign-in itself. */
export const requestMfaVerify = (challenge: string, code: string): Promise<ApiResult<AuthSession>> =>
  apiClient.post<AuthSession>('/auth/mfa/verify', { disableAutoLogout: true, silent: true, data: { mfa_challenge: challenge, code } });
