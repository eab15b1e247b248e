import type { ReactNode } from 'react';
import './PortalStatus.css';

/** Props of {@link PortalStatus}. */
export interface PortalStatusProps {
  kind: 'loading' | 'empty' | 'error';
  title: string;
  message?: ReactNode;
  /** Optional action (a retry button, a link). */
  children?: ReactNode;
}

/**
 * The loading, empty and error states every portal screen shows in place of its data. Loading is announced
 * politely; errors are announced at once.
 */
export function PortalStatus({ kind, title, message, children }: PortalStatusProps) {
  return (
    <div className={`portal-status portal-status--${kind}`} role={kind === 'error' ? 'alert' : 'status'} aria-busy={kind === 'loading' ? true : undefined}>
      {kind === 'loading' ? <span className="portal-status__spinner" aria-hidden="true" /> : null}
      <p className="portal-status__title">{title}</p>
      {message ? <p className="portal-status__message">{message}</p> : null}
      {children ? <div className="portal-status__actions">{children}</div> : null}
    </div>
  );
}
