import type { FormDefinition, FormFields } from './formKinds';

/** A message per invalid field; a field that is fine is absent. */
export type FormErrors = Partial<Record<keyof FormFields, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Checks the built-in form's values and answers a clear message for each field that needs fixing. */
export function validateForm(values: FormFields, definition: FormDefinition): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Enter your work email address.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid email address, like name@company.com.';
  if (definition.companyRequired && !values.company.trim()) errors.company = 'Enter your company name.';
  if (definition.messageRequired && !values.message.trim()) errors.message = 'Tell us a little about your request.';
  return errors;
}
