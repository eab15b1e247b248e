/** The live tail's call: a ticket for one stream (silent: the live bar shows the failure). */
import { requestLiveTicket, type LiveTicketBody } from '@/api/liveTail';
import { createApiCall } from '@/app/store/promiseActions';

/** Mints a single-use ticket for a live stream of the app with the view's filter. */
export const mintLiveTicket = createApiCall('liveTail/ticket', (orgId: string, appId: string, body: LiveTicketBody) =>
  requestLiveTicket(orgId, appId, body, { silent: true }));
