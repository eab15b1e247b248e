// (f) The time series on the demo app: compare to previous period (dashed lines, previous and change columns), hover
// values for each series, drag across the chart to zoom (the range in the URL, Reset zoom, Back), Access via API;
// the filter bar with an alternative (OR); line, area and bar charts; uPlot's chunk loaded early and compiled as it
// loads; at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { demoAppPath, signIn } from './portal.mjs';

/** Waits for the chart and the data table of a loaded view (with the previous period when compared). */
async function waitForSeries(page, { compared }) {
  await page.getByRole('heading', { level: 1, name: 'Time series' }).waitFor({ timeout: 30_000 });
  await page.locator('.time-series__chart canvas').waitFor({ timeout: 30_000 });
  await page.getByRole('table', { name: /^Values per/ }).waitFor({ timeout: 30_000 });
  if (compared) await page.getByRole('columnheader', { name: 'A: Count (previous period)' }).waitFor({ timeout: 30_000 });
}

const params = (page) => new URL(page.url()).searchParams;

/** Signs a new user in and opens the demo app's time series with `query`, once drawn. */
async function openDemoSeries(page, baseUrl, query) {
  const { token } = await signIn(page, baseUrl);
  const target = await demoAppPath(page, baseUrl, token, 'timeseries');
  await page.goto(`${baseUrl}${target}?${query}`);
  await waitForSeries(page, { compared: false });
}

/** Adds `request.verb is {verb}` with the filter bar, as one more filter or (`addAs`) an alternative of one. */
async function addVerbFilter(page, verb, addAs) {
  await page.getByRole('group', { name: 'Add a filter' }).getByRole('button').first().click();
  await page.getByPlaceholder('Search fields…').fill('request.verb');
  await page.getByRole('option', { name: /^request\.verb/ }).first().click();
  await page.getByLabel('Value', { exact: true }).fill(verb);
  if (addAs) await page.getByLabel('Add as').selectOption({ label: addAs });
  await page.getByRole('button', { name: 'Add filter' }).click();
}

/** The group columns of the data table: `GET · A: Count` ... */
const groupColumns = (page) => page.getByRole('table', { name: /^Values per/ }).getByRole('columnheader', { name: / · A: Count$/ }).allTextContents();

/** Waits until the data table has `count` group columns (the filtered view has loaded) and answers their names. */
async function settledGroupColumns(page, count) {
  try {
    // The data table's header only: uPlot's legend is a table of its own whose cells hold the same labels.
    await page.waitForFunction(
      (n) => {
        const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent?.startsWith('Values per'));
        return table !== undefined && [...table.querySelectorAll('thead th')].filter((th) => / · A: Count$/.test(th.textContent)).length === n;
      },
      count,
      { timeout: 30_000 },
    );
  } catch {
    const statuses = await page.locator('[role="status"], [role="alert"]').allTextContents();
    throw new Error(`the table never had ${count} group column(s): it has ${JSON.stringify(await groupColumns(page))}; statuses ${JSON.stringify(statuses)}; URL ${page.url()}`);
  }
  return (await groupColumns(page)).sort();
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function timeSeriesSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'time series: compare to previous period, hover values, drag to zoom, Reset zoom and Back on the demo app',
      run: () =>
        withPage(browser, async (page) => {
          await openDemoSeries(page, baseUrl, 'range=last_7d&m=count');

          // The box shows the URL's setting: it turns checked once the navigation it starts has landed.
          await page.getByRole('checkbox', { name: 'Compare to previous period' }).click();
          await page.waitForURL((url) => url.searchParams.get('compare') === 'previous');
          await page.getByRole('checkbox', { name: 'Compare to previous period', checked: true }).waitFor();
          await waitForSeries(page, { compared: true });
          await page.getByRole('columnheader', { name: 'A: Count change %' }).waitFor();
          expect((await page.getByRole('img', { name: /Dashed lines: the previous period/ }).count()) === 1, 'the chart does not say it draws the previous period');

          // Hovering the plot shows a value for the series and for its previous period in uPlot's live legend.
          const plot = page.locator('.time-series__chart .u-over');
          const box = await plot.boundingBox();
          expect(box !== null, 'the chart has no plot area');
          await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
          const values = await page.locator('.time-series__chart .u-legend .u-series .u-value').allTextContents();
          expect(values.length === 3, `the legend shows ${values.length} values, expected time, series and previous period`);
          expect(values.slice(1).every((v) => /\d/.test(v)), `hover values are missing: ${values.join(' | ')}`);
          expect(/%\)$/.test(values[1]) || /–\)$/.test(values[1]), `the hover value has no change in %: ${values[1]}`);

          // Dragging across the middle of the plot zooms into that window.
          await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 8 });
          await page.mouse.up();
          await page.waitForURL((url) => (url.searchParams.get('range') ?? '').includes('~'), { timeout: 20_000 });
          const zoomed = params(page);
          expect(zoomed.get('unzoom') === 'last_7d', `the zoom did not remember the range before: ${zoomed.get('unzoom')}`);
          expect(zoomed.get('interval') === 'auto' && zoomed.get('compare') === 'previous', 'the zoom lost the automatic interval or compare');
          const [from, to] = zoomed.get('range').split('~').map((t) => Date.parse(t));
          const span = to - from;
          expect(span > 24 * 3_600_000 && span < 2 * 24 * 3_600_000, `a fifth of 7 days should be about 1.4 days, got ${(span / 3_600_000).toFixed(1)} h`);
          await waitForSeries(page, { compared: true });
          await page.getByText(/^Zoomed to /).waitFor();
          await expectNoAxeViolations(page);

          await page.getByRole('button', { name: 'Reset zoom' }).click();
          await page.waitForURL((url) => url.searchParams.get('range') === 'last_7d' && !url.searchParams.has('unzoom'));
          await waitForSeries(page, { compared: true });
          await page.goBack();
          await page.waitForURL((url) => (url.searchParams.get('range') ?? '').includes('~'));
          await page.getByRole('button', { name: 'Reset zoom' }).waitFor();

          // Access via API carries the time series search of the view.
          await page.getByText('Access via API').click();
          const curl = await page.getByRole('region', { name: 'curl command for this view' }).textContent();
          expect(curl.includes('date_histogram') && curl.includes('/search/events?app_id='), 'Access via API does not show the time series search');
        }),
    },
    {
      name: "time series: uPlot's chunk is asked for before the screen's first search, and opens with the compile hint",
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          const target = await demoAppPath(page, baseUrl, token, 'timeseries');
          const isUPlotChunk = (url) => /^\/assets\/uplot\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
          const asked = [];
          page.on('request', (request) => {
            if (isUPlotChunk(request.url())) asked.push('uplot');
            else if (new URL(request.url()).pathname.includes('/search/events')) asked.push('search');
          });
          const chunk = page.waitForResponse((response) => isUPlotChunk(response.url()));
          await page.goto(`${baseUrl}${target}?range=last_7d&m=count`);
          const body = await (await chunk).text();
          await waitForSeries(page, { compared: false });
          const chunkAsks = asked.filter((name) => name === 'uplot').length;
          expect(chunkAsks === 1, `uPlot's chunk was asked for ${chunkAsks} times`);
          expect(asked.indexOf('uplot') < asked.indexOf('search'), `uPlot's chunk was asked for after the first search: ${asked.join(', ')}`);
          expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), `uPlot's chunk opens with ${JSON.stringify(body.slice(0, 40))}`);
        }),
    },
    {
      name: 'time series: line, area and bar charts each draw the demo data differently and stay in the URL',
      run: () =>
        withPage(browser, async (page) => {
          await openDemoSeries(page, baseUrl, 'range=last_7d&g=request.verb~3~top&m=count');
          const pixels = () => page.evaluate(() => document.querySelector('.time-series__chart canvas')?.toDataURL() ?? '');
          const drawn = { line: await pixels() };
          for (const kind of ['Area', 'Bar']) {
            const before = await pixels();
            await page.getByRole('group', { name: 'Chart' }).getByRole('radio', { name: kind }).check();
            await page.waitForURL((url) => url.searchParams.get('chart') === kind.toLowerCase());
            // The chart is made again for another kind: wait for its canvas to hold other pixels.
            await page.waitForFunction((old) => {
              const canvas = document.querySelector('.time-series__chart canvas');
              return canvas !== null && canvas.toDataURL() !== old;
            }, before);
            drawn[kind] = await pixels();
          }
          expect(new Set(Object.values(drawn)).size === 3, 'two chart kinds drew the same pixels');
          await expectNoAxeViolations(page);
          await page.screenshot({ path: path.join(screenshotsDir, 'portal-timeseries-bars-desktop.png'), fullPage: true });
        }),
    },
    {
      name: 'time series: the filter bar narrows the lines, with an alternative (OR) and removing one, on the demo app',
      run: () =>
        withPage(browser, async (page) => {
          await openDemoSeries(page, baseUrl, 'range=last_7d&g=request.verb~5~top&m=count');
          expect((await groupColumns(page)).length > 2, 'the demo app has fewer than three verbs in the last 7 days');

          await addVerbFilter(page, 'GET');
          await page.waitForURL((url) => url.searchParams.get('f') === JSON.stringify({ and: [['request.verb', 's', 'is', 'GET']] }));
          const onlyGet = await settledGroupColumns(page, 1);
          expect(JSON.stringify(onlyGet) === JSON.stringify(['GET · A: Count']), `filtered on GET, the table shows ${onlyGet}`);

          await addVerbFilter(page, 'POST', 'OR: an alternative of request.verb is GET');
          const either = JSON.stringify({ and: [{ or: [['request.verb', 's', 'is', 'GET'], ['request.verb', 's', 'is', 'POST']] }] });
          await page.waitForURL((url) => url.searchParams.get('f') === either);
          const getOrPost = await settledGroupColumns(page, 2);
          expect(JSON.stringify(getOrPost) === JSON.stringify(['GET · A: Count', 'POST · A: Count']), `GET or POST shows ${getOrPost}`);
          const group = page.getByRole('group', { name: 'Any of (request.verb is GET OR request.verb is POST)' });
          await group.waitFor();
          await expectNoAxeViolations(page);

          await group.getByRole('button', { name: 'Remove filter request.verb is GET' }).click();
          await page.waitForURL((url) => url.searchParams.get('f') === JSON.stringify({ and: [['request.verb', 's', 'is', 'POST']] }));
          const onlyPost = await settledGroupColumns(page, 1);
          expect(JSON.stringify(onlyPost) === JSON.stringify(['POST · A: Count']), `filtered on POST, the table shows ${onlyPost}`);
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `time series: compared view at ${viewport.width} px has no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const { token } = await signIn(page, baseUrl);
            const target = await demoAppPath(page, baseUrl, token, 'timeseries');
            await page.goto(`${baseUrl}${target}?range=last_7d&g=request.verb~5~top&m=count&m=latency~p90&compare=previous`);
            await page.getByRole('heading', { level: 1, name: 'Time series' }).waitFor({ timeout: 30_000 });
            await page.getByRole('columnheader', { name: /A: Count \(previous period\)/ }).waitFor({ timeout: 30_000 });
            await page.locator('.time-series__chart canvas').waitFor();
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'time series');
            await page.screenshot({ path: path.join(screenshotsDir, `portal-timeseries-${label}.png`), fullPage: true });
          },
          { viewport },
        ),
    })),
  ];
}
