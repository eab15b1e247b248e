/** The profile menu of the portal's top bar: who is signed in, its entries, Plan and usage, and Log out. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectOrganizationsState } from '@/portal/core/organizationsSlice';
import { createRequestLog } from '../../support/apiRecorder';
import { storeSignedInSession } from '../../support/factories';
import { logoutHandler } from '../../support/handlers/auth';
import { ADA_ORG } from '../../support/handlers/organizations';
import { subscriptionPageHandlers } from '../../support/handlers/subscription';
import { server } from '../../support/mswServer';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../../app/renderRoute';
import { findDashboard, openMenuWithKeyboard } from './shellKit';

const profileButton = () => screen.getByRole('button', { name: 'Account menu for ada@example.com' });

describe('the profile menu', () => {
  beforeEach(() => {
    storeSignedInSession();
    server.use(...quietPortalHandlers([ADA_ORG]));
  });

  it('names the signed-in account and offers Profile, Installation, Plan and usage, Third-party notices, and Log out', async () => {
    const user = userEvent.setup();
    renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    expect(profileButton()).toHaveTextContent('ada@example.com');
    const menu = await openMenuWithKeyboard(user, profileButton());
    expect(menu).toHaveTextContent('Signed in as ada@example.com');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Installation', 'Plan and usage', 'Third-party notices', 'Log out']);
  });

  it('opens the plan page', async () => {
    const user = userEvent.setup();
    server.use(...subscriptionPageHandlers());
    const { router } = renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    const menu = await openMenuWithKeyboard(user, profileButton());
    await user.click(within(menu).getByRole('menuitem', { name: 'Plan and usage' }));
    expect(await screen.findByRole('heading', { name: 'Plan and usage', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/subscription');
    expect(await screen.findByRole('heading', { name: 'Ada Industries', level: 2 })).toBeInTheDocument();
  });

  it('logs out: forgets the session and the portal state, revokes the token and returns to the home page', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(logoutHandler(log));
    const token = window.localStorage.getItem('id_token');
    const { router, store } = renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    const menu = await openMenuWithKeyboard(user, profileButton());
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(selectOrganizationsState(store.getState())).toMatchObject({ status: 'idle', list: [], selected: null });
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(window.localStorage.getItem('profile')).toBeNull();
    await waitFor(() => expect(log.requests).toHaveLength(1));
    expect(log.requests[0].headers.get('authorization')).toBe(`Bearer ${token}`);
  });
});
