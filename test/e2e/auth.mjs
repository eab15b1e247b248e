// (c) Auth flow: sign up through the UI, land in /wrap on the account home, log out.
import { expect, open, waitForHeading, withPage } from './harness.mjs';

const SUBMIT = /sign up|create .*account|get started/i;
const LOG_OUT = /^(log ?out|sign ?out)$/i;
const ACCOUNT_MENU = /account|profile|user menu|settings/i;

/** Clicks the first visible control with this accessible name among buttons, links and menu items. */
async function clickControl(page, name) {
  for (const role of ['button', 'link', 'menuitem']) {
    const control = page.getByRole(role, { name }).first();
    if (await control.isVisible().catch(() => false)) {
      await control.click();
      return true;
    }
  }
  return false;
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function authSuite({ browser, baseUrl }) {
  return [
    {
      name: 'auth: sign up at /signup, land on the account home in /wrap, log out',
      run: () =>
        withPage(browser, async (page) => {
          const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
          expect((await open(page, baseUrl, '/signup')) === 200, '/signup did not answer 200');
          await waitForHeading(page);
          const form = page.locator('form').filter({ has: page.getByLabel(/password/i) }).first();
          await form.getByLabel(/name/i).first().fill('End To End');
          await form.getByLabel(/e-?mail/i).first().fill(email);
          await form.getByLabel(/password/i).first().fill('correct-horse-battery-9');
          await form.getByRole('button', { name: SUBMIT }).first().click();

          await page.waitForURL((url) => url.pathname.startsWith('/wrap'), { timeout: 30_000 });
          await waitForHeading(page, 30_000);
          const token = await page.evaluate(() => window.localStorage.getItem('id_token'));
          expect(Boolean(token), 'no id_token in local storage after sign-up');

          if (!(await clickControl(page, LOG_OUT))) {
            expect(await clickControl(page, ACCOUNT_MENU), 'found neither a log-out control nor an account menu');
            await page.getByRole('menuitem', { name: LOG_OUT }).or(page.getByRole('button', { name: LOG_OUT }))
              .or(page.getByRole('link', { name: LOG_OUT })).first().click();
          }
          await page.waitForURL((url) => !url.pathname.startsWith('/wrap'), { timeout: 15_000 });
          const after = await page.evaluate(() => window.localStorage.getItem('id_token'));
          expect(after === null, 'id_token still in local storage after logging out');
        }),
    },
  ];
}
