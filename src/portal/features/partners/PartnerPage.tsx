import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import './PartnerPage.css';

/** Props of {@link PartnerPage}. */
export interface PartnerPageProps {
  /** Document title, without the product suffix. */
  title: string;
  children: ReactNode;
}

/**
 * The bare layout of the partner pages (OAuth callback, provision, register): they are reached from another
 * product's window or marketplace, so they show the logo and one card, without the marketing header or portal shell.
 */
export function PartnerPage({ title, children }: PartnerPageProps) {
  useEffect(() => {
    document.title = `${title} — Apiscope`;
  }, [title]);
  return (
    <div className="partner-page">
      <header className="partner-page__header">
        <Link to="/" className="partner-page__brand">
          <Logo />
        </Link>
      </header>
      <main className="partner-page__main">
        <div className="partner-page__card">{children}</div>
      </main>
    </div>
  );
}
