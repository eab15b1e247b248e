import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { renderRoute } from '../../../app/renderRoute';

describe('/wrap account home', () => {
  it('sends visitors who are not signed in to the login page', async () => {
    const { router } = renderRoute('/wrap');
    expect(await screen.findByRole('heading', { name: 'Log in to Apiscope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the email, the organizations with their apps, and no landing header or footer', async () => {
    storeSignedInSession();
    server.use(
      http.get('/api/portal/organizations', () =>
        HttpResponse.json([
          { id: 'o1', name: 'Ada Industries', apps: [{ id: 'a1', name: 'Orders API' }, { id: 'a2', name: 'Search' }] },
          { id: 'demo', name: 'Apiscope Demo', demo: true, apps: [] },
        ]),
      ),
      http.post('/api/search/:orgId/count/events', () => HttpResponse.json({ hits: { total: 0 } }, { status: 201 })),
    );
    renderRoute('/wrap');
    expect(await screen.findByRole('heading', { name: 'Ada Industries' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Apps of Ada Industries' })).toHaveTextContent(/Orders API.*Search/);
    expect(screen.getByRole('heading', { name: 'Orders API', level: 4 })).toBeInTheDocument();
    expect(screen.getByText('No apps yet.')).toBeInTheDocument();
    expect(await screen.findAllByText('0')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
  });

  it('shows the server message when the organizations cannot be loaded', async () => {
    storeSignedInSession();
    server.use(http.get('/api/portal/organizations', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    renderRoute('/wrap');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your organizations could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(alert).toHaveTextContent('Reload the page to try again.');
    // Shown in place only: the read is silent, so no toast repeats it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a loading state, then an empty state without organizations', async () => {
    storeSignedInSession();
    server.use(http.get('/api/portal/organizations', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json([]);
    }));
    renderRoute('/wrap');
    expect(await screen.findByText('Loading your organizations…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/You do not belong to an organization yet/)).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    storeSignedInSession();
    server.use(http.get('/api/portal/organizations', () => HttpResponse.error()));
    renderRoute('/wrap');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  it('logs out and returns to the home page', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    server.use(
      http.get('/api/portal/organizations', () => HttpResponse.json([])),
      http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const { router, store } = renderRoute('/wrap');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    await screen.findByRole('link', { name: 'Log In' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('id_token')).toBeNull();
  });
});
