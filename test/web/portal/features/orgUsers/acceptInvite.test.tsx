import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { setupStore } from '@/app/store/store';
import { Component as AcceptInviteRoute } from '@/portal/features/orgUsers/acceptInviteRoute';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { acceptInviteHandler, inviteLookupHandler } from '../../../support/handlers/management';

const TOKEN = 'T'.repeat(43);

function renderInvite() {
  // The session's post-sign-in rule reads the page's own path: the invite page keeps the user where they are.
  window.history.pushState({}, '', `/invite/${TOKEN}`);
  const store = setupStore();
  const router = createMemoryRouter([
    { path: '/invite/:token', Component: AcceptInviteRoute },
    { path: '/wrap/app/:slug/dash', element: <p>Dashboard of the new organization</p> },
  ], { initialEntries: [`/invite/${TOKEN}`] });
  return { store, router, ...render(<App store={store} router={router} />) };
}

describe('/invite/{token}', () => {
  it('shows the organization and role, lets a new user sign up with the invited address and then accept', async () => {
    const user = userEvent.setup();
    const acceptLog = createRequestLog();
    const signupLog = createRequestLog();
    const linus = makeProfile({ user_id: 'email|u9', email: 'linus@example.com', name: 'Linus' });
    server.use(inviteLookupHandler(), acceptInviteHandler('ok', acceptLog), http.post('/api/auth/signup', async ({ request }) => {
      await signupLog.record(request);
      return HttpResponse.json(makeSession({ profile: linus }), { status: 201 });
    }));
    const { router } = renderInvite();
    expect(await screen.findByRole('heading', { name: 'Join Ada Industries' })).toBeInTheDocument();
    expect(screen.getByText(/invited/)).toHaveTextContent('Ada Lovelace invited linus@example.com to join Ada Industries as Admin.');
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('linus@example.com');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByText('Enter your name.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Linus');
    await user.type(within(form).getByLabelText('Password'), 'correct horse battery');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(signupLog.requests[0]?.body).toEqual({ name: 'Linus', email: 'linus@example.com', password: 'correct horse battery' });

    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Dashboard of the new organization')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
    expect(acceptLog.requests[0].body).toEqual({ token: TOKEN });
  });

  it('tells a user signed in with another address to switch account', async () => {
    storeSignedInSession(makeSession({ profile: makeProfile({ email: 'ada@example.com' }) }));
    server.use(inviteLookupHandler());
    renderInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is for linus@example.com, and you are signed in as ada@example.com.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('explains a used or expired link', async () => {
    server.use(inviteLookupHandler({ status: 410, message: 'This invite link has expired: ask the person who invited you to send it again' }));
    renderInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invite link has expired: ask the person who invited you to send it again');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a refused acceptance in place', async () => {
    const user = userEvent.setup();
    storeSignedInSession(makeSession({ profile: makeProfile({ email: 'linus@example.com' }) }));
    server.use(inviteLookupHandler(), acceptInviteHandler({ status: 404, message: 'This invite link is not valid: it was already used, revoked or replaced by a newer one' }));
    renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is not valid: it was already used');
  });
});
