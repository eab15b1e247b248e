/** msw handler factory for the password change (POST /api/auth/password). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** POST /api/auth/password answering `{message, revoked}` with `revoked` other sessions signed out, or a failure. */
export const passwordChangeHandler = (answer: { revoked: number } | ApiFailure, log?: RequestLog): HttpHandler =>
  http.post('/api/auth/password', async ({ request }) => {
    await log?.record(request);
    return 'revoked' in answer
      ? HttpResponse.json({ message: 'Password changed', revoked: answer.revoked })
      : failureResponse(answer);
  });
