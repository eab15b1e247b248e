import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { APP_NAME_MAX_LENGTH, validateAppName } from '@/portal/core/organizationsRules';
import './AppNameForm.css';

/** Props of {@link AppNameForm}. */
export interface AppNameFormProps {
  label: string;
  initialName?: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the valid, trimmed name; answers the confirmation to announce, or null when the call failed. */
  onSubmit: (name: string) => Promise<string | null>;
  /** Empties the field after a success (a create form), instead of keeping the saved name (a rename form). */
  clearOnSuccess?: boolean;
  /** Id of a heading that names the form (makes it a named form landmark). */
  labelledBy?: string;
}

/**
 * One app-name field with its button: checks the name first (the message is tied to the field), then sends it.
 * Server failures are the error policy's notices; a success is confirmed in a polite live region.
 */
export function AppNameForm({ label, initialName = '', submitLabel, busyLabel, onSubmit, clearOnSuccess = false, labelledBy }: AppNameFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
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
    const confirmed = await onSubmit(name.trim());
    setSaving(false);
    if (!confirmed) return;
    if (clearOnSuccess) setName('');
    setConfirmation(confirmed);
  };

  return (
    <form className="app-name-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <label htmlFor={`${id}-name`}>{label}</label>
      <p className="app-name-form__hint" id={`${id}-hint`}>
        For example the API or environment it logs, such as “Orders API (production)”. Up to {APP_NAME_MAX_LENGTH} characters.
      </p>
      <div className="app-name-form__row">
        <input
          ref={inputRef}
          id={`${id}-name`}
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? busyLabel : submitLabel}
        </Button>
      </div>
      {error ? (
        <p className="app-name-form__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <p className="app-name-form__confirmation" role="status">
        {confirmation}
      </p>
    </form>
  );
}
