/**
 * The load status every data area keeps (SPEC section 4: "most data areas cycle loading, loaded, error; load
 * failures are stored as an error on the area"), and the one helper that adds the three cases of a call to a slice.
 */
import type { ActionReducerMapBuilder, Draft } from '@reduxjs/toolkit';
import { selectErrorMessage, type ApiError } from '@/api/errors';
import { failureMessage } from './errorPolicy';
import type { ApiCallCreator, ApiCallMeta, PromiseSuccessAction } from './promiseActions';

/** Where a load stands. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A failure as state keeps it: a plain object with the text to show. */
export interface PlainError {
  /** What to tell the user: the server's reason, else the error policy's text for the status. */
  message: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Product error code, when the server sent one. */
  code?: string | number;
}

/** The status of one load and its error while failed. */
export interface Loadable {
  status: LoadStatus;
  error: PlainError | null;
}

/** A load that has not started. */
export const idle = (): Loadable => ({ status: 'idle', error: null });

/** Shown in place when no response arrived. */
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The plain error state keeps for a failed call. */
export function toPlainError(error: ApiError | undefined): PlainError {
  if (!error || error.status === 0) return { message: UNREACHABLE_MESSAGE, status: 0 };
  const plain: PlainError = { message: selectErrorMessage(error) ?? failureMessage(error), status: error.status };
  if (error.code !== undefined) plain.code = error.code;
  return plain;
}

/** True while the first answer is awaited (idle counts: the screen is about to load). */
export const isPending = (loadable: Loadable | undefined): boolean =>
  !loadable || loadable.status === 'idle' || loadable.status === 'loading';

/**
 * Adds a call's request / success / failure cases to a slice (call it after the slice's `addCase` calls, as matchers come last): `pick` finds (or creates) the Loadable the call
 * drives in the draft state, `onLoaded` stores the answer. Keyed loads (per app, per window) pick by `meta.args`.
 */
export function addLoadableCases<S, TArgs extends readonly unknown[], TResult>(
  builder: ActionReducerMapBuilder<S>,
  call: ApiCallCreator<TArgs, TResult>,
  pick: (state: Draft<S>, meta: ApiCallMeta<TArgs>) => Loadable,
  onLoaded?: (state: Draft<S>, action: PromiseSuccessAction<TResult> & { meta: ApiCallMeta<TArgs> }) => void,
): void {
  builder
    .addMatcher(call.requested, (state, action) => {
      const loadable = pick(state, action.meta);
      loadable.status = 'loading';
      loadable.error = null;
    })
    .addMatcher(call.succeeded, (state, action) => {
      const loadable = pick(state, action.meta);
      loadable.status = 'loaded';
      loadable.error = null;
      onLoaded?.(state, action);
    })
    .addMatcher(call.failed, (state, action) => {
      const loadable = pick(state, action.meta);
      loadable.status = 'failed';
      loadable.error = toPlainError(action.error);
    });
}
