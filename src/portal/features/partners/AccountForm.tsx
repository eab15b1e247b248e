import type { FormEvent } from 'react';
import { login, signup } from '@/app/session/authThunks';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { MIN_PASSWORD_LENGTH, validateAccount, type AccountValues } from './accountFormRules';
import { TextField } from '@/portal/shared/TextField';
import { useFormFields } from '@/portal/shared/useFormFields';
import type { AccountMode } from './partnerProvisioningRules';

const FIELDS: Array<keyof AccountValues> = ['name', 'email', 'password'];

/**
 * Sign-in or sign-up in place on the provision page. The session's login and sign-up keep the user on a provision
 * path (SPEC section 2), so the page, its partner and the marketplace token in its URL stay as they were.
 */
export function AccountForm({ mode }: { mode: AccountMode }) {
  const dispatch = useAppDispatch();
  const { formRef, values, field, submit, failure, sending } = useFormFields<AccountValues>({ name: '', email: '', password: '' }, FIELDS);
  const signingUp = mode === 'signup';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    void submit(validateAccount(mode, values), () =>
      dispatch(signingUp ? signup({ name: values.name.trim(), email, password: values.password }) : login({ email, password: values.password })));
  };

  return (
    <form ref={formRef} className="partner-form" noValidate aria-label={signingUp ? 'Create your account' : 'Sign in'}
      onSubmit={onSubmit}>
      {signingUp ? <TextField {...field('name')} label="Full name" type="text" autoComplete="name" /> : null}
      <TextField {...field('email')} label="Work email" type="email" autoComplete="email" />
      <TextField {...field('password')} label="Password" type="password" autoComplete={signingUp ? 'new-password' : 'current-password'}
        hint={signingUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined} />
      {failure ? (
        <div className="partner-alert" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
      <Button type="submit" disabled={sending}>
        {sending ? 'Please wait…' : signingUp ? 'Create account' : 'Sign in'}
      </Button>
    </form>
  );
}
