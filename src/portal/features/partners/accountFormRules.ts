/** Checks of the sign-in and sign-up forms of the provision page, with the server's limits. */
import type { AccountMode } from './partnerProvisioningRules';

/** Values of the account form (the name is used by sign-up only). */
export interface AccountValues {
  name: string;
  email: string;
  password: string;
}

/** A message per field that needs fixing. */
export type AccountErrors = Partial<Record<keyof AccountValues, string>>;

/** Shortest and longest password a new account may have. */
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Checks the form before it is sent: e-mail and password always, the name and password length on sign-up. */
export function validateAccount(mode: AccountMode, { name, email, password }: AccountValues): AccountErrors {
  const errors: AccountErrors = {};
  if (mode === 'signup') {
    const trimmed = name.trim();
    if (!trimmed) errors.name = 'Enter your name.';
    else if (trimmed.length > MAX_NAME_LENGTH) errors.name = `Use at most ${MAX_NAME_LENGTH} characters for your name.`;
  }
  const address = email.trim();
  if (!address) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(address)) errors.email = 'Enter a valid email address, like name@company.com.';
  if (!password) errors.password = mode === 'signup' ? 'Choose a password.' : 'Enter your password.';
  else if (mode === 'signup' && password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  } else if (mode === 'signup' && password.length > MAX_PASSWORD_LENGTH) {
    errors.password = `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
  }
  return errors;
}
