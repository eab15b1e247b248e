/**
 * The second sign-in step: after a right password, an account with two-factor sign-in sends a code from its
 * authenticator app (or a recovery code) with the challenge kept under `mfa_verified_token`.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiResult } from '@/api/client';
import { MFA_ERROR_CODES, requestMfaVerify } from '@/api/mfa';
import type { AuthSession } from '@/api/profile';
import { selectErrorMessage } from '@/api/errors';
import { clearPendingMfaSignIn, getPendingMfaSignIn } from '@/api/storedSession';
import { destinationAfterLogin } from '@/app/paths';
import { currentPathname, navigateTo } from '@/app/store/navigator';
import type { PromiseDispatch } from '@/app/store/promiseActions';
import type { RootState } from '@/app/store/store';
import { MFA_VERIFY, mfaSignInEnded } from './authSlice';
import { storeSession } from './authThunks';

/** Shown when the challenge is gone before the code was sent. */
export const SIGN_IN_EXPIRED_MESSAGE = 'This sign-in has expired. Enter your e-mail and password again.';

type MfaThunk = ThunkAction<Promise<ApiResult<AuthSession> | null>, RootState, unknown, UnknownAction>;

/** Sends the code; a right one opens the session (then goes on like a sign-in), an expired challenge ends the step. */
export const verifySignInCode = (code: string): MfaThunk => async (dispatch) => {
  const pending = getPendingMfaSignIn();
  if (!pending) {
    dispatch(mfaSignInEnded(SIGN_IN_EXPIRED_MESSAGE));
    return null;
  }
  const promise = () => requestMfaVerify(pending.token, code);
  const result = await (dispatch as PromiseDispatch)({ types: MFA_VERIFY.types, promise });
  if (result.response && !result.error) {
    storeSession(result.response.data);
    const destination = destinationAfterLogin(currentPathname());
    if (destination) navigateTo(destination);
  } else if (result.error?.code === MFA_ERROR_CODES.challengeExpired) {
    clearPendingMfaSignIn();
    dispatch(mfaSignInEnded(selectErrorMessage(result.error) ?? SIGN_IN_EXPIRED_MESSAGE));
  }
  return result;
};

/** Leaves the second step (for example to sign in as someone else): the challenge is forgotten. */
export const cancelSignInCode = (): ThunkAction<void, RootState, unknown, UnknownAction> => (dispatch) => {
  clearPendingMfaSignIn();
  dispatch(mfaSignInEnded(null));
};
