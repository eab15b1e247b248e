/**
 * Choosing the sign-up intent (SPEC sections 1 and 5): only known intents are honoured, the query wins over the
 * remembered cookie, and the cookie mo-intent is written only when none exists yet.
 */
import { INTENT_COOKIE_LIFETIME_HOURS, INTENT_COOKIE_NAME } from './constants';
import { DEFAULT_INTENT_KEY, INTENT_KEYS, INTENTS, type Intent, type IntentKey } from './intentCatalog';

export { DEFAULT_INTENT_KEY, INTENT_KEYS, INTENTS, type Intent, type IntentKey } from './intentCatalog';

/** Attributes of a cookie write. */
export interface CookieWriteOptions {
  /** Lifetime in hours. */
  expiresHours: number;
  secure: boolean;
  path: string;
}

/** The cookie access this module needs; the app passes an adapter over its session module. */
export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieWriteOptions): void;
}

/** True when `value` names a known intent (exact, lower-case key). */
export function isIntentKey(value: unknown): value is IntentKey {
  return typeof value === 'string' && (INTENT_KEYS as readonly string[]).includes(value);
}

/** Where an intent may be read from: a query string, URLSearchParams, or parsed query params. */
export type IntentQuery = string | URLSearchParams | { intent?: unknown } | undefined;

function queryIntent(query: IntentQuery): unknown {
  if (query === undefined) return undefined;
  if (typeof query === 'string') return new URLSearchParams(query).get('intent') ?? undefined;
  if (query instanceof URLSearchParams) return query.get('intent') ?? undefined;
  return query.intent;
}

/**
 * The intent to show: the query's intent if known, else the cookie's if known, else the default ('product').
 */
export function resolveIntent(query: IntentQuery, cookieValue: string | undefined): Intent {
  const fromQuery = queryIntent(query);
  if (isIntentKey(fromQuery)) return INTENTS[fromQuery];
  if (isIntentKey(cookieValue)) return INTENTS[cookieValue];
  return INTENTS[DEFAULT_INTENT_KEY];
}

/**
 * Remembers a known intent in the mo-intent cookie (504 hours, secure, path /) unless a cookie already exists.
 * Returns true when it wrote the cookie.
 */
export function rememberIntent(store: CookieStore, key: unknown): boolean {
  if (!isIntentKey(key)) return false;
  if (store.get(INTENT_COOKIE_NAME)) return false;
  store.set(INTENT_COOKIE_NAME, key, { expiresHours: INTENT_COOKIE_LIFETIME_HOURS, secure: true, path: '/' });
  return true;
}

/** Resolves the intent for a page and remembers the query's intent when no cookie exists yet. */
export function resolveAndRememberIntent(query: IntentQuery, store: CookieStore): Intent {
  const intent = resolveIntent(query, store.get(INTENT_COOKIE_NAME));
  rememberIntent(store, queryIntent(query));
  return intent;
}
