/**
 * The API keys screen's calls: one creator per call. The list is read silently (shown in place); the create dialog
 * shows a refusal itself; revoking keeps the error policy's toast.
 */
import { requestApiKeys, requestCreateApiKey, requestRevokeApiKey, type NewApiKey } from '@/api/apiKeys';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the keys of an organization the caller may see, and the scopes they may grant. */
export const loadApiKeys = createApiCall('apiKeys/load', (orgId: string) => requestApiKeys(orgId, { silent: true }));
/** Creates a key; the answer carries its secret, which the dialog shows once and the store never keeps. */
export const createApiKey = createApiCall('apiKeys/create', (orgId: string, key: NewApiKey) => requestCreateApiKey(orgId, key, { silent: true }));
/** Revokes a key: it stops working at once. */
export const revokeApiKey = createApiCall('apiKeys/revoke', (orgId: string, keyId: string) => requestRevokeApiKey(orgId, keyId));
