import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { INTENTS } from '@/lib/intents';
import { server } from '../../support/mswServer';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

const SIGNUP_URL = 'http://localhost/api/auth/signup';

function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string }) {
  return (async () => {
    if (values.name !== undefined) await user.type(screen.getByLabelText('Full name'), values.name);
    if (values.email !== undefined) await user.type(screen.getByLabelText('Work email'), values.email);
    if (values.password !== undefined) await user.type(screen.getByLabelText('Password'), values.password);
  })();
}

describe('/signup', () => {
  it('shows the headline of the intent in the query, and remembers it in the intent cookie', async () => {
    renderOtherRoute('/signup?intent=monitor');
    expect(await findPageHeading()).toHaveTextContent(INTENTS.monitor.signUpTitle);
    expect(screen.getByText(INTENTS.monitor.description)).toBeInTheDocument();
    await waitFor(() => expect(document.cookie).toContain('mo-intent=monitor'));
  });

  it('falls back to the intent cookie, then to the default intent for unknown values', async () => {
    document.cookie = 'mo-intent=governance; path=/';
    const first = renderOtherRoute('/signup?intent=not-an-intent');
    expect(await findPageHeading()).toHaveTextContent(INTENTS.governance.signUpTitle);
    first.unmount();
    document.cookie = 'mo-intent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    renderOtherRoute('/signup');
    expect(await findPageHeading()).toHaveTextContent(INTENTS.product.signUpTitle);
  });

  it('explains every invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(http.post(SIGNUP_URL, () => { calls += 1; return HttpResponse.json({}); }));
    renderOtherRoute('/signup');
    await findPageHeading();
    await user.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your work email address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { name: 'Jane Doe', email: 'jane@', password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(screen.getByText('Enter a valid email address, like jane@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters for your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('creates the account and goes to onboarding with the intent', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(SIGNUP_URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          id_token: 'header.payload.signature',
          profile: { user_id: 'email|u1', email: 'jane@example.com', app_metadata: {}, user_metadata: {} },
        });
      }),
    );
    renderOtherRoute('/signup?intent=growth');
    await findPageHeading();
    await fill(user, { name: ' Jane Doe ', email: 'jane@example.com', password: 'correct horse' });
    await user.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(await screen.findByTestId('wrap-location')).toHaveTextContent('/wrap?onboard=true&intent=growth');
    expect(body).toEqual({ name: 'Jane Doe', email: 'jane@example.com', password: 'correct horse' });
  });

  it('shows the server message and keeps the form when sign-up is refused', async () => {
    const user = userEvent.setup();
    server.use(http.post(SIGNUP_URL, () => HttpResponse.json({ message: 'An account with this e-mail already exists' }, { status: 409 })));
    renderOtherRoute('/signup');
    await findPageHeading();
    await fill(user, { name: 'Jane', email: 'jane@example.com', password: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
    expect(screen.getByLabelText('Work email')).toHaveValue('jane@example.com');
  });
});
