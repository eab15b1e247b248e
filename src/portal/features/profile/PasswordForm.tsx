import { useId, type FormEvent } from 'react';
import { notify } from '@/app/notifications/notificationsSlice';
import { selectSignInProvider } from '@/app/session/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_PROVIDER,
  passwordChangedMessage,
  providerLabel,
  validatePasswordChange,
  type PasswordValues,
} from './profileRules';
import { changePassword, loadSessions } from './sessionsActions';
import { TextField } from '@/portal/shared/TextField';
import { useFormFields } from '@/portal/shared/useFormFields';

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
  const { formRef, values, setValues, field, submit, failure: refusal, sending: saving } = useFormFields(EMPTY, FIELDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submit(validatePasswordChange(values), () =>
      dispatch(changePassword({ current_password: values.current, new_password: values.next })));
    if (!result) return;
    setValues(EMPTY);
    dispatch(notify({ kind: 'success', message: passwordChangedMessage(result.response?.data.revoked ?? 0) }));
    void dispatch(loadSessions());
  };

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
        <form ref={formRef} className="portal-form" aria-label="Change password" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField {...field('current')} label="Current password" type="password" autoComplete="current-password" />
          <TextField {...field('next')} label="New password" type="password" autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. Other sessions are signed out.`} />
          <TextField {...field('confirm')} label="Confirm new password" type="password" autoComplete="new-password" />
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
