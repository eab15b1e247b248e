/**
 * Shapes of promise actions (SPEC section 7) and the helper that names their three types.
 * Kept free of imports of the store so slices can use it without import cycles.
 */
import type { ApiError } from '@/api/errors';
import type { ApiResult } from '@/api/client';

/** The three action types of a promise action. */
export type PromiseTypes = readonly [request: string, success: string, failure: string];

/** An action the middleware runs. */
export interface PromiseAction<T = unknown> {
  types: PromiseTypes;
  promise: () => Promise<ApiResult<T>>;
  /** Copied onto all three dispatched actions. */
  meta?: unknown;
}

/** Dispatched before the call. */
export type PromiseRequestAction = {
  type: string;
  meta?: unknown;
};

/** Dispatched when the call answered with a status below 400. */
export type PromiseSuccessAction<T = unknown> = {
  type: string;
  payload: T;
  headers: Record<string, string>;
  meta?: unknown;
};

/** Dispatched when the call failed. */
export type PromiseFailureAction = {
  type: string;
  error: ApiError;
  /** HTTP status, 0 when no response arrived. */
  status: number;
  meta?: unknown;
};

/**
 * Names the REQUEST / SUCCESS / FAILURE types of one call family, e.g. `promiseTypes<Session>('auth/login')`,
 * with type guards for slices (`builder.addMatcher(LOGIN.succeeded, ...)`).
 */
export function promiseTypes<TSuccess = unknown>(base: string) {
  const types = [`${base}/request`, `${base}/success`, `${base}/failure`] as const;
  return {
    REQUEST: types[0],
    SUCCESS: types[1],
    FAILURE: types[2],
    types,
    requested: (action: { type: string }): action is PromiseRequestAction => action.type === types[0],
    succeeded: (action: { type: string }): action is PromiseSuccessAction<TSuccess> => action.type === types[1],
    failed: (action: { type: string }): action is PromiseFailureAction => action.type === types[2],
  };
}

/** True for a promise action. */
export function isPromiseAction(action: unknown): action is PromiseAction {
  const candidate = action as Partial<PromiseAction> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.types) &&
    candidate.types.length === 3 &&
    typeof candidate.promise === 'function'
  );
}

/** What `dispatch(promiseAction)` returns: the call's result once the success or failure action ran. */
export interface PromiseDispatch {
  <T>(action: PromiseAction<T>): Promise<ApiResult<T>>;
}

/** What every action of an API-call creator carries in `meta`: the arguments the call was made with. */
export interface ApiCallMeta<TArgs extends readonly unknown[]> {
  args: TArgs;
}

/**
 * One API call as a promise-action creator (SPEC section 7): `loadOrganizations()` builds the action the middleware
 * runs; `loadOrganizations.requested / succeeded / failed` are the slice matchers, typed with the call's result
 * and its arguments (`action.meta.args`).
 */
export interface ApiCallCreator<TArgs extends readonly unknown[], TResult> {
  (...args: TArgs): PromiseAction<TResult> & { meta: ApiCallMeta<TArgs> };
  readonly types: PromiseTypes;
  readonly REQUEST: string;
  readonly SUCCESS: string;
  readonly FAILURE: string;
  requested(action: { type: string }): action is PromiseRequestAction & { meta: ApiCallMeta<TArgs> };
  succeeded(action: { type: string }): action is PromiseSuccessAction<TResult> & { meta: ApiCallMeta<TArgs> };
  failed(action: { type: string }): action is PromiseFailureAction & { meta: ApiCallMeta<TArgs> };
}

/**
 * Makes the creator of one API call: `export const loadOrganizations = createApiCall('organizations/load',
 * () => requestOrganizations({ silent: true }))`. Per-call options (silent, no auto-logout) belong in `request`.
 */
export function createApiCall<TArgs extends readonly unknown[], TResult>(
  base: string,
  request: (...args: TArgs) => Promise<ApiResult<TResult>>,
): ApiCallCreator<TArgs, TResult> {
  const named = promiseTypes<TResult>(base);
  const creator = (...args: TArgs) => ({ types: named.types, promise: () => request(...args), meta: { args } });
  return Object.assign(creator, {
    types: named.types,
    REQUEST: named.REQUEST,
    SUCCESS: named.SUCCESS,
    FAILURE: named.FAILURE,
    requested: named.requested,
    succeeded: named.succeeded,
    failed: named.failed,
  }) as ApiCallCreator<TArgs, TResult>;
}
