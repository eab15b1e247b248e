// (g) The team screen: an owner invites a teammate with a role, copies the single-use link (no mail server in these
// tests), the invitee opens it in a second browser context, creates an account with the invited address on the invite
// page and lands in the organization; the owner sees them, changes their role and removes them (confirm dialog).
// The team screen and the invite page at 1440 and 390 px with axe, no sideways scroll and screenshots.
import path from 'node:path';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, VIEWPORTS, withPage } from './harness.mjs';
import { openFromPortalNav, signInToOwnApp } from './portal.mjs';

const PASSWORD = 'correct-horse-battery-9';

/** An address nobody has used yet; its own domain, so the invitee's first organization is not named like the owner's. */
function freshAddress(label) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `${label}-${id}@newhire-${id}.dev`;
}

/** Signs an owner in, which selects their own organization, and opens the team screen; answers the org's id and name. */
async function ownerOnTeam(page, baseUrl) {
  const owner = await signInToOwnApp(page, baseUrl);
  await openFromPortalNav(page, baseUrl, { link: 'Team', path: '/wrap/team', heading: 'Team' });
  await members(page).getByRole('table').waitFor({ timeout: 20_000 });
  const orgName = /^Members of (.+) and their roles\./.exec(await page.locator('.team-screen__intro').innerText())?.[1];
  expect(orgName, 'the team screen does not name the organization');
  return { ...owner, orgName };
}

const members = (page) => page.getByRole('region', { name: /^Members/ });
const pending = (page) => page.getByRole('region', { name: 'Pending invitations' });
const memberRow = (page, text) => members(page).getByRole('row').filter({ hasText: text });

/** Invites an address with a role from the team screen; answers the link shown to copy (no mail server here). */
async function invite(page, email, role) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption(role);
  await page.getByRole('textbox', { name: /Their job/ }).fill('Developer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation created for ${email}: share its link below.`).waitFor({ timeout: 20_000 });
  const notice = page.getByRole('region', { name: `Invitation link for ${email}` });
  const shown = (await notice.locator('code').innerText()).trim();
  expect(/\/invite\/[^/\s]+$/.test(shown), `the link box shows no invite link: ${shown}`);
  // The list reloads 1 s after the invite: the address appears among the pending invitations with its role.
  const row = pending(page).getByRole('row').filter({ hasText: email });
  await row.waitFor({ timeout: 20_000 });
  expect((await row.innerText()).includes(role), `the pending invite of ${email} does not show the role ${role}`);
  return { notice, shown };
}

/** @param {import('./runner.mjs').SuiteEnv} env */
export default function teamSuite({ browser, baseUrl, screenshotsDir }) {
  return [
    {
      name: 'team: an owner invites a teammate as Admin, copies the link, the invitee signs up on the invite page and joins, the owner changes their role and removes them',
      run: () =>
        withPage(browser, async (page) => {
          const owner = await ownerOnTeam(page, baseUrl);
          // The owner is listed, marked as themselves, with the Owner role.
          const self = memberRow(page, owner.email);
          await self.getByText('You', { exact: true }).waitFor();
          expect((await self.getByRole('combobox').inputValue()) === 'Owner', 'the owner is not listed as Owner');

          const inviteeEmail = freshAddress('teammate');
          const { notice, shown } = await invite(page, inviteeEmail, 'Admin');
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
          await notice.getByRole('button', { name: 'Copy invite link' }).click();
          await notice.getByText('Copied to clipboard.').waitFor();
          const link = await page.evaluate(() => navigator.clipboard.readText());
          expect(link === shown, `the clipboard holds ${link}, the page shows ${shown}`);
          expect(link.startsWith(`${baseUrl}/invite/`), `the invite link is not on this site: ${link}`);

          // The invitee, signed out in a second browser context, creates an account with the invited address.
          await withPage(browser, async (invitee) => {
            await invitee.goto(link);
            await invitee.getByRole('heading', { level: 1, name: `Join ${owner.orgName}` }).waitFor({ timeout: 30_000 });
            await invitee.getByText(inviteeEmail, { exact: true }).first().waitFor();
            const form = invitee.getByRole('form', { name: 'Create your account' });
            expect((await form.getByRole('textbox', { name: 'Email' }).inputValue()) === inviteeEmail, 'the invite form does not hold the invited address');
            await form.getByRole('textbox', { name: 'Full name' }).fill('Grace Newhire');
            await form.getByLabel('Password').fill(PASSWORD);
            await form.getByRole('button', { name: 'Create account' }).click();
            const accept = invitee.getByRole('button', { name: 'Accept invitation' });
            await accept.waitFor({ timeout: 30_000 });
            await expectNoAxeViolations(invitee);
            await invitee.screenshot({ path: path.join(screenshotsDir, 'team-invite-accept-desktop.png'), fullPage: true });
            await accept.click();
            await invitee.waitForURL(new RegExp(`/wrap/app/${owner.orgId}-[a-z0-9]+/dash$`), { timeout: 30_000 });
            // The switcher names the organization they joined.
            const switcher = invitee.getByRole('button', { name: /Switch app/ });
            await switcher.filter({ hasText: owner.orgName }).waitFor({ timeout: 20_000 });
          });
          // The link is single use: opening it again says so (its lookup answers 404, which the browser logs).
          await withPage(browser, async (stranger) => {
            await stranger.goto(link);
            await stranger.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor({ timeout: 20_000 });
            await stranger.getByText(/already used, revoked or replaced/).waitFor();
            await expectNoAxeViolations(stranger);
            await stranger.screenshot({ path: path.join(screenshotsDir, 'team-invite-used-desktop.png'), fullPage: true });
          }, { allowConsole: [/status of 404/] });

          // The owner, after a reload, sees the new member with the invited role and no pending invitation left.
          await page.reload();
          const row = memberRow(page, inviteeEmail);
          await row.waitFor({ timeout: 30_000 });
          const roleSelect = row.getByRole('combobox', { name: 'Role of Grace Newhire' });
          expect((await roleSelect.inputValue()) === 'Admin', 'the new member does not hold the invited role');
          await pending(page).getByText('No pending invitations').waitFor({ timeout: 20_000 });
          await page.getByRole('heading', { name: 'Members (2)' }).waitFor();

          // Role change, kept after a reload.
          await roleSelect.selectOption('Read Only');
          await page.getByText('Role changed to Read Only.').waitFor({ timeout: 20_000 });
          await page.reload();
          await memberRow(page, inviteeEmail).waitFor({ timeout: 30_000 });
          const reloadedRole = await memberRow(page, inviteeEmail).getByRole('combobox', { name: 'Role of Grace Newhire' }).inputValue();
          expect(reloadedRole === 'Read Only', `the role change was not kept (${reloadedRole})`);

          // Removal asks first; cancelling keeps the member.
          await memberRow(page, inviteeEmail).getByRole('button', { name: 'Remove Grace Newhire' }).click();
          const dialog = page.getByRole('alertdialog', { name: 'Remove Grace Newhire?' }).or(page.getByRole('dialog', { name: 'Remove Grace Newhire?' }));
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await dialog.waitFor({ state: 'hidden' });
          // Waited for, not counted at once: the list may be redrawing from a reload when the dialog closes.
          await memberRow(page, inviteeEmail).waitFor({ timeout: 10_000 }).catch(() => undefined);
          expect((await memberRow(page, inviteeEmail).count()) === 1, 'cancelling the dialog removed the member');
          await memberRow(page, inviteeEmail).getByRole('button', { name: 'Remove Grace Newhire' }).click();
          await dialog.waitFor();
          await expectNoAxeViolations(page);
          await page.screenshot({ path: path.join(screenshotsDir, 'team-remove-dialog-desktop.png') });
          await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
          await page.getByText(`${inviteeEmail} was removed from ${owner.orgName}.`).waitFor({ timeout: 20_000 });
          await memberRow(page, inviteeEmail).waitFor({ state: 'detached', timeout: 20_000 });
          await page.reload();
          await page.getByRole('heading', { name: 'Members (1)' }).waitFor({ timeout: 30_000 });
          expect((await memberRow(page, inviteeEmail).count()) === 0, 'the removed member is back after a reload');
        }),
    },
    ...Object.entries(VIEWPORTS).map(([label, viewport]) => ({
      name: `team: the team screen and the invite page at ${viewport.width} px have no axe violations and no sideways scroll (screenshots)`,
      run: () =>
        withPage(
          browser,
          async (page) => {
            const owner = await ownerOnTeam(page, baseUrl);
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'team screen');
            const { shown } = await invite(page, freshAddress('reviewer'), 'Member');
            await page.waitForLoadState('networkidle');
            await expectNoAxeViolations(page);
            await expectNoSidewaysScroll(page, 'team screen with an invitation');
            await page.screenshot({ path: path.join(screenshotsDir, `team-${label}.png`), fullPage: true });

            await withPage(
              browser,
              async (invitee) => {
                await invitee.goto(shown);
                await invitee.getByRole('heading', { level: 1, name: `Join ${owner.orgName}` }).waitFor({ timeout: 30_000 });
                await invitee.waitForLoadState('networkidle');
                await expectNoAxeViolations(invitee);
                await expectNoSidewaysScroll(invitee, 'invite page');
                await invitee.screenshot({ path: path.join(screenshotsDir, `team-invite-${label}.png`), fullPage: true });
                // Submitting empty says what is missing, still without axe violations.
                await invitee.getByRole('button', { name: 'Create account' }).click();
                await invitee.getByText('Enter your name.').waitFor();
                await expectNoAxeViolations(invitee);
              },
              { viewport },
            );
          },
          { viewport },
        ),
    })),
  ];
}
