import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navigateTo } from '@/app/store/navigator';
import { notify } from '@/app/notifications/notificationsSlice';
import { getRecordedEvents, resetAnalytics } from '@/lib/analytics';
import { storeSignedInSession } from '../support/factories';
import { server } from '../support/mswServer';
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
    server.use(http.get('/api/portal/organizations', () => HttpResponse.json([])));
    const { router } = renderRoute('/wrap/app/o1-a1/dash/1');
    await screen.findByRole('heading', { name: 'Your account' });
    expect(pageViews()).toHaveLength(1);

    await act(() => router.navigate('/wrap/app/o1-a1/dash/2'));
    expect(pageViews()).toHaveLength(1);

    await act(() => router.navigate('/wrap/app/o1-a1/search'));
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]).toContain('/wrap/app/o1-a1/search');
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
