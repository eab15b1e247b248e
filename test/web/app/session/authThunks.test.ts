import { http, HttpResponse } from 'msw';
import { getRecordedEvents, resetAnalytics } from '@/lib/analytics';
import { login, refreshToken, setOnboarded, signup, updateProfile, NOT_SIGNED_IN } from '@/app/session/authThunks';
import { logout } from '@/app/session/logout';
import { setNavigator } from '@/app/store/navigator';
import { notify } from '@/app/notifications/notificationsSlice';
import { setupStore } from '@/app/store/store';
import { createRequestLog } from '../../support/apiRecorder';
import { server } from '../../support/mswServer';
import { makeIdToken, makeProfile, makeSession, storeSignedInSession } from '../../support/factories';

const navigate = jest.fn();
beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  resetAnalytics();
});
afterEach(() => {
  setNavigator(null);
  window.history.replaceState(null, '', '/');
});

const storedProfile = () => JSON.parse(window.localStorage.getItem('profile') ?? 'null');

describe('login and sign-up', () => {
  it('posts the credentials, stores the session and goes to /wrap', async () => {
    const log = createRequestLog();
    const session = makeSession();
    server.use(http.post('/api/auth/login', async ({ request }) => (await log.record(request), HttpResponse.json(session))));
    const store = setupStore();

    await store.dispatch(login({ email: 'ada@example.com', password: 'correct horse' }));

    expect(log.requests[0].body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, isFetching: false, token: session.id_token, profile: session.profile });
    expect(window.localStorage.getItem('id_token')).toBe(session.id_token);
    expect(storedProfile()).toEqual(session.profile);
    expect(window.localStorage.getItem('refresh_date')).toMatch(/^\d+$/);
    expect(navigate).toHaveBeenCalledWith('/wrap');
  });

  it.each(['/wrap/app/o1-a1/dash', '/price', '/provision/partners/azure', '/register/partners/kong'])(
    'stays on %s after login',
    async (path) => {
      window.history.replaceState(null, '', path);
      server.use(http.post('/api/auth/login', () => HttpResponse.json(makeSession())));
      await setupStore().dispatch(login({ email: 'a@example.com', password: 'pw' }));
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('keeps the error message of a refused login without logging out or toasting', async () => {
    storeSignedInSession();
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ message: 'Wrong email or password', code: 108 }, { status: 401 })),
    );
    const store = setupStore();
    await store.dispatch(login({ email: 'a@example.com', password: 'nope' }));

    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, isFetching: false, errorMessage: 'Wrong email or password' });
    expect(store.getState().notifications.items).toHaveLength(0);
    expect(window.localStorage.getItem('id_token')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(getRecordedEvents().filter((event) => event.action_name === 'logged out')).toHaveLength(0);
  });

  it('signs up through POST /api/auth/signup', async () => {
    const session = makeSession({ profile: makeProfile({ email: 'new@example.com' }) });
    server.use(http.post('/api/auth/signup', () => HttpResponse.json(session, { status: 201 })));
    const store = setupStore();
    await store.dispatch(signup({ email: 'new@example.com', password: 'long enough', name: 'New' }));
    expect(store.getState().auth.profile?.email).toBe('new@example.com');
  });

  it('shows a readable message when a sign-up fails without one', async () => {
    server.use(http.post('/api/auth/signup', () => HttpResponse.json({}, { status: 400 })));
    const store = setupStore();
    await store.dispatch(signup({ email: 'x@example.com', password: 'p', name: 'X' }));
    expect(store.getState().auth.errorMessage).toMatch(/could not sign you in/);
  });
});

describe('token refresh', () => {
  it('stores the new token and ends refreshing', async () => {
    storeSignedInSession();
    const fresh = makeIdToken(7200, { n: 2 });
    server.use(http.post('/api/auth/refresh', () => HttpResponse.json({ id_token: fresh, profile: makeProfile() })));
    const store = setupStore();
    const pending = store.dispatch(refreshToken());
    expect(store.getState().auth.refreshing).toBe(true);
    await pending;
    expect(store.getState().auth).toMatchObject({ token: fresh, refreshing: false });
    expect(window.localStorage.getItem('id_token')).toBe(fresh);
  });
});

describe('onboarding', () => {
  it('PATCHes /management/onboard/{id}, sets user_metadata.onboarded and saves the profile', async () => {
    storeSignedInSession(makeSession({ profile: makeProfile({ user_id: 'email|u1' }) }));
    const log = createRequestLog();
    server.use(http.patch('/api/management/onboard/:id', async ({ request }) => (await log.record(request), HttpResponse.json({}))));
    const store = setupStore();
    const pending = store.dispatch(setOnboarded());
    expect(store.getState().auth.loading).toBe(true);
    await pending;

    expect(log.requests[0].url.pathname).toBe('/api/management/onboard/email%7Cu1');
    expect(store.getState().auth.loading).toBe(false);
    expect(store.getState().auth.profile?.user_metadata?.onboarded).toBe(true);
    expect(storedProfile().user_metadata.onboarded).toBe(true);
  });

  it('stores the error when saving fails', async () => {
    storeSignedInSession();
    server.use(http.patch('/api/management/onboard/:id', () => HttpResponse.json({ message: 'db down' }, { status: 500 })));
    const store = setupStore();
    await store.dispatch(setOnboarded());
    expect(store.getState().auth).toMatchObject({ loading: false, onboardingError: { status: 500 } });
    expect(store.getState().auth.profile?.user_metadata?.onboarded).toBe(false);
    expect(storedProfile().user_metadata.onboarded).toBe(false);
  });

  it('refuses without a signed-in user', async () => {
    const store = setupStore();
    await store.dispatch(setOnboarded());
    expect(store.getState().auth.onboardingError).toMatchObject({ message: NOT_SIGNED_IN });
  });
});

describe('profile update', () => {
  it('POSTs /management/profile, merges the answer into the profile and stores it', async () => {
    storeSignedInSession();
    const log = createRequestLog();
    server.use(
      http.post('/api/management/profile', async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ name: 'Ada L.', user_metadata: { role: 'cto', goal: 'monitor', onboarded: true } });
      }),
    );
    const store = setupStore();
    await store.dispatch(updateProfile({ name: 'Ada L.' }));
    expect(log.requests[0].body).toEqual({ name: 'Ada L.' });
    expect(store.getState().auth.profile).toMatchObject({ email: 'ada@example.com', name: 'Ada L.', user_metadata: { role: 'cto' } });
    expect(storedProfile()).toMatchObject({ name: 'Ada L.', email: 'ada@example.com' });
  });
});

describe('logout', () => {
  it('resets every slice but notifications, forgets the session and cookies, goes home and revokes', async () => {
    const session = storeSignedInSession();
    document.cookie = 'sso_state=abc; path=/';
    window.localStorage.setItem('recent_app', JSON.stringify({ orgId: 'o1', appId: 'a1' }));
    const log = createRequestLog();
    server.use(http.post('/api/auth/logout', async ({ request }) => (await log.record(request), new HttpResponse(null, { status: 204 }))));
    const store = setupStore();
    store.dispatch(notify({ kind: 'info', title: 'Kept', message: 'across logout' }));

    store.dispatch(logout());

    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, profile: null, token: null });
    expect(store.getState().notifications.items.map((item) => item.title)).toEqual(['Kept']);
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(window.localStorage.getItem('profile')).toBeNull();
    expect(window.localStorage.getItem('recent_app')).not.toBeNull();
    expect(document.cookie).not.toContain('sso_state');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getRecordedEvents().find((event) => event.action_name === 'logged out')?.metadata).toMatchObject({ reason: 'user' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.requests[0].headers.get('authorization')).toBe(`Bearer ${session.id_token}`);
  });

  it('stays on the page with maintainLocation and survives a failing server', async () => {
    storeSignedInSession();
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const store = setupStore();
    store.dispatch(logout({ maintainLocation: true, reason: 'simultaneous-sessions' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().notifications.items).toHaveLength(0);
    expect(getRecordedEvents().find((event) => event.action_name === 'logged out')?.metadata).toMatchObject({
      reason: 'simultaneous-sessions',
    });
  });
});
