/**
 * Pure rules of the profile screen: the name and password checks made before anything is sent (the same limits as
 * the server), and how the sign-in provider is named.
 */

/** Longest name the server accepts. */
export const MAX_NAME_LENGTH = 100;
/** Shortest and longest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** Why a name cannot be saved, or null when it can. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter your name.';
  if (trimmed.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters for your name.`;
  return null;
}

/** The three fields of the password form. */
export interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/** A message per field that needs fixing. */
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** Checks a password change before it is sent. */
export function validatePasswordChange({ current, next, confirm }: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = 'Enter your current password.';
  if (!next) errors.next = 'Choose a new password.';
  else if (next.length < MIN_PASSWORD_LENGTH) errors.next = `Use at least ${MIN_PASSWORD_LENGTH} characters for the new password.`;
  else if (next.length > MAX_PASSWORD_LENGTH) errors.next = `Use at most ${MAX_PASSWORD_LENGTH} characters for the new password.`;
  else if (current && next === current) errors.next = 'Choose a new password that differs from the current one.';
  if (!confirm) errors.confirm = 'Enter the new password again.';
  else if (next && confirm !== next) errors.confirm = 'The two new passwords do not match.';
  return errors;
}

/** The provider of accounts that sign in with e-mail and password (the only ones with a password here). */
export const PASSWORD_PROVIDER = 'email';

const PROVIDER_NAMES: Record<string, string> = {
  email: 'E-mail and password',
  'google-oauth2': 'Google',
  github: 'GitHub',
  windowslive: 'Microsoft',
  samlp: 'Single sign-on (SAML)',
  oidc: 'Single sign-on (OpenID Connect)',
};

/** How the sign-in provider (the prefix of user_id) is shown. */
export function providerLabel(provider: string | null): string {
  if (!provider) return 'Unknown';
  return PROVIDER_NAMES[provider] ?? provider;
}

/** The success notice of a password change, naming the sessions it signed out. */
export function passwordChangedMessage(revoked: number): string {
  if (revoked <= 0) return 'Your password was changed.';
  return `Your password was changed and ${revoked} other ${revoked === 1 ? 'session was' : 'sessions were'} signed out.`;
}
