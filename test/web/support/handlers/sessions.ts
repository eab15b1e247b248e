/** msw handler factories for the session list (/api/auth/sessions) and test sessions. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ActiveSession } from '@/api/sessions';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** An active session: by default the current one, Chrome on macOS, seen at noon UTC on 10 March 2026. */
export function makeActiveSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: 's-current',
    created_at: '2026-03-03T12:00:00.000Z',
    last_seen_at: '2026-03-10T11:55:00.000Z',
    expires_at: '2026-04-02T12:00:00.000Z',
    user_agent: 'Mozilla/5.0 (Macintosh) Chrome/126.0',
    browser: 'Chrome 126',
    os: 'Mac OS X',
    ip: '203.0.113.5',
    current: true,
    ...overrides,
  };
}

/** Another session of the same user: Firefox on Windows, last seen two hours before the current one. */
export const otherSession = (overrides: Partial<ActiveSession> = {}): ActiveSession =>
  makeActiveSession({
    id: 's-firefox',
    last_seen_at: '2026-03-10T10:00:00.000Z',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0',
    browser: 'Firefox 128',
    os: 'Windows',
    ip: '198.51.100.7',
    current: false,
    ...overrides,
  });

/**
 * GET /api/auth/sessions; a list of answers is used in turn (the last one repeats), so a test can see the list change
 * after a sign-out. A function answer is asked on every call.
 */
export const sessionsHandler = (
  answers: Array<ActiveSession[] | ApiFailure | (() => ActiveSession[])>,
  log?: RequestLog,
): HttpHandler => {
  let calls = 0;
  return http.get('/api/auth/sessions', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    const resolved = typeof answer === 'function' ? answer() : answer;
    return isFailure(resolved) ? failureResponse(resolved) : HttpResponse.json({ sessions: resolved });
  });
};

/** DELETE /api/auth/sessions/{id}: `{revoked: 1, current: false}`, or a failure. */
export const revokeSessionHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.delete('/api/auth/sessions/:sessionId', async ({ request }) => {
    await log?.record(request);
    return answer === 'ok' ? HttpResponse.json({ revoked: 1, current: false }) : failureResponse(answer);
  });

/** POST /api/auth/sessions/revoke-others: `{revoked}`, or a failure. */
export const revokeOthersHandler = (answer: number | ApiFailure, log?: RequestLog): HttpHandler =>
  http.post('/api/auth/sessions/revoke-others', async ({ request }) => {
    await log?.record(request);
    return typeof answer === 'number' ? HttpResponse.json({ revoked: answer }) : failureResponse(answer);
  });
