/**
 * The intent rules of intents.ts wired to the app's cookies (through the session module, the one place that
 * touches cookies). The session module marks cookies secure whenever the page is served over https.
 */
import { readCookie, writeCookie } from '@/api/session';
import { INTENT_COOKIE_NAME } from '@/lib/constants';
import { resolveAndRememberIntent, type CookieStore, type Intent, type IntentQuery } from '@/lib/intents';

/** Cookie access for the intent rules; only the intent cookie is written through it. */
export const intentCookieStore: CookieStore = {
  get: (name) => readCookie(name) ?? undefined,
  set: (name, value, options) => {
    if (name !== INTENT_COOKIE_NAME) throw new Error(`intentCookieStore only writes ${INTENT_COOKIE_NAME}, not ${name}`);
    writeCookie(INTENT_COOKIE_NAME, value, options.expiresHours);
  },
};

/** The intent a page shows for this query; a known query intent is remembered when no intent cookie exists. */
export function resolvePageIntent(query: IntentQuery): Intent {
  return resolveAndRememberIntent(query, intentCookieStore);
}
