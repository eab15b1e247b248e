/** msw handler factory for the profile update (POST /api/management/profile). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { UserProfile } from '@/api/profile';
import type { createRequestLog } from '../apiRecorder';
import { failureResponse, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** POST /api/management/profile answering the given profile with the posted fields applied, or a failure. */
export const profileUpdateHandler = (profile: UserProfile, answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.post('/api/management/profile', async ({ request }) => {
    const body = (await request.clone().json()) as Partial<UserProfile>;
    await log?.record(request);
    return answer === 'ok' ? HttpResponse.json({ ...profile, ...body }) : failureResponse(answer);
  });
