import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { passwordChangeHandler } from '../../../support/handlers/password';
import { makeActiveSession, otherSession, sessionsHandler } from '../../../support/handlers/sessions';
import { renderProfile } from './profileFixtures';

const passwordForm = async () => screen.findByRole('form', { name: 'Change password' });

async function fill(user: UserEvent, form: HTMLElement, current: string, next: string, confirm: string) {
  for (const [label, value] of [['Current password', current], ['New password', next], ['Confirm new password', confirm]]) {
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('/wrap/profile password change', () => {
  it('explains each rule in place and sends nothing until all hold', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(sessionsHandler([[makeActiveSession()]]), passwordChangeHandler({ revoked: 0 }, log));
    renderProfile();
    const form = await passwordForm();

    await fill(user, form, '', '', '');
    expect(within(form).getByText('Enter your current password.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a new password.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the new password again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveFocus();

    await fill(user, form, 'old secret', 'short', 'short');
    expect(within(form).getByText('Use at least 8 characters for the new password.')).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('New password')).toHaveFocus();

    await fill(user, form, 'old secret', 'new secret 1', 'new secret 2');
    expect(within(form).getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Confirm new password')).toHaveFocus();

    await fill(user, form, 'same secret', 'same secret', 'same secret');
    expect(within(form).getByText('Choose a new password that differs from the current one.')).toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
  });

  it("shows the server's reason for a refusal above the button and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      sessionsHandler([[makeActiveSession()]]),
      passwordChangeHandler({ status: 400, message: 'The current password is wrong' }),
    );
    renderProfile();
    const form = await passwordForm();
    await fill(user, form, 'wrong one', 'new secret 1', 'new secret 1');

    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(within(form).getByLabelText('New password')).toHaveValue('new secret 1');
    // Shown in place only: no toast repeats it.
    expect(screen.getAllByText('The current password is wrong')).toHaveLength(1);
  });

  it('shows the throttling answer in place after repeated wrong tries', async () => {
    const user = userEvent.setup();
    server.use(
      sessionsHandler([[makeActiveSession()]]),
      passwordChangeHandler({ status: 429, message: 'Too many failed attempts. Try again in 15 minutes.' }),
    );
    renderProfile();
    const form = await passwordForm();
    await fill(user, form, 'wrong one', 'new secret 1', 'new secret 1');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many failed attempts. Try again in 15 minutes.');
  });

  it('changes the password, clears the form, names the signed-out sessions and reloads the list', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const sessionsLog = createRequestLog();
    server.use(
      sessionsHandler([[makeActiveSession(), otherSession()], [makeActiveSession()]], sessionsLog),
      passwordChangeHandler({ revoked: 1 }, log),
    );
    renderProfile();
    expect(await screen.findByText('Firefox 128 on Windows')).toBeInTheDocument();
    const form = await passwordForm();
    await fill(user, form, 'old secret', 'new secret 1', 'new secret 1');

    expect(await screen.findByText('Your password was changed and 1 other session was signed out.')).toBeInTheDocument();
    expect(log.requests[0].body).toEqual({ current_password: 'old secret', new_password: 'new secret 1' });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(within(form).getByLabelText('Confirm new password')).toHaveValue('');
    await waitFor(() => expect(sessionsLog.requests).toHaveLength(2));
    expect(screen.queryByText('Firefox 128 on Windows')).not.toBeInTheDocument();
  });

  it('has no password form for accounts of another sign-in provider', async () => {
    server.use(sessionsHandler([[makeActiveSession()]]));
    renderProfile(makeProfile({ user_id: 'github|42', name: 'Ada' }));
    const card = (await screen.findByRole('heading', { name: 'Password', level: 2 })).closest('section') as HTMLElement;
    expect(within(card).getByText(/You sign in with GitHub, so there is no password to change here/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
