/** The sign-up form's values. */
export interface SignupValues {
  name: string;
  email: string;
  password: string;
}

/** A message per invalid field; absent fields are valid. */
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** Shortest password the server accepts. */
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 256;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the sign-up form with the same limits as the server, returning a readable message per bad field. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > MAX_NAME_LENGTH) errors.name = `Use at most ${MAX_NAME_LENGTH} characters for your name.`;
  if (!email) errors.email = 'Enter your work email address.';
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.email = 'Enter a valid email address, like jane@example.com.';
  }
  if (!values.password) errors.password = 'Choose a password.';
  else if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  } else if (values.password.length > MAX_PASSWORD_LENGTH) {
    errors.password = `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
  }
  return errors;
}
