import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiClient, type RequestOptions } from '@/api/client';
import { selectErrorMessage } from '@/api/errors';
import { getRecordedEvents, resetAnalytics } from '@/lib/analytics';
import { resetErrorReporting, setErrorReporter } from '@/lib/errorReporting';
import { PLAN_CHANGE_CALL } from '@/app/session/authSlice';
import { logout } from '@/app/session/logout';
import { setNavigator } from '@/app/store/navigator';
import { promiseTypes } from '@/app/store/promiseMiddleware';
import { setupStore, type AppStore } from '@/app/store/store';
import { server } from '../support/mswServer';
import { storeSignedInSession } from '../support/factories';

const CALL = promiseTypes('test/call');
const FALLBACK = 'If this problem persists, please contact support@apiscope.dev for assistance';

let store: AppStore;
const navigate = jest.fn();
const reporter = jest.fn();
let logoutCalls = 0;

beforeEach(() => {
  navigate.mockReset();
  reporter.mockReset();
  setNavigator(navigate);
  setErrorReporter(reporter);
  resetAnalytics();
  logoutCalls = 0;
  server.use(
    http.post('/api/auth/logout', () => {
      logoutCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  storeSignedInSession();
  store = setupStore();
});
afterEach(() => {
  setNavigator(null);
  resetErrorReporting();
});

/** Makes GET /api{path} answer `status` with `body`, then calls it through the store. */
async function failWith(status: number, body: JsonBodyType, path = '/portal/o1/things', options: RequestOptions = {}) {
  server.use(http.get(`/api${path}`, () => HttpResponse.json(body, { status })));
  return store.dispatch({ types: CALL.types, promise: () => apiClient.get(path, options) });
}

const toasts = () => store.getState().notifications.items;
const onlyToast = () => {
  expect(toasts()).toHaveLength(1);
  return toasts()[0];
};
const logoutEvents = () => getRecordedEvents().filter((event) => event.action_name === 'logged out');

describe('401 with product code 108', () => {
  it.each([108, '108'])('logs out once and keeps a session-expired notice (code %p)', async (code) => {
    await failWith(401, { message: 'Session expired', code });
    const state = store.getState();
    expect(state.auth.isAuthenticated).toBe(false);
    expect(state.auth.profile).toBeNull();
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(onlyToast()).toMatchObject({
      kind: 'error',
      title: 'Access is denied',
      message: 'Your session has expired, please log in again',
      durationMs: null,
    });
    expect(logoutEvents()).toHaveLength(1);
    expect(logoutEvents()[0].metadata).toMatchObject({ reason: 'session-expired' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logoutCalls).toBe(1);
  });

  it('logs the logout as simultaneous sessions when the server says the account signed in elsewhere', async () => {
    await failWith(401, { message: 'Your account signed in on another device', code: 108 });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(logoutEvents()).toHaveLength(1);
    expect(logoutEvents()[0].metadata).toMatchObject({ reason: 'simultaneous-sessions' });
  });

  it('logs out even for a silent call', async () => {
    await failWith(401, { code: 108 }, '/portal/o1/things', { silent: true });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(onlyToast().message).toBe('Your session has expired, please log in again');
  });

  it('ends the session exactly once when ten calls fail together', async () => {
    server.use(http.get('/api/portal/o1/many/:n', () => HttpResponse.json({ code: 108 }, { status: 401 })));
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        store.dispatch({ types: CALL.types, promise: () => apiClient.get(`/portal/o1/many/${n}`) }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logoutEvents()).toHaveLength(1);
    expect(logoutCalls).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(onlyToast().title).toBe('Access is denied');
  });
});

describe('other 401', () => {
  it('names the missing scopes for 7 s', async () => {
    await failWith(401, { message: 'Missing required scope(s): read:events, create:workspaces' });
    expect(onlyToast()).toMatchObject({
      title: 'Access is Denied',
      durationMs: 7000,
      message:
        "You do not have permission to perform an action. To gain access, please contact your subscription's administrator. Missing scope(s): read:events, create:workspaces",
    });
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('explains workspace sharing on workspace paths', async () => {
    await failWith(401, { message: 'Not the owner' }, '/portal/o1/workspaces/w1');
    expect(onlyToast().message).toBe(
      'You do not have write permissions for this workspace. Please ask the workspace owner to modify sharing settings to be a team workspace',
    );
  });

  it('uses the permission text when the server explains without scopes', async () => {
    await failWith(401, { message: 'Not allowed' });
    expect(onlyToast().message).toBe(
      "You do not have permission to perform this action. To gain access, ask your subscription's administrator or log in with a different account.",
    );
  });

  it('suggests logging in again when the 401 carries no explanation', async () => {
    await failWith(401, {});
    expect(onlyToast().message).toBe(
      'You do not have permission or your login may have expired. Please log out and log back in again, or contact your admin if problem persists.',
    );
  });

  it('does nothing when the call disabled auto-logout, even for code 108', async () => {
    await failWith(401, { message: 'Missing read:events' }, '/x', { disableAutoLogout: true });
    await failWith(401, { code: 108 }, '/y', { disableAutoLogout: true });
    expect(toasts()).toHaveLength(0);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });
});

describe('402', () => {
  it("opens the subscription page and keeps the server's reason until dismissed", async () => {
    await failWith(402, { error: { msg: 'Your trial has ended' } });
    expect(navigate).toHaveBeenCalledWith('/wrap/subscription');
    expect(onlyToast()).toMatchObject({
      kind: 'error',
      title: 'You must upgrade your plan',
      message: 'Your trial has ended',
      durationMs: null,
    });
  });

  it('uses the default reason, also for a silent call', async () => {
    await failWith(402, {}, '/portal/o1/things', { silent: true });
    expect(navigate).toHaveBeenCalledWith('/wrap/subscription');
    expect(onlyToast().message).toBe("Your usage has exceeded your plan's limits");
  });

  it("logs a logout while the plan blocks the account as the '402 lock', and a plain one after a plan change", async () => {
    await failWith(402, { error: { msg: 'Your trial has ended' } });
    expect(store.getState().auth.planLocked).toBe(true);
    store.dispatch(logout({ maintainLocation: true }));
    expect(logoutEvents().map((event) => event.metadata)).toEqual([expect.objectContaining({ reason: 'plan-lock' })]);

    resetAnalytics();
    storeSignedInSession();
    store = setupStore();
    await failWith(402, {});
    store.dispatch({ type: `${PLAN_CHANGE_CALL}/success`, payload: {}, headers: {} });
    expect(store.getState().auth.planLocked).toBe(false);
    store.dispatch(logout({ maintainLocation: true }));
    expect(logoutEvents().map((event) => event.metadata)).toEqual([expect.objectContaining({ reason: 'user' })]);
  });
});

describe('toasts by status', () => {
  it.each([
    [404, { message: 'No such app' }, 'Client Error', '404: Resource not found'],
    [429, {}, 'Too Many Requests', 'We are seeing too many requests from your IP address. Please wait a few moments.'],
    [502, {}, 'Service Unavailable', 'The service is temporarily unavailable. Please try again later or contact support.'],
    [503, { message: 'down' }, 'Service Unavailable', 'The service is temporarily unavailable. Please try again later or contact support.'],
    [500, { message: 'Query failed' }, 'Internal Error', 'Query failed'],
    [504, {}, 'Internal Error', FALLBACK],
    [400, { message: 'name is required' }, 'Client Error', 'name is required'],
    [409, { error: 'Name already used' }, 'Client Error', 'Name already used'],
  ])('%i with body %j is titled "%s"', async (status, body, title, message) => {
    await failWith(status, body);
    expect(onlyToast()).toMatchObject({ kind: 'error', title, message, durationMs: null });
  });

  it('titles a failure without a response "Something Went Wrong" with the fallback text', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    await store.dispatch({ types: CALL.types, promise: () => apiClient.get('/down') });
    expect(onlyToast()).toMatchObject({ title: 'Something Went Wrong', message: FALLBACK });
  });

  it('shows no toast for a silent call', async () => {
    await failWith(500, { message: 'boom' }, '/quiet', { silent: true });
    expect(toasts()).toHaveLength(0);
  });

  it('reports failures outside the catalogue, not the expected ones', async () => {
    await failWith(500, { message: 'boom' }, '/a');
    await failWith(404, {}, '/b');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), expect.objectContaining({ path: '/api/a' }));
  });

  it('does not repeat an identical toast already on screen', async () => {
    await failWith(500, { message: 'boom' }, '/a');
    await failWith(500, { message: 'boom' }, '/b');
    expect(toasts()).toHaveLength(1);
  });
});

describe('message selection order', () => {
  it('prefers the server error message, then body message, then message, then nested error message', () => {
    const all = { data: { error: 'server', message: 'body' }, message: 'own', error: { message: 'nested' } };
    expect(selectErrorMessage(all)).toBe('server');
    expect(selectErrorMessage({ ...all, data: { error: { message: 'server object' }, message: 'body' } })).toBe('server object');
    expect(selectErrorMessage({ ...all, data: { message: 'body' } })).toBe('body');
    expect(selectErrorMessage({ ...all, data: {} })).toBe('own');
    expect(selectErrorMessage({ error: { message: 'nested' } })).toBe('nested');
    expect(selectErrorMessage({})).toBeUndefined();
  });

  it('reads a thrown Error and axios-style response bodies', () => {
    expect(selectErrorMessage(new Error('thrown'))).toBe('thrown');
    expect(selectErrorMessage({ response: { data: { message: 'from response' } }, message: 'x' })).toBe('from response');
  });
});
