/**
 * Pure rules of the OAuth callback page (SPEC section 2, oauth/:partner): what came back in the URL fragment, under
 * which key a partner's token may be stored, and whether the answer is accepted.
 */

/** What a partner's authorization sent back in the fragment (implicit grant). */
export interface OAuthAnswer {
  accessToken: string | null;
  /** Echo of the `state` the authorization was started with. */
  state: string | null;
  /** OAuth error code, e.g. 'access_denied'. */
  error: string | null;
}

const nonEmpty = (value: string | null): string | null => (value && value.trim() ? value.trim() : null);

/** Reads `access_token`, `state` and `error` from a URL fragment (with or without its '#'). */
export function parseOAuthFragment(fragment: string): OAuthAnswer {
  const values = new URLSearchParams(fragment.startsWith('#') ? fragment.slice(1) : fragment);
  return { accessToken: nonEmpty(values.get('access_token')), state: nonEmpty(values.get('state')), error: nonEmpty(values.get('error')) };
}

// Letters and digits only: no key of the app's own (id_token, recent_app, hideStartPage-..., oauth_state_...) fits.
const PARTNER_KEY = /^[a-z][a-z0-9]{1,31}$/;

/**
 * The local storage key a partner's token goes under: its lower-case name, or null when the name could clash with
 * a value the app keeps itself (a link to oauth/id_token must not replace the user's identity token).
 */
export function partnerStorageKey(partner: string | undefined, reservedKeys: readonly string[]): string | null {
  const key = partner?.trim().toLowerCase() ?? '';
  if (!PARTNER_KEY.test(key)) return null;
  return reservedKeys.some((reserved) => reserved.toLowerCase() === key) ? null : key;
}

/** How the callback ends. */
export type OAuthOutcome = 'received' | 'missing' | 'unverified' | 'unknown-partner';

/**
 * Accepts a token only for a usable partner name and only with the `state` this browser started the authorization
 * with; an answer carrying a state nobody here is waiting for (replayed, or started elsewhere) is refused as well.
 * Without any state on either side (partners that send none) the token is accepted.
 */
export function oauthOutcome(answer: OAuthAnswer, expectedState: string | null, partnerKey: string | null): OAuthOutcome {
  if (partnerKey === null) return 'unknown-partner';
  if (answer.accessToken === null) return 'missing';
  return answer.state === expectedState ? 'received' : 'unverified';
}

/** The partner whose callback gets its own success line. */
export const SEGMENT_PARTNER = 'segment';

/** The extra success line for a partner: 'Segment integration added successfully.' for Segment, else null. */
export const oauthSuccessMessage = (partnerKey: string | null): string | null =>
  partnerKey === SEGMENT_PARTNER ? 'Segment integration added successfully.' : null;
