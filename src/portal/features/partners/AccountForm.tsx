import { useId, useRef, useState, type FormEvent } from 'react';
import { login, signup } from '@/app/session/authThunks';
import { useAppDispatch } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { MIN_PASSWORD_LENGTH, validateAccount, type AccountErrors, type AccountValues } from './accountFormRules';
import { TextField } from '@/portal/shared/TextField';
import type { AccountMode } from './partnerProvisioningRules';

const FIELDS: Array<keyof AccountValues> = ['name', 'email', 'password'];

/**
 * Sign-in or sign-up in place on the provision page. The session's login and sign-up keep the user on a provision
 * path (SPEC section 2), so the page, its partner and the marketplace token in its URL stay as they were.
 */
export function AccountForm({ mode }: { mode: AccountMode }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AccountValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<AccountErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const signingUp = mode === 'signup';

  const update = (field: keyof AccountValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateAccount(mode, values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const input = formRef.current?.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setSending(true);
    const email = values.email.trim();
    const result = await dispatch(
      signingUp ? signup({ name: values.name.trim(), email, password: values.password }) : login({ email, password: values.password }),
    );
    setSending(false);
    if (result.error) setFailure(toPlainError(result.error).message);
  };

  const field = (name: keyof AccountValues, label: string, type: string, autoComplete: string, hint?: string) => (
    <TextField id={`${id}-${name}`} name={name} label={label} type={type} autoComplete={autoComplete} value={values[name]}
      onChange={update(name)} error={errors[name]} hint={hint} />
  );

  return (
    <form ref={formRef} className="partner-form" noValidate aria-label={signingUp ? 'Create your account' : 'Sign in'}
      onSubmit={(event) => void submit(event)}>
      {signingUp ? field('name', 'Full name', 'text', 'name') : null}
      {field('email', 'Work email', 'email', 'email')}
      {signingUp
        ? field('password', 'Password', 'password', 'new-password', `At least ${MIN_PASSWORD_LENGTH} characters.`)
        : field('password', 'Password', 'password', 'current-password')}
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
