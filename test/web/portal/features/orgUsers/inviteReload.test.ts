import { waitFor } from '@testing-library/react';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { INVITE_RELOAD_DELAY_MS } from '@/lib/constants';
import { inviteMember, loadOrgUsers } from '@/portal/features/orgUsers/orgUsersActions';
import orgUsersSlice, { selectOrgUsersState } from '@/portal/features/orgUsers/orgUsersSlice';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import { ADA_MEMBER, GRACE_MEMBER, inviteHandler, orgUsersHandler, pendingInvitesHandler } from '../../../support/handlers/management';

appReducer.inject(orgUsersSlice);

const INVITE = { email: 'linus@example.com', role: 'Member', onboarding_role: null, source: 'team_page' };
/** Lets any request sent by now reach msw and be recorded (on real timers). */
async function settle() {
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const pagesAsked = (log: ReturnType<typeof createRequestLog>) => log.requests.map((r) => `${r.url.pathname}?page=${r.url.searchParams.get('page')}`);

describe('the member list reload 1 s after an invite (SPEC sections 4 and 9)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('reloads the page on screen when it fires, not the page of the moment of the invite', async () => {
    const usersLog = createRequestLog();
    const invitesLog = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER]], usersLog, 60), pendingInvitesHandler([[]], 'email', invitesLog), inviteHandler());
    const store = setupStore();
    await store.dispatch(loadOrgUsers('o1', 1));
    expect((await store.dispatch(inviteMember('o1', INVITE))).error).toBeFalsy();
    await store.dispatch(loadOrgUsers('o1', 2));
    jest.advanceTimersByTime(INVITE_RELOAD_DELAY_MS - 1);
    expect(usersLog.requests).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await waitFor(() => expect(invitesLog.requests).toHaveLength(1));
    await waitFor(() => expect(usersLog.requests).toHaveLength(3));
    expect(pagesAsked(usersLog)).toEqual(['/api/management/o1/users?page=1', '/api/management/o1/users?page=2', '/api/management/o1/users?page=2']);
    expect(invitesLog.requests.map((r) => r.url.pathname)).toEqual(['/api/management/o1/invites']);
  });

  it('does not reload when another organization is shown by then (its lists would be replaced by the old one)', async () => {
    const usersLog = createRequestLog();
    const invitesLog = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER], [GRACE_MEMBER]], usersLog), pendingInvitesHandler([[]], 'email', invitesLog), inviteHandler());
    const store = setupStore();
    await store.dispatch(loadOrgUsers('o1', 1));
    await store.dispatch(inviteMember('o1', INVITE));
    await store.dispatch(loadOrgUsers('o2', 1));
    jest.advanceTimersByTime(INVITE_RELOAD_DELAY_MS);
    expect(selectOrgUsersState(store.getState()).orgId).toBe('o2');
    await settle();
    expect(pagesAsked(usersLog)).toEqual(['/api/management/o1/users?page=1', '/api/management/o2/users?page=1']);
    expect(invitesLog.requests).toHaveLength(0);
    expect(selectOrgUsersState(store.getState())).toMatchObject({ orgId: 'o2', users: [GRACE_MEMBER] });
  });

  it('does not reload after a refused invite', async () => {
    const usersLog = createRequestLog();
    server.use(orgUsersHandler([[ADA_MEMBER]], usersLog), inviteHandler({ status: 409, message: 'This user is already a member of the organization' }));
    const store = setupStore();
    await store.dispatch(loadOrgUsers('o1', 1));
    expect((await store.dispatch(inviteMember('o1', INVITE))).error).toBeTruthy();
    jest.advanceTimersByTime(INVITE_RELOAD_DELAY_MS * 2);
    await settle();
    expect(usersLog.requests).toHaveLength(1);
  });
});
