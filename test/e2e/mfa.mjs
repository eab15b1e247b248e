// Two-factor sign-in: a user sets it up on the profile (QR code and key; the codes are computed here with otpauth),
// sees the recovery codes once, logs out, and logs in again with the password and then a code. The profile
// section and the code step at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { signIn } from './portal.mjs';

const PASSWORD = 'correct-horse-battery-9';

/** The code an authenticator shows for the secret, `stepOffset` 30 s steps from now. */
function codeFor(secret, stepOffset = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepOffset * 30_000 });
}

/** Checks the page at the current viewport and saves a screenshot. */
async function checkAndShoot(page, screenshotsDir, name) {
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

const twoFactor = (page) => page.getByRole('region', { name: 'Two-factor sign-in' });

/** Opens the profile and turns two-factor sign-in on; answers the secret. */
async function enrol(page, baseUrl, screenshotsDir, suffix) {
  await page.goto(`${baseUrl}/wrap/profile`);
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ timeout: 30_000 });
  const section = twoFactor(page);
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // The set-up is a server round trip (secret, QR code, a metadata write) that a loaded CI machine has taken over 20 s.
  const qr = section.getByRole('img', { name: 'QR code for setting up two-factor sign-in' });
  const refused = section.getByRole('alert');
  await qr.or(refused).first().waitFor({ timeout: 60_000 });
  if (await refused.isVisible()) throw new Error(`the set-up was refused: ${await refused.textContent()}`);
  const secret = (await section.getByRole('group', { name: 'Set-up key' }).locator('code').textContent()).replace(/\s+/g, '');
  expect(/^[A-Z2-7]{32}$/.test(secret), `the set-up key looks wrong: ${secret}`);
  await section.scrollIntoViewIfNeeded();
  await checkAndShoot(page, screenshotsDir, `mfa-enrol-${suffix}`);
  // The server accepts the steps either side of its own. The current step's code stays valid if a step boundary
  // passes before the server reads it (a loaded machine takes seconds); the previous step's would not.
  await section.getByRole('textbox', { name: 'Authentication code' }).fill(codeFor(secret, 0));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor({ timeout: 60_000 });
  expect((await codes.getByRole('listitem').count()) === 10, 'ten recovery codes are not shown');
  await checkAndShoot(page, screenshotsDir, `mfa-recovery-codes-${suffix}`);
  await section.getByRole('button', { name: 'I saved my codes' }).click();
  await section.getByText(/^On since .* · 10 recovery codes left$/).waitFor();
  return secret;
}

/** Logs out through the account menu. */
async function logOut(page, email) {
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/wrap'), { timeout: 20_000 });
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function mfaSuite({ browser, baseUrl, screenshotsDir }) {
  return Object.entries(VIEWPORTS).map(([label, viewport]) => ({
    name: `two-factor sign-in (${label}): set up on the profile, log out, log in with the password and a code`,
    timeoutMs: 180_000,
    run: () =>
      withPage(browser, async (page) => {
        const { email } = await signIn(page, baseUrl);
        const secret = await enrol(page, baseUrl, screenshotsDir, label);
        await logOut(page, email);
        expect((await page.evaluate(() => window.localStorage.getItem('id_token'))) === null, 'the token outlived the logout');

        await page.goto(`${baseUrl}/login`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Log In' }).click();
        const step = page.getByRole('form', { name: 'Two-factor sign-in' });
        await step.waitFor({ timeout: 20_000 });
        const input = step.getByRole('textbox', { name: 'Authentication code' });
        expect((await input.getAttribute('autocomplete')) === 'one-time-code', 'the code field does not ask for one-time codes');
        // A wrong code is refused with a reason (a 401, which the browser logs), and the step stays.
        await input.fill('000000');
        await step.getByRole('button', { name: 'Verify' }).click();
        await step.getByRole('alert').waitFor({ timeout: 20_000 });
        await checkAndShoot(page, screenshotsDir, `mfa-login-code-${label}`);
        // The next step's code: later than the one the set-up used (a code's step is never accepted twice), and still
        // valid if a step boundary passes on the way.
        await input.fill(codeFor(secret, 1));
        await step.getByRole('button', { name: 'Verify' }).click();
        await page.waitForURL(/\/wrap\//, { timeout: 30_000 });
        const stored = await page.evaluate(() => ({ token: window.localStorage.getItem('id_token'), challenge: window.localStorage.getItem('mfa_verified_token') }));
        expect(stored.token !== null && stored.challenge === null, 'signing in with the code did not store the session or kept the challenge');
      }, { viewport, allowConsole: [/status of 401/] }),
  }));
}
