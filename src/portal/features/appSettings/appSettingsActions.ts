/**
 * The app settings screen's calls (SPEC section 7 `configs` and `url_encoder`): one creator per call. The load is
 * silent (shown in place); saves are silent too because each form shows the server's reason beside its fields.
 * App rename, deletion and the default app are the organizations area's calls (`@/portal/core`).
 */
import { requestAppConfig, requestEncodeUrl, requestSaveAppConfig, type AppConfigChanges } from '@/api/appSettings';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads an app's configuration (sampling, body capture, masking). */
export const loadAppConfig = createApiCall('appConfig/load', (orgId: string, appId: string) => requestAppConfig(orgId, appId, { silent: true }));
/** Saves part of an app's configuration; `form` names the form that saved, so only it shows the outcome. */
export const saveAppConfig = createApiCall('appConfig/save', (orgId: string, appId: string, changes: AppConfigChanges, _form: string) =>
  requestSaveAppConfig(orgId, appId, changes, { silent: true }));
/** Encodes the scheme and host of an API's base URL (endpoint encoding). */
export const encodeUrl = createApiCall('endpointEncoding/encode', (url: string) => requestEncodeUrl(url, { silent: true }));
