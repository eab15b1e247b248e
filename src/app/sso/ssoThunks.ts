/**
 * Completing a single sign-on: the callback page's one-time code is exchanged for the session, which is stored like
 * any sign-in (auth slice `login` transitions) and flagged as single sign-on (the token's idp claim, the
 * sso_provider cookie that logout removes).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiResult } from '@/api/client';
import { saveSsoProvider } from '@/api/session';
import { requestSsoExchange, type SsoSession } from '@/api/sso';
import { destinationAfterLogin } from '@/app/paths';
import { LOGIN } from '@/app/session/authSlice';
import { storeSession } from '@/app/session/authThunks';
import { currentPathname, navigateTo } from '@/app/store/navigator';
import type { PromiseDispatch } from '@/app/store/promiseActions';
import type { RootState } from '@/app/store/store';

/** Exchanges the code and signs in; on success goes to /wrap. */
export const completeSsoSignIn =
  (code: string): ThunkAction<Promise<ApiResult<SsoSession>>, RootState, unknown, UnknownAction> =>
  async (dispatch) => {
    const result = await (dispatch as PromiseDispatch)({ types: LOGIN.types, promise: () => requestSsoExchange(code) });
    if (result.response && !result.error) {
      storeSession(result.response.data);
      saveSsoProvider(result.response.data.identity_provider);
      const destination = destinationAfterLogin(currentPathname());
      if (destination) navigateTo(destination);
    }
    return result;
  };
