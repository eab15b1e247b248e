import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { portalPaths } from '@/app/paths';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending } from '@/app/store/loadable';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { LinkPage, LinkRefusal } from './LinkPage';
import { verifyEmail } from './orgUsersActions';
import { selectOrgUsersState } from './orgUsersSlice';

/**
 * /verify-email/{token}: the page the sign-up verification link opens. It uses the link once (the outcome stays in
 * the store for that link, so coming back shows it without spending the link again) and says which organizations
 * the account joined through their domain policy.
 */
export function VerifyEmailScreen() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const { verifyPage } = useAppSelector(selectOrgUsersState);
  const current = verifyPage.token === token ? verifyPage : null;

  useEffect(() => {
    document.title = 'Verify your e-mail address — Apiscope';
  }, []);
  useEffect(() => {
    if (verifyPage.token !== token) void dispatch(verifyEmail(token));
  }, [dispatch, token, verifyPage.token]);

  if (!current || isPending(current)) {
    return (
      <LinkPage title="Verify your e-mail address">
        <PortalStatus kind="loading" title="Verifying your address…" />
      </LinkPage>
    );
  }
  if (current.status === 'failed' || !current.verified) {
    return (
      <LinkPage title="This link cannot verify your address">
        <LinkRefusal message={current.error?.message ?? 'The link could not be used. Open it again.'}>
          <Link className="button button--secondary" to={portalPaths.profile}>Open your profile</Link>
        </LinkRefusal>
      </LinkPage>
    );
  }
  const { email, joined } = current.verified;
  return (
    <LinkPage title="Address verified">
      <p className="invite-page__text">{email} is verified.</p>
      {joined.length > 0 ? (
        <p className="invite-page__text">You joined {joined.map((org) => org.name).join(', ')}, which admit verified addresses of your company domain.</p>
      ) : null}
      <div className="invite-page__actions">
        <Link className="button button--primary" to={portalPaths.root}>Open Apiscope</Link>
      </div>
    </LinkPage>
  );
}
