/** What the server's redirect to /sso/callback carries in the fragment. */
export type SsoCallbackOutcome = { kind: 'code'; code: string } | { kind: 'error'; message: string } | { kind: 'empty' };

/** Longest error message shown as given (the server's messages are far shorter). */
const MAX_MESSAGE_LENGTH = 300;

/** Reads `#code=...` or `#error=...` from the callback page's fragment. */
export function readSsoCallback(hash: string): SsoCallbackOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (code) return { kind: 'code', code };
  const error = params.get('error');
  if (error) return { kind: 'error', message: error.slice(0, MAX_MESSAGE_LENGTH) };
  return { kind: 'empty' };
}

/** Shown when the page is opened without a sign-in to complete. */
export const NOTHING_TO_COMPLETE = 'There is no sign-in to complete here. Start from the log-in page.';
/** Shown when the exchange fails without a message. */
export const EXCHANGE_FAILED = 'We could not complete your sign-in. Please try again.';
