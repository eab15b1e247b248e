import type { TestServer } from '../../support/testServer';
import { TestBrowser } from './ssoBrowser';

/** What the person types on the provider's sign-in page. */
export interface ProviderLogin {
  email: string;
  name?: string;
  /** Whether the provider vouches for the address (default true). */
  verified?: boolean;
}

/** The outcome the callback hands to the web app: the fragment of its redirect to /sso/callback. */
export interface CallbackOutcome {
  status: number;
  location: string;
  code?: string;
  error?: string;
}

/**
 * Runs a sign-in up to the provider's redirect back: start at Apiscope, sign in at the provider (consent is
 * automatic) and stop before the callback. Answers the callback URL the provider sent the browser to.
 */
export async function signInAtProvider(browser: TestBrowser, server: TestServer, login: ProviderLogin): Promise<string> {
  const callbackPrefix = `${server.baseUrl}/api/auth/sso/acme/callback`;
  const atPage = await browser.follow(`${server.baseUrl}/api/auth/sso/acme/start`);
  if (atPage.step.status !== 200 || !atPage.step.text.includes('name="email"')) throw new Error(`no sign-in page: ${atPage.step.status} ${atPage.step.text.slice(0, 300)}`);
  const form: Record<string, string> = { email: login.email, name: login.name ?? 'SSO Tester' };
  if (login.verified !== false) form.email_verified = 'true';
  const back = await browser.follow(`${atPage.url}/login`, (location) => location.startsWith(callbackPrefix), { form });
  if (!back.step.location?.startsWith(callbackPrefix)) throw new Error(`the provider did not redirect back: ${back.step.status} ${back.step.text.slice(0, 300)}`);
  return back.step.location;
}

/** Opens the callback URL in the browser and reads the outcome from the redirect's fragment. */
export async function openCallback(browser: TestBrowser, callbackUrl: string): Promise<CallbackOutcome> {
  const step = await browser.request(callbackUrl);
  const location = step.location ?? '';
  const fragment = new URLSearchParams(new URL(location || 'http://x/').hash.slice(1));
  return { status: step.status, location, code: fragment.get('code') ?? undefined, error: fragment.get('error') ?? undefined };
}

/** The whole sign-in in a fresh browser: the outcome at the callback. */
export async function ssoSignIn(server: TestServer, login: ProviderLogin, browser = new TestBrowser()): Promise<CallbackOutcome> {
  return openCallback(browser, await signInAtProvider(browser, server, login));
}
