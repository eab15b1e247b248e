import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmButtons } from '@/components/ConfirmDialog';
import { Dialog } from '@/components/Dialog';
import './SettingsCard.css';

/** Props of {@link TypedConfirmDialog}. */
export interface TypedConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the form, e.g. "Delete app". */
  formLabel: string;
  /** What must be typed to confirm (the name of the thing deleted). */
  expected: string;
  /** Label of the input, e.g. "Type the app name to confirm". */
  inputLabel: string;
  /** What the action removes, shown above the input (inline content: it sits in a paragraph). */
  children: ReactNode;
  /** Runs the action with the typed text; answers the refusal to show, or null when it succeeded (the dialog closes). */
  onConfirm: (typed: string) => Promise<string | null>;
  /** Defaults to 'Yes'. */
  confirmLabel?: string;
  /** Defaults to 'Deleting…'. */
  busyLabel?: string;
}

/**
 * The confirm dialog of SPEC section 2 ('Are you sure?', 'Yes', 'No') for a destructive action that cannot be undone:
 * the red 'Yes' stays disabled until `expected` is typed, and a refusal is shown in the dialog.
 */
export function TypedConfirmDialog({
  open,
  onOpenChange,
  formLabel,
  expected,
  inputLabel,
  children,
  onConfirm,
  confirmLabel = 'Yes',
  busyLabel = 'Deleting…',
}: TypedConfirmDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === expected;

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
      setError(`Type ${expected} to confirm.`);
      return;
    }
    setBusy(true);
    const refusal = await onConfirm(typed.trim());
    setBusy(false);
    if (refusal) setError(refusal);
    else change(false);
  }

  return (
    <Dialog open={open} onOpenChange={change} title="Are you sure?" size="narrow">
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-label={formLabel}>
        <p className="settings-card__text">{children}</p>
        <div className="settings-field">
          <label htmlFor={`${id}-typed`}>{inputLabel}</label>
          <input id={`${id}-typed`} className="settings-input" value={typed} autoComplete="off" spellCheck={false}
            onChange={(event) => setTyped(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
          {error ? <p className="settings-field__error" id={`${id}-error`} role="alert">{error}</p> : null}
        </div>
        <ConfirmButtons cancelLabel="No" onCancel={() => change(false)} confirmLabel={busy ? busyLabel : confirmLabel}
          confirmType="submit" confirmDisabled={!matches || busy} tone="danger" />
      </form>
    </Dialog>
  );
}
