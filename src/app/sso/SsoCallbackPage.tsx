import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { selectErrorMessage } from '@/api/errors';
import { paths } from '@/app/paths';
import { useAppDispatch } from '@/app/store/hooks';
import { completeSsoSignIn } from './ssoThunks';
import { EXCHANGE_FAILED, NOTHING_TO_COMPLETE, readSsoCallback } from './ssoCallbackRules';
import '@/app/login/LoginPage.css';

/**
 * /sso/callback: where the server sends the browser after a single sign-on. The outcome is in the fragment (never
 * sent to a server): a one-time code is exchanged for the session and the user goes on to /wrap; a refusal is shown
 * with a way back to the log-in page. The fragment is removed from the address bar at once.
 */
export function SsoCallbackPage() {
  const dispatch = useAppDispatch();
  const [outcome] = useState(() => readSsoCallback(window.location.hash));
  const [failure, setFailure] = useState<string | null>(() =>
    outcome.kind === 'error' ? outcome.message : outcome.kind === 'empty' ? NOTHING_TO_COMPLETE : null,
  );
  const started = useRef(false);

  useEffect(() => {
    document.title = 'Signing in — Apiscope';
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (outcome.kind !== 'code' || started.current) return;
    started.current = true;
    void dispatch(completeSsoSignIn(outcome.code)).then((result) => {
      if (result.error) setFailure(selectErrorMessage(result.error) ?? EXCHANGE_FAILED);
    });
  }, [dispatch, outcome]);

  return (
    <div className="login-page">
      <h1 className="login-page__title">{failure ? 'Sign-in not completed' : 'Signing you in…'}</h1>
      {failure ? (
        <>
          <p className="login-page__error" role="alert">{failure}</p>
          <p className="login-page__signup"><Link to={paths.login}>Back to log in</Link></p>
        </>
      ) : (
        <p role="status">Completing your single sign-on.</p>
      )}
    </div>
  );
}
