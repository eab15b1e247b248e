/** "+ New" in the portal's top bar: the New app dialog, its validation, and creating an app (which then opens). */
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { PortalOrganization } from '@/api/portal';
import { selectSelection } from '@/portal/core/organizationsSlice';
import { createRequestLog } from '../../support/apiRecorder';
import { storeSignedInSession } from '../../support/factories';
import { ADA_ORG, DEMO_ORGANIZATION, createAppHandler } from '../../support/handlers/organizations';
import { server } from '../../support/mswServer';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../../app/renderRoute';
import { findDashboard, openMenuWithKeyboard, switcherButton } from './shellKit';

expect.extend(toHaveNoViolations);

/** Opens "+ New" with the keyboard and answers its "App" entry. */
async function newAppItem(user: UserEvent): Promise<HTMLElement> {
  const menu = await openMenuWithKeyboard(user, screen.getByRole('button', { name: 'New' }));
  return within(menu).getByRole('menuitem', { name: /^App/ });
}

async function openNewAppDialog(user: UserEvent): Promise<HTMLElement> {
  await newAppItem(user);
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'New app' });
}

async function renderDashboard(orgs: PortalOrganization[], path = '/wrap/app/o1-a1/dash', appName = 'Orders API') {
  storeSignedInSession();
  server.use(...quietPortalHandlers(orgs));
  const rendered = renderRoute(path);
  await findDashboard(appName);
  return rendered;
}

describe('+ New → App', () => {
  it('opens the New app dialog for the current organization, keeping the focus inside it', async () => {
    const user = userEvent.setup();
    await renderDashboard([ADA_ORG]);
    const dialog = await openNewAppDialog(user);
    expect(dialog).toHaveAccessibleDescription('Apps keep separate data inside Ada Industries.');
    expect(within(dialog).getByRole('textbox', { name: 'App name' })).toHaveValue('');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('explains a missing or too long name and sends nothing', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    await renderDashboard([ADA_ORG]);
    server.use(createAppHandler({ id: 'a9' }, log));
    const dialog = await openNewAppDialog(user);
    const input = within(dialog).getByRole('textbox', { name: 'App name' });

    await user.type(input, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a name for the app.');

    await user.clear(input);
    await user.type(input, `${'x'.repeat(65)}{Enter}`);
    expect(input).toHaveAccessibleDescription('The app name can be at most 64 characters (it has 65).');
    expect(log.requests).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'New app' })).toBeInTheDocument();
  });

  it('creates the app with the trimmed name, closes, and opens the new app’s dashboard as the selected app', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const { router, store } = await renderDashboard([ADA_ORG]);
    server.use(createAppHandler({ id: 'a3' }, log));
    const dialog = await openNewAppDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'App name' }), '  Billing API ');
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));

    await findDashboard('Billing API');
    expect(log.requests).toHaveLength(1);
    expect(log.requests[0].url.pathname).toBe('/api/portal/o1/apps');
    expect(log.requests[0].body).toEqual({ name: 'Billing API' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a3/dash');
    expect(selectSelection(store.getState())).toEqual({ orgId: 'o1', appId: 'a3' });
    expect(switcherButton()).toHaveTextContent('Ada IndustriesBilling API');
  });

  it('keeps the dialog and the typed name when the server refuses, and shows the reason', async () => {
    const user = userEvent.setup();
    const { router } = await renderDashboard([ADA_ORG]);
    server.use(createAppHandler({ status: 400, message: 'App limit reached for this plan' }));
    const dialog = await openNewAppDialog(user);
    const input = within(dialog).getByRole('textbox', { name: 'App name' });
    await user.type(input, 'Billing API{Enter}');

    // Said inside the dialog, where the user is (the error policy's toast sits behind the modal).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The app could not be created: App limit reached for this plan');
    expect(screen.getByRole('dialog', { name: 'New app' })).toBeInTheDocument();
    expect(input).toHaveValue('Billing API');
    expect(within(dialog).getByRole('button', { name: 'Create app' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
  });

  it.each([
    ['the demo organization', [ADA_ORG, DEMO_ORGANIZATION], '/wrap/app/demo-demodefault/dash', 'default'],
    ['a Read Only member', [{ ...ADA_ORG, role: 'Read Only' }], '/wrap/app/o1-a1/dash', 'Orders API'],
    ['a Member', [{ ...ADA_ORG, role: 'Member' }], '/wrap/app/o1-a1/dash', 'Orders API'],
  ])('is not offered in %s', async (_case, orgs, path, appName) => {
    const user = userEvent.setup();
    await renderDashboard(orgs, path, appName);
    const item = await newAppItem(user);
    expect(item).toHaveTextContent('App (not allowed in this organization)');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
