/**
 * Authentication state (SPEC sections 3 and 4): login, logout, token refresh, onboarding and profile updates.
 * The initial state is read from the stored session, so a reload keeps the user signed in.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/errors';
import type { AuthSession, UserProfile } from '@/api/profile';
import { getPendingMfaSignIn, getStoredProfile, getUnexpiredIdToken } from '@/api/storedSession';
import { isSsoToken } from '@/api/session';
import { isMfaChallenge } from '@/api/mfaChallenge';
import { selectErrorMessage } from '@/api/errors';
import { hasOrgPermissions, isSingleSignOn, partnerOf, signInProvider } from './profileRules';
import { promiseTypes } from '@/app/store/promiseActions';

/** Tab the sign-in dialog opens on. */
export type AuthTab = 'login' | 'signup';

export interface AuthState {
  /** A login or logout is under way. */
  isFetching: boolean;
  isAuthenticated: boolean;
  profile: UserProfile | null;
  /** The identity token (JWT). */
  token: string | null;
  /** Signed in through single sign-on. */
  isSSO: boolean;
  /** Partner the account came from, if any. */
  partner: string | null;
  /** Why the last login or sign-up failed. */
  errorMessage: string | null;
  /** A token refresh is under way. */
  refreshing: boolean;
  /** The onboarded flag is being saved. */
  loading: boolean;
  initialTab: AuthTab;
  /** Why saving the onboarded flag failed. */
  onboardingError: ApiError | null;
  /** A call was refused with 402 (the plan blocks the account) and no plan change has followed yet. */
  planLocked: boolean;
  /** The password was right and the second sign-in step waits for a code until this epoch ms; null otherwise. */
  mfaPendingUntil: number | null;
}

/**
 * The base type of the plan-change call (`createApiCall` in the portal): its success lifts the plan lock. Named here
 * so the session does not import portal code.
 */
export const PLAN_CHANGE_CALL = 'orgSubscriptions/updatePlan';

/** Payload of a successful login. */
export interface LoginSucceededPayload {
  profile: UserProfile;
  token: string;
  isSSO?: boolean;
  partner?: string | null;
}

export const LOGIN = promiseTypes<AuthSession>('auth/login');
export const SIGNUP = promiseTypes<AuthSession>('auth/signup');
export const TOKEN_REFRESH = promiseTypes<AuthSession>('auth/tokenRefresh');
export const ONBOARD = promiseTypes('auth/onboard');
export const PROFILE_UPDATE = promiseTypes<Partial<UserProfile>>('auth/profileUpdate');
/** The second sign-in step (a code after the password). */
export const MFA_VERIFY = promiseTypes<AuthSession>('auth/mfaVerify');

/** Shown when a login failure carries no message. */
export const LOGIN_FAILED_MESSAGE = 'We could not sign you in. Please check your e-mail and password and try again.';

/** State after a page load: signed in when an unexpired token is stored. */
export function initialAuthState(): AuthState {
  const token = getUnexpiredIdToken();
  const profile = token ? getStoredProfile() : null;
  return {
    isFetching: false,
    isAuthenticated: token !== null,
    profile,
    token,
    isSSO: isSingleSignOn(profile) || (token !== null && isSsoToken(token)),
    partner: partnerOf(profile),
    errorMessage: null,
    refreshing: false,
    loading: false,
    initialTab: 'login',
    onboardingError: null,
    planLocked: false,
    mfaPendingUntil: token === null ? (getPendingMfaSignIn()?.expiresAt ?? null) : null,
  };
}

function succeed(state: AuthState, payload: LoginSucceededPayload): void {
  state.isFetching = false;
  state.isAuthenticated = true;
  state.profile = payload.profile;
  state.token = payload.token;
  // An account created with a password and signed in through a provider is recognised by its token's idp claim.
  state.isSSO = payload.isSSO ?? (isSingleSignOn(payload.profile) || isSsoToken(payload.token));
  state.partner = payload.partner ?? partnerOf(payload.profile);
  state.errorMessage = null;
  state.mfaPendingUntil = null;
}

function fail(state: AuthState, errorMessage: string): void {
  state.isFetching = false;
  state.isAuthenticated = false;
  state.errorMessage = errorMessage;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested(state) {
      state.isFetching = true;
      state.errorMessage = null;
    },
    loginSucceeded(state, action: PayloadAction<LoginSucceededPayload>) {
      succeed(state, action.payload);
    },
    loginFailed(state, action: PayloadAction<string>) {
      fail(state, action.payload);
    },
    /** The sign-in dialog was closed without signing in. */
    lockClosed(state) {
      state.isFetching = false;
    },
    logoutRequested(state) {
      state.isAuthenticated = false;
      state.isFetching = true;
    },
    tokenRefreshStarted(state) {
      state.refreshing = true;
    },
    tokenRefreshSucceeded(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    tokenRefreshEnded(state) {
      state.refreshing = false;
    },
    /** The error policy met a 402: the plan blocks the account until it changes. */
    planLockEntered(state) {
      state.planLocked = true;
    },
    initialTabSet(state, action: PayloadAction<AuthTab>) {
      state.initialTab = action.payload;
    },
    /** The second sign-in step was abandoned or its challenge expired: back to the password. */
    mfaSignInEnded(state, action: PayloadAction<string | null>) {
      state.mfaPendingUntil = null;
      state.isFetching = false;
      state.errorMessage = action.payload;
    },
  },
  extraReducers: (builder) => {
    [LOGIN, SIGNUP, MFA_VERIFY].forEach((call) => {
      builder
        .addMatcher(call.requested, (state) => {
          state.isFetching = true;
          state.errorMessage = null;
        })
        .addMatcher(call.succeeded, (state, action) => {
          const answer: unknown = action.payload;
          if (isMfaChallenge(answer)) {
            state.isFetching = false;
            state.mfaPendingUntil = Date.parse(answer.expires_at);
            return;
          }
          succeed(state, { profile: action.payload.profile, token: action.payload.id_token });
        })
        .addMatcher(call.failed, (state, action) =>
          fail(state, selectErrorMessage(action.error) ?? LOGIN_FAILED_MESSAGE),
        );
    });
    builder
      .addMatcher(TOKEN_REFRESH.requested, (state) => {
        state.refreshing = true;
      })
      .addMatcher(TOKEN_REFRESH.succeeded, (state, action) => {
        state.token = action.payload.id_token;
        if (action.payload.profile) state.profile = action.payload.profile;
      })
      .addMatcher(ONBOARD.requested, (state) => {
        state.loading = true;
        state.onboardingError = null;
      })
      .addMatcher(ONBOARD.succeeded, (state) => {
        state.loading = false;
        if (state.profile) state.profile.user_metadata = { ...state.profile.user_metadata, onboarded: true };
      })
      .addMatcher(ONBOARD.failed, (state, action) => {
        state.loading = false;
        state.onboardingError = action.error;
      })
      .addMatcher(
        (action) => action.type === `${PLAN_CHANGE_CALL}/success`,
        (state) => {
          state.planLocked = false;
        },
      )
      .addMatcher(PROFILE_UPDATE.succeeded, (state, action) => {
        if (state.profile && action.payload && typeof action.payload === 'object') {
          state.profile = { ...state.profile, ...action.payload };
        }
      });
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectProfile: (state) => state.profile,
    selectToken: (state) => state.token,
    selectPlanLocked: (state) => state.planLocked,
    selectSignInProvider: (state) => signInProvider(state.profile?.user_id),
    selectHasOrgPermissions: (state) => hasOrgPermissions(state.profile),
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  lockClosed,
  logoutRequested,
  tokenRefreshStarted,
  tokenRefreshSucceeded,
  tokenRefreshEnded,
  planLockEntered,
  initialTabSet,
  mfaSignInEnded,
} = authSlice.actions;
export const {
  selectAuth,
  selectIsAuthenticated,
  selectProfile,
  selectToken,
  selectPlanLocked,
  selectSignInProvider,
  selectHasOrgPermissions,
} = authSlice.selectors;
export default authSlice;
