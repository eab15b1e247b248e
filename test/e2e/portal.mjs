// (e) The portal: sign-up through onboarding with a real moesif-nodejs SDK event; org and app selection through the switcher and the URL, reload keeping the selection,
// App Not Found, and every shell screen at 1440 and 390 px without axe violations, with screenshots.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';

/** Signs up through the API and stores the session the way the app does, so a test starts signed in. */
export async function signIn(page, baseUrl) {
  const email = `portal-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { email, password: 'correct-horse-battery-9', name: 'Portal Tester' } });
  expect(response.status() === 201, `sign-up answered ${response.status()}`);
  const session = await response.json();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((s) => {
    window.localStorage.setItem('id_token', s.id_token);
    window.localStorage.setItem('profile', JSON.stringify(s.profile));
  }, session);
  return { email, token: session.id_token };
}

/**
 * Signs a new owner in and opens /wrap once, which selects their own organization and lands on its first app's
 * dashboard; answers the session with that organization's and app's ids.
 */
export async function signInToOwnApp(page, baseUrl) {
  const owner = await signIn(page, baseUrl);
  await page.goto(`${baseUrl}/wrap`);
  await page.waitForURL(/\/wrap\/app\/[a-z0-9]+-[a-z0-9]+\/dash$/, { timeout: 30_000 });
  const [, orgId, appId] = /\/wrap\/app\/([a-z0-9]+)-([a-z0-9]+)\//.exec(new URL(page.url()).pathname);
  return { ...owner, orgId, appId };
}

/**
 * Opens a screen through the portal navigation (behind the Menu button on phones), as a user finds it: clicks the
 * link named `link`, waits for `path` and the screen's `heading`.
 */
export async function openFromPortalNav(page, baseUrl, { link, path: target, heading }) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: link }).click();
  await page.waitForURL(`${baseUrl}${target}`);
  await waitForScreen(page, heading);
}

/** The organizations the signed-in user sees (their own and the demo), with their apps, through the portal API. */
async function organizations(page, baseUrl, token) {
  const response = await page.request.get(`${baseUrl}/api/portal/organizations`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `the organizations answered ${response.status()}`);
  return response.json();
}

/** The signed-in user's own (non-demo) organization and its first app, through the portal API. */
export async function ownOrgAndApp(page, baseUrl, token) {
  const org = (await organizations(page, baseUrl, token)).find((candidate) => !candidate.demo);
  expect(org && org.apps.length > 0, 'the new user has no organization with an app');
  return { org, app: org.apps[0] };
}

/** The path of a `screen` (`timeseries`, `geo`, ...) of the demo organization's "default" app, found through the portal API. */
export async function demoAppPath(page, baseUrl, token, screen) {
  const demo = (await organizations(page, baseUrl, token)).find((org) => org.demo === true);
  const app = demo?.apps.find((a) => a.name === 'default');
  expect(app, 'the demo organization has no "default" app');
  return `/wrap/app/${demo.id}-${app.id}/${screen}`;
}

/** Waits for the portal's page heading (screens load lazily inside the shell). */
async function waitForScreen(page, name) {
  await page.getByRole('heading', { level: 1, name }).first().waitFor({ state: 'visible', timeout: 30_000 });
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function portalSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'partners: a signed-in customer from a marketplace link connects the partner to an organization and opens its dashboard',
      run: () =>
        withPage(browser, async (page) => {
          await signIn(page, baseUrl);
          await page.goto(`${baseUrl}/register/partners/aws/Welcome%20from%20the%20marketplace`);
          await page.getByText('Welcome from the marketplace').waitFor({ timeout: 30_000 });
          await page.goto(`${baseUrl}/provision/partners/aws?token=e2e-marketplace-token`);
          await waitForScreen(page, /Connect .* to your organization/);
          await page.getByRole('radio').first().check();
          await page.getByRole('form').getByRole('button').last().click();
          await page.getByRole('heading', { name: /is connected/ }).waitFor({ timeout: 20_000 });
          await page.getByRole('link', { name: 'Go to your dashboard' }).click();
          await page.waitForURL(/\/wrap\/app\/[a-z0-9]+-[a-z0-9]+\/dash$/, { timeout: 20_000 });
          await waitForScreen(page, 'My First App');
          // The OAuth callback keeps the partner's token out of the URL and says so.
          await page.goto(`${baseUrl}/oauth/segment#access_token=e2e-oauth-token`);
          await page.getByText('Segment integration added successfully.').waitFor({ timeout: 20_000 });
          expect(!page.url().includes('e2e-oauth-token'), 'the OAuth token stayed in the URL');
          expect((await page.evaluate(() => window.localStorage.getItem('segment'))) === 'e2e-oauth-token', 'the token was not stored under the partner name');
        }),
    },
    {
      name: 'portal: sign up, onboarding turns green on a real moesif-nodejs event, the dashboard shows the numbers, the event log finds the calls by a header value, opens one and follows its user, a time series by status exports CSV',
      run: () =>
        withPage(browser, async (page) => {
          const email = `onboard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
          await page.goto(`${baseUrl}/signup?intent=monitor`);
          await page.getByLabel('Full name').fill('Onboarding Tester');
          await page.getByLabel('Work email').fill(email);
          await page.getByLabel('Password').fill('correct-horse-battery-9');
          await page.getByRole('button', { name: 'Create free account' }).click();
          await page.waitForURL((url) => url.pathname === '/wrap' && url.searchParams.get('onboard') === 'true', { timeout: 30_000 });
          await page.getByRole('heading', { name: /Step 1 of 3/ }).waitFor({ timeout: 30_000 });
          await expectNoAxeViolations(page);

          await page.getByRole('button', { name: 'Continue to the integration' }).click();
          await page.getByRole('heading', { name: /Step 2 of 3/ }).waitFor();
          await page.getByLabel('Search integrations').fill('Node');
          await page.getByRole('radio', { name: /Node\.js/ }).first().check();
          const tokenField = page.getByLabel(/Collector token for/);
          await tokenField.waitFor({ timeout: 20_000 });
          const collectorToken = await tokenField.inputValue();
          expect(collectorToken.length >= 50, 'the install step shows no collector token');
          await expectNoAxeViolations(page);
          await page.getByRole('button', { name: 'I have installed it: check for data' }).click();
          await page.getByText(/Waiting for the first API call/).waitFor();

          // The customer's API: Express with the real moesif-nodejs SDK, configured with the token shown above.
          const { startInstrumentedApi } = await tsImport('../server/compat/moesifSdkApp.ts', import.meta.url);
          const api = await startInstrumentedApi(`${baseUrl}/collector`, collectorToken, `e2e-${Date.now()}`);
          try {
            for (let i = 0; i < 3; i++) await (await fetch(`${api.baseUrl}/items/${i}`, { headers: { 'x-user-id': 'first-user' } })).text();
            await page.getByText(/Data is arriving in/).waitFor({ timeout: 30_000 });
          } finally {
            await api.close();
          }
          await page.getByRole('button', { name: 'Go to your dashboard' }).click();
          await page.waitForURL(/\/wrap\/app\/[a-z0-9]+-[a-z0-9]+\/dash$/, { timeout: 20_000 });
          const day = page.getByRole('region', { name: 'Last 24 hours' });
          await day.getByText('3', { exact: true }).first().waitFor({ timeout: 20_000 });
          const profile = await page.evaluate(() => JSON.parse(window.localStorage.getItem('profile') ?? '{}'));
          expect(profile.user_metadata?.onboarded === true, 'the stored profile is not marked onboarded');

          // The event log finds the SDK's calls by a request header value and opens one.
          await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Event log' }).click();
          await waitForScreen(page, 'Event log');
          await page.getByText('3 events').waitFor({ timeout: 20_000 });
          await page.getByRole('group', { name: 'Add a filter' }).getByRole('button').first().click();
          await page.getByLabel('Search fields').fill('x-user-id');
          await page.getByRole('option', { name: /request\.headers\.x-user-id/ }).click();
          await page.getByLabel('Value').fill('first-user');
          await page.getByRole('button', { name: 'Add filter' }).click();
          await page.getByRole('list', { name: 'Filters, all must match' }).waitFor();
          expect(page.url().includes('f='), 'the filter is not kept in the URL');
          await page.getByText('3 events').waitFor({ timeout: 20_000 });
          await page.getByRole('table').getByRole('button').first().click();
          await page.getByRole('heading', { name: 'Event detail' }).waitFor({ timeout: 20_000 });
          await page.getByRole('cell', { name: 'first-user' }).first().waitFor();
          await expectNoAxeViolations(page);
          // The detail links its user to all that user's events: the header filter gives way to the user's.
          await page.getByRole('complementary', { name: 'Event detail' }).getByRole('link', { name: 'Events of user first-user' }).click();
          await page.getByRole('list', { name: 'Filters, all must match' }).getByText('user_id is first-user').waitFor({ timeout: 20_000 });
          expect(!page.url().includes('x-user-id'), 'the user link kept the header filter');
          await page.getByText('3 events').waitFor({ timeout: 20_000 });

          // A time series grouped by status, exported as CSV.
          await page.keyboard.press('Escape');
          await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Time series' }).click();
          await waitForScreen(page, 'Time series');
          await page.getByRole('button', { name: 'Group by a field' }).click();
          await page.getByRole('button', { name: /^Group by/ }).click();
          await page.getByPlaceholder('Search fields…').fill('response.status');
          await page.getByRole('option', { name: /^response\.status/ }).first().click();
          await page.waitForURL(/g=response\.status/, { timeout: 20_000 });
          await page.getByRole('button', { name: /200/ }).first().waitFor({ timeout: 20_000 });
          const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
          const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
          expect(/200/.test(csv.split('\r\n')[0]), `the CSV header names no status series: ${csv.split('\r\n')[0]}`);
          expect(csv.trim().split('\r\n').length > 1, 'the CSV has no rows');
          await expectNoAxeViolations(page);
        }),
    },
    {
      name: 'event log: every row of the demo events is 40 px, a fast scroll draws its rows on a canvas over the view and the table shows them again once it stops',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          await page.goto(`${baseUrl}${await demoAppPath(page, baseUrl, token, 'events')}?range=last_7d`);
          await waitForScreen(page, 'Event log');
          const region = page.getByRole('region', { name: 'Events, newest first' });
          await region.getByRole('checkbox').nth(20).waitFor({ timeout: 30_000 });
          // Twenty rows down in one frame, as in a fling: the rows are drawn on the canvas, from under the header to the
          // bottom of the view, and the table holds none. One frame later (the scroll event and its render come before
          // the frame's callbacks), well before the 150 ms after which the scrolling counts as stopped.
          const jumped = await region.evaluate(async (scroller) => {
            scroller.scrollTop += 800;
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const canvas = scroller.querySelector('canvas.events-table__fast');
            const box = canvas?.getBoundingClientRect();
            const view = scroller.getBoundingClientRect();
            const header = scroller.querySelector('th')?.getBoundingClientRect();
            return {
              rows: scroller.querySelectorAll('tbody tr[data-event-id]').length,
              shown: canvas !== null && !canvas.hidden,
              covers: box !== undefined && header !== undefined && box.top <= header.bottom && box.bottom >= view.bottom - 1,
              drawn: canvas instanceof HTMLCanvasElement && canvas.width > 0,
            };
          });
          expect(jumped.shown && jumped.covers && jumped.drawn && jumped.rows === 0, `a fast scroll did not draw its rows over the view: ${JSON.stringify(jumped)}`);
          await page.waitForFunction(() => document.querySelector('canvas.events-table__fast')?.hidden === true, null, { timeout: 5_000 });
          const settled = await region.evaluate((scroller) => {
            const rows = [...scroller.querySelectorAll('tbody tr[data-event-id]')];
            return {
              heights: [...new Set(rows.map((row) => row.getBoundingClientRect().height))],
              full: rows.every((row) => row.querySelector('input') && row.querySelector('button')),
              rows: rows.length,
              overflow: scroller.scrollHeight - (scroller.querySelector('table')?.offsetHeight ?? 0),
            };
          });
          // The hidden canvas takes no room: the list scrolls exactly as far as its table reaches.
          expect(settled.overflow <= 1, `the list scrolls ${settled.overflow} px past its table`);
          // The virtualiser places rows 40 px apart: a row of another height shifts the view whenever rows come or go.
          expect(settled.rows > 8 && settled.full, `the rows did not come back with their controls: ${JSON.stringify(settled)}`);
          expect(settled.heights.length === 1 && settled.heights[0] === 40, `rows are not all 40 px at rest: ${settled.heights.join(', ')}`);
          await expectNoAxeViolations(page);
        }),
    },
    {
      name: 'portal: /wrap opens the own app, the switcher selects a demo app, a reload keeps it, unknown apps say App Not Found',
      run: () =>
        withPage(browser, async (page) => {
          await signIn(page, baseUrl);
          await page.goto(`${baseUrl}/wrap`);
          await page.waitForURL(/\/wrap\/app\/[a-z0-9]+-[a-z0-9]+\/dash$/, { timeout: 30_000 });
          await waitForScreen(page, 'My First App');
          await page.getByText('No API calls yet').waitFor({ timeout: 20_000 });

          await page.getByRole('button', { name: /Switch app/ }).click();
          await page.getByRole('menuitem', { name: 'default' }).click();
          await page.waitForURL(/\/wrap\/app\/demo-[a-z0-9]+\/dash$/);
          await waitForScreen(page, 'default');
          await page.getByText(/You are exploring the demo organization/).waitFor();
          const demoUrl = page.url();
          // The demo app has traffic: its call count over the last 24 hours is a positive number.
          const month = page.getByRole('region', { name: /^Key numbers/ });
          await month.getByText(/^[1-9][\d,]*$/).first().waitFor({ timeout: 20_000 });

          await page.reload();
          await waitForScreen(page, 'default');
          expect(page.url() === demoUrl, `the reload moved from ${demoUrl} to ${page.url()}`);
          await page.goto(`${baseUrl}/wrap`);
          await page.waitForURL(demoUrl, { timeout: 20_000 });

          await page.goto(`${baseUrl}/wrap/app/nosuchorg-nosuchapp/dash`);
          await waitForScreen(page, 'App Not Found');
          await page.goto(`${baseUrl}/wrap/no-such-screen`);
          await waitForScreen(page, 'Page not found');
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `portal: shell screens at ${viewport.width} px have no axe violations and no sideways scroll (screenshots)`,
      // Nine screens, each checked with axe: a hang guard for all of them, not a speed target.
      timeoutMs: 240_000,
      run: () =>
        withPage(
          browser,
          async (page) => {
            await signIn(page, baseUrl);
            const screens = [
              ['dashboard', '/wrap', 'My First App'],
              ['apps', '/wrap/apps', 'Apps and organizations'],
              ['subscription', '/wrap/subscription', 'Plan and usage'],
              ['not-found', '/wrap/no-such-screen', 'Page not found'],
              ['profile', '/wrap/profile', 'Profile'],
              ['onboarding', '/wrap?onboard=true&intent=product', /.+/],
              ['partner-register', '/register/partners/aws', /AWS/],
              ['oauth-callback', '/oauth/segment#access_token=e2e-token-value', /.+/],
            ];
            for (const [name, target, heading] of screens) {
              await page.goto(`${baseUrl}${target}`);
              await waitForScreen(page, heading);
              await page.waitForLoadState('networkidle');
              await expectNoAxeViolations(page);
              await expectNoSidewaysScroll(page, target);
              await page.screenshot({ path: path.join(screenshotsDir, `portal-${name}-${label}.png`), fullPage: true });
            }
            await page.goto(`${baseUrl}/wrap`);
            await waitForScreen(page, 'My First App');
            await page.goto(page.url().replace(/\/dash$/, '/events'));
            await waitForScreen(page, 'Event log');
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'event log');
            await page.screenshot({ path: path.join(screenshotsDir, `portal-events-${label}.png`), fullPage: true });
            if (label === 'phone') {
              await page.goto(`${baseUrl}/wrap/apps`);
              await waitForScreen(page, 'Apps and organizations');
              await page.getByRole('button', { name: 'Menu', exact: true }).click();
              await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Plan and usage' }).click();
              await waitForScreen(page, 'Plan and usage');
            }
          },
          { viewport },
        ),
    })),
  ];
}
