/**
 * The organization and app switcher: what it lists, switching with the keyboard (URL, selection and recent_app), and
 * a reload keeping the app.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSelection } from '@/portal/core/organizationsSlice';
import { storeSignedInSession } from '../../support/factories';
import { ADA_ORG, DEMO_ORGANIZATION, PARTNER_ORG } from '../../support/handlers/organizations';
import { server } from '../../support/mswServer';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../../app/renderRoute';
import { findDashboard, openMenuWithKeyboard, switcherButton } from './shellKit';

const ORGS = [DEMO_ORGANIZATION, ADA_ORG, PARTNER_ORG];

/** The menu's organizations as [label, [apps]], in display order. */
function menuContents(menu: HTMLElement): [string, string[]][] {
  return within(menu)
    .getAllByRole('group')
    .map((group) => [
      (group.firstElementChild as HTMLElement).textContent ?? '',
      within(group).getAllByRole('menuitem').map((item) => item.textContent ?? ''),
    ]);
}

describe('the app switcher', () => {
  beforeEach(() => {
    storeSignedInSession();
    server.use(...quietPortalHandlers(ORGS));
  });

  it('shows the current organization and app, and lists every organization’s apps, own ones first, the demo last', async () => {
    const user = userEvent.setup();
    renderRoute('/wrap/app/o1-a2/dash');
    await findDashboard('Search');
    expect(switcherButton()).toHaveTextContent('Ada IndustriesSearch');
    expect(switcherButton()).toHaveAttribute('aria-haspopup', 'menu');

    const menu = await openMenuWithKeyboard(user, switcherButton());
    expect(menuContents(menu)).toEqual([
      ['Ada Industries', ['Orders API', 'Search✓']],
      ['Partner Co', ['Partner API']],
      ['Apiscope Demo (demo, read-only)', ['default']],
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Search' })).toHaveAttribute('aria-current', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Orders API' })).not.toHaveAttribute('aria-current');
  });

  it('opens with the keyboard on the current app; choosing another app with the arrows and Enter opens its dashboard', async () => {
    const user = userEvent.setup();
    const { router, store } = renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');

    const menu = await openMenuWithKeyboard(user, switcherButton());
    expect(within(menu).getByRole('menuitem', { name: 'Orders API' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Partner API' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await findDashboard('Partner API');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/app/o2-p1/dash');
    expect(selectSelection(store.getState())).toEqual({ orgId: 'o2', appId: 'p1' });
    expect(switcherButton()).toHaveTextContent('Partner CoPartner API');
    expect(within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/wrap/app/o2-p1/dash',
    );
  });

  it('remembers the chosen app: after a reload /wrap opens it again', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    await openMenuWithKeyboard(user, switcherButton());
    await user.keyboard('{ArrowDown}{Enter}');
    await findDashboard('Search');
    first.unmount();

    const { router, store } = renderRoute('/wrap');
    await findDashboard('Search');
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a2/dash');
    expect(selectSelection(store.getState())).toEqual({ orgId: 'o1', appId: 'a2' });
  });

  it('keeps the app of the URL on a reload of /wrap', async () => {
    const first = renderRoute('/wrap/app/demo-demodefault/dash');
    await findDashboard('default');
    first.unmount();

    const { router } = renderRoute('/wrap');
    await findDashboard('default');
    expect(router.state.location.pathname).toBe('/wrap/app/demo-demodefault/dash');
  });

  it('opens with ArrowDown too, and Escape closes it and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    switcherButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switcherButton()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
  });

  it('leaves out the demo organization once the user hid it (showDemoOrg false)', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('showDemoOrg', 'false');
    renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    const menu = await openMenuWithKeyboard(user, switcherButton());
    expect(menuContents(menu).map(([org]) => org)).toEqual(['Ada Industries', 'Partner Co']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Show the demo organization' }));
    const reopened = await openMenuWithKeyboard(user, switcherButton());
    expect(menuContents(reopened).map(([org]) => org)).toEqual(['Ada Industries', 'Partner Co', 'Apiscope Demo (demo, read-only)']);
    expect(window.localStorage.getItem('showDemoOrg')).toBe('true');
  });

  it('names each group by its organization, so two apps of the same name stay apart', async () => {
    const user = userEvent.setup();
    renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    const menu = await openMenuWithKeyboard(user, switcherButton());
    expect(within(menu).getByRole('group', { name: 'Ada Industries' })).toBeInTheDocument();
  });

  it('says "No app yet" once loaded when the user has no app', async () => {
    server.use(...quietPortalHandlers([{ ...ADA_ORG, apps: [] }]));
    renderRoute('/wrap/apps');
    expect(await screen.findByRole('button', { name: /^Switch app.*No app yet/ })).toBeInTheDocument();
  });
});
