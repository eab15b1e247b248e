// API keys: an owner creates a management key on the keys screen (scope picker, secret shown once), copies it,
// calls the API with it, revokes it (confirm dialog) and the same call answers 401 at once. The keys screen and the
// create dialog at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { openFromPortalNav, signInToOwnApp } from './portal.mjs';

/** Opens the keys screen from the Settings navigation. */
const openKeys = (page, baseUrl) => openFromPortalNav(page, baseUrl, { link: 'API keys', path: '/wrap/keys', heading: 'API keys' });

const keysRegion = (page) => page.getByRole('region', { name: 'Keys', exact: true });
const keyRow = (page, name) => keysRegion(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** A call that needs read:members, made with a key from the test (not the page). */
async function readMembersWith(page, baseUrl, orgId, key) {
  const response = await page.request.get(`${baseUrl}/api/management/${orgId}/users`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: response.status(), body: await response.json().catch(() => ({})) };
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function apiKeysSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'api keys: an owner creates a management key with the scope picker, copies it, calls the API with it, revokes it and the same call answers 401',
      run: () =>
        withPage(browser, async (page) => {
          const owner = await signInToOwnApp(page, baseUrl);
          await openKeys(page, baseUrl);
          await keysRegion(page).waitFor({ timeout: 20_000 });
          await page.getByRole('button', { name: 'Create key' }).click();
          const dialog = page.getByRole('dialog', { name: 'Create an API key' });
          await dialog.waitFor();
          // Submitting empty says what is missing.
          await dialog.getByRole('button', { name: 'Create key' }).click();
          await dialog.getByText('Choose at least one scope.').waitFor();
          await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E reporting');
          expect((await dialog.getByRole('combobox', { name: 'Expires' }).inputValue()) === '365', 'a management key does not default to one year');
          await dialog.getByRole('checkbox', { name: 'read:members', exact: true }).check();
          await expectNoAxeViolations(page);
          await page.screenshot({ path: path.join(screenshotsDir, 'api-keys-create-filled-desktop.png') });
          await dialog.getByRole('button', { name: 'Create key' }).click();

          const reveal = page.getByRole('dialog', { name: 'Copy your new key' });
          await reveal.waitFor({ timeout: 20_000 });
          await reveal.getByText(/You won’t see it again/).waitFor();
          const shown = await reveal.getByRole('textbox', { name: 'Your new key' }).inputValue();
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
          await reveal.getByRole('button', { name: 'Copy key' }).click();
          await reveal.getByText('Copied to clipboard.').waitFor();
          const key = await page.evaluate(() => navigator.clipboard.readText());
          expect(key === shown && key.length >= 50, 'the clipboard does not hold the key shown');
          await expectNoAxeViolations(page);
          await page.screenshot({ path: path.join(screenshotsDir, 'api-keys-secret-desktop.png') });
          await reveal.getByRole('button', { name: 'I have copied it' }).click();
          await reveal.waitFor({ state: 'hidden' });
          expect((await page.getByText(key).count()) === 0, 'the secret is still on the page after the dialog closed');

          // The key works from outside the browser session.
          const before = await readMembersWith(page, baseUrl, owner.orgId, key);
          expect(before.status === 200, `the new key answered ${before.status} ${JSON.stringify(before.body)}`);
          const row = keyRow(page, 'E2E reporting');
          await row.getByText('Active', { exact: true }).waitFor({ timeout: 20_000 });
          expect((await row.innerText()).includes('read:members'), 'the row does not list the scope');

          // Revoke asks first, then the key stops working at once.
          await row.getByRole('button', { name: 'Revoke E2E reporting' }).click();
          const confirm = page.getByRole('dialog', { name: 'Revoke “E2E reporting”?' });
          await confirm.waitFor();
          await expectNoAxeViolations(page);
          await confirm.getByRole('button', { name: 'Revoke key' }).click();
          await row.getByText('Revoked', { exact: true }).waitFor({ timeout: 20_000 });
          const after = await readMembersWith(page, baseUrl, owner.orgId, key);
          expect(after.status === 401, `the revoked key answered ${after.status}`);
          expect(/^This API key was revoked/.test(after.body.message ?? ''), `the 401 does not say the key was revoked: ${after.body.message}`);
          await page.reload();
          await keyRow(page, 'E2E reporting').getByText('Revoked', { exact: true }).waitFor({ timeout: 30_000 });
          await page.screenshot({ path: path.join(screenshotsDir, 'api-keys-revoked-desktop.png'), fullPage: true });
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `api keys: the keys screen and the create dialog at ${viewport.width} px have no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const owner = await signInToOwnApp(page, baseUrl);
            const created = await page.request.post(`${baseUrl}/api/portal/${owner.orgId}/keys`, {
              headers: { Authorization: `Bearer ${owner.token}` },
              data: { name: 'Nightly usage export to the billing warehouse', kind: 'management', app_id: owner.appId, scopes: ['read:events', 'read:users', 'read:companies', 'read:members'] },
            });
            expect(created.status() === 201, `creating a key answered ${created.status()}`);
            await openKeys(page, baseUrl);
            await keyRow(page, 'Nightly usage export to the billing warehouse').waitFor({ timeout: 20_000 });
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'keys screen');
            await page.screenshot({ path: path.join(screenshotsDir, `api-keys-${label}.png`), fullPage: true });
            await page.getByRole('button', { name: 'Create key' }).click();
            const dialog = page.getByRole('dialog', { name: 'Create an API key' });
            await dialog.waitFor();
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'create dialog');
            await page.screenshot({ path: path.join(screenshotsDir, `api-keys-create-${label}.png`) });
          },
          { viewport },
        ),
    })),
  ];
}
