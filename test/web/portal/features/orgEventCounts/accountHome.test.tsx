import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storeSignedInSession } from '../../../support/factories';
import { organizationsHandler } from '../../../support/handlers/organizations';
import { countsHandler } from '../../../support/handlers/search';
import { server } from '../../../support/mswServer';
import { shellHandlers } from '../../../support/portalShell';
import { renderRoute } from '../../../app/renderRoute';

describe('/wrap/apps apps and organizations', () => {
  it('sends visitors who are not signed in to the login page', async () => {
    const { router } = renderRoute('/wrap/apps');
    expect(await screen.findByRole('heading', { name: 'Log in to Apiscope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the email, the organizations with their apps, inside the portal shell without the landing header or footer', async () => {
    storeSignedInSession();
    server.use(
      ...shellHandlers([
        { id: 'o1', name: 'Ada Industries', apps: [{ id: 'a1', name: 'Orders API' }, { id: 'a2', name: 'Search' }] },
        { id: 'demo', name: 'Apiscope Demo', demo: true, apps: [] },
      ]),
      countsHandler(),
    );
    renderRoute('/wrap/apps');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Ada Industries' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Apps and organizations', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Apps of Ada Industries' })).toHaveTextContent(/Orders API.*Search/);
    expect(screen.getByRole('heading', { name: 'Orders API', level: 4 })).toBeInTheDocument();
    expect(screen.getByText('No apps yet.')).toBeInTheDocument();
    expect(await within(main).findAllByText('0')).toHaveLength(4);
    expect(document.title).toBe('Apps and organizations — Apiscope');
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    // Log out lives in the profile menu of the shell, not on the screen.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows the server message when the organizations cannot be loaded', async () => {
    storeSignedInSession();
    server.use(organizationsHandler({ status: 503, message: 'Database unavailable' }));
    renderRoute('/wrap/apps');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your organizations could not be loaded.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(alert).toHaveTextContent('Reload the page to try again.');
    // Shown in place only: the read is silent, so no toast repeats it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a loading state, then an empty state without organizations', async () => {
    storeSignedInSession();
    const pending: { answer?: (response: Response) => void } = {};
    server.use(http.get('/api/portal/organizations', () => new Promise<Response>((resolve) => (pending.answer = resolve))));
    renderRoute('/wrap/apps');
    expect(await screen.findByText('Loading your organizations…')).toHaveAttribute('role', 'status');
    // The list is asked for from an effect: answer once the request has arrived.
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.(HttpResponse.json([]));
    expect(await screen.findByText(/You do not belong to an organization yet/)).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    storeSignedInSession();
    server.use(http.get('/api/portal/organizations', () => HttpResponse.error()));
    renderRoute('/wrap/apps');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});
