import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/app/notifications/notificationsSlice';
import { selectSignInProvider } from '@/app/session/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_PROVIDER,
  passwordChangedMessage,
  providerLabel,
  validatePasswordChange,
  type PasswordErrors,
  type PasswordValues,
} from './profileRules';
import { changePassword, loadSessions } from './sessionsActions';
import { TextField } from '@/portal/shared/TextField';

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };
const FIELDS: Array<keyof PasswordValues> = ['current', 'next', 'confirm'];

/**
 * The password change: checked before sending (length, confirmation, differs from the current one); the server's
 * reason for a refusal is shown above the button. A change signs out every other session, so the list reloads.
 * Accounts of another sign-in provider have no password here and are told where to change it.
 */
export function PasswordForm() {
  const dispatch = useAppDispatch();
  const provider = useAppSelector(selectSignInProvider);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (field: keyof PasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const found = validatePasswordChange(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const input = formRef.current?.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setSaving(true);
    const result = await dispatch(changePassword({ current_password: values.current, new_password: values.next }));
    setSaving(false);
    if (result.error) {
      setRefusal(toPlainError(result.error).message);
      return;
    }
    setValues(EMPTY);
    dispatch(notify({ kind: 'success', message: passwordChangedMessage(result.response?.data.revoked ?? 0) }));
    void dispatch(loadSessions());
  };

  const field = (name: keyof PasswordValues, label: string, autoComplete: string, hint?: string) => (
    <TextField id={`${id}-${name}`} name={name} label={label} type="password" autoComplete={autoComplete} value={values[name]}
      onChange={update(name)} error={errors[name]} hint={hint} />
  );

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 className="profile-card__title" id={`${id}-title`}>
        Password
      </h2>
      {provider !== PASSWORD_PROVIDER ? (
        <p className="profile-card__text">
          You sign in with {providerLabel(provider)}, so there is no password to change here. Change it with your
          sign-in provider.
        </p>
      ) : (
        <form ref={formRef} className="portal-form" aria-label="Change password" noValidate onSubmit={(event) => void submit(event)}>
          {field('current', 'Current password', 'current-password')}
          {field('next', 'New password', 'new-password', `At least ${MIN_PASSWORD_LENGTH} characters. Other sessions are signed out.`)}
          {field('confirm', 'Confirm new password', 'new-password')}
          {refusal ? (
            <p className="portal-form__error profile-card__refusal" role="alert">
              {refusal}
            </p>
          ) : null}
          <div className="portal-form__actions">
            <Button type="submit" disabled={saving}>
              {saving ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
