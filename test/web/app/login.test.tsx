import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeProfile, makeSession } from '../support/factories';
import { server } from '../support/mswServer';
import { quietPortalHandlers } from '../support/portalShell';
import { renderRoute } from './renderRoute';

describe('login page', () => {
  it('explains what is missing before sending anything', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Enter a valid email address, like name@company.com.')).toBeInTheDocument();
  });

  it("signs in and goes to /wrap, which opens the first app's dashboard", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(makeSession({ profile: makeProfile({ email: 'grace@example.com' }) }));
      }),
      ...quietPortalHandlers([{ id: 'o1', name: 'Grace Labs', apps: [{ id: 'a1', name: 'Payments API' }] }]),
    );
    const { router } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), ' grace@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Payments API', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
    expect(sent).toEqual({ email: 'grace@example.com', password: 'correct horse' });
    expect(screen.getByRole('button', { name: 'Account menu for grace@example.com' })).toBeInTheDocument();
    // The dashboard counts the app's calls; wait for them so no request outlives the test.
    expect(await screen.findByText('No API calls yet')).toBeInTheDocument();
  });

  it('shows why the server refused and keeps the email', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 })));
    renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('links to sign-up', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
  });
});
