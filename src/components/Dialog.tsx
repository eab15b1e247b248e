import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './Dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with false when the user closes it (Escape, overlay click, close button). */
  onOpenChange: (open: boolean) => void;
  /** Visible heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Optional sentence under the title, also the dialog's accessible description. */
  description?: ReactNode;
  /** `wide` suits forms and embedded pages; `narrow` suits confirmations. */
  size?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * A modal dialog: focus is trapped inside, Escape closes it, focus returns to the opener.
 * Built on @radix-ui/react-dialog; every dialog in the app goes through this wrapper.
 */
export function Dialog({ open, onOpenChange, title, description, size = 'wide', children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={`dialog__content dialog__content--${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
