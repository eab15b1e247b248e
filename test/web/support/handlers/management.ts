/** msw handler factories for the management API (/api/management). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** PATCH /api/management/onboard/{userId}: marks the user onboarded, or fails. */
export const onboardHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.patch('/api/management/onboard/:userId', async ({ request }) => {
    await log?.record(request);
    return answer === 'ok' ? HttpResponse.json({}) : failureResponse(answer);
  });
