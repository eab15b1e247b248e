// Segmentation on the demo app: group by request.verb, then response.status through the level pickers, the ranked
// bars and nested table, CSV export, a segment's link into the event log; a custom range typed in the range dialog;
// at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { signIn } from './portal.mjs';

/** Opens the demo app (through the app switcher) and answers its segmentation path. */
async function demoSegmentationPath(page, baseUrl) {
  await page.goto(`${baseUrl}/wrap`);
  await page.waitForURL(/\/wrap\/app\/[a-z0-9]+-[a-z0-9]+\/dash$/, { timeout: 30_000 });
  await page.getByRole('button', { name: /Switch app/ }).click();
  await page.getByRole('menuitem', { name: 'default' }).click();
  await page.waitForURL(/\/wrap\/app\/demo-[a-z0-9]+\/dash$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.replace(/\/dash$/, '/segmentation');
}

/** Signs a new user in and opens the demo app's segmentation over the last 7 days. */
async function openDemoSegmentation(page, baseUrl) {
  await signIn(page, baseUrl);
  const target = await demoSegmentationPath(page, baseUrl);
  await page.goto(`${baseUrl}${target}?range=last_7d&m=count`);
  await page.getByRole('heading', { level: 1, name: 'Segmentation' }).waitFor({ timeout: 30_000 });
  await page.getByRole('table', { name: /^Segments by / }).waitFor({ timeout: 30_000 });
}

/** Picks a field in a level's searchable field picker. */
async function pickField(page, level, field) {
  await page.getByRole('listitem', { name: new RegExp(`^Level ${level}:`) }).locator('.group-levels__field-button').click();
  await page.getByPlaceholder('Search fields…').fill(field);
  await page.getByRole('option', { name: new RegExp(`^${field.replace('.', '\\.')}`) }).first().click();
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function segmentationSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'segmentation: a custom range typed in the range dialog and sent with Enter on the demo app (wrong order refused, then the segments of those days)',
      run: () =>
        withPage(browser, async (page) => {
          await openDemoSegmentation(page, baseUrl);

          // "Custom range…" is the picker's last option; the dialog's form is then used from the keyboard (Enter).
          const picker = page.getByLabel('Time range');
          await picker.selectOption({ label: 'Custom range…' });
          const dialog = page.getByRole('dialog', { name: 'Custom range' });
          await dialog.waitFor();
          const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
          await dialog.getByLabel('From').fill(`${day(0)}T00:00`);
          await dialog.getByLabel('To').fill(`${day(-3)}T00:00`);
          await page.keyboard.press('Enter');
          await dialog.getByRole('alert').getByText('The start must be before the end.').waitFor();
          await expectNoAxeViolations(page);

          await dialog.getByLabel('From').fill(`${day(-3)}T00:00`);
          await dialog.getByLabel('To').fill(`${day(1)}T00:00`);
          await dialog.getByRole('button', { name: 'Show range' }).press('Enter');
          await page.waitForURL((url) => /^\d{4}-\d{2}-\d{2}T[\d:]+Z~\d{4}-\d{2}-\d{2}T[\d:]+Z$/.test(url.searchParams.get('range') ?? ''), { timeout: 20_000 });
          await dialog.waitFor({ state: 'detached' });
          const shown = await picker.evaluate((select) => select.selectedOptions[0]?.textContent ?? '');
          expect(shown.startsWith(`${day(-3)} 00:00 – ${day(1)} 00:00 (`), `the picker shows "${shown}"`);
          const rows = page.getByRole('table', { name: /^Segments by / }).locator('tbody tr');
          await rows.first().waitFor({ timeout: 30_000 });
          expect((await rows.count()) > 0, 'no segments in the last three days of the demo app');
        }),
    },
    {
      name: 'segmentation: group by request.verb then response.status on the demo app, the ranked table, CSV export and a link into the event log',
      run: () =>
        withPage(browser, async (page) => {
          await openDemoSegmentation(page, baseUrl);

          await pickField(page, 1, 'request.verb');
          await page.waitForURL((url) => url.searchParams.getAll('g')[0]?.startsWith('request.verb~'), { timeout: 20_000 });
          await page.getByRole('button', { name: 'Add a level' }).click();
          await page.waitForURL((url) => url.searchParams.getAll('g').length === 2);
          await pickField(page, 2, 'response.status');
          await page.waitForURL((url) => url.searchParams.getAll('g')[1]?.startsWith('response.status~'), { timeout: 20_000 });

          const table = page.getByRole('table', { name: 'Segments by request.verb, then response.status' });
          await table.waitFor({ timeout: 30_000 });
          const firstRows = await table.locator('tbody tr').allTextContents();
          expect(firstRows.length >= 2, `the table shows ${firstRows.length} rows`);
          expect(/^(GET|POST|PUT|PATCH|DELETE)/.test(firstRows[0]), `the first segment is not a verb: ${firstRows[0]}`);
          expect(firstRows.some((row) => /response\.status: \d{3}/.test(row)), 'no status rows under the verbs');
          await page.getByRole('table', { name: 'A: Count by segment' }).waitFor();

          const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
          const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
          const lines = csv.trim().split('\r\n');
          expect(lines[0] === 'request.verb,response.status,A: Count,Events,Share (%)', `unexpected CSV header: ${lines[0]}`);
          expect(lines.length === firstRows.length + 1, `the CSV has ${lines.length - 1} rows, the table ${firstRows.length}`);
          expect(/^segmentation-default-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()), `file name ${download.suggestedFilename()}`);

          await page.getByText('Access via API').click();
          const curl = await page.getByRole('region', { name: 'curl command for this view' }).textContent();
          expect(curl.includes('"request.verb"') && curl.includes('"response.status"'), 'Access via API does not show the grouped search');

          await table.getByRole('link').nth(1).click();
          await page.waitForURL(/\/events\?/, { timeout: 20_000 });
          const filters = new URL(page.url()).searchParams.get('f') ?? '';
          expect(filters.includes('request.verb') && filters.includes('response.status'), `the event log link lost the segment: ${filters}`);
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `segmentation: two-level view at ${viewport.width} px has no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            await signIn(page, baseUrl);
            // The app switcher sits in the drawer on phones: find the demo app at desktop width, then narrow.
            await page.setViewportSize(VIEWPORTS.desktop);
            const target = await demoSegmentationPath(page, baseUrl);
            await page.setViewportSize(viewport);
            await page.goto(`${baseUrl}${target}?range=last_7d&g=request.verb~5~top&g=response.status~5~top&m=count&m=latency~p90`);
            await page.getByRole('table', { name: 'Segments by request.verb, then response.status' }).waitFor({ timeout: 30_000 });
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'segmentation');
            await page.screenshot({ path: path.join(screenshotsDir, `portal-segmentation-${label}.png`), fullPage: true });
          },
          { viewport },
        ),
    })),
  ];
}
