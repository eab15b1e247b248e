// Audit log: an owner does a few things (creates and renames an app, creates a key, a wrong password is tried for
// their address), opens the audit log from the Settings navigation, sees each action with its actor, filters by
// action, and downloads the CSV export. The screen at 1440 and 390 px with axe, no sideways scroll and screenshots.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { openFromPortalNav, signInToOwnApp } from './portal.mjs';

/** Recordable actions through the API, as the owner (and one failed sign-in with their address). */
async function doActions(page, baseUrl, owner) {
  const auth = { Authorization: `Bearer ${owner.token}` };
  const app = await page.request.post(`${baseUrl}/api/portal/${owner.orgId}/apps`, { headers: auth, data: { name: 'Audited app' } });
  expect(app.status() === 201, `creating an app answered ${app.status()}`);
  const { id } = await app.json();
  const renamed = await page.request.post(`${baseUrl}/api/portal/${owner.orgId}/apps/${id}`, { headers: auth, data: { name: 'Audited app, renamed' } });
  expect(renamed.status() === 200, `renaming the app answered ${renamed.status()}`);
  const key = await page.request.post(`${baseUrl}/api/portal/${owner.orgId}/keys`, {
    headers: auth, data: { name: 'Audit export reader', kind: 'management', app_id: owner.appId, scopes: ['read:events'] },
  });
  expect(key.status() === 201, `creating a key answered ${key.status()}`);
  const failed = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email: owner.email, password: 'not the password at all' } });
  expect(failed.status() === 401, `a wrong password answered ${failed.status()}`);
}

/** Opens the audit log from the Settings navigation. */
const openAuditLog = (page, baseUrl) => openFromPortalNav(page, baseUrl, { link: 'Audit log', path: '/wrap/audit', heading: 'Audit log' });

const recordsTable = (page) => page.getByRole('table', { name: 'Audit log records, newest first' });

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function auditSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'audit log: actions appear with their actor, the action filter narrows the list, and the CSV export downloads',
      run: () =>
        withPage(browser, async (page) => {
          const owner = await signInToOwnApp(page, baseUrl);
          await doActions(page, baseUrl, owner);
          await openAuditLog(page, baseUrl);
          const table = recordsTable(page);
          await table.waitFor({ timeout: 20_000 });
          const text = await table.innerText();
          for (const action of ['auth.sign_in_failed', 'key.created', 'app.updated', 'app.created']) {
            expect(text.includes(action), `the log does not show ${action}`);
          }
          expect(text.includes(owner.email), 'the log does not name the owner as the actor');
          expect(text.includes('name: Audited app → Audited app, renamed'), 'the rename does not show what changed');

          await page.getByLabel('Action').selectOption('app.created');
          await page.getByRole('button', { name: 'Apply filters' }).click();
          await page.waitForFunction(() => {
            const rows = [...document.querySelectorAll('table.audit-table tbody tr')];
            return rows.length === 1 && rows[0].textContent.includes('app.created');
          }, null, { timeout: 20_000 });
          await expectNoAxeViolations(page);

          const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
          expect(/^audit-log-.+-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()), `unexpected file name ${download.suggestedFilename()}`);
          const csv = await fs.readFile(await download.path(), 'utf8');
          const lines = csv.trim().split('\r\n');
          expect(lines[0] === 'time,actor_type,actor_id,actor_email,ip,user_agent,action,object_type,object_id,details', `unexpected CSV header ${lines[0]}`);
          expect(lines.length === 2 && lines[1].includes(',app.created,') && lines[1].includes(owner.email), `the export is not the filtered log: ${csv}`);
          expect(!csv.includes(owner.token), 'the export holds a session token');
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `audit log: the screen at ${viewport.width} px has no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const owner = await signInToOwnApp(page, baseUrl);
            await doActions(page, baseUrl, owner);
            await openAuditLog(page, baseUrl);
            await recordsTable(page).waitFor({ timeout: 20_000 });
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'audit log');
            await page.screenshot({ path: path.join(screenshotsDir, `audit-log-${label}.png`), fullPage: true });
          },
          { viewport },
        ),
    })),
  ];
}
