// The demo dialog's built-in form posts to /api/forms/demo and confirms once the server has stored it.
import { expect, open, waitForHeading, withPage } from './harness.mjs';

const DEMO_BUTTON = /request demo|get a demo|schedule a demo/i;

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function formsSuite({ browser, baseUrl }) {
  return [
    {
      name: 'forms: a demo request from the dialog is stored (201) and confirmed',
      run: () =>
        withPage(browser, async (page) => {
          await open(page, baseUrl, '/');
          await waitForHeading(page);
          await page.getByRole('button', { name: DEMO_BUTTON }).first().click();
          const dialog = page.getByRole('dialog').first();
          await dialog.waitFor({ state: 'visible', timeout: 10_000 });
          const form = dialog.locator('form').first();
          await form.getByLabel(/name/i).first().fill('End To End');
          await form.getByLabel(/e-?mail/i).first().fill('e2e-demo@example.com');
          await form.getByLabel(/^company/i).first().fill('Apiscope E2E');
          const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forms/demo');
          await form.locator('button[type="submit"]').click();
          const response = await answer;
          expect(response.status() === 201, `POST /api/forms/demo answered ${response.status()}`);
          await dialog.getByRole('status').filter({ hasText: /received/i }).waitFor({ state: 'visible', timeout: 10_000 });
        }),
    },
  ];
}
