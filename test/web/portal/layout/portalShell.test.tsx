/**
 * The portal shell on a desktop screen: who may enter, where /wrap leads, the navigation landmark, unknown paths and
 * apps, and accessibility.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { storeSignedInSession } from '../../support/factories';
import { ADA_ORG, DEMO_ORGANIZATION, PARTNER_ORG, organizationsHandler } from '../../support/handlers/organizations';
import { subscriptionPageHandlers } from '../../support/handlers/subscription';
import { server } from '../../support/mswServer';
import { quietPortalHandlers } from '../../support/portalShell';
import { renderRoute } from '../../app/renderRoute';
import { findDashboard } from './shellKit';

expect.extend(toHaveNoViolations);

const portalNav = () => screen.getByRole('navigation', { name: 'Portal' });

describe('who may enter', () => {
  it.each(['/wrap', '/wrap/apps', '/wrap/app/o1-a1/dash', '/wrap/no/such/page'])(
    'sends a visitor who is not signed in from %s to the login page, without calling the API',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Log in to Apiscope' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
    },
  );
});

describe('/wrap', () => {
  beforeEach(() => storeSignedInSession());

  it('opens the dashboard of the first own app when no app was used before, replacing /wrap in the history', async () => {
    server.use(...quietPortalHandlers([DEMO_ORGANIZATION, ADA_ORG]));
    const { router } = renderRoute('/wrap');
    await findDashboard('Orders API');
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the dashboard of the app used last (recent_app)', async () => {
    window.localStorage.setItem('recent_app', JSON.stringify({ orgId: 'o2', appId: 'p1' }));
    server.use(...quietPortalHandlers([ADA_ORG, PARTNER_ORG]));
    const { router } = renderRoute('/wrap');
    await findDashboard('Partner API');
    expect(router.state.location.pathname).toBe('/wrap/app/o2-p1/dash');
  });

  it('opens the apps page, where an app can be created, when the user has no app', async () => {
    server.use(...quietPortalHandlers([{ ...ADA_ORG, apps: [] }]));
    const { router } = renderRoute('/wrap');
    expect(await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/apps');
    expect(screen.getByRole('form', { name: 'Create an app in Ada Industries' })).toBeInTheDocument();
  });

  it('says in place, without a toast, when the organizations cannot be loaded', async () => {
    server.use(organizationsHandler({ status: 503, message: 'Database unavailable' }));
    const { router, store } = renderRoute('/wrap');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Your organizations could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(router.state.location.pathname).toBe('/wrap');
    expect(store.getState().notifications.items).toHaveLength(0);
  });
});

describe('the navigation', () => {
  beforeEach(() => storeSignedInSession());

  it('is the landmark "Portal" with the brand, the app switcher and only the groups that have an area', async () => {
    server.use(...quietPortalHandlers([ADA_ORG, DEMO_ORGANIZATION]));
    renderRoute('/wrap/app/o1-a1/dash');
    await findDashboard('Orders API');
    const nav = portalNav();
    expect(within(nav).getByRole('link', { name: 'Apiscope portal home' })).toHaveAttribute('href', '/wrap');
    expect(within(nav).getByRole('button', { name: /^Switch app/ })).toHaveTextContent('Ada IndustriesOrders API');

    const groups = within(nav).getAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['API analytics', 'Monetization', 'Settings']);
    groups.forEach((heading) => expect(within(heading.nextElementSibling as HTMLElement).getAllByRole('link').length).toBeGreaterThan(0));
    const links = within(nav).getAllByRole('link').slice(1);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/wrap/app/o1-a1/dash'],
      ['Event log', '/wrap/app/o1-a1/events'],
      ['Time series', '/wrap/app/o1-a1/timeseries'],
      ['Segmentation', '/wrap/app/o1-a1/segmentation'],
      ['Geo map', '/wrap/app/o1-a1/geo'],
      ['Plan and usage', '/wrap/subscription'],
      ['Apps and organizations', '/wrap/apps'],
      ['App settings', '/wrap/app/o1-a1/settings'],
      ['Organization settings', '/wrap/settings'],
      ['Team', '/wrap/team'],
      ['API keys', '/wrap/keys'],
      ['Audit log', '/wrap/audit'],
      ['Installation', '/wrap?onboard=true'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads only to screens that exist', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG]), ...subscriptionPageHandlers());
    const { router } = renderRoute('/wrap/apps');
    await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 });
    for (const [label, heading] of [
      ['Dashboard', 'Orders API'],
      ['Plan and usage', 'Plan and usage'],
      ['Apps and organizations', 'Apps and organizations'],
    ]) {
      // The app-scoped links appear once the app is selected (an effect after the first render).
      await user.click(await within(portalNav()).findByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
      expect(within(portalNav()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/wrap/apps');
    // The dashboard visited above counted its calls before the test ends.
    expect(await screen.findAllByText('0')).toHaveLength(4);
  });

  it('leaves out the app-scoped group while no app is selected', async () => {
    server.use(...quietPortalHandlers([{ ...ADA_ORG, apps: [] }]));
    renderRoute('/wrap/apps');
    await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 });
    const groups = within(portalNav()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Monetization', 'Settings']);
    expect(within(portalNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('is shown and hidden by the Menu button on narrow screens, and closes when a page opens', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG]));
    renderRoute('/wrap/apps');
    await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', portalNav().id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(portalNav()).getByRole('link', { name: 'Dashboard' }));
    await findDashboard('Orders API');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link to the screen', async () => {
    server.use(...quietPortalHandlers([ADA_ORG]));
    renderRoute('/wrap/apps');
    await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });
});

describe('unknown paths and apps', () => {
  beforeEach(() => storeSignedInSession());

  it.each(['/wrap/no/such/page', '/wrap/app/o1-a1/no-such-screen'])('shows "Page not found" for %s inside the shell', async (path) => {
    server.use(...quietPortalHandlers([ADA_ORG]));
    const { router } = renderRoute(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText(`Nothing lives at ${path}.`)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/wrap');
    expect(portalNav()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found — Apiscope');
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['an app the user cannot see', '/wrap/app/o1-nope/dash'],
    ['an organization the user cannot see', '/wrap/app/o9-a1/dash'],
    ['a path without an app', '/wrap/app/o1/dash'],
  ])('shows "App Not Found" for %s, with the way to the apps page', async (_case, path) => {
    server.use(...quietPortalHandlers([ADA_ORG]));
    renderRoute(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'App Not Found', level: 1 })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'See your apps' })).toHaveAttribute('href', '/wrap/apps');
    expect(within(main).queryByRole('heading', { name: 'Orders API' })).not.toBeInTheDocument();
  });

  it('opens an app from its URL once App Not Found was shown', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG]));
    const { router } = renderRoute('/wrap/app/o1-nope/dash');
    expect(await screen.findByRole('heading', { name: 'App Not Found', level: 1 })).toBeInTheDocument();
    await user.click(within(portalNav()).getByRole('link', { name: 'Dashboard' }));
    await findDashboard('Orders API');
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
  });
});

describe('accessibility', () => {
  beforeEach(() => storeSignedInSession());

  it('has no axe violations on a dashboard with the demo banner, and with the app switcher open', async () => {
    const user = userEvent.setup();
    server.use(...quietPortalHandlers([ADA_ORG, DEMO_ORGANIZATION]));
    renderRoute('/wrap/app/demo-demodefault/dash');
    await findDashboard('default');
    expect(await axe(document.body)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: /^Switch app/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // The open menu is rendered at the end of the page, outside the landmarks, as popups are: the "region" rule
    // (all content inside landmarks) does not apply to it.
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
