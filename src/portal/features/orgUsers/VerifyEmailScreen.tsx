import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { requestVerifyEmail, type EmailVerified } from '@/api/orgUsers';
import { portalPaths } from '@/app/paths';
import { toPlainError } from '@/app/store/loadable';
import { Logo } from '@/components/Logo';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import './InvitePage.css';

type Outcome = { kind: 'loading' } | { kind: 'done'; result: EmailVerified } | { kind: 'failed'; message: string };

/**
 * /verify-email/{token}: the page the sign-up verification link opens. It uses the link once and says which
 * organizations the account joined through their domain policy. Nothing is kept in the store: the page is one call.
 */
export function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useEffect(() => {
    document.title = 'Verify your e-mail address — Apiscope';
    let current = true;
    void requestVerifyEmail(token, { silent: true }).then((result) => {
      if (!current) return;
      if (result.error || !result.response) setOutcome({ kind: 'failed', message: toPlainError(result.error).message });
      else setOutcome({ kind: 'done', result: result.response.data });
    });
    return () => {
      current = false;
    };
  }, [token]);

  let body;
  if (outcome.kind === 'loading') {
    body = (
      <>
        <h1 className="invite-page__title">Verify your e-mail address</h1>
        <PortalStatus kind="loading" title="Verifying your address…" />
      </>
    );
  } else if (outcome.kind === 'failed') {
    body = (
      <>
        <h1 className="invite-page__title">This link cannot verify your address</h1>
        <p className="invite-alert" role="alert">{outcome.message}</p>
        <div className="invite-page__actions">
          <Link className="button button--secondary" to={portalPaths.profile}>Open your profile</Link>
        </div>
      </>
    );
  } else {
    const { email, joined } = outcome.result;
    body = (
      <>
        <h1 className="invite-page__title">Address verified</h1>
        <p className="invite-page__text">{email} is verified.</p>
        {joined.length > 0 ? (
          <p className="invite-page__text">You joined {joined.map((org) => org.name).join(', ')}, which admit verified addresses of your company domain.</p>
        ) : null}
        <div className="invite-page__actions">
          <Link className="button button--primary" to={portalPaths.root}>Open Apiscope</Link>
        </div>
      </>
    );
  }
  return (
    <div className="invite-page">
      <header className="invite-page__header">
        <Link to="/" className="invite-page__brand" aria-label="Apiscope home"><Logo /></Link>
      </header>
      <main className="invite-page__main">
        <div className="invite-page__card">{body}</div>
      </main>
    </div>
  );
}
