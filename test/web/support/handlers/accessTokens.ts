/** msw handler factories for app tokens (GET /api/portal/{org}/oauth/access_tokens). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** A collector token as the server mints them: 50+ characters, base64url JSON and a signature. */
export const COLLECTOR_TOKEN = 'eyJraW5kIjoiY29sbGVjdG9yIiwib3JnIjoibzEiLCJhcHAiOiJhMSJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

/**
 * GET /api/portal/{org}/oauth/access_tokens answering `{app_token}`; a list of answers is used in turn (the last one
 * repeats), so a test can fail the first request and succeed on the retry.
 */
export const accessTokenHandler = (answers: Array<string | ApiFailure> = [COLLECTOR_TOKEN], log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.get('/api/portal/:orgId/oauth/access_tokens', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return typeof answer === 'string' ? HttpResponse.json({ app_token: answer }) : failureResponse(answer);
  });
};
