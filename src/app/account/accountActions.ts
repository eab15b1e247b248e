/**
 * Promise actions of the account home. Every call goes through the store's promise middleware so the error policy
 * (session expiry, permission notices, toasts) applies; reads pass `silent` and show their failure in place.
 */
import { selectErrorMessage, type ApiError } from '../../api/errors';
import type { AppTokenResponse, PortalApp, PortalOrganization } from '../../api/portal';
import type { EventCountResponse } from '../../api/search';
import { useAppDispatch } from '../store/hooks';
import { failureMessage } from '../store/errorPolicy';
import { promiseTypes, type PromiseDispatch } from '../store/promiseActions';

/** Loading the signed-in user's organizations. */
export const LOAD_ORGANIZATIONS = promiseTypes<PortalOrganization[]>('account/organizations');
/** Counting an app's events over one window. */
export const COUNT_EVENTS = promiseTypes<EventCountResponse>('account/countEvents');
/** Minting a collector token for an app. */
export const GET_COLLECTOR_TOKEN = promiseTypes<AppTokenResponse>('account/collectorToken');
/** Creating an app in an organization. */
export const CREATE_APP = promiseTypes<PortalApp>('account/createApp');

/** The store's dispatch, typed for promise actions (answers the call's ApiResult). */
export function usePromiseDispatch(): PromiseDispatch {
  return useAppDispatch() as unknown as PromiseDispatch;
}

/** Shown in place when a read failed before any response arrived. */
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The text shown in place of data whose read failed: the server's reason, else the error policy's text. */
export function inlineErrorMessage(error: ApiError | undefined): string {
  if (!error || error.status === 0) return UNREACHABLE_MESSAGE;
  return selectErrorMessage(error) ?? failureMessage(error);
}
