import { useId, useState, type FormEvent } from 'react';
import { login, signup } from '@/app/session/authThunks';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { TextField } from '@/portal/shared/TextField';

/** Shortest password a new account may have (the server's rule). */
const MIN_PASSWORD_LENGTH = 8;

/** Props of {@link InviteAccountForm}. */
export interface InviteAccountFormProps {
  mode: 'signin' | 'signup';
  /** The invited address: the only one that can accept, so it is fixed. */
  email: string;
}

/**
 * Sign in, or create an account, with the invited address without leaving the invite page (the session keeps the
 * user on /invite paths after signing in), so the link in the URL can then be accepted.
 */
export function InviteAccountForm({ mode, email }: InviteAccountFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const signingUp = mode === 'signup';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found: { name?: string; password?: string } = {};
    if (signingUp && !name.trim()) found.name = 'Enter your name.';
    if (!password) found.password = signingUp ? 'Choose a password.' : 'Enter your password.';
    else if (signingUp && password.length < MIN_PASSWORD_LENGTH) found.password = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
    setErrors(found);
    if (found.name || found.password) {
      document.getElementById(`${id}-${found.name ? 'name' : 'password'}`)?.focus();
      return;
    }
    setSending(true);
    const result = await dispatch(signingUp ? signup({ name: name.trim(), email, password }) : login({ email, password }));
    setSending(false);
    if (result.error) setFailure(toPlainError(result.error).message);
  };

  return (
    <form className="invite-form" noValidate aria-label={signingUp ? 'Create your account' : 'Sign in'} onSubmit={(event) => void submit(event)}>
      {signingUp ? (
        <TextField id={`${id}-name`} name="name" label="Full name" autoComplete="name" value={name}
          onChange={(value) => { setName(value); setErrors((e) => ({ ...e, name: undefined })); }} error={errors.name} />
      ) : null}
      <TextField id={`${id}-email`} name="email" label="Email" type="email" value={email} readOnly onChange={() => undefined}
        hint="The invitation is for this address." />
      <TextField id={`${id}-password`} name="password" label="Password" type="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'} value={password}
        hint={signingUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
        onChange={(value) => { setPassword(value); setErrors((e) => ({ ...e, password: undefined })); }} error={errors.password} />
      {failure ? <p className="invite-alert" role="alert">{failure}</p> : null}
      <Button type="submit" disabled={sending}>{sending ? 'Please wait…' : signingUp ? 'Create account' : 'Sign in'}</Button>
    </form>
  );
}
