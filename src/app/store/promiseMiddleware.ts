/**
 * Promise actions (SPEC section 7): `dispatch({ types: [REQUEST, SUCCESS, FAILURE], promise, meta })` dispatches
 * REQUEST, runs the call, then SUCCESS with the body and headers when the status is below 400, else FAILURE with
 * the plain error and status, after applying the error policy. Every response's x-build-version is checked.
 * Dispatching a promise action answers the call's ApiResult, so thunks can await it.
 */
import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import { apiErrorFromThrown } from '@/api/errors';
import type { ApiResult } from '@/api/client';
import { reportError } from '@/lib/errorReporting';
import { applyErrorPolicy } from './errorPolicy';
import { checkBuildVersion } from './newVersion';
import {
  isPromiseAction,
  type PromiseAction,
  type PromiseDispatch,
  type PromiseFailureAction,
  type PromiseSuccessAction,
} from './promiseActions';

export * from './promiseActions';

async function settle<T>(action: PromiseAction<T>): Promise<ApiResult<T>> {
  try {
    return await action.promise();
  } catch (thrown) {
    reportError(thrown, { area: 'promise-action', type: action.types[0] });
    return { path: '', error: apiErrorFromThrown(thrown) };
  }
}

async function run<T>(action: PromiseAction<T>, dispatch: Dispatch, getState: () => unknown): Promise<ApiResult<T>> {
  const [requestType, successType, failureType] = action.types;
  const { meta } = action;
  dispatch({ type: requestType, meta });
  const result = await settle(action);
  checkBuildVersion(result.response?.headers ?? result.error?.headers, dispatch);
  const { response } = result;
  if (response && response.status < 400 && !result.error) {
    const success: PromiseSuccessAction<T> = { type: successType, payload: response.data, headers: response.headers, meta };
    dispatch(success);
    return result;
  }
  const error = result.error ?? { status: response?.status ?? 0, data: response?.data, headers: response?.headers };
  const failure: PromiseFailureAction = { type: failureType, error, status: error.status, meta };
  dispatch(failure);
  applyErrorPolicy(error, result.path, { dispatch, getState });
  return { ...result, error };
}

/** The middleware; the store registers it before the default (thunk) middleware's successors. */
export const promiseMiddleware: Middleware<PromiseDispatch> = (api) => (next) => (action) => {
  if (!isPromiseAction(action)) return next(action);
  return run(action, api.dispatch as Dispatch<UnknownAction>, api.getState);
};
