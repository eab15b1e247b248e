import {
  nameError,
  passwordChangedMessage,
  providerLabel,
  validatePasswordChange,
} from '@/portal/features/profile/profileRules';

describe('profile rules', () => {
  it('accepts a name of 1 to 100 characters after trimming', () => {
    expect(nameError('Ada')).toBeNull();
    expect(nameError(`  ${'x'.repeat(100)}  `)).toBeNull();
    expect(nameError('  ')).toBe('Enter your name.');
    expect(nameError('x'.repeat(101))).toBe('Use at most 100 characters for your name.');
  });

  it('checks a password change field by field', () => {
    expect(validatePasswordChange({ current: 'old secret', next: 'new secret', confirm: 'new secret' })).toEqual({});
    expect(validatePasswordChange({ current: '', next: '', confirm: '' })).toEqual({
      current: 'Enter your current password.',
      next: 'Choose a new password.',
      confirm: 'Enter the new password again.',
    });
    expect(validatePasswordChange({ current: 'old', next: '1234567', confirm: '1234567' }).next).toBe(
      'Use at least 8 characters for the new password.',
    );
    expect(validatePasswordChange({ current: 'old', next: '12345678', confirm: '12345678' }).next).toBeUndefined();
    expect(validatePasswordChange({ current: 'old', next: 'x'.repeat(257), confirm: 'x'.repeat(257) }).next).toBe(
      'Use at most 256 characters for the new password.',
    );
    expect(validatePasswordChange({ current: 'same secret', next: 'same secret', confirm: 'same secret' }).next).toBe(
      'Choose a new password that differs from the current one.',
    );
    expect(validatePasswordChange({ current: 'old', next: 'new secret', confirm: 'new secreT' }).confirm).toBe(
      'The two new passwords do not match.',
    );
  });

  it('names the sign-in provider, falling back to its raw name', () => {
    expect(providerLabel('email')).toBe('E-mail and password');
    expect(providerLabel('google-oauth2')).toBe('Google');
    expect(providerLabel('okta-acme')).toBe('okta-acme');
    expect(providerLabel(null)).toBe('Unknown');
  });

  it('counts the sessions a password change signed out', () => {
    expect(passwordChangedMessage(0)).toBe('Your password was changed.');
    expect(passwordChangedMessage(1)).toBe('Your password was changed and 1 other session was signed out.');
    expect(passwordChangedMessage(3)).toBe('Your password was changed and 3 other sessions were signed out.');
  });
});
