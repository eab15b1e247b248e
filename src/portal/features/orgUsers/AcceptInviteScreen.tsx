import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { dashPath, portalPaths } from '@/app/paths';
import { logout } from '@/app/session/logout';
import { selectIsAuthenticated, selectProfile } from '@/app/session/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { isPending, toPlainError } from '@/app/store/loadable';
import { Button } from '@/components/Button';
import { Tabs } from '@/components/Tabs';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { InviteAccountForm } from './InviteAccountForm';
import { LinkPage, LinkRefusal } from './LinkPage';
import { acceptInvite, lookupInvite } from './orgUsersActions';
import { selectOrgUsersState } from './orgUsersSlice';

/** The signed-in part: accept with the invited address, or switch account. */
function AcceptStep({ token, email, signedInAs }: { token: string; email: string; signedInAs: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { invitePage } = useAppSelector(selectOrgUsersState);
  const [failure, setFailure] = useState<string | null>(null);

  if (signedInAs !== email) {
    return (
      <LinkRefusal message={`This invitation is for ${email}, and you are signed in as ${signedInAs}. Sign out, then sign in or sign up with ${email}.`}>
        <Button variant="secondary" onClick={() => void dispatch(logout({ maintainLocation: true }))}>Sign out</Button>
      </LinkRefusal>
    );
  }
  const accept = async () => {
    setFailure(null);
    const result = await dispatch(acceptInvite(token));
    if (result.error || !result.response) {
      setFailure(toPlainError(result.error).message);
      return;
    }
    const { organization, first_app_id: appId } = result.response.data;
    navigate(appId ? dashPath(organization.id, appId) : portalPaths.apps, { replace: true });
  };
  return (
    <>
      {failure ? <p className="invite-alert" role="alert">{failure}</p> : null}
      <div className="invite-page__actions">
        <Button onClick={() => void accept()} disabled={invitePage.accepting}>{invitePage.accepting ? 'Joining…' : 'Accept invitation'}</Button>
        <Link className="button button--ghost" to={portalPaths.root}>Not now</Link>
      </div>
    </>
  );
}

/**
 * /invite/{token}: the page an invitation link opens, outside the portal shell. It names the organization, the role
 * and the invited address; a signed-in user with that address accepts, anyone else signs in or creates an account
 * with it in place and then accepts.
 */
export function AcceptInviteScreen() {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const profile = useAppSelector(selectProfile);
  const { invitePage } = useAppSelector(selectOrgUsersState);
  const [mode, setMode] = useState<'signin' | 'signup'>('signup');
  const current = invitePage.token === token ? invitePage : null;
  const preview = current?.preview ?? null;

  useEffect(() => {
    document.title = 'Accept an invitation — Apiscope';
  }, []);
  // Looked up once per link, and again after a sign-out, which resets every slice.
  useEffect(() => {
    if (invitePage.token !== token) void dispatch(lookupInvite(token));
  }, [dispatch, token, invitePage.token]);

  if (!current || (isPending(current) && !preview)) {
    return (
      <LinkPage title="Your invitation">
        <PortalStatus kind="loading" title="Opening your invitation…" />
      </LinkPage>
    );
  }
  if (current.status === 'failed' || !preview) {
    return (
      <LinkPage title="This invitation cannot be used">
        <LinkRefusal message={current.error?.message ?? 'The invitation could not be read. Open the link again.'}>
          <Link className="button button--secondary" to={signedIn ? portalPaths.root : '/'}>{signedIn ? 'Open Apiscope' : 'Go to the home page'}</Link>
        </LinkRefusal>
      </LinkPage>
    );
  }
  return (
    <LinkPage title={`Join ${preview.organization.name}`}>
      <p className="invite-page__text">
        {preview.invited_by ?? 'An administrator'} invited <strong>{preview.email}</strong> to join {preview.organization.name} as{' '}
        <strong>{preview.role}</strong>.
      </p>
      {signedIn && profile ? (
        <AcceptStep token={token} email={preview.email} signedInAs={profile.email} />
      ) : (
        <Tabs label="Your Apiscope account" value={mode} onValueChange={(value) => setMode(value === 'signin' ? 'signin' : 'signup')}
          tabs={[
            { value: 'signup', label: 'Create an account', content: <InviteAccountForm mode="signup" email={preview.email} /> },
            { value: 'signin', label: 'Sign in', content: <InviteAccountForm mode="signin" email={preview.email} /> },
          ]} />
      )}
    </LinkPage>
  );
}
