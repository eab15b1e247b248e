import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import './ConfirmDialog.css';

/** An extra, third choice shown beside confirm and cancel (e.g. "Save as draft"). */
export interface ConfirmDialogAction {
  label: string;
  onClick: () => void;
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
      <div className="confirm-dialog__buttons">
        <Button variant="secondary" onClick={choose(onCancel)}>
          {cancelLabel}
        </Button>
        {action ? (
          <Button variant="ghost" onClick={choose(action.onClick)}>
            {action.label}
          </Button>
        ) : null}
        <Button onClick={choose(onConfirm)}>{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}
