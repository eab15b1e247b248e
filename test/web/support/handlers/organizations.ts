/** msw handler factories for organizations and apps (/api/portal/organizations, /api/portal/{org}/apps). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PortalApp, PortalOrganization } from '@/api/portal';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** GET /api/portal/organizations answering the organizations (or failing). */
export const organizationsHandler = (answer: PortalOrganization[] | ApiFailure): HttpHandler =>
  http.get('/api/portal/organizations', () => (isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer)));

/** POST /api/portal/{org}/apps: creates the app with the given id and the posted name (201), or fails. */
export const createAppHandler = (answer: { id: string } | ApiFailure, log?: RequestLog): HttpHandler =>
  http.post('/api/portal/:orgId/apps', async ({ request }) => {
    const { body } = (await log?.record(request)) ?? { body: await request.clone().json() };
    if (isFailure(answer)) return failureResponse(answer);
    const app: PortalApp = { id: answer.id, name: (body as { name: string }).name };
    return HttpResponse.json(app, { status: 201 });
  });

/** POST /api/portal/{org}/apps/{app}: answers the app with the posted changes, or fails. */
export const updateAppHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.post('/api/portal/:orgId/apps/:appId', async ({ request, params }) => {
    const { body } = (await log?.record(request)) ?? { body: await request.clone().json() };
    if (isFailure(answer)) return failureResponse(answer);
    return HttpResponse.json({ id: String(params.appId), ...(body as Partial<PortalApp>) });
  });

/** DELETE /api/portal/{org}/apps/{app}: answers `{id, deleted: true}`, or fails. */
export const deleteAppHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.delete('/api/portal/:orgId/apps/:appId', async ({ request, params }) => {
    await log?.record(request);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json({ id: String(params.appId), deleted: true });
  });

/** An own organization (the caller is Owner) with two apps: the portal's usual first selection is o1 / a1. */
export const ADA_ORG: PortalOrganization = {
  id: 'o1',
  name: 'Ada Industries',
  role: 'Owner',
  demo: false,
  apps: [
    { id: 'a1', name: 'Orders API' },
    { id: 'a2', name: 'Search' },
  ],
};

/** A second own organization with one app. */
export const PARTNER_ORG: PortalOrganization = {
  id: 'o2',
  name: 'Partner Co',
  role: 'Admin',
  demo: false,
  apps: [{ id: 'p1', name: 'Partner API' }],
};

/** The read-only demo organization every signed-in user sees. */
export const DEMO_ORGANIZATION: PortalOrganization = {
  id: 'demo',
  name: 'Apiscope Demo',
  role: 'Read Only',
  demo: true,
  apps: [{ id: 'demodefault', name: 'default' }],
};
