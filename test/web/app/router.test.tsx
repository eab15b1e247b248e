import { act, screen, within } from '@testing-library/react';
import { navigateTo } from '@/app/store/navigator';
import { notify } from '@/app/notifications/notificationsSlice';
import { getRecordedEvents, resetAnalytics } from '@/lib/analytics';
import { storeSignedInSession } from '../support/factories';
import { ADA_ORG } from '../support/handlers/organizations';
import { server } from '../support/mswServer';
import { quietPortalHandlers } from '../support/portalShell';
import { renderRoute } from './renderRoute';

const pageViews = () =>
  getRecordedEvents()
    .filter((event) => JSON.stringify(event).includes('"path"'))
    .map((event) => JSON.stringify(event));

beforeEach(() => resetAnalytics());

describe('catch-all route', () => {
  it('shows a helpful not-found page inside the site layout', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/price');
    expect(within(main).getByRole('link', { name: 'Implementation guides' })).toHaveAttribute('href', '/implementation');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('navigation from outside React', () => {
  it('moves through the router once the shell registered its navigator', async () => {
    const { router } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => navigateTo('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in to Apiscope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('page views', () => {
  it('logs a view per route change but not between two dash pages', async () => {
    storeSignedInSession();
    server.use(...quietPortalHandlers([ADA_ORG]));
    const { router } = renderRoute('/wrap/app/o1-a1/dash');
    await screen.findByRole('heading', { name: 'Orders API', level: 1 });
    expect(pageViews()).toHaveLength(1);

    await act(() => router.navigate('/wrap/app/o1-a2/dash'));
    await screen.findByRole('heading', { name: 'Search', level: 1 });
    expect(pageViews()).toHaveLength(1);

    await act(() => router.navigate('/wrap/apps'));
    await screen.findByRole('heading', { name: 'Apps and organizations', level: 1 });
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]).toContain('/wrap/apps');
    // The screens' counts were answered before the test ends.
    expect(await screen.findAllByText('0')).toHaveLength(4);
  });
});

describe('notifications', () => {
  it('renders toasts from the store on every page', async () => {
    const { store } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => {
      store.dispatch(notify({ kind: 'info', title: 'Saved', message: 'Your changes were saved', durationMs: null }));
    });
    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
  });
});
