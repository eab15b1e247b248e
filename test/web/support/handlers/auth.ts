/** msw handler factories for the built-in identity provider (/api/auth): token refresh and logout. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuthSession } from '@/api/profile';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** POST /api/auth/logout: the server revokes the token (204). */
export const logoutHandler = (log?: RequestLog): HttpHandler =>
  http.post('/api/auth/logout', async ({ request }) => {
    await log?.record(request);
    return new HttpResponse(null, { status: 204 });
  });

/**
 * POST /api/auth/refresh answering a new session; a list of answers is used in turn (the last one repeats), and a
 * function is asked on every call.
 */
export const refreshHandler = (answers: Array<AuthSession | ApiFailure | (() => AuthSession)>, log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.post('/api/auth/refresh', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    const resolved = typeof answer === 'function' ? answer() : answer;
    return 'id_token' in resolved ? HttpResponse.json(resolved) : failureResponse(resolved);
  });
};
