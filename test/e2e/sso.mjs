// (l) Single sign-on: "Continue with Acme SSO" on the log-in page, sign in at a real OpenID provider
// (test/e2e/oidcProvider.mjs, started by scripts/e2e.mjs before the server), land in /wrap signed in with the session
// flagged (sso_provider cookie, token idp claim), and an unverified address refused on the callback page. The log-in
// and callback pages at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { E2E_PROVIDER } from './oidcProvider.mjs';

/** From the log-in page, through the provider's sign-in page, back to Apiscope. */
async function signInAtProvider(page, baseUrl, { email, verified }) {
  await page.goto(`${baseUrl}/login`);
  const button = page.getByRole('link', { name: `Continue with ${E2E_PROVIDER.name}` });
  await button.waitFor({ timeout: 20_000 });
  await button.click();
  await page.getByLabel('E-mail', { exact: true }).waitFor({ timeout: 20_000 });
  expect(!page.url().startsWith(baseUrl), 'the button did not lead to the provider');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Sso Tester');
  if (!verified) await page.getByLabel('E-mail address verified').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function ssoSuite({ browser, baseUrl, screenshotsDir }) {
  const uniqueEmail = (label) => `sso-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sso-e2e.example`;
  return [
    {
      name: 'sso: Continue with Acme SSO signs in at the provider and lands in the portal with a single sign-on session',
      run: () =>
        withPage(browser, async (page) => {
          const email = uniqueEmail('round-trip');
          await signInAtProvider(page, baseUrl, { email, verified: true });
          await page.waitForURL(/\/wrap(\/|\?|$)/, { timeout: 30_000 });
          expect(!page.url().includes('code='), 'the one-time code stayed in the URL');
          const stored = await page.evaluate(() => ({ token: window.localStorage.getItem('id_token'), profile: JSON.parse(window.localStorage.getItem('profile') ?? 'null') }));
          expect(stored.token && stored.profile?.email === email, `not signed in as ${email}`);
          const claims = JSON.parse(Buffer.from(stored.token.split('.')[1], 'base64url').toString('utf8'));
          expect(claims.idp === E2E_PROVIDER.id, `the session token names provider ${claims.idp}`);
          const cookies = await page.context().cookies(baseUrl);
          expect(cookies.some((c) => c.name === 'sso_provider' && c.value === E2E_PROVIDER.id), 'no sso_provider cookie');
          const orgs = await page.request.get(`${baseUrl}/api/portal/organizations`, { headers: { authorization: `Bearer ${stored.token}` } });
          expect(orgs.ok(), `the organizations answered ${orgs.status()}`);
        }),
    },
    {
      name: 'sso: an address the provider has not verified is refused on the callback page, which links back to log in',
      run: () =>
        withPage(browser, async (page) => {
          const email = uniqueEmail('unverified');
          await signInAtProvider(page, baseUrl, { email, verified: false });
          await page.waitForURL(/\/sso\/callback$/, { timeout: 30_000 });
          const alert = page.getByRole('alert');
          await alert.waitFor({ timeout: 20_000 });
          expect((await alert.textContent()).includes(`has not verified the e-mail address ${email}`), `unexpected message: ${await alert.textContent()}`);
          await page.getByRole('link', { name: 'Back to log in' }).click();
          await page.waitForURL(/\/login$/, { timeout: 20_000 });
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `sso: the log-in page with its provider button and the callback page at ${viewport.width} px have no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(browser, async (page) => {
          await page.goto(`${baseUrl}/login`);
          await page.getByRole('link', { name: `Continue with ${E2E_PROVIDER.name}` }).waitFor({ timeout: 20_000 });
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page, `login ${label}`);
          await page.screenshot({ path: path.join(screenshotsDir, `sso-login-${label}.png`), fullPage: true });
          await page.goto(`${baseUrl}/sso/callback#error=${encodeURIComponent(`The sign-in was cancelled at ${E2E_PROVIDER.name}.`)}`);
          await page.getByRole('alert').waitFor({ timeout: 20_000 });
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page, `callback ${label}`);
          await page.screenshot({ path: path.join(screenshotsDir, `sso-callback-${label}.png`), fullPage: true });
        }, { viewport }),
    })),
  ];
}
