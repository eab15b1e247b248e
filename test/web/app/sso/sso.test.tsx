import { screen, waitFor } from '@testing-library/react';
import { readCookie, SSO_PROVIDER_COOKIE, writeCookie } from '@/api/session';
import { logout } from '@/app/session/logout';
import { readSsoCallback } from '@/app/sso/ssoCallbackRules';
import { makeIdToken, makeProfile } from '../../support/factories';
import { createRequestLog } from '../../support/apiRecorder';
import { server } from '../../support/mswServer';
import { logoutHandler } from '../../support/handlers/auth';
import { ssoExchangeHandler, ssoProvidersHandler } from '../../support/handlers/sso';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../renderRoute';

const ACME = { id: 'acme', name: 'Acme SSO' };

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderRoute(url);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie.split(';').forEach((c) => { document.cookie = `${c.split('=')[0].trim()}=; path=/; max-age=0`; });
});

describe('single sign-on buttons', () => {
  it('the log-in page offers "Continue with" each configured provider, linking to its start URL', async () => {
    server.use(ssoProvidersHandler([ACME, { id: 'okta', name: 'Okta' }]));
    renderRoute('/login');
    const acme = await screen.findByRole('link', { name: 'Continue with Acme SSO' });
    expect(acme).toHaveAttribute('href', '/api/auth/sso/acme/start');
    expect(screen.getByRole('link', { name: 'Continue with Okta' })).toHaveAttribute('href', '/api/auth/sso/okta/start');
    expect(screen.getByRole('navigation', { name: 'Single sign-on' })).toHaveTextContent('Or log in with');
  });

  it('the sign-up page offers them too', async () => {
    server.use(ssoProvidersHandler([ACME]));
    renderRoute('/signup');
    expect(await screen.findByRole('link', { name: 'Continue with Acme SSO' })).toHaveAttribute('href', '/api/auth/sso/acme/start');
  });

  it('shows none when no provider is configured', async () => {
    const log = createRequestLog();
    server.use(ssoProvidersHandler([], log));
    renderRoute('/login');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    await waitFor(() => expect(log.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});

describe('the single sign-on callback page', () => {
  it('exchanges the one-time code, signs in flagged as single sign-on, remembers the provider and goes to /wrap', async () => {
    const log = createRequestLog();
    const token = makeIdToken(3600, { sub: 'email|u1', idp: 'acme' });
    server.use(
      ssoExchangeHandler({ id_token: token, profile: makeProfile({ email: 'ada@example.com' }), identity_provider: 'acme' }, log),
      ...quietPortalHandlers([{ id: 'o1', name: 'Ada Labs', apps: [{ id: 'a1', name: 'Payments API' }] }]),
    );
    const { store, router } = openAt('/sso/callback#code=one-time-code');

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/wrap/));
    expect(log.requests.map((r) => r.body)).toEqual([{ code: 'one-time-code' }]);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, isSSO: true, token });
    expect(window.localStorage.getItem('id_token')).toBe(token);
    expect(readCookie(SSO_PROVIDER_COOKIE)).toBe('acme');
    expect(window.location.hash).toBe('');
  });

  it('logout clears the sso_* cookies and the stored session', async () => {
    const log = createRequestLog();
    server.use(logoutHandler(log));
    window.localStorage.setItem('id_token', makeIdToken(3600, { idp: 'acme' }));
    window.localStorage.setItem('profile', JSON.stringify(makeProfile()));
    writeCookie('mo-intent', 'monitoring');
    document.cookie = `${SSO_PROVIDER_COOKIE}=acme; path=/`;
    document.cookie = 'sso_org=o1; path=/';
    const { store } = renderRoute('/login');
    expect(store.getState().auth.isSSO).toBe(true);

    store.dispatch(logout() as never);
    expect(readCookie(SSO_PROVIDER_COOKIE)).toBeNull();
    expect(readCookie('sso_org')).toBeNull();
    expect(readCookie('mo-intent')).toBe('monitoring');
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, isSSO: false });
    await waitFor(() => expect(log.requests).toHaveLength(1));
  });

  it('shows why the exchange failed, with a way back to log in', async () => {
    server.use(ssoExchangeHandler({ status: 400, message: 'This sign-in link has expired or was already used. Sign in again.' }));
    const { store } = openAt('/sso/callback#code=used-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used. Sign in again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(readCookie(SSO_PROVIDER_COOKIE)).toBeNull();
  });

  it("shows the server's refusal from the fragment without calling anything", async () => {
    openAt(`/sso/callback#error=${encodeURIComponent('Acme SSO has not verified the e-mail address ada@example.com.')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Acme SSO has not verified the e-mail address ada@example.com.');
    // The fragment is cleared from an effect once its message is read.
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('explains when there is nothing to complete', async () => {
    openAt('/sso/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no sign-in to complete here. Start from the log-in page.');
  });
});

describe('readSsoCallback', () => {
  it('reads the code, else the error, else nothing', () => {
    expect(readSsoCallback('#code=abc&error=x')).toEqual({ kind: 'code', code: 'abc' });
    expect(readSsoCallback('#error=Refused%20here')).toEqual({ kind: 'error', message: 'Refused here' });
    expect(readSsoCallback(`#error=${'x'.repeat(400)}`)).toEqual({ kind: 'error', message: 'x'.repeat(300) });
    expect(readSsoCallback('')).toEqual({ kind: 'empty' });
  });
});
