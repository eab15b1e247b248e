// (g) The app dashboard on the demo app: every tile renders with numbers, a tile link opens the time series with the
// same window, a range change is kept in the URL; a status filter narrows every tile, stays in the URL and in the tile
// links, and Access via API gives each tile's command (run here against the API); at 1440 and 390 px with axe, no
// sideways scroll and screenshots, with and without the filter.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { demoAppPath, signIn } from './portal.mjs';

/** The dashboard path of the demo organization's "default" app, found through the portal API. */
const demoDashboardPath = (page, baseUrl, token) => demoAppPath(page, baseUrl, token, 'dash');

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

/** The failed calls filter (`response.status ≥ 400`) as the filter bar writes it into `f`. */
const FAILED_FILTER = JSON.stringify({ and: [['response.status', 'n', 'gte', 400]] });

/** Adds `response.status ≥ 400` with the filter bar, as a user does: field picker, operator, value, Add filter. */
async function addFailedCallsFilter(page) {
  await page.getByRole('group', { name: 'Add a filter' }).getByRole('button').first().click();
  await page.getByPlaceholder('Search fields…').fill('response.status');
  await page.getByRole('option', { name: /^response\.status/ }).first().click();
  await page.getByLabel('Operator').selectOption({ label: '≥' });
  await page.getByLabel('Value', { exact: true }).fill('400');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.waitForURL((url) => url.searchParams.get('f') === FAILED_FILTER);
  await page.getByRole('list', { name: 'Filters, all must match' }).getByText('response.status ≥ 400').waitFor();
}

/** Opens Access via API, picks a tile and answers its curl command's URL and JSON body. */
async function tileCommand(page, title) {
  const details = page.locator('details.dashboard-api');
  if (!(await details.evaluate((element) => element.open))) await details.getByText('Access via API', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Tile' }).selectOption({ label: title });
  const command = (await page.getByRole('region', { name: `curl command of the ${title} tile` }).textContent()) ?? '';
  const url = /^curl -sS -X POST '([^']+)'/.exec(command)?.[1];
  const body = /--data-raw '(.*)'$/s.exec(command)?.[1];
  expect(url && body && command.includes('Bearer $APISCOPE_TOKEN'), `the ${title} command is not a curl call: ${command.slice(0, 200)}`);
  return { url, body: JSON.parse(body) };
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
    {
      name: 'dashboard: a status filter narrows every tile and stays in the URL and the tile links; Access via API runs each tile search',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          const target = await demoDashboardPath(page, baseUrl, token);
          await page.goto(`${baseUrl}${target}?range=last_7d`);
          await waitForTiles(page);
          const keys = tile(page, 'Key numbers');
          const allCalls = Number(((await keys.locator('.key-numbers__value').first().textContent()) ?? '').replace(/,/g, ''));

          await addFailedCallsFilter(page);
          expect(new URL(page.url()).searchParams.get('range') === 'last_7d', `the filter lost the range: ${page.url()}`);
          await waitForTiles(page);
          // Only failed calls are left: fewer calls, all of them errors.
          await keys.locator('.key-numbers__value').nth(1).getByText('100.0 %').waitFor({ timeout: 30_000 });
          const failedCalls = Number(((await keys.locator('.key-numbers__value').first().textContent()) ?? '').replace(/,/g, ''));
          expect(failedCalls > 0 && failedCalls < allCalls, `the filter did not narrow the calls: ${failedCalls} of ${allCalls}`);
          const statuses = await tile(page, 'Top errors').getByRole('rowheader').allTextContents();
          expect(statuses.length > 0 && statuses.every((text) => /^[45]\d\d /.test(text)), `the top errors list ${statuses.join(', ')}`);

          const seriesLink = new URL((await tile(page, 'Traffic').getByRole('link', { name: 'Traffic in the time series' }).getAttribute('href')) ?? '', baseUrl);
          expect(seriesLink.searchParams.get('f') === FAILED_FILTER && seriesLink.searchParams.get('range') === 'last_7d', `the traffic link lost the filter: ${seriesLink.search}`);

          // The Top users command, sent as it is written, answers the tile's first user.
          const { url, body } = await tileCommand(page, 'Top users');
          expect(JSON.stringify(body).includes('"response.status":{"gte":400}'), `the Top users command has no filter: ${JSON.stringify(body)}`);
          const answer = await page.request.post(url, { headers: { authorization: `Bearer ${token}` }, data: body });
          expect(answer.ok(), `the Top users command answered ${answer.status()}`);
          const firstUser = (await answer.json()).aggregations?.top?.buckets?.[0]?.key;
          const shownUser = await tile(page, 'Top users').getByRole('row').nth(1).getByRole('link').textContent();
          expect(firstUser === shownUser, `the command answered ${firstUser}, the tile shows ${shownUser}`);
          const keyCommand = await tileCommand(page, 'Key numbers');
          expect(new URL(keyCommand.url).searchParams.get('from') === '-336h', `the key numbers command asks from ${keyCommand.url}`);

          await page.getByRole('button', { name: 'Clear filters' }).first().click();
          await page.waitForURL((url) => url.searchParams.get('f') === null && url.searchParams.get('range') === 'last_7d');
          await waitForTiles(page);
          await page.getByRole('list', { name: 'Filters, all must match' }).waitFor({ state: 'detached' });
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `dashboard: the demo app at ${viewport.width} px, with and without a filter and Access via API, has no axe violations and no sideways scroll (screenshots)`,
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

            await addFailedCallsFilter(page);
            await waitForTiles(page);
            await tileCommand(page, 'Top errors');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'dashboard with a filter and Access via API open');
            await page.screenshot({ path: path.join(screenshotsDir, `dashboard-filtered-${label}.png`), fullPage: true });
          },
          { viewport },
        ),
    })),
  ];
}
