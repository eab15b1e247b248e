import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../support/apiRecorder';
import { makeProfile, makeSession } from '../support/factories';
import { server } from '../support/mswServer';
import { quietPortalHandlers } from '../support/portalShell';
import { loginChallengeHandler, mfaVerifyHandler } from '../support/handlers/mfa';
import { renderRoute } from './renderRoute';

const GRACE = makeSession({ profile: makeProfile({ email: 'grace@example.com' }) });

async function passPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return screen.findByRole('form', { name: 'Two-factor sign-in' });
}

describe('login page: the two-factor step', () => {
  it('asks for the code after the password, refuses a wrong one, then signs in and forgets the challenge', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(loginChallengeHandler('challenge-abc-0123456789abcdef'), mfaVerifyHandler('123456', GRACE, log),
      ...quietPortalHandlers([{ id: 'o1', name: 'Grace Labs', apps: [{ id: 'a1', name: 'Payments API' }] }]));
    const { store, router } = renderRoute('/login');
    await passPasswordStep(user);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('mfa_verified_token') ?? '{}')).toMatchObject({ token: 'challenge-abc-0123456789abcdef' });

    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    // The form moves the focus from an effect, which Preact runs after the frame.
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the six-digit code from your authenticator app.')).toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid.');

    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Payments API', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap/app/o1-a1/dash');
    expect(log.requests.map((request) => request.body)).toEqual([
      { mfa_challenge: 'challenge-abc-0123456789abcdef', code: '000000' },
      { mfa_challenge: 'challenge-abc-0123456789abcdef', code: '123456' },
    ]);
    expect(window.localStorage.getItem('mfa_verified_token')).toBeNull();
    expect(window.localStorage.getItem('id_token')).toBe(GRACE.id_token);
    expect(await screen.findByText('No API calls yet')).toBeInTheDocument();
  });

  it('takes a recovery code instead', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(loginChallengeHandler(), mfaVerifyHandler('K7QXM-3RTPA', GRACE, log),
      ...quietPortalHandlers([{ id: 'o1', name: 'Grace Labs', apps: [{ id: 'a1', name: 'Payments API' }] }]));
    renderRoute('/login');
    await passPasswordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A recovery code has ten letters and digits, like K7QXM-3RTPA.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'K7QXM-3RTPA');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Payments API', level: 1 })).toBeInTheDocument();
    expect(log.requests[0].body).toMatchObject({ code: 'K7QXM-3RTPA' });
    expect(await screen.findByText('No API calls yet')).toBeInTheDocument();
  });

  it('goes back to the password with the reason when the challenge expired, and on request', async () => {
    const user = userEvent.setup();
    server.use(loginChallengeHandler(), mfaVerifyHandler('123456', GRACE));
    renderRoute('/login');
    await passPasswordStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in has expired. Enter your e-mail and password again.');
    expect(window.localStorage.getItem('mfa_verified_token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.click(screen.getByRole('button', { name: 'Back to e-mail and password' }));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('mfa_verified_token')).toBeNull();
  });
});
