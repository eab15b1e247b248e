// Live tail and shared event selections in the event log: a new call sent with the real moesif-nodejs SDK appears
// through the live stream, Pause holds and counts, two selected rows open as a share link showing exactly them;
// axe and no sideways scroll at 1440 and 390 px, with screenshots.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { ownOrgAndApp, signIn } from './portal.mjs';

/** The signed-in user's own organization, first app and a collector token for it. */
async function ownApp(page, baseUrl, token) {
  const { org, app } = await ownOrgAndApp(page, baseUrl, token);
  const minted = await page.request.get(`${baseUrl}/api/portal/${org.id}/oauth/access_tokens?app_id=${app.id}&target=collector`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(minted.status() === 200, `the collector token request answered ${minted.status()}`);
  return { orgId: org.id, appId: app.id, collectorToken: (await minted.json()).app_token };
}

/** The table row whose text contains `text`. */
const rowWith = (page, text) => page.getByRole('table').getByRole('row').filter({ hasText: text });

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function liveTailSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'live tail: a call sent with moesif-nodejs appears live, Pause holds and counts, two selected rows open as a share link showing exactly them (1440 and 390 px)',
      run: () =>
        withPage(browser, async (page) => {
          const { token } = await signIn(page, baseUrl);
          const { orgId, appId, collectorToken } = await ownApp(page, baseUrl, token);
          const { startInstrumentedApi } = await tsImport('../server/compat/moesifSdkApp.ts', import.meta.url);
          const api = await startInstrumentedApi(`${baseUrl}/collector`, collectorToken, `live-${Date.now()}`);
          const call = async (id) => (await fetch(`${api.baseUrl}/items/${id}`, { headers: { 'x-user-id': 'live-user' } })).text();
          try {
            await call('before-1');
            const eventLog = `${baseUrl}/wrap/app/${orgId}-${appId}/events`;
            await page.goto(eventLog);
            await page.getByRole('heading', { level: 1, name: 'Event log' }).waitFor({ timeout: 30_000 });
            // The first call may still be on its way from the SDK (it sends in batches): refresh until it is listed.
            for (let i = 0; i < 20 && (await rowWith(page, 'before-1').count()) === 0; i++) {
              await page.waitForTimeout(500);
              await page.getByRole('button', { name: 'Refresh' }).click();
            }
            await rowWith(page, 'before-1').waitFor({ timeout: 10_000 });

            // Live on: a new call appears on top without a reload.
            await page.getByRole('button', { name: 'Live', exact: true, pressed: false }).click();
            await page.getByText('Live: new events appear on top').waitFor({ timeout: 20_000 });
            const sent = Date.now();
            await call('live-42');
            await rowWith(page, 'live-42').waitFor({ timeout: 10_000 });
            console.info(`live tail: the call showed ${Date.now() - sent} ms after it was answered (SDK batching included)`);
            expect((await page.getByRole('table').getByRole('row').nth(1).textContent()).includes('live-42'), 'the live event is not on top');
            await expectNoAxeViolations(page);
            await page.screenshot({ path: path.join(screenshotsDir, 'live-tail-desktop.png'), fullPage: true });

            // Pause: the next call is counted, not shown, until Resume.
            await page.getByRole('button', { name: 'Pause' }).click();
            await call('paused-7');
            await page.getByText('Paused: 1 new event').waitFor({ timeout: 10_000 });
            expect((await rowWith(page, 'paused-7').count()) === 0, 'a paused live tail showed a new event');
            await page.getByRole('button', { name: 'Resume' }).click();
            await rowWith(page, 'paused-7').waitFor({ timeout: 5_000 });

            // Select two rows and share them.
            await rowWith(page, 'live-42').getByRole('checkbox').check();
            await rowWith(page, 'paused-7').getByRole('checkbox').check();
            await page.getByText('2 events selected').waitFor();
            await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
            await page.getByRole('button', { name: 'Share link to the 2 selected events' }).click();
            await page.getByText('Copied to clipboard.').waitFor({ timeout: 5_000 });
            const link = await page.evaluate(() => navigator.clipboard.readText());
            expect(link.startsWith(`${eventLog}?ids=`) && link.split('?ids=')[1].split(',').length === 2, `unexpected share link ${link}`);
            await expectNoAxeViolations(page);
            await page.getByRole('button', { name: 'Live', exact: true, pressed: true }).click();

            // The link opens exactly those two events, at both widths.
            const shared = await page.context().newPage();
            await shared.goto(link);
            await shared.getByRole('note').filter({ hasText: 'Showing the 2 events of a shared link' }).waitFor({ timeout: 30_000 });
            await shared.getByText('2 events', { exact: true }).waitFor({ timeout: 20_000 });
            const rows = shared.getByRole('table').getByRole('row');
            expect((await rows.count()) === 3, `the shared link shows ${(await rows.count()) - 1} rows`);
            const texts = (await rows.allTextContents()).join(' ');
            expect(texts.includes('live-42') && texts.includes('paused-7') && !texts.includes('before-1'), `the shared link shows other events: ${texts}`);
            for (const [label, viewport] of Object.entries(VIEWPORTS)) {
              await shared.setViewportSize(viewport);
              await shared.waitForTimeout(200);
              await expectNoAxeViolations(shared);
              await expectNoSidewaysScroll(shared, `shared events at ${viewport.width} px`);
              await shared.screenshot({ path: path.join(screenshotsDir, `live-tail-shared-${label}.png`), fullPage: true });
            }
            await shared.close();

            // The live controls at phone width.
            await page.setViewportSize(VIEWPORTS.phone);
            await page.getByRole('button', { name: 'Live', exact: true, pressed: false }).click();
            await page.getByText('Live: new events appear on top').waitFor({ timeout: 20_000 });
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'live event log at 390 px');
            await page.screenshot({ path: path.join(screenshotsDir, 'live-tail-phone.png'), fullPage: true });
          } finally {
            await api.close();
          }
        }),
    },
  ];
}
