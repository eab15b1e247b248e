/**
 * The partner pages' calls (SPEC section 7, /subscription/partners and /portal/organizations): one creator per call,
 * all silent because every page shows its failures in place. Also the one door of these pages to the browser's stored
 * session: the OAuth callback keeps a partner's app token under the partner's name.
 */
import { requestPartners, requestProvisionPartner, type ProvisionRequest } from '@/api/partners';
import { requestCreateOrganization, requestOrganizations } from '@/api/portal';
import { STORAGE_KEYS } from '@/api/session';
import { savePartnerAppToken, takePartnerOAuthState } from '@/api/storedSession';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the supported partners (a public call). */
export const loadPartners = createApiCall('partnerProvisioning/loadPartners', () => requestPartners({ silent: true }));
/** Loads the signed-in user's organizations, to choose the one a partner is linked to. */
export const loadOwnOrganizations = createApiCall('partnerProvisioning/loadOrganizations', () =>
  requestOrganizations({ silent: true }));
/** Creates an organization (the user becomes its Owner) to link a partner to. */
export const createOrganization = createApiCall('partnerProvisioning/createOrganization', (name: string) =>
  requestCreateOrganization(name, { silent: true }));
/** Links an organization to a partner, passing on the marketplace's registration token if one came with the link. */
export const provisionPartner = createApiCall('partnerProvisioning/provision', (partner: string, body: ProvisionRequest) =>
  requestProvisionPartner(partner, body, { silent: true }));

/** Keys of the app's own stored values: a partner named like one of them must never overwrite it. */
export const RESERVED_STORAGE_KEYS: readonly string[] = Object.values(STORAGE_KEYS);
/** Stores a partner's app token under the partner's name; false when the browser refused it. */
export const storePartnerAppToken = (partner: string, token: string): boolean => savePartnerAppToken(partner, token);
/** The `state` this browser started the partner's authorization with, forgotten as it is read (null if none). */
export const takeExpectedOAuthState = (partner: string): string | null => takePartnerOAuthState(partner);
