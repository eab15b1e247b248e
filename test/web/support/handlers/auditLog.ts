/** msw handler factories for the audit log (/api/portal/{org}/audit) and data retention (/api/portal/{org}/retention). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createRequestLog } from '../apiRecorder';
import type { AuditPage, AuditRecord } from '@/api/auditLog';
import type { RetentionSettings } from '@/api/retention';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** A few actions of the server's catalogue. */
export const AUDIT_ACTIONS = [
  { action: 'auth.sign_in', description: 'A member signed in' },
  { action: 'member.invited', description: 'An e-mail address was invited to join, with a role' },
  { action: 'key.created', description: 'An API key was created' },
];

/** A record of Ada inviting Grace. */
export function makeAuditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: 'r1', time: '2026-03-01T10:00:00.000Z', actor: { type: 'user', id: 'email|u1', email: 'ada@example.com' }, ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64)', action: 'member.invited', object: { type: 'invite', id: 'inv1' },
    details: { email: 'grace@example.com', role: 'Member' },
    ...overrides,
  };
}

/** A page answer. */
export function auditPage(records: AuditRecord[], nextCursor: string | null = null): AuditPage {
  return { records, next_cursor: nextCursor, actions: AUDIT_ACTIONS };
}

/** GET /api/portal/{org}/audit; answers used in turn (the last one repeats). */
export const auditLogHandler = (answers: Array<AuditPage | ApiFailure>, log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.get('/api/portal/:orgId/audit', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer);
  });
};

/** GET /api/portal/{org}/audit/export: answers CSV text, or fails. */
export const auditExportHandler = (answer: string | ApiFailure, log?: RequestLog): HttpHandler =>
  http.get('/api/portal/:orgId/audit/export', async ({ request }) => {
    await log?.record(request);
    return isFailure(answer) ? failureResponse(answer) : new HttpResponse(answer, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  });

/** Retention of a trial organization keeping its plan's maximum. */
export function makeRetention(overrides: Partial<RetentionSettings> = {}): RetentionSettings {
  return { retention_days: 90, chosen_days: null, max_days: 90, min_days: 1, plan_id: 'trial', plan_name: 'Free trial', ...overrides };
}

/** GET /api/portal/{org}/retention. */
export const retentionHandler = (answer: RetentionSettings | ApiFailure): HttpHandler =>
  http.get('/api/portal/:orgId/retention', () => (isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer)));

/** PUT /api/portal/{org}/retention: answers the settings for the days sent, or fails. */
export const updateRetentionHandler = (answer: ApiFailure | null, log?: RequestLog): HttpHandler =>
  http.put('/api/portal/:orgId/retention', async ({ request }) => {
    const entry = await log?.record(request);
    if (answer) return failureResponse(answer);
    const days = ((entry?.body ?? (await request.json())) as { retention_days: number | null }).retention_days;
    return HttpResponse.json(makeRetention({ retention_days: days ?? 90, chosen_days: days }));
  });
