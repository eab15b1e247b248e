/**
 * Single sign-on through OpenID Connect (/api/auth/sso). The browser itself goes to `ssoStartPath` (a full page
 * load: the server redirects to the provider); the provider returns to the server, which sends the browser to
 * /sso/callback with a one-time code in the URL fragment, exchanged here for the session.
 */
import { apiClient, type ApiResult } from './client';
import type { AuthSession } from './profile';

/** A provider the sign-in page offers ("Continue with {name}"). */
export interface SsoProvider {
  /** Provider id: the path segment of its start URL and the value an organization's allowed_identity_providers lists. */
  id: string;
  /** Name shown on the button. */
  name: string;
}

/** What GET /api/auth/sso/providers answers. */
export interface SsoProviderList {
  /** Configured providers; empty when single sign-on is off. */
  providers: SsoProvider[];
}

/** What the code exchange answers: a session, like sign-in, plus the provider it was signed in with. */
export interface SsoSession extends AuthSession {
  /** Provider id of the session. */
  identity_provider: string;
}

/** Where the browser goes to sign in with a provider (a page load, not an API call). */
export const ssoStartPath = (providerId: string): string => `/api/auth/sso/${encodeURIComponent(providerId)}/start`;

/** GET /api/auth/sso/providers (public). No toast: the sign-in page simply shows no buttons when it fails. */
export const requestSsoProviders = (): Promise<ApiResult<SsoProviderList>> =>
  apiClient.get<SsoProviderList>('/auth/sso/providers', { silent: true, disableAutoLogout: true });

/** POST /api/auth/sso/exchange {code}: the session of a completed single sign-on; the page shows failures itself. */
export const requestSsoExchange = (code: string): Promise<ApiResult<SsoSession>> =>
  apiClient.post<SsoSession>('/auth/sso/exchange', { data: { code }, silent: true, disableAutoLogout: true });
