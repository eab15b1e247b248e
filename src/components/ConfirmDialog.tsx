import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import './ConfirmDialog.css';

/** An extra, third choice shown beside confirm and cancel (e.g. "Save as draft"). */
export interface ConfirmDialogAction {
  label: string;
  onClick: () => void;
}

/**
 * How the confirm button looks: `default` for ordinary choices, `danger` (red) for destructive ones that cannot be
 * undone: removing a member, revoking a key or an invitation, deleting an app or an organization.
 */
export type ConfirmTone = 'default' | 'danger';

/** Props of {@link ConfirmButtons}. */
export interface ConfirmButtonsProps {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** Omitted for a submit button, whose form's submit handler confirms. */
  onConfirm?: () => void;
  /** `submit` makes the confirm button submit the surrounding form. */
  confirmType?: 'button' | 'submit';
  confirmDisabled?: boolean;
  tone?: ConfirmTone;
  action?: ConfirmDialogAction;
}

/** The button row of a confirmation: cancel, the optional extra action, then confirm (red for the danger tone). */
export function ConfirmButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmType = 'button',
  confirmDisabled,
  tone = 'default',
  action,
}: ConfirmButtonsProps) {
  return (
    <div className="confirm-dialog__buttons">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {action ? (
        <Button variant="ghost" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      <Button
        type={confirmType}
        className={tone === 'danger' ? 'confirm-dialog__confirm--danger' : undefined}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called when the dialog should close without a choice (Escape, close button) and after every choice. */
  onOpenChange: (open: boolean) => void;
  /** Defaults to 'Are you sure?'. */
  title?: ReactNode;
  /** What will happen if the user confirms. */
  content?: ReactNode;
  /** Label of the confirm button; defaults to 'Yes'. */
  confirmLabel?: string;
  /** Label of the cancel button; defaults to 'No'. */
  cancelLabel?: string;
  /** `danger` shows a red confirm button, for destructive actions. Defaults to `default`. */
  tone?: ConfirmTone;
  onConfirm: () => void;
  onCancel?: () => void;
  action?: ConfirmDialogAction;
}

/** The generic "are you sure" dialog: title, content, confirm, cancel and an optional extra action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Are you sure?',
  content,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'default',
  onConfirm,
  onCancel,
  action,
}: ConfirmDialogProps) {
  const choose = (handler?: () => void) => () => {
    handler?.();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="narrow">
      {content ? <div className="confirm-dialog__content">{content}</div> : null}
      <ConfirmButtons
        cancelLabel={cancelLabel}
        onCancel={choose(onCancel)}
        confirmLabel={confirmLabel}
        onConfirm={choose(onConfirm)}
        tone={tone}
        action={action ? { label: action.label, onClick: choose(action.onClick) } : undefined}
      />
    </Dialog>
  );
}
