import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { profileUpdateHandler } from '../../../support/handlers/profile';
import { sessionsHandler, makeActiveSession } from '../../../support/handlers/sessions';
import { ADA, renderProfile } from './profileFixtures';

const accountCard = async () =>
  (await screen.findByRole('heading', { name: 'Account', level: 2 })).closest('section') as HTMLElement;

describe('/wrap/profile account details', () => {
  beforeEach(() => server.use(sessionsHandler([[makeActiveSession()]])));

  it('is a section titled Profile, with the e-mail and the sign-in provider shown read-only', async () => {
    renderProfile();
    const title = await screen.findByRole('heading', { name: 'Profile', level: 1 });
    expect(title.closest('section')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    const card = await accountCard();
    expect(within(card).getByText('E-mail').nextSibling).toHaveTextContent('ada@example.com');
    expect(within(card).getByText('Sign-in provider').nextSibling).toHaveTextContent('E-mail and password');
    expect(within(card).queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(document.title).toBe('Profile — Apiscope');
  });

  it('names a single sign-on provider from the prefix of the user id', async () => {
    renderProfile(makeProfile({ user_id: 'google-oauth2|123', name: 'Ada' }));
    const card = await accountCard();
    expect(within(card).getByText('Sign-in provider').nextSibling).toHaveTextContent('Google');
  });

  it('saves the trimmed name, confirms with a toast and keeps the new name in the stored profile', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(profileUpdateHandler(ADA, 'ok', log));
    const { store } = renderProfile();
    const card = await accountCard();
    const save = within(card).getByRole('button', { name: 'Save name' });
    expect(save).toBeDisabled();
    const input = within(card).getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Ada Lovelace');

    await user.clear(input);
    await user.type(input, '  Ada King  ');
    await user.click(save);

    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(log.requests.map((request) => request.body)).toEqual([{ name: 'Ada King' }]);
    expect(store.getState().auth.profile?.name).toBe('Ada King');
    expect(JSON.parse(window.localStorage.getItem('profile') ?? '{}')).toMatchObject({ name: 'Ada King' });
    expect(input).toHaveValue('Ada King');
    expect(save).toBeDisabled();
  });

  it('asks for a name instead of sending an empty one, and for a shorter one past 100 characters', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(profileUpdateHandler(ADA, 'ok', log));
    renderProfile();
    const card = await accountCard();
    const input = within(card).getByRole('textbox', { name: 'Name' });

    await user.clear(input);
    await user.type(input, '   ');
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(within(card).getByText('Enter your name.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await user.clear(input);
    await user.type(input, 'x'.repeat(101));
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(within(card).getByText('Use at most 100 characters for your name.')).toBeInTheDocument();
    expect(log.requests).toHaveLength(0);
  });

  it('leaves the name unsaved when the server refuses it, with the error policy toast', async () => {
    const user = userEvent.setup();
    server.use(profileUpdateHandler(ADA, { status: 400, message: 'Invalid body.name: must NOT have more than 100 characters' }));
    const { store } = renderProfile();
    const card = await accountCard();
    const input = within(card).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Ada King');
    await user.click(within(card).getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Invalid body.name: must NOT have more than 100 characters')).toBeInTheDocument();
    expect(screen.queryByText('Your name was saved.')).not.toBeInTheDocument();
    expect(store.getState().auth.profile?.name).toBe('Ada Lovelace');
  });
});
