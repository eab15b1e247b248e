import { decodeJwt } from 'jose';
import { FLOW_COOKIE, openFlow, sealFlow } from '../../../../server/src/auth/sso/flowCookie';
import { signUp, uniqueEmail } from '../../support/factories';
import { http } from '../../support/testServer';
import { TestBrowser } from './ssoBrowser';
import { openCallback, signInAtProvider, ssoSignIn } from './ssoFlow';
import { useSsoServer } from './ssoSupport';

jest.setTimeout(60_000);

describe('single sign-on through OpenID Connect, against a real provider on loopback', () => {
  const fixture = useSsoServer();
  const { server } = fixture;

  async function exchange(code: string | undefined) {
    return http(server.baseUrl, 'POST', '/api/auth/sso/exchange', { body: { code } });
  }

  it('lists the configured providers publicly, id and name only', async () => {
    const res = await http(server.baseUrl, 'GET', '/api/auth/sso/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ providers: [{ id: 'acme', name: 'Acme SSO' }] });
  });

  it('starts with the authorization-code flow, PKCE S256, state and nonce kept in a signed httpOnly cookie', async () => {
    const browser = new TestBrowser();
    const step = await browser.request(`${server.baseUrl}/api/auth/sso/acme/start`);
    expect(step.status).toBe(302);
    const url = new URL(step.location ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${fixture.issuer}/auth`);
    expect(Object.fromEntries(['response_type', 'code_challenge_method', 'scope', 'redirect_uri'].map((k) => [k, url.searchParams.get(k)]))).toEqual({
      response_type: 'code', code_challenge_method: 'S256', scope: 'openid email profile', redirect_uri: `${server.baseUrl}/api/auth/sso/acme/callback`,
    });
    const flow = openFlow(server.ctx.secret, browser.jar.get(server.baseUrl, FLOW_COOKIE));
    expect(flow).toMatchObject({ provider: 'acme', state: url.searchParams.get('state'), nonce: url.searchParams.get('nonce') });
    expect(url.searchParams.get('code_challenge')).not.toBe(flow?.codeVerifier);
    const res = await fetch(`${server.baseUrl}/api/auth/sso/acme/start`, { redirect: 'manual' });
    expect(res.headers.get('set-cookie')).toMatch(/^sso_flow=[^;]+; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('round trip: a first sign-in creates the account with its own organization, hands the session over by a one-time code in the fragment', async () => {
    const email = uniqueEmail('sso-new');
    const outcome = await ssoSignIn(server, { email, name: 'Ada SSO' });
    expect(outcome).toMatchObject({ status: 302, error: undefined });
    expect(outcome.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sso\/callback#code=[\w-]{43}$/);
    const res = await exchange(outcome.code);
    expect(res.status).toBe(200);
    expect(res.body.identity_provider).toBe('acme');
    expect(res.body.profile).toMatchObject({ email, name: 'Ada SSO', email_verified: true });
    expect(res.body.profile.user_id).toMatch(/^acme\|/);
    expect(decodeJwt(res.body.id_token)).toMatchObject({ idp: 'acme', email, sub: res.body.profile.user_id });
    const token = res.body.id_token as string;
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token });
    const own = (orgs.body as Array<{ id: string; demo: boolean; allowed_identity_providers: string[] }>).find((o) => !o.demo);
    expect(own?.allowed_identity_providers).toEqual(['email', 'acme']);
    expect((await http(server.baseUrl, 'GET', `/api/portal/${own?.id}/user_roles`, { token })).status).toBe(200);
    // The audit log names the provider the sign-in came through.
    const signIns = await http(server.baseUrl, 'GET', `/api/portal/${own?.id}/audit?action=auth.sign_in`, { token });
    expect(signIns.body.records.map((r: { details: unknown }) => r.details)).toEqual([{ method: 'sso:acme' }]);
    // A refreshed token stays a single sign-on session; the password form cannot open the account.
    const refreshed = await http(server.baseUrl, 'POST', '/api/auth/refresh', { token });
    expect(decodeJwt(refreshed.body.id_token)).toMatchObject({ idp: 'acme' });
    expect((await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email, password: 'anything at all' } })).status).toBe(401);
  });

  it('a one-time code works once; unknown codes are refused', async () => {
    const outcome = await ssoSignIn(server, { email: uniqueEmail('sso-once') });
    expect((await exchange(outcome.code)).status).toBe(200);
    const again = await exchange(outcome.code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This sign-in link has expired or was already used. Sign in again.');
    expect((await exchange('x'.repeat(43))).status).toBe(400);
  });

  it('links to the existing account with the verified e-mail; the session is flagged as single sign-on', async () => {
    const owner = await signUp(server.baseUrl, { email: uniqueEmail('sso-link') });
    const outcome = await ssoSignIn(server, { email: owner.email.toUpperCase() });
    const res = await exchange(outcome.code);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ user_id: owner.profile.user_id, email: owner.email, email_verified: true });
    expect(decodeJwt(res.body.id_token).idp).toBe('acme');
    expect(decodeJwt(owner.token).idp).toBeUndefined();
  });

  it('refuses an address the provider has not verified, and creates nothing', async () => {
    const email = uniqueEmail('sso-unverified');
    const outcome = await ssoSignIn(server, { email, verified: false });
    expect(outcome.code).toBeUndefined();
    expect(outcome.error).toBe(`Acme SSO has not verified the e-mail address ${email}. Verify it with Acme SSO, then try again.`);
    expect(await server.ctx.repositories.users.findByEmail(email)).toBeUndefined();
  });

  it('refuses a callback whose state does not match the sign-in this browser started', async () => {
    const browser = new TestBrowser();
    const callback = new URL(await signInAtProvider(browser, server, { email: uniqueEmail('sso-state') }));
    callback.searchParams.set('state', 'a-state-this-browser-never-sent');
    const outcome = await openCallback(browser, callback.href);
    expect(outcome.error).toBe('The sign-in with Acme SSO failed: it does not match the sign-in this browser started. Start again from the sign-in page.');
    expect(outcome.code).toBeUndefined();
  });

  it('refuses a callback in a browser that did not start the sign-in (no flow cookie)', async () => {
    const callback = await signInAtProvider(new TestBrowser(), server, { email: uniqueEmail('sso-nocookie') });
    const outcome = await openCallback(new TestBrowser(), callback);
    expect(outcome.error).toMatch(/^This sign-in with Acme SSO was not started in this browser/);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const browser = new TestBrowser();
    const callback = await signInAtProvider(browser, server, { email: uniqueEmail('sso-nonce') });
    const flow = openFlow(server.ctx.secret, browser.jar.get(server.baseUrl, FLOW_COOKIE));
    if (!flow) throw new Error('no flow cookie');
    // Same state and verifier, another nonce: only the ID token's nonce check can catch it.
    browser.jar.set(server.baseUrl, FLOW_COOKIE, sealFlow(server.ctx.secret, { ...flow, nonce: 'another-nonce-value' }));
    const outcome = await openCallback(browser, callback);
    expect(outcome.error).toBe('The sign-in with Acme SSO failed: its ID token was issued for another sign-in. Start again from the sign-in page.');
  });

  it('refuses a tampered flow cookie', async () => {
    const browser = new TestBrowser();
    const callback = await signInAtProvider(browser, server, { email: uniqueEmail('sso-tamper') });
    const value = browser.jar.get(server.baseUrl, FLOW_COOKIE) ?? '';
    browser.jar.set(server.baseUrl, FLOW_COOKIE, `${value.slice(0, -2)}AA`);
    expect((await openCallback(browser, callback)).error).toMatch(/^This sign-in with Acme SSO was not started in this browser/);
  });

  it('reports a sign-in cancelled at the provider', async () => {
    const browser = new TestBrowser();
    const page = await browser.follow(`${server.baseUrl}/api/auth/sso/acme/start`);
    const back = await browser.follow(`${page.url}/abort`, (location) => location.includes('/api/auth/sso/acme/callback'), { form: {} });
    const outcome = await openCallback(browser, back.step.location ?? '');
    expect(outcome.error).toBe('The sign-in was cancelled at Acme SSO.');
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await http(server.baseUrl, 'GET', '/api/auth/sso/okta/start')).status).toBe(404);
  });

  describe('allowed_identity_providers, enforced on every call scoped to the organization', () => {
    it('a password session cannot use an organization that allows only single sign-on; a single sign-on session can', async () => {
      const owner = await signUp(server.baseUrl, { email: uniqueEmail('sso-policy') });
      const set = (token: string, allowed: string[]) => http(server.baseUrl, 'POST', `/api/portal/organizations/${owner.orgId}`, { token, body: { allowed_identity_providers: allowed } });
      const sso = (await exchange((await ssoSignIn(server, { email: owner.email })).code)).body.id_token as string;
      expect((await set(owner.token, ['acme'])).status).toBe(200);

      const refused = await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/user_roles`, { token: owner.token });
      expect(refused.status).toBe(403);
      const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: owner.token });
      expect(orgs.status).toBe(200);
      const orgName = (orgs.body as Array<{ id: string; name: string }>).find((o) => o.id === owner.orgId)?.name;
      expect(refused.body).toEqual({
        code: 'identity_provider_not_allowed',
        message: `${orgName} allows sign-in only with Acme SSO; you signed in with e-mail and password. Log out and sign in with Acme SSO to use this organization.`,
      });
      expect((await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/user_roles`, { token: sso })).status).toBe(200);
      // The read-only demo organization is not affected.
      expect((await http(server.baseUrl, 'GET', '/api/portal/demo/user_roles', { token: owner.token })).status).not.toBe(403);

      expect((await set(sso, ['email'])).status).toBe(200);
      const ssoRefused = await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/user_roles`, { token: sso });
      expect(ssoRefused.status).toBe(403);
      expect(ssoRefused.body.message).toMatch(/allows sign-in only with e-mail and password; you signed in with Acme SSO\./);
      expect((await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/user_roles`, { token: owner.token })).status).toBe(200);
    });
  });
});
