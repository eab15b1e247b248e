/**
 * Session thunks: login, sign-up, token refresh, onboarding and profile updates. Each runs its call as a promise
 * action (so the auth slice sees request / success / failure) and keeps the stored session in step.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { requestLogin, requestSignup, requestTokenRefresh, type LoginCredentials, type SignupFields } from '@/api/auth';
import type { ApiResult } from '@/api/client';
import { requestOnboarded, requestProfileUpdate } from '@/api/management';
import type { AuthSession, UserProfile } from '@/api/profile';
import { clearPendingMfaSignIn, saveIdToken, savePendingMfaSignIn, saveRefreshDate, saveStoredProfile } from '@/api/storedSession';
import { isMfaChallenge } from '@/api/mfaChallenge';
import { identify } from '@/lib/analytics';
import { destinationAfterLogin } from '@/app/paths';
import { LOGIN, ONBOARD, PROFILE_UPDATE, SIGNUP, TOKEN_REFRESH, selectProfile, tokenRefreshEnded } from './authSlice';
import { currentPathname, navigateTo } from '@/app/store/navigator';
import type { PromiseDispatch } from '@/app/store/promiseActions';
import type { RootState } from '@/app/store/store';

type SessionThunk<T> = ThunkAction<Promise<ApiResult<T>>, RootState, unknown, UnknownAction>;

/** Keeps a new session in storage (token, profile, refresh date) and identifies the user. */
export function storeSession(session: AuthSession): void {
  clearPendingMfaSignIn();
  saveIdToken(session.id_token);
  saveStoredProfile(session.profile);
  saveRefreshDate(Date.now());
  identify(session.profile.email, { userId: session.profile.user_id });
}

function startSession(call: () => Promise<ApiResult<AuthSession>>, types: typeof LOGIN): SessionThunk<AuthSession> {
  return async (dispatch) => {
    const result = await (dispatch as PromiseDispatch)({ types: types.types, promise: call });
    const answer: unknown = result.response?.data;
    if (!result.error && isMfaChallenge(answer)) {
      // The password was right; the second step (mfaSignIn.ts) needs the challenge, kept as mfa_verified_token.
      savePendingMfaSignIn({ token: answer.mfa_challenge, expiresAt: Date.parse(answer.expires_at) });
      return result;
    }
    if (result.response && !result.error) {
      storeSession(result.response.data);
      const destination = destinationAfterLogin(currentPathname());
      if (destination) navigateTo(destination);
    }
    return result;
  };
}

/** Signs in with e-mail and password; on success goes to /wrap unless already on a wrap/price/provision path. */
export const login = (credentials: LoginCredentials) => startSession(() => requestLogin(credentials), LOGIN);

/** Creates an account and signs in. */
export const signup = (fields: SignupFields) => startSession(() => requestSignup(fields), SIGNUP);

/** Exchanges the identity token for a fresh one. */
export const refreshToken = (): SessionThunk<AuthSession> => async (dispatch) => {
  const result = await (dispatch as PromiseDispatch)({ types: TOKEN_REFRESH.types, promise: requestTokenRefresh });
  if (result.response && !result.error) {
    saveIdToken(result.response.data.id_token);
    saveRefreshDate(Date.now());
    if (result.response.data.profile) saveStoredProfile(result.response.data.profile);
  }
  dispatch(tokenRefreshEnded());
  return result;
};

/** Why onboarding cannot be saved without a signed-in user. */
export const NOT_SIGNED_IN = 'Sign in before completing onboarding.';

function saveCurrentProfile(state: RootState): void {
  const profile = selectProfile(state);
  if (profile) saveStoredProfile(profile);
}

/** Marks the signed-in user as onboarded (user_metadata.onboarded) and saves the profile. */
export const setOnboarded = (): SessionThunk<unknown> => async (dispatch, getState) => {
  const userId = selectProfile(getState())?.user_id;
  const promise = userId
    ? () => requestOnboarded(userId)
    : async (): Promise<ApiResult> => ({ path: '/management/onboard', error: { status: 0, message: NOT_SIGNED_IN } });
  const result = await (dispatch as PromiseDispatch)({ types: ONBOARD.types, promise });
  if (!result.error) saveCurrentProfile(getState());
  return result;
};

/** Saves profile fields; the answer is merged into the profile, which is then stored. */
export const updateProfile =
  (fields: Partial<UserProfile>): SessionThunk<Partial<UserProfile>> =>
  async (dispatch, getState) => {
    const result = await (dispatch as PromiseDispatch)({
      types: PROFILE_UPDATE.types,
      promise: () => requestProfileUpdate(fields),
    });
    if (!result.error) saveCurrentProfile(getState());
    return result;
  };
