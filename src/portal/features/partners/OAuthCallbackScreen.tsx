import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { OAUTH_WINDOW_CLOSE_MS } from '@/lib/constants';
import { oauthOutcome, oauthSuccessMessage, parseOAuthFragment, partnerStorageKey, type OAuthOutcome } from './oauthCallbackRules';
import { takeUrlFragment } from './oauthFragment';
import { RESERVED_STORAGE_KEYS, storePartnerAppToken, takeExpectedOAuthState } from './partnerProvisioningActions';
import { PartnerPage } from './PartnerPage';

/** Where the callback stands: waiting for the answer to be handled, then how it ended. */
type CallbackStatus = 'waiting' | OAuthOutcome | 'not-saved';

const RESULTS: Record<Exclude<CallbackStatus, 'waiting' | 'received'>, { title: string; text: string }> = {
  missing: {
    title: 'Did you authorize the product to access your account?',
    text: 'No access token came back from the partner. Close this window, connect again and allow access when asked.',
  },
  unverified: {
    title: 'This authorization could not be verified',
    text: 'It does not answer a connection started in this browser, so nothing was saved. Close this window and connect again from Apiscope.',
  },
  'unknown-partner': {
    title: 'Unknown partner',
    text: 'This address does not name a partner Apiscope connects to, so nothing was saved.',
  },
  'not-saved': {
    title: 'The connection could not be saved',
    text: 'Your browser refused to store it (private browsing or full storage). Allow site data for Apiscope and connect again.',
  },
};

/**
 * The OAuth callback (oauth/:partner), opened by a partner in a popup. The token arrives in the URL fragment, which
 * leaves the address bar on the first render; the token is then stored under the partner's name, the page says
 * 'Thanks' and the window closes after 2 s. Every state offers a Close button.
 */
export function OAuthCallbackScreen() {
  const { partner } = useParams();
  // First thing the page does: the fragment, token included, leaves the URL and the history entry.
  const [answer] = useState(() => parseOAuthFragment(takeUrlFragment()));
  const [status, setStatus] = useState<CallbackStatus>('waiting');
  const handled = useRef(false);
  const key = partnerStorageKey(partner, RESERVED_STORAGE_KEYS);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const outcome = oauthOutcome(answer, key === null ? null : takeExpectedOAuthState(key), key);
    const saved = outcome === 'received' && key !== null && answer.accessToken !== null && storePartnerAppToken(key, answer.accessToken);
    setStatus(outcome === 'received' && !saved ? 'not-saved' : outcome);
  }, [answer, key]);

  useEffect(() => {
    if (status !== 'received') return undefined;
    const timer = window.setTimeout(() => window.close(), OAUTH_WINDOW_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const extra = oauthSuccessMessage(key);
  return (
    <PartnerPage title="Connecting">
      {status === 'waiting' ? (
        <p className="partner-page__text" role="status">
          Waiting for the partner’s answer…
        </p>
      ) : status === 'received' ? (
        <div role="status">
          <h1 className="partner-page__title">Thanks</h1>
          {extra ? <p className="partner-page__text">{extra}</p> : null}
          <p className="partner-page__text">This window closes in {OAUTH_WINDOW_CLOSE_MS / 1000} seconds.</p>
        </div>
      ) : (
        <div role="alert">
          <h1 className="partner-page__title">{RESULTS[status].title}</h1>
          <p className="partner-page__text">{RESULTS[status].text}</p>
        </div>
      )}
      <div className="partner-page__actions">
        <Button variant="secondary" onClick={() => window.close()}>
          Close
        </Button>
      </div>
    </PartnerPage>
  );
}
