import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';

/** Props of {@link DeleteAppDialog}. */
export interface DeleteAppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appName: string;
  /** Runs the deletion; answers the refusal to show, or null when the app was deleted. */
  onConfirm: () => Promise<string | null>;
}

/**
 * The confirm dialog of SPEC section 2 ('Are you sure?', 'Yes', 'No') for deleting an app; 'Yes' stays disabled until
 * the app's name is typed, and a refusal is shown in the dialog.
 */
export function DeleteAppDialog({ open, onOpenChange, appName, onConfirm }: DeleteAppDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const matches = typed.trim() === appName;

  function change(next: boolean) {
    if (!next) {
      setTyped('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) {
      setError(`Type ${appName} to confirm.`);
      return;
    }
    setDeleting(true);
    const refusal = await onConfirm();
    setDeleting(false);
    if (refusal) setError(refusal);
  }

  return (
    <Dialog open={open} onOpenChange={change} title="Are you sure?" size="narrow">
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Delete app">
        <p className="settings-card__text">
          Deleting <strong>{appName}</strong> removes the app and stops its collector keys; its events can no longer be viewed. This cannot be undone.
        </p>
        <div className="settings-field">
          <label htmlFor={`${id}-name`}>Type the app name to confirm</label>
          <input id={`${id}-name`} className="settings-input" value={typed} autoComplete="off" spellCheck={false}
            onChange={(event) => setTyped(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          {error ? <p className="settings-field__error" id={`${id}-error`} role="alert">{error}</p> : null}
        </div>
        <div className="settings-actions">
          <Button variant="secondary" onClick={() => change(false)}>No</Button>
          <Button type="submit" disabled={!matches || deleting}>{deleting ? 'Deleting…' : 'Yes'}</Button>
        </div>
      </form>
    </Dialog>
  );
}
