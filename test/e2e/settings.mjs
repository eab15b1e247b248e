// (k) App and organization settings: rename an app, change its time zone, set a sampling rate and see the collector's
// /v1/config answer it to SDKs, rename the organization; both screens at 1440 and 390 px with axe, no sideways scroll
// and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { ownOrgAndApp, signIn } from './portal.mjs';

/** A collector token of the app, as the install steps mint it. */
async function collectorToken(page, baseUrl, token, orgId, appId) {
  const response = await page.request.get(`${baseUrl}/api/portal/${orgId}/oauth/access_tokens?app_id=${appId}&target=collector&scope=create:events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `the collector token answered ${response.status()}`);
  return (await response.json()).app_token;
}

/** Opens a settings screen and waits for its heading (and, for the app, its collection settings). */
async function openSettings(page, url, heading, waitForForm) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  if (waitForForm) await page.getByRole('form', { name: waitForForm }).waitFor({ timeout: 30_000 });
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function settingsSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'settings: rename an app, change its time zone, set sampling to 50 % and see /collector/v1/config answer it, rename the organization',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          const { org, app } = await ownOrgAndApp(page, baseUrl, token);
          const sdkKey = await collectorToken(page, baseUrl, token, org.id, app.id);
          const sdkConfig = async () => {
            const response = await page.request.get(`${baseUrl}/collector/v1/config`, { headers: { 'x-moesif-application-id': sdkKey } });
            expect(response.ok(), `/collector/v1/config answered ${response.status()}`);
            return { body: await response.json(), etag: response.headers()['x-moesif-config-etag'] };
          };
          const before = await sdkConfig();
          expect(before.body.sample_rate === 100, `a new app samples at ${before.body.sample_rate}`);

          // Through the navigation, as a user finds it.
          await page.goto(`${baseUrl}/wrap/app/${org.id}-${app.id}/dash`);
          await page.getByRole('navigation').getByRole('link', { name: 'App settings' }).click();
          await page.getByRole('form', { name: 'Sampling' }).waitFor({ timeout: 30_000 });

          const details = page.getByRole('form', { name: 'App details' });
          await details.getByRole('textbox', { name: 'App name' }).fill('Checkout API');
          await details.getByRole('button', { name: /Time zone/ }).click();
          await page.getByRole('combobox', { name: 'Search time zones' }).fill('paris');
          await page.getByRole('option', { name: 'Europe/Paris' }).click();
          await details.getByRole('combobox', { name: 'First day of the week' }).selectOption('Sunday');
          await details.getByRole('button', { name: 'Save app details' }).click();
          await details.getByText('App details saved.').waitFor();
          const renamed = await ownOrgAndApp(page, baseUrl, token);
          expect(renamed.app.name === 'Checkout API' && renamed.app.time_zone === 'Europe/Paris' && renamed.app.week_starts_on === 0,
            `the app was stored as ${JSON.stringify(renamed.app)}`);
          await page.getByRole('button', { name: /Checkout API/ }).first().waitFor();

          const sampling = page.getByRole('form', { name: 'Sampling' });
          await sampling.getByRole('textbox', { name: 'App sample rate (%)' }).fill('50');
          await sampling.getByRole('button', { name: 'Add route' }).click();
          await sampling.getByRole('textbox', { name: 'Route (regular expression) 1' }).fill('^/health');
          await sampling.getByRole('textbox', { name: 'Rate of route 1 (%)' }).fill('0');
          await sampling.getByRole('button', { name: 'Save sampling' }).click();
          await sampling.getByText('Sampling saved. SDKs pick it up on their next batch.').waitFor();
          const after = await sdkConfig();
          expect(after.body.sample_rate === 50, `/collector/v1/config answers sample_rate ${after.body.sample_rate}`);
          expect(JSON.stringify(after.body.regex_config) === JSON.stringify([{ conditions: [{ path: 'request.route', value: '^/health' }], sample_rate: 0 }]),
            `/collector/v1/config answers regex_config ${JSON.stringify(after.body.regex_config)}`);
          expect(after.etag && after.etag !== before.etag, 'the config ETag did not change');

          await page.getByRole('navigation').getByRole('link', { name: 'Organization settings' }).click();
          const general = page.getByRole('form', { name: 'General' });
          await general.waitFor({ timeout: 30_000 });
          await general.getByRole('textbox', { name: 'Organization name' }).fill('Settings Test Org');
          await general.getByRole('textbox', { name: 'Organization domain' }).fill('settings-test.io');
          await general.getByRole('button', { name: 'Save settings' }).click();
          await general.getByText('Organization settings saved.').waitFor();
          const saved = await ownOrgAndApp(page, baseUrl, token);
          expect(saved.org.name === 'Settings Test Org' && saved.org.organization_domain === 'settings-test.io', `the organization was stored as ${saved.org.name}`);
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `settings: app and organization settings at ${viewport.width} px have no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const { token } = await signIn(page, baseUrl);
            const { org, app } = await ownOrgAndApp(page, baseUrl, token);
            await openSettings(page, `${baseUrl}/wrap/app/${org.id}-${app.id}/settings`, 'App settings', 'Sampling');
            await page.getByRole('form', { name: 'Sampling' }).getByRole('button', { name: 'Add user' }).click();
            await page.getByRole('form', { name: 'Sampling' }).getByRole('button', { name: 'Save sampling' }).click();
            await page.getByText('Enter the user id.').waitFor();
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'app settings');
            await page.screenshot({ path: path.join(screenshotsDir, `app-settings-${label}.png`), fullPage: true });

            await page.getByRole('button', { name: /Time zone/ }).click();
            await page.getByRole('combobox', { name: 'Search time zones' }).waitFor();
            await expectNoAxeViolations(page);
            await page.keyboard.press('Escape');

            await openSettings(page, `${baseUrl}/wrap/settings`, 'Organization settings', 'General');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'organization settings');
            await page.screenshot({ path: path.join(screenshotsDir, `org-settings-${label}.png`), fullPage: true });
            await page.getByRole('button', { name: 'Delete organization…' }).click();
            await page.getByRole('dialog', { name: 'Are you sure?' }).waitFor();
            await expectNoAxeViolations(page);
          },
          { viewport },
        ),
    })),
  ];
}
