import { validateAccount } from '@/portal/features/partners/accountFormRules';

describe('account form rules', () => {
  it('asks for e-mail and password to sign in, without length rules', () => {
    expect(validateAccount('signin', { name: '', email: ' ada@example.com ', password: 'x' })).toEqual({});
    expect(validateAccount('signin', { name: '', email: '', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
    expect(validateAccount('signin', { name: '', email: 'ada@example', password: 'x' }).email).toBe(
      'Enter a valid email address, like name@company.com.',
    );
  });

  it('asks for a name and a password of 8 to 256 characters to sign up', () => {
    expect(validateAccount('signup', { name: 'Ada', email: 'ada@example.com', password: '12345678' })).toEqual({});
    expect(validateAccount('signup', { name: ' ', email: 'ada@example.com', password: '' })).toEqual({
      name: 'Enter your name.',
      password: 'Choose a password.',
    });
    expect(validateAccount('signup', { name: 'x'.repeat(101), email: 'ada@example.com', password: '1234567' })).toEqual({
      name: 'Use at most 100 characters for your name.',
      password: 'Use at least 8 characters for your password.',
    });
    expect(validateAccount('signup', { name: 'Ada', email: 'ada@example.com', password: 'x'.repeat(257) }).password).toBe(
      'Use at most 256 characters for your password.',
    );
  });
});
