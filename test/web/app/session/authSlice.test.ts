import authSlice, {
  initialAuthState,
  initialTabSet,
  lockClosed,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  selectHasOrgPermissions,
  selectIsAuthenticated,
  selectProfile,
  selectSignInProvider,
  tokenRefreshEnded,
  tokenRefreshStarted,
  tokenRefreshSucceeded,
  type AuthState,
} from '@/app/session/authSlice';
import { setupStore } from '@/app/store/store';
import { makeIdToken, makeProfile, storeSignedInSession } from '../../support/factories';

const reduce = authSlice.reducer;
const signedOut = (): AuthState => initialAuthState();

describe('initial state', () => {
  it('has every SPEC field and starts signed out without a stored session', () => {
    expect(signedOut()).toEqual({
      isFetching: false,
      isAuthenticated: false,
      profile: null,
      token: null,
      isSSO: false,
      partner: null,
      errorMessage: null,
      refreshing: false,
      loading: false,
      initialTab: 'login',
      onboardingError: null,
      planLocked: false,
      mfaPendingUntil: null,
    });
  });

  it('restores a stored, unexpired session on page load', () => {
    const session = storeSignedInSession();
    const state = setupStore().getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectProfile(state)).toEqual(session.profile);
    expect(state.auth.token).toBe(session.id_token);
  });

  it('ignores a stored session whose token expired', () => {
    storeSignedInSession({ id_token: makeIdToken(-10), profile: makeProfile() });
    expect(selectIsAuthenticated(setupStore().getState())).toBe(false);
  });
});

describe('transitions', () => {
  it('login requested: fetching, previous error cleared', () => {
    const state = reduce({ ...signedOut(), errorMessage: 'old' }, loginRequested());
    expect(state).toMatchObject({ isFetching: true, errorMessage: null });
  });

  it('login succeeded: authenticated with profile, token, SSO and partner flags', () => {
    const profile = makeProfile({ user_id: 'okta-acme|u9' });
    const fetching = reduce(signedOut(), loginRequested());
    const state = reduce(fetching, loginSucceeded({ profile, token: 't1', isSSO: true, partner: 'azure' }));
    expect(state).toMatchObject({ isFetching: false, isAuthenticated: true, profile, token: 't1', isSSO: true, partner: 'azure' });
  });

  it('login succeeded derives SSO and partner from the profile when not given', () => {
    const profile = makeProfile({ user_id: 'okta-acme|u9', app_metadata: { partner_name: 'kong' } });
    const state = reduce(signedOut(), loginSucceeded({ profile, token: 't1' }));
    expect(state).toMatchObject({ isSSO: true, partner: 'kong' });
    const password = reduce(signedOut(), loginSucceeded({ profile: makeProfile(), token: 't2' }));
    expect(password).toMatchObject({ isSSO: false, partner: null });
  });

  it('login error: unauthenticated, fetching stops, error kept', () => {
    const state = reduce(reduce(signedOut(), loginRequested()), loginFailed('Wrong password'));
    expect(state).toMatchObject({ isFetching: false, isAuthenticated: false, errorMessage: 'Wrong password' });
  });

  it('lock closed: fetching stops', () => {
    const state = reduce(reduce(signedOut(), loginRequested()), lockClosed());
    expect(state.isFetching).toBe(false);
  });

  it('logout requested: unauthenticated and fetching', () => {
    const signedIn = reduce(signedOut(), loginSucceeded({ profile: makeProfile(), token: 't' }));
    expect(reduce(signedIn, logoutRequested())).toMatchObject({ isAuthenticated: false, isFetching: true });
  });

  it('token refresh: start, success with the new token, end', () => {
    const started = reduce(signedOut(), tokenRefreshStarted());
    expect(started.refreshing).toBe(true);
    const refreshed = reduce(started, tokenRefreshSucceeded('new-token'));
    expect(refreshed).toMatchObject({ token: 'new-token', refreshing: true });
    expect(reduce(refreshed, tokenRefreshEnded()).refreshing).toBe(false);
  });

  it('remembers the tab the sign-in dialog opens on', () => {
    expect(reduce(signedOut(), initialTabSet('signup')).initialTab).toBe('signup');
  });
});

describe('selectors', () => {
  const withProfile = (profile = makeProfile()) =>
    setupStore({ auth: { ...initialAuthState(), isAuthenticated: true, profile } }).getState();

  it('reads the sign-in provider from the user_id prefix', () => {
    expect(selectSignInProvider(withProfile(makeProfile({ user_id: 'google-oauth2|123' })))).toBe('google-oauth2');
    expect(selectSignInProvider(withProfile(makeProfile({ user_id: 'no-separator' })))).toBeNull();
  });

  it('derives has_org_permissions from app_metadata.permissions', () => {
    expect(selectHasOrgPermissions(withProfile(makeProfile({ app_metadata: { permissions: ['org:admin'] } })))).toBe(true);
    expect(selectHasOrgPermissions(withProfile(makeProfile({ app_metadata: { permissions: [] } })))).toBe(false);
    expect(selectHasOrgPermissions(withProfile(makeProfile({ app_metadata: {} })))).toBe(false);
  });
});
