import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { notify } from '@/app/notifications/notificationsSlice';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PortalStatus } from '@/portal/shared/PortalStatus';
import { loadSessions, revokeOtherSessions, revokeSession } from './sessionsActions';
import { orderSessions, revokedMessage } from './sessionsRules';
import { selectSessionsState } from './sessionsSlice';
import { SessionItem } from './SessionItem';

/**
 * The devices signed in to the account: "Sign out" per other session and "Sign out of all other sessions" (after a
 * confirmation). The list reloads after every sign-out; focus moves to the list when the pressed button goes away.
 */
export function ActiveSessions() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSessionsState);
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [confirming, setConfirming] = useState(false);
  const sessions = useMemo(() => orderSessions(state.list), [state.list]);
  const others = sessions.filter((session) => !session.current).length;

  useEffect(() => {
    void dispatch(loadSessions());
  }, [dispatch]);

  const signedOut = async (revoked: number) => {
    listRef.current?.focus();
    dispatch(notify({ kind: 'success', message: revokedMessage(revoked) }));
    await dispatch(loadSessions());
  };
  const signOut = async (sessionId: string) => {
    const result = await dispatch(revokeSession(sessionId));
    if (!result.error) await signedOut(1);
  };
  const signOutOthers = async () => {
    const result = await dispatch(revokeOtherSessions());
    if (!result.error) await signedOut(result.response?.data.revoked ?? 0);
  };
  const retry = () => void dispatch(loadSessions());

  let body;
  if (!state.hasData && state.status === 'failed') {
    body = (
      <PortalStatus kind="error" title="Your sessions could not be loaded" message={state.error?.message}>
        <Button variant="secondary" onClick={retry}>Retry</Button>
      </PortalStatus>
    );
  } else if (!state.hasData) {
    body = <PortalStatus kind="loading" title="Loading your sessions…" />;
  } else if (sessions.length === 0) {
    body = <PortalStatus kind="empty" title="No active sessions" message="Devices appear here once you sign in on them." />;
  } else {
    const now = Date.now();
    body = (
      <ul ref={listRef} className="session-list" aria-labelledby={`${id}-title`} tabIndex={-1}>
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} now={now} revoking={state.revoking.includes(session.id)}
            onSignOut={(sessionId) => void signOut(sessionId)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <div className="profile-card__header">
        <h2 className="profile-card__title" id={`${id}-title`}>
          Active sessions
        </h2>
        {others > 0 ? (
          <Button variant="secondary" disabled={state.revokingOthers} onClick={() => setConfirming(true)}>
            {state.revokingOthers ? 'Signing out…' : 'Sign out of all other sessions'}
          </Button>
        ) : null}
      </div>
      <p className="profile-card__text">Browsers and devices signed in to your account. Sign out of any you do not recognise.</p>
      {state.hasData && state.status === 'failed' ? (
        <div className="profile-card__refusal" role="alert">
          <p className="portal-form__error">The list could not be refreshed: {state.error?.message}</p>
          <Button variant="ghost" onClick={retry}>Retry</Button>
        </div>
      ) : null}
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out of all other sessions?"
        content={`${others} other ${others === 1 ? 'session' : 'sessions'} will be signed out. Anyone using them must sign in again.`}
        confirmLabel="Sign out"
        cancelLabel="Cancel"
        onConfirm={() => void signOutOthers()}
      />
    </section>
  );
}
