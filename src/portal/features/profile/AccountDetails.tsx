import { useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/app/notifications/notificationsSlice';
import { selectProfile, selectSignInProvider } from '@/app/session/authSlice';
import { updateProfile } from '@/app/session/authThunks';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { MAX_NAME_LENGTH, nameError, providerLabel } from './profileRules';
import { TextField } from '@/portal/shared/TextField';

/**
 * The account block: the editable name (saved through the session's profile update, confirmed with a toast; a
 * refusal is toasted by the error policy), and the e-mail address and sign-in provider, which cannot be changed here.
 */
export function AccountDetails() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const provider = useAppSelector(selectSignInProvider);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const saved = typeof profile?.name === 'string' ? profile.name : '';
  const [name, setName] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    const trimmed = name.trim();
    const result = await dispatch(updateProfile({ name: trimmed }));
    setSaving(false);
    if (result.error) return;
    setName(trimmed);
    dispatch(notify({ kind: 'success', message: 'Your name was saved.' }));
  };

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 className="profile-card__title" id={`${id}-title`}>
        Account
      </h2>
      <form className="portal-form profile-name" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${id}-name`}
          label="Name"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          error={error ?? undefined}
          inputRef={inputRef}
          autoComplete="name"
          hint={`Shown to your teammates. Up to ${MAX_NAME_LENGTH} characters.`}
        />
        <div className="portal-form__actions">
          <Button type="submit" disabled={saving || name.trim() === saved.trim()}>
            {saving ? 'Saving…' : 'Save name'}
          </Button>
        </div>
      </form>
      <dl className="profile-facts">
        <div>
          <dt>E-mail</dt>
          <dd>{profile?.email ?? '—'}</dd>
        </div>
        <div>
          <dt>Sign-in provider</dt>
          <dd>{providerLabel(provider)}</dd>
        </div>
      </dl>
    </section>
  );
}
