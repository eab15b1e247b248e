/** msw handlers and a renderer for the app settings screen at /wrap/app/o1-a1/settings, signed in as Ada (Owner). */
import { render } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@/api/appSettings';
import type { PortalOrganization } from '@/api/portal';
import { App } from '@/app/App';
import { appReducer } from '@/app/store/rootReducer';
import { setupStore } from '@/app/store/store';
import { loadOrganizations } from '@/portal/core/organizationsActions';
import organizationsSlice from '@/portal/core/organizationsSlice';
import appConfigSlice from '@/portal/features/appSettings/appConfigSlice';
import endpointEncodingSlice from '@/portal/features/appSettings/endpointEncodingSlice';
import { Component as AppSettingsRoute } from '@/portal/features/appSettings/route';
import { Component as AppScope } from '@/portal/layout/appScopeRoute';
import type { createRequestLog } from '../../../support/apiRecorder';
import { makeProfile, makeSession, storeSignedInSession } from '../../../support/factories';
import { server } from '../../../support/mswServer';
import { ADA_ORG, DEMO_ORGANIZATION, organizationsHandler } from '../../../support/handlers/organizations';
import { failureResponse, isFailure, type ApiFailure } from '../../../support/handlers/failure';

export { stubLayoutApis } from '../../../support/layoutStubs';

appReducer.inject(organizationsSlice);
appReducer.inject(appConfigSlice);
appReducer.inject(endpointEncodingSlice);

type RequestLog = ReturnType<typeof createRequestLog>;

/** The config of an app never edited. */
export const DEFAULT_CONFIG: AppConfig = {
  app_id: 'a1', sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, regex_config: [], log_body: true, mask_headers: [], mask_body_fields: [],
};

/** Ada's organization with zones on its apps. */
export const ORG: PortalOrganization = {
  ...ADA_ORG,
  default_app_id: null,
  apps: [{ id: 'a1', name: 'Orders API', time_zone: 'UTC', week_starts_on: 1 }, { id: 'a2', name: 'Search', time_zone: 'UTC', week_starts_on: 1 }],
};

/** GET /api/portal/{org}/configs answering the config (or failing). */
export const configHandler = (answer: AppConfig | ApiFailure = DEFAULT_CONFIG): HttpHandler =>
  http.get('/api/portal/:orgId/configs', () => (isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer)));

/** POST /api/portal/{org}/configs: answers the base config with the posted changes (or fails). */
export const saveConfigHandler = (log?: RequestLog, answer: 'ok' | ApiFailure = 'ok', base: AppConfig = DEFAULT_CONFIG): HttpHandler =>
  http.post('/api/portal/:orgId/configs', async ({ request }) => {
    const { body } = (await log?.record(request)) ?? { body: await request.clone().json() };
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json({ ...base, ...(body as object) });
  });

/** POST /api/portal/url_encoder: scheme and host of the posted URL. */
export const urlEncoderHandler = (): HttpHandler =>
  http.post('/api/portal/url_encoder', async ({ request }) => {
    const { url } = (await request.json()) as { url: string };
    const parsed = new URL(url);
    const originalUrl = `${parsed.protocol}//${parsed.host}`;
    return HttpResponse.json({ originalUrl, encodedUrl: encodeURIComponent(originalUrl) });
  });

/** POST /api/portal/{org}/apps/{app}/default. */
export const defaultAppHandler = (log?: RequestLog): HttpHandler =>
  http.post('/api/portal/:orgId/apps/:appId/default', async ({ request, params }) => {
    const { body } = (await log?.record(request)) ?? { body: await request.clone().json() };
    return HttpResponse.json({ org_id: String(params.orgId), app_id: String(params.appId), email: (body as { email: string }).email });
  });

/** Ada, Owner of Ada Industries. */
export const ADA = makeProfile({ user_id: 'email|u1', email: 'ada@example.com', name: 'Ada Lovelace' });

/** Signs Ada in, loads the organizations and renders the settings of o1/a1 (other handlers come from the test). */
export async function renderAppSettings(orgs: PortalOrganization[] = [ORG, DEMO_ORGANIZATION], path = '/wrap/app/o1-a1/settings') {
  storeSignedInSession(makeSession({ profile: ADA }));
  server.use(organizationsHandler(orgs));
  const store = setupStore();
  await store.dispatch(loadOrganizations(null));
  const router = createMemoryRouter([
    { path: '/wrap/app/:appSlug', Component: AppScope, children: [
      { path: 'settings', Component: AppSettingsRoute },
      { path: 'dash', element: <h1>Dashboard</h1> },
    ] },
  ], { initialEntries: [path] });
  return { store, router, ...render(<App store={store} router={router} />) };
}
