import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortalOrganization } from '@/api/portal';
import { dashPath } from '@/app/paths';
import { toPlainError } from '@/app/store/loadable';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { postApp } from '@/portal/core/organizationsActions';
import { APP_NAME_MAX_LENGTH, validateAppName } from '@/portal/core/organizationsRules';

/** Props of {@link NewAppDialog}. */
export interface NewAppDialogProps {
  org: PortalOrganization;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates an app in an organization, then opens it. A refusal is shown in the dialog (and as the policy's toast). */
export function NewAppDialog({ org, open, onOpenChange }: NewAppDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateAppName(name);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    const result = await dispatch(postApp(org.id, name.trim()));
    setSaving(false);
    // The error policy's toast sits behind the modal: say it here too, where the user is.
    if (result.error || !result.response) {
      setError(`The app could not be created: ${toPlainError(result.error).message}`);
      return;
    }
    setName('');
    onOpenChange(false);
    void navigate(dashPath(org.id, result.response.data.id));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New app" description={`Apps keep separate data inside ${org.name}.`} size="narrow">
      <form className="portal-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId}>App name</label>
        <input
          id={inputId}
          value={name}
          maxLength={APP_NAME_MAX_LENGTH + 10}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
        />
        {error ? (
          <p id={errorId} className="portal-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="portal-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? 'Creating…' : 'Create app'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
