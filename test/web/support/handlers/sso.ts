/** msw handler factories for single sign-on (/api/auth/sso). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SsoProvider, SsoSession } from '@/api/sso';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** GET /api/auth/sso/providers answering these providers (none: single sign-on is off). */
export const ssoProvidersHandler = (providers: SsoProvider[] = [], log?: RequestLog): HttpHandler =>
  http.get('/api/auth/sso/providers', async ({ request }) => {
    await log?.record(request);
    return HttpResponse.json({ providers });
  });

/** POST /api/auth/sso/exchange answering a session or a failure. */
export const ssoExchangeHandler = (answer: SsoSession | ApiFailure, log?: RequestLog): HttpHandler =>
  http.post('/api/auth/sso/exchange', async ({ request }) => {
    await log?.record(request);
    return 'id_token' in answer ? HttpResponse.json(answer) : failureResponse(answer);
  });
