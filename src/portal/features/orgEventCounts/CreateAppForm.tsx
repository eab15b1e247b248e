import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { postApp } from '@/portal/core/organizationsActions';
import { APP_NAME_MAX_LENGTH, validateAppName } from '@/portal/core/organizationsRules';
import './CreateAppForm.css';

/** Props of {@link CreateAppForm}. */
export interface CreateAppFormProps {
  orgId: string;
  orgName: string;
}

/**
 * 'Create app' for one organization: checks the name, posts it (the organizations slice adds and selects the new
 * app), and confirms; server errors become toasts.
 */
export function CreateAppForm({ orgId, orgName }: CreateAppFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirmation('');
    const problem = validateAppName(name);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    const trimmed = name.trim();
    const result = await dispatch(postApp(orgId, trimmed));
    setSaving(false);
    const created = result.response?.data;
    if (result.error || !created?.id) return;
    setName('');
    setConfirmation(`App “${created.name || trimmed}” created. Get its collector token above.`);
  };

  return (
    <form className="account-create" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h4 className="account-create__title" id={`${id}-title`}>
        Create an app in {orgName}
      </h4>
      <label className="account-create__label" htmlFor={`${id}-name`}>
        App name
      </label>
      <p className="account-create__hint" id={`${id}-hint`}>
        For example the API or environment it logs, such as “Orders API (production)”. Up to {APP_NAME_MAX_LENGTH} characters.
      </p>
      <div className="account-create__row">
        <input
          ref={inputRef}
          id={`${id}-name`}
          className="account-create__input"
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          autoComplete="off"
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Creating…' : 'Create app'}
        </Button>
      </div>
      {error && (
        <p className="account-create__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <p className="account-create__confirmation" role="status">
        {confirmation}
      </p>
    </form>
  );
}
