/** msw handler factories for API keys (/api/portal/{org}/keys). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createRequestLog } from '../apiRecorder';
import type { ApiKey, ApiKeyList, CreatedApiKey } from '@/api/apiKeys';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** Every scope over a few resources, as an Owner may grant them. */
export const RESOURCES = ['events', 'users', 'dashboards', 'members'];
/** What an Owner may grant over RESOURCES. */
export const OWNER_SCOPES = ['read', 'create', 'update', 'delete'].flatMap((verb) => RESOURCES.map((r) => `${verb}:${r}`));

/** A management key created by Ada. */
export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1', name: 'Billing export', kind: 'management', app_id: 'a1', scopes: ['read:events', 'read:users'], apps: null,
    creator: { user_id: 'email|u1', email: 'ada@example.com', name: 'Ada Lovelace' },
    created_at: '2026-03-01T10:00:00.000Z', last_used_at: null, expires_at: '2027-03-01T10:00:00.000Z', revoked_at: null,
    status: 'active', status_reason: null,
    ...overrides,
  };
}

/** A list answer: the keys plus what the caller may grant. */
export function keyList(keys: ApiKey[], overrides: Partial<ApiKeyList> = {}): ApiKeyList {
  return { keys, grantable_scopes: OWNER_SCOPES, resources: RESOURCES, all_keys: true, ...overrides };
}

/** GET /api/portal/{org}/keys; answers used in turn (the last one repeats). */
export const apiKeysHandler = (answers: Array<ApiKeyList | ApiFailure>, log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.get('/api/portal/:orgId/keys', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer);
  });
};

/** POST /api/portal/{org}/keys: answers the created key and its secret, or fails. */
export const createApiKeyHandler = (answer: CreatedApiKey | ApiFailure, log?: RequestLog): HttpHandler =>
  http.post('/api/portal/:orgId/keys', async ({ request }) => {
    await log?.record(request);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer, { status: 201 });
  });

/** DELETE /api/portal/{org}/keys/{id}: answers the key revoked, or fails. */
export const revokeApiKeyHandler = (answer: ApiKey | ApiFailure, log?: RequestLog): HttpHandler =>
  http.delete('/api/portal/:orgId/keys/:keyId', async ({ request }) => {
    await log?.record(request);
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json({ key: answer });
  });
