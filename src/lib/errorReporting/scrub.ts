/**
 * Scrubbers for error reports (reliability notes, token hygiene): before an event or breadcrumb leaves the
 * browser, identity tokens, Authorization and cookie headers, anything shaped like a JWT, and URL fragments
 * (where the OAuth callback receives its access token) are removed. Pure functions: the input is not modified.
 */

/** Replaces every removed value. */
export const FILTERED = '[Filtered]';

/** Keys whose values are always removed, compared case-insensitively. */
const SENSITIVE_KEYS = new Set([
  'id_token',
  'access_token',
  'refresh_token',
  'mfa_verified_token',
  'mo-temp-id-token',
  'authorization',
  'x-moesif-application-id',
  'cookie',
  'cookies',
  'set-cookie',
  'password',
]);
/** Keys that hold a URL; their fragment is dropped entirely. */
const URL_KEYS = new Set(['url', 'from', 'to', 'href', 'referrer', 'uri']);

const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const TOKEN_PARAM = /\b(id_token|access_token|refresh_token|token)=[^&#\s"']+/gi;
/** A fragment following an absolute URL inside free text. */
const URL_FRAGMENT = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s#"'<>]*)#[^\s"'<>]*/gi;
const MAX_DEPTH = 12;

/** Removes tokens and URL fragments from one string. */
export function scrubString(text: string): string {
  return text
    .replace(URL_FRAGMENT, '$1')
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(TOKEN_PARAM, `$1=${FILTERED}`);
}

/** Removes the fragment of a URL-valued field, absolute ('https://x/y#t') or relative ('/oauth#t'). */
function scrubUrl(text: string): string {
  const hash = text.indexOf('#');
  return scrubString(hash === -1 ? text : text.slice(0, hash));
}

function scrubValue(value: unknown, key: string | undefined, depth: number): unknown {
  const lowerKey = key?.toLowerCase();
  if (lowerKey !== undefined && SENSITIVE_KEYS.has(lowerKey) && value !== undefined && value !== null) {
    return FILTERED;
  }
  if (typeof value === 'string') {
    return lowerKey !== undefined && URL_KEYS.has(lowerKey) ? scrubUrl(value) : scrubString(value);
  }
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [childKey, child] of Object.entries(value)) copy[childKey] = scrubValue(child, childKey, depth + 1);
  return copy;
}

/** Returns a scrubbed copy of any JSON-like value (an event, a breadcrumb, request data). */
export function scrubData<T>(data: T): T {
  return scrubValue(data, undefined, 0) as T;
}

/** Sentry beforeSend hook: the event without secrets. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubData(event);
}

/** Sentry beforeBreadcrumb hook: the breadcrumb without secrets (navigation from/to, fetch URLs, messages). */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubData(breadcrumb);
}
