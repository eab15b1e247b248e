// (g) The app dashboard on the demo app: every tile renders with numbers, a tile link opens the time series with the
// same window, a range change is kept in the URL; at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, VIEWPORTS, withPage } from './harness.mjs';
import { signIn } from './portal.mjs';

/** The dashboard path of the demo organization's "default" app, found through the portal API. */
async function demoDashboardPath(page, baseUrl, token) {
  const response = await page.request.get(`${baseUrl}/api/portal/organizations`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `the organizations answered ${response.status()}`);
  const demo = (await response.json()).find((org) => org.demo === true);
  const app = demo?.apps.find((a) => a.name === 'default');
  expect(app, 'the demo organization has no "default" app');
  return `/wrap/app/${demo.id}-${app.id}/dash`;
}

const TILES = ['Key numbers', 'Traffic', 'Latency', 'Top endpoints', 'Top errors', 'Top users', 'Top companies'];

/** A tile by its title (its accessible name is the title and the subtitle). */
const tile = (page, title) => page.getByRole('region', { name: new RegExp(`^${title} `) }).first();

/** Waits until every tile has loaded: no tile still counting, none failed, the charts drawn. */
async function waitForTiles(page) {
  await page.getByRole('heading', { level: 1, name: 'default' }).waitFor({ timeout: 30_000 });
  for (const title of TILES) await tile(page, title).waitFor({ timeout: 30_000 });
  await page.getByText('Counting…', { exact: true }).first().waitFor({ state: 'detached', timeout: 30_000 });
  const failures = await page.getByRole('alert').allTextContents();
  expect(failures.length === 0, `a tile failed: ${failures.join(' | ')}`);
  await page.locator('.dashboard-tile--traffic canvas').first().waitFor({ timeout: 30_000 });
  await page.locator('.dashboard-tile--latency canvas').first().waitFor({ timeout: 30_000 });
}

/** The page has no horizontal scroll at its current width. */
async function expectNoSidewaysScroll(page, label) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth <= innerWidth, `${label}: scrolls sideways (${scrollWidth} > ${innerWidth})`);
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function dashboardSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'dashboard: the demo app shows every tile with numbers, a range change stays in the URL, a tile link opens the time series with the same window',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          const target = await demoDashboardPath(page, baseUrl, token);
          await page.goto(`${baseUrl}${target}`);
          await waitForTiles(page);

          const keys = tile(page, 'Key numbers');
          const calls = (await keys.locator('.key-numbers__value').first().textContent()) ?? '';
          expect(/^[1-9][\d,]*$/.test(calls), `the demo app shows no calls in the last 24 hours: "${calls}"`);
          expect(/ms|s$/.test((await keys.locator('.key-numbers__value').nth(2).textContent()) ?? ''), 'the p95 latency has no value');
          expect((await keys.getByText(/vs the previous 24 hours/).count()) > 0, 'the key numbers show no change against the previous period');
          for (const title of ['Top endpoints', 'Top errors', 'Top users', 'Top companies']) {
            const rows = await tile(page, title).getByRole('row').count();
            expect(rows > 1, `${title} lists nothing`);
          }

          await page.getByLabel('Time range').selectOption('last_7d');
          await page.waitForURL((url) => url.searchParams.get('range') === 'last_7d');
          await waitForTiles(page);
          await tile(page, 'Key numbers').getByText(/vs the previous 7 days/).first().waitFor();

          await tile(page, 'Latency').getByRole('link', { name: 'Latency in the time series' }).click();
          await page.getByRole('heading', { level: 1, name: 'Time series' }).waitFor({ timeout: 30_000 });
          const opened = new URL(page.url());
          expect(opened.pathname.endsWith('/timeseries'), `the link opened ${opened.pathname}`);
          expect(opened.searchParams.get('range') === 'last_7d', `the time series opened with range ${opened.searchParams.get('range')}`);
          expect(opened.searchParams.getAll('m').join(',') === 'latency~p50,latency~p90,latency~p99', `the time series opened with metrics ${opened.searchParams.getAll('m')}`);
          await page.locator('.time-series__chart canvas').first().waitFor({ timeout: 30_000 });

          // A fresh load (going back would show the kept answers for a moment before they are asked again).
          await page.goto(`${baseUrl}${target}?range=last_7d`);
          await waitForTiles(page);
          await tile(page, 'Top users').getByRole('row').nth(1).getByRole('link').click();
          await page.getByRole('heading', { level: 1, name: 'Event log' }).waitFor({ timeout: 30_000 });
          const events = new URL(page.url());
          expect(events.searchParams.get('range') === 'last_7d' && (events.searchParams.get('f') ?? '').includes('user_id'), `the user link opened ${events.search}`);
          await page.getByText(/^[\d,]+ events?$/).waitFor({ timeout: 30_000 });
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `dashboard: the demo app at ${viewport.width} px has no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const { token } = await signIn(page, baseUrl);
            const target = await demoDashboardPath(page, baseUrl, token);
            await page.goto(`${baseUrl}${target}`);
            await waitForTiles(page);
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'dashboard');
            await page.screenshot({ path: path.join(screenshotsDir, `dashboard-${label}.png`), fullPage: true });
            await tile(page, 'Traffic').getByText('Traffic as a table').click();
            await tile(page, 'Traffic').getByRole('region', { name: /^Traffic per / }).waitFor();
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'dashboard with the traffic table open');
          },
          { viewport },
        ),
    })),
  ];
}
