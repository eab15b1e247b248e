// (g) The geo map on the demo app: countries coloured from the demo callers' addresses, the ranked table, the measure
// kept in the URL, a tooltip on hover, a country opening its event log, Access via API, and the third-party notices
// page; at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { demoAppPath, signIn } from './portal.mjs';

/** Waits for the map (its shapes drawn) and the ranked table of a loaded view. */
async function waitForMap(page) {
  await page.getByRole('heading', { level: 1, name: 'Geo map' }).waitFor({ timeout: 30_000 });
  await page.getByRole('img', { name: /^World map of / }).waitFor({ timeout: 30_000 });
  await page.getByRole('table', { name: /^Countries by / }).waitFor({ timeout: 30_000 });
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function geoMapSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'geo map: demo calls by country on the map and in the table, the measure in the URL, a tooltip, a country opens its events',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          const target = await demoAppPath(page, baseUrl, token, 'geo');
          await page.goto(`${baseUrl}${target}?range=last_30d`);
          await waitForMap(page);

          const rows = page.getByRole('table', { name: /^Countries by / }).locator('tbody tr');
          expect((await rows.count()) >= 8, `the demo traffic reaches only ${await rows.count()} countries`);
          const first = await rows.first().getByRole('rowheader').textContent();
          expect(first === 'United States', `the busiest demo country is ${first}, expected United States`);
          const coloured = await page.locator('.geo-map__country--data').count();
          expect(coloured >= 8, `only ${coloured} countries are coloured on the map`);
          await page.getByText(/came from private or unknown addresses/).waitFor();

          // Hovering a coloured country shows its name and value.
          await page.locator('.geo-map__country--data').first().hover();
          const tooltip = page.locator('.geo-map__tooltip');
          await tooltip.waitFor();
          expect(/Count: [\d,]+/.test(await tooltip.textContent()), `the tooltip shows no count: ${await tooltip.textContent()}`);

          // The measure is kept in the URL and changes the table.
          await page.getByRole('combobox', { name: 'Colour by' }).selectOption({ label: 'p90 latency' });
          await page.waitForURL((url) => url.searchParams.get('metric') === 'latency~p90');
          await page.getByRole('columnheader', { name: 'p90 latency' }).waitFor({ timeout: 30_000 });
          expect(/ ms$/.test(await rows.first().locator('td').nth(1).textContent()), 'p90 latency is not shown in ms');

          // Access via API carries the by-country search.
          await page.getByText('Access via API').click();
          const curl = await page.getByRole('region', { name: 'curl command for this map' }).textContent();
          expect(curl.includes('request.geo_ip.country_code2') && curl.includes('/count/events?app_id='), 'Access via API does not show the map search');

          // A country opens the event log filtered to it.
          await page.getByRole('link', { name: 'Germany' }).click();
          await page.waitForURL(/\/events\?/, { timeout: 20_000 });
          expect((new URL(page.url()).searchParams.get('f') ?? '').includes('"DE"'), 'the event log link does not filter on the country');
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `geo map: demo view at ${viewport.width} px has no axe violations and no sideways scroll; third-party notices too (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const { token } = await signIn(page, baseUrl);
            const target = await demoAppPath(page, baseUrl, token, 'geo');
            await page.goto(`${baseUrl}${target}?range=last_7d&metric=error_rate`);
            await waitForMap(page);
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'geo map');
            await page.screenshot({ path: path.join(screenshotsDir, `portal-geo-${label}.png`), fullPage: true });

            await page.goto(`${baseUrl}/wrap/notices`);
            await page.getByRole('heading', { level: 1, name: 'Third-party notices' }).waitFor({ timeout: 30_000 });
            await page.getByText(/Number Resource Organization/).first().waitFor();
            await page.getByRole('heading', { name: /Natural Earth/ }).waitFor();
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'third-party notices');
            await page.screenshot({ path: path.join(screenshotsDir, `portal-notices-${label}.png`), fullPage: true });
          },
          { viewport },
        ),
    })),
  ];
}
