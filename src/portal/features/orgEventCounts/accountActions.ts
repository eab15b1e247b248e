/**
 * Promise actions of the account home. Every call goes through the store's promise middleware so the error policy
 * (session expiry, permission notices, toasts) applies; reads pass `silent` and show their failure in place.
 */
import type { AppTokenResponse, PortalApp, PortalOrganization } from '@/api/portal';
import type { EventCountResponse } from '@/api/search';
import { promiseTypes } from '@/app/store/promiseActions';

/** Loading the signed-in user's organizations. */
export const LOAD_ORGANIZATIONS = promiseTypes<PortalOrganization[]>('account/organizations');
/** Counting an app's events over one window. */
export const COUNT_EVENTS = promiseTypes<EventCountResponse>('account/countEvents');
/** Minting a collector token for an app. */
export const GET_COLLECTOR_TOKEN = promiseTypes<AppTokenResponse>('account/collectorToken');
/** Creating an app in an organization. */
export const CREATE_APP = promiseTypes<PortalApp>('account/createApp');
