import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { INVITE_RELOAD_DELAY_MS } from '@/lib/constants';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import {
  ADA_MEMBER, GRACE_MEMBER, inviteActionsHandlers, inviteHandler, makePendingInvite, orgUsersHandler, pendingInvitesHandler,
  removeMemberHandler, roleUpdateHandler, userRolesHandler,
} from '../../../support/handlers/management';
import { selectOrganizations } from '@/portal/core/organizationsSlice';
import { ADA_ORG, DEMO_ORGANIZATION, organizationsHandler } from '../../../support/handlers/organizations';
import { renderTeam } from './teamFixtures';

const membersTable = async () => within(await screen.findByRole('region', { name: /^Members/ })).findByRole('table');
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('/wrap/team', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the members of the selected organization with name, e-mail and role, page by page', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const many = Array.from({ length: 50 }, (_, i) => ({ ...GRACE_MEMBER, user_id: `email|m${i}`, email: `m${i}@example.com`, name: `Member ${i}` }));
    server.use(orgUsersHandler([many, [ADA_MEMBER]], log, 51), userRolesHandler(), pendingInvitesHandler([[]]));
    await renderTeam();
    const table = await membersTable();
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('heading', { name: 'Members (51)' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rowOf(await membersTable(), 'Ada Lovelace')).toHaveTextContent('ada@example.com');
    expect(log.requests.map((r) => [r.url.pathname, r.url.searchParams.get('page')])).toEqual([['/api/management/o1/users', '1'], ['/api/management/o1/users', '2']]);
  });

  it('invites with email, role, onboarding role and source, and reloads the list after 1 s', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const usersLog = createRequestLog();
    const invitesLog = createRequestLog();
    const inviteLog = createRequestLog();
    server.use(
      orgUsersHandler([[ADA_MEMBER], [ADA_MEMBER, GRACE_MEMBER]], usersLog), userRolesHandler(),
      pendingInvitesHandler([[], [makePendingInvite({ email: 'linus@example.com' })]], 'email', invitesLog), inviteHandler({}, inviteLog),
    );
    await renderTeam();
    await membersTable();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'linus@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.type(screen.getByRole('textbox', { name: /Their job/ }), 'Developer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to linus@example.com.')).toBeInTheDocument();
    expect(inviteLog.requests[0].body).toEqual({ email: 'linus@example.com', role: 'Admin', onboarding_role: 'Developer', source: 'team_page', org: 'o1' });

    expect(usersLog.requests).toHaveLength(1);
    await act(async () => { jest.advanceTimersByTime(INVITE_RELOAD_DELAY_MS - 1); });
    expect(usersLog.requests).toHaveLength(1);
    await act(async () => { jest.advanceTimersByTime(1); });
    await waitFor(() => expect(usersLog.requests).toHaveLength(2));
    expect(invitesLog.requests).toHaveLength(2);
    // The reloaded list lands after its request: wait for it as the user would.
    await within(await membersTable()).findByRole('rowheader', { name: /Grace Hopper/ });
    expect(rowOf(await membersTable(), 'Grace Hopper')).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('linus@example.com')).toBeInTheDocument();
  });

  it('says what is wrong with an invite before sending, and shows the server refusal', async () => {
    const user = userEvent.setup();
    server.use(orgUsersHandler([[ADA_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[]]),
      inviteHandler({ status: 409, message: 'This address already has a pending invite: resend or revoke it instead' }));
    await renderTeam();
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter the email address to invite.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter a valid email address, like name@company.com.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address already has a pending invite: resend or revoke it instead');
  });

  it('shows the link to copy when no mail server is configured', async () => {
    const user = userEvent.setup();
    const reloads = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER]], reloads), userRolesHandler(), pendingInvitesHandler([[]], 'link', reloads),
      inviteHandler({ delivery: 'link', invite_path: '/invite/tok123', invite_url: 'https://www.apiscope.dev/invite/tok123' }));
    await renderTeam();
    await membersTable();
    expect(screen.getByText(/No mail server is configured/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const notice = await screen.findByRole('region', { name: 'Invitation link for linus@example.com' });
    expect(notice).toHaveTextContent(`${window.location.origin}/invite/tok123`);
    expect(within(notice).getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
    // The lists reload INVITE_RELOAD_DELAY_MS after the invite: let that happen in this test, not in a later one
    // (whose handlers it would hit).
    await waitFor(() => expect(reloads.requests.map((r) => r.url.pathname).sort()).toEqual(
      ['/api/management/o1/invites', '/api/management/o1/invites', '/api/management/o1/users', '/api/management/o1/users'],
    ), { timeout: INVITE_RELOAD_DELAY_MS * 3 });
  });

  it('changes a role in place, asks before demoting yourself, and shows the last-Owner refusal', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER, GRACE_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[]]), roleUpdateHandler('ok', log));
    await renderTeam();
    const table = await membersTable();
    await user.selectOptions(within(rowOf(table, 'Grace Hopper')).getByRole('combobox', { name: 'Role of Grace Hopper' }), 'Admin');
    await waitFor(() => expect(within(rowOf(table, 'Grace Hopper')).getByRole('combobox')).toHaveValue('Admin'));
    expect(log.requests[0].url.pathname).toBe('/api/management/o1/users/email%7Cu2/role');
    expect(log.requests[0].body).toEqual({ role: 'Admin' });

    server.use(roleUpdateHandler({ status: 400, message: 'The last Owner of an organization cannot be demoted: make another member Owner first' }));
    await user.selectOptions(within(rowOf(table, 'Ada Lovelace')).getByRole('combobox'), 'Member');
    const dialog = await screen.findByRole('dialog', { name: 'Change your own role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change my role' }));
    expect(await within(rowOf(table, 'Ada Lovelace')).findByRole('alert')).toHaveTextContent('The last Owner of an organization cannot be demoted');
    expect(within(rowOf(table, 'Ada Lovelace')).getByRole('combobox')).toHaveValue('Owner');
  });

  it('removes a member after a confirm dialog, and keeps them when cancelled', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER, GRACE_MEMBER], [ADA_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[]]), removeMemberHandler('ok', log));
    await renderTeam();
    const table = await membersTable();
    await user.click(within(rowOf(table, 'Grace Hopper')).getByRole('button', { name: 'Remove Grace Hopper' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' })).getByRole('button', { name: 'Cancel' }));
    expect(log.requests).toHaveLength(0);
    await user.click(within(rowOf(table, 'Grace Hopper')).getByRole('button', { name: 'Remove Grace Hopper' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: /Grace Hopper/ })).not.toBeInTheDocument());
    expect(log.requests[0].body).toEqual({ requesterEmail: 'ada@example.com', org: 'o1', customerId: 'o1' });
  });

  it('resends and revokes pending invitations', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[makePendingInvite(), makePendingInvite({ invite_id: 'inv2', email: 'old@example.com', expired: true })]]),
      ...inviteActionsHandlers({}, log));
    await renderTeam();
    const pending = await screen.findByRole('region', { name: 'Pending invitations' });
    const table = await within(pending).findByRole('table');
    expect(rowOf(table, 'old@example.com')).toHaveTextContent('Expired');
    expect(rowOf(table, 'linus@example.com')).toHaveTextContent('Ada Lovelace');
    await user.click(within(table).getByRole('button', { name: 'Resend for linus@example.com' }));
    expect(await screen.findByText('Invitation sent again to linus@example.com.')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Revoke the invitation of old@example.com' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this invitation?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(table).queryByText('old@example.com')).not.toBeInTheDocument());
    expect(log.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/management/o1/invites/inv1/resend', 'DELETE /api/management/o1/invites/inv2']);
  });

  it('is read-only for members who cannot manage members: no invite form, no pending invites, no role select', async () => {
    server.use(orgUsersHandler([[ADA_MEMBER, GRACE_MEMBER]]), userRolesHandler());
    await renderTeam([{ ...ADA_ORG, role: 'Member' }, DEMO_ORGANIZATION]);
    const table = await membersTable();
    await within(table).findByRole('rowheader', { name: /Grace Hopper/ });
    expect(rowOf(table, 'Grace Hopper')).toHaveTextContent('Member');
    // The controls follow the role once the organizations and roles are in.
    await waitFor(() => expect(within(table).queryByRole('combobox')).not.toBeInTheDocument());
    expect(within(rowOf(table, 'Grace Hopper')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });

  it('shows a load failure in place with a retry', async () => {
    const user = userEvent.setup();
    server.use(orgUsersHandler([{ status: 500, message: 'The database is busy' }, [ADA_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[]]));
    await renderTeam();
    expect(await screen.findByText('The team could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(rowOf(await membersTable(), 'Ada Lovelace')).toBeInTheDocument();
  });
});

describe('/wrap/team after your own changes and removals', () => {
  it('leaving the organization reloads the organizations and opens the portal home', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER, GRACE_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[]]), removeMemberHandler('ok', log));
    const { store, router } = await renderTeam([{ ...ADA_ORG, role: 'Admin' }, DEMO_ORGANIZATION]);
    const table = await membersTable();
    server.use(organizationsHandler([DEMO_ORGANIZATION]));
    await user.click(within(rowOf(table, 'Ada Lovelace')).getByRole('button', { name: 'Leave the organization' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this organization?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Portal home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wrap');
    expect(log.requests[0].url.pathname).toBe('/api/management/o1/users/email%7Cu1');
    expect(selectOrganizations(store.getState()).map((org) => org.id)).toEqual(['demo']);
    expect(screen.getByText('You left Ada Industries.')).toBeInTheDocument();
  });

  it('demoting yourself reloads the organizations, so the screen stops offering what you can no longer do', async () => {
    const user = userEvent.setup();
    server.use(orgUsersHandler([[ADA_MEMBER, GRACE_MEMBER], [{ ...ADA_MEMBER, role: 'Member' }, GRACE_MEMBER]]), userRolesHandler(),
      pendingInvitesHandler([[]]), roleUpdateHandler('ok'));
    await renderTeam();
    const table = await membersTable();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
    server.use(organizationsHandler([{ ...ADA_ORG, role: 'Member' }, DEMO_ORGANIZATION]));
    await user.selectOptions(within(rowOf(table, 'Ada Lovelace')).getByRole('combobox', { name: 'Role of Ada Lovelace' }), 'Member');
    await user.click(within(await screen.findByRole('dialog', { name: 'Change your own role?' })).getByRole('button', { name: 'Change my role' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only Owners and Admins can invite or change members/)).toBeInTheDocument();
  });

  it('removing the last member of the last page shows the page before', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    const first = Array.from({ length: 50 }, (_, i) => ({ ...GRACE_MEMBER, user_id: `email|m${i}`, email: `m${i}@example.com`, name: `Member ${i}` }));
    // Pages answer by their number (not by call order): page 2 holds Grace until she is removed.
    let removed = false;
    server.use(
      http.get('/api/management/:orgId/users', async ({ request }) => {
        await log.record(request);
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const users = page === 1 ? first : removed ? [] : [GRACE_MEMBER];
        return HttpResponse.json({ users, invites: [], page, page_size: 50, total: removed ? 50 : 51 });
      }),
      http.delete('/api/management/:orgId/users/:userId', ({ params }) => {
        removed = true;
        return HttpResponse.json({ user_id: params.userId, removed: true });
      }),
      userRolesHandler(),
      pendingInvitesHandler([[]]),
    );
    await renderTeam();
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    // The second page's rows replace the first's once its answer is in.
    await screen.findByRole('rowheader', { name: /Grace Hopper/ }, { timeout: 8000 });
    await user.click(within(rowOf(await membersTable(), 'Grace Hopper')).getByRole('button', { name: 'Remove Grace Hopper' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('rowheader', { name: /Member 0/ }, { timeout: 8000 })).toBeInTheDocument();
    const pages = log.requests.map((r) => r.url.searchParams.get('page'));
    expect(pages.slice(pages.indexOf('2'))).toEqual(expect.arrayContaining(['2', '1']));
    expect(pages[pages.length - 1]).toBe('1');
  });

  it('offers the first page when the page on screen came back empty', async () => {
    const user = userEvent.setup();
    const log = createRequestLog();
    server.use(orgUsersHandler([[], [ADA_MEMBER]], log, 1), userRolesHandler(), pendingInvitesHandler([[]]));
    await renderTeam();
    expect(await screen.findByText('No members on this page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the first page' }));
    expect(rowOf(await membersTable(), 'Ada Lovelace')).toBeInTheDocument();
    expect(log.requests.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '1']);
  });

  it('names each pending invitation value, since phones hide the column headers', async () => {
    server.use(orgUsersHandler([[ADA_MEMBER]]), userRolesHandler(), pendingInvitesHandler([[makePendingInvite()]]));
    await renderTeam();
    const pending = await screen.findByRole('region', { name: 'Pending invitations' });
    const row = rowOf(await within(pending).findByRole('table'), 'linus@example.com');
    expect(within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Role', 'Sent', 'Expires', 'Invited by', null]);
  });
});
