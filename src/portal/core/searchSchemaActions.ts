/** The search schema's call (silent: a screen shows its failure in place). */
import { requestSearchSchema } from '@/api/search';
import { createApiCall } from '@/app/store/promiseActions';

/** Loads the searchable fields of an app's events, users and companies. */
export const loadSearchSchema = createApiCall('searchSchema/load', (orgId: string, appId: string) =>
  requestSearchSchema(orgId, appId, { silent: true }));
