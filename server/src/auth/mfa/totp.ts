import { Secret, TOTP } from 'otpauth';

/** Issuer shown by authenticator apps next to the account. */
export const TOTP_ISSUER = 'Apiscope';
/** Length of a TOTP secret in bytes (160 bits, RFC 4226's recommendation). */
export const TOTP_SECRET_BYTES = 20;
/** Seconds per time step. */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one (clock drift): ±1, so about 90 s of codes are valid. */
export const TOTP_WINDOW = 1;
/** Digits of a code. */
export const TOTP_DIGITS = 6;

/** A fresh random secret, base32 (what the manual key shows and the otpauth URI carries). */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

function totpOf(base32Secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** The otpauth:// URI an authenticator app scans, labelled with the account's e-mail. */
export function totpUri(base32Secret: string, accountEmail: string): string {
  return totpOf(base32Secret, accountEmail).toString();
}

/** True for a string that has the shape of a TOTP code (six digits, spaces ignored). */
export function looksLikeTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s+/g, ''));
}

/**
 * The time step a code belongs to if it is valid within ±TOTP_WINDOW steps of `now`, else null. The caller accepts
 * it only when the step is later than the last accepted one, so a code cannot be used twice.
 */
export function matchTotpStep(base32Secret: string, code: string, now: number = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!looksLikeTotpCode(token)) return null;
  const delta = totpOf(base32Secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}
