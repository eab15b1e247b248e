import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import './InvitePage.css';

/**
 * The frame of a page that a link sent by e-mail opens outside the portal shell (an invitation, an address
 * verification): a logo bar and one card headed by the page's title.
 */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="invite-page">
      <header className="invite-page__header">
        <Link to="/" className="invite-page__brand" aria-label="Apiscope home"><Logo /></Link>
      </header>
      <main className="invite-page__main">
        <div className="invite-page__card">
          <h1 className="invite-page__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}

/** A link that cannot be used: the server's reason, then the ways on (links or buttons) as children. */
export function LinkRefusal({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <p className="invite-alert" role="alert">{message}</p>
      <div className="invite-page__actions">{children}</div>
    </>
  );
}
