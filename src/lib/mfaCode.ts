/** Rules of the code typed at the second sign-in step (and in the profile's two-factor forms). */

/** Which kind of code the user types. */
export type CodeKind = 'totp' | 'recovery';

/** The code as sent: spaces removed (authenticator apps show `123 456`). */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** Why the code cannot be sent, or null when it can. */
export function validateCode(code: string, kind: CodeKind): string | null {
  const value = normaliseCode(code);
  if (kind === 'totp') {
    if (!value) return 'Enter the six-digit code from your authenticator app.';
    if (!/^\d{6}$/.test(value)) return 'The code has six digits, like 123456.';
    return null;
  }
  if (!value) return 'Enter one of your recovery codes.';
  if (!/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(value)) return 'A recovery code has ten letters and digits, like K7QXM-3RTPA.';
  return null;
}

/** Why a code that may be either kind (authenticator or recovery) cannot be sent, or null. */
export function validateAnyCode(code: string): string | null {
  if (!normaliseCode(code)) return 'Enter a code from your authenticator app, or a recovery code.';
  if (validateCode(code, 'totp') === null || validateCode(code, 'recovery') === null) return null;
  return 'Enter the six-digit code from your authenticator app, or a recovery code like K7QXM-3RTPA.';
}
