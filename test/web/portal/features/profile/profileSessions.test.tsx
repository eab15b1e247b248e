import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import { makeActiveSession, otherSession, revokeOthersHandler, revokeSessionHandler, sessionsHandler } from '../../../support/handlers/sessions';
import { fakeClock, renderProfile } from './profileFixtures';

const sessionList = async () => screen.findByRole('list', { name: 'Active sessions' });
const itemOf = (list: HTMLElement, device: string) => within(list).getByText(device).closest('li') as HTMLElement;
const PHONE = otherSession({ id: 's-phone', browser: 'Mobile Safari 17', os: 'iOS', ip: null, last_seen_at: '2026-03-08T12:00:00.000Z' });

describe('/wrap/profile active sessions', () => {
  afterEach(() => jest.useRealTimers());

  it('lists each session with browser, system, address and times, this device first and without a sign-out', async () => {
    fakeClock();
    server.use(sessionsHandler([[otherSession(), makeActiveSession()]]));
    renderProfile();
    const list = await sessionList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const current = items[0];
    expect(current).toHaveTextContent('Chrome 126 on Mac OS X');
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(current).toHaveTextContent('IP 203.0.113.5');
    expect(current).toHaveTextContent('Last active 5 minutes ago');
    expect(current).toHaveTextContent(/Signed in 3 Mar 2026, \d\d:\d\d/);
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    const firefox = items[1];
    expect(firefox).toHaveTextContent('Firefox 128 on Windows');
    expect(firefox).toHaveTextContent('Last active 2 hours ago');
    expect(within(firefox).queryByText('This device')).not.toBeInTheDocument();
    expect(within(firefox).getByRole('button', { name: 'Sign out of Firefox 128 on Windows (198.51.100.7)' })).toBeInTheDocument();
  });

  it('signs out one other session, confirms, reloads the list and moves focus to it', async () => {
    const user = userEvent.setup();
    const revokeLog = createRequestLog();
    const listLog = createRequestLog();
    server.use(
      sessionsHandler([[makeActiveSession(), otherSession(), PHONE], [makeActiveSession(), PHONE]], listLog),
      revokeSessionHandler('ok', revokeLog),
    );
    renderProfile();
    const list = await sessionList();
    await user.click(within(itemOf(list, 'Firefox 128 on Windows')).getByRole('button', { name: /^Sign out/ }));

    expect(await screen.findByText('Signed out of 1 other session.')).toBeInTheDocument();
    expect(revokeLog.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['DELETE /api/auth/sessions/s-firefox']);
    await waitFor(() => expect(listLog.requests).toHaveLength(2));
    expect(within(list).queryByText('Firefox 128 on Windows')).not.toBeInTheDocument();
    expect(itemOf(list, 'Mobile Safari 17 on iOS')).toHaveTextContent('IP Unknown address');
    expect(list).toHaveFocus();
  });

  it('keeps a session whose sign-out the server refused, with the error policy toast', async () => {
    const user = userEvent.setup();
    server.use(
      sessionsHandler([[makeActiveSession(), otherSession()]]),
      revokeSessionHandler({ status: 500, message: 'Database unavailable' }),
    );
    renderProfile();
    const list = await sessionList();
    await user.click(within(itemOf(list, 'Firefox 128 on Windows')).getByRole('button', { name: /^Sign out/ }));

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(within(list).getByText('Firefox 128 on Windows')).toBeInTheDocument();
    expect(within(itemOf(list, 'Firefox 128 on Windows')).getByRole('button', { name: /^Sign out/ })).toBeEnabled();
  });

  it('signs out of all other sessions only after the confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    const revokeLog = createRequestLog();
    const listLog = createRequestLog();
    server.use(
      sessionsHandler([[makeActiveSession(), otherSession(), PHONE], [makeActiveSession()]], listLog),
      revokeOthersHandler(2, revokeLog),
    );
    renderProfile();
    await sessionList();
    const signOutAll = screen.getByRole('button', { name: 'Sign out of all other sessions' });

    await user.click(signOutAll);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other sessions?' });
    expect(dialog).toHaveTextContent('2 other sessions will be signed out.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revokeLog.requests).toHaveLength(0);

    await user.click(signOutAll);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    expect(revokeLog.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['POST /api/auth/sessions/revoke-others']);
    await waitFor(() => expect(listLog.requests).toHaveLength(2));
    const list = await sessionList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
    expect(list).toHaveFocus();
  });

  it('offers no "sign out of all other sessions" when this is the only one', async () => {
    server.use(sessionsHandler([[makeActiveSession()]]));
    renderProfile();
    await sessionList();
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });

  it('shows loading, then the failure with Retry, then the list', async () => {
    const user = userEvent.setup();
    server.use(sessionsHandler([{ status: 503, message: 'The session store is unavailable' }, [makeActiveSession()]]));
    renderProfile();
    expect(screen.getByText('Loading your sessions…').closest('[role="status"]')).toBeInTheDocument();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your sessions could not be loaded');
    expect(failure).toHaveTextContent('The session store is unavailable');
    // A read failure is shown in place only, never also as a toast.
    expect(screen.getAllByText('The session store is unavailable')).toHaveLength(1);
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await sessionList()).toHaveTextContent('Chrome 126 on Mac OS X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server lists no session', async () => {
    server.use(sessionsHandler([[]]));
    renderProfile();
    expect(await screen.findByText('No active sessions')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active sessions' })).not.toBeInTheDocument();
  });
});
