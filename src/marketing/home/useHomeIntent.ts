import { useEffect } from 'react';
import { COOKIE_NAMES, readCookie, writeCookie } from '@/api/session';
import { rememberIntent, resolveIntent, type CookieStore, type Intent } from '@/lib/intents';

const intentCookies: CookieStore = {
  get: (name) => readCookie(name) ?? undefined,
  set: (_name, value, options) => writeCookie(COOKIE_NAMES.intent, value, options.expiresHours),
};

/**
 * The intent whose copy the home page shows: the query's `intent` if known, else a remembered one, else the
 * default. A known query intent is remembered in the mo-intent cookie when none exists yet.
 */
export function useHomeIntent(search: string): Intent {
  const intent = resolveIntent(search, readCookie(COOKIE_NAMES.intent) ?? undefined);
  const queryIntent = new URLSearchParams(search).get('intent');
  useEffect(() => {
    rememberIntent(intentCookies, queryIntent);
  }, [queryIntent]);
  return intent;
}
