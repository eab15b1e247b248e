/** msw handler factories for the management API (/api/management). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createRequestLog } from '../apiRecorder';
import type { InviteDelivery, InvitePreview, InviteSent, OrgUser, PendingInvite, UserRole } from '@/api/orgUsers';
import { failureResponse, isFailure, type ApiFailure } from './failure';

type RequestLog = ReturnType<typeof createRequestLog>;

/** PATCH /api/management/onboard/{userId}: marks the user onboarded, or fails. */
export const onboardHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.patch('/api/management/onboard/:userId', async ({ request }) => {
    await log?.record(request);
    return answer === 'ok' ? HttpResponse.json({}) : failureResponse(answer);
  });

/** The team of the tests: Ada (Owner, the signed-in user) and Grace (Member). */
export const ADA_MEMBER: OrgUser = { user_id: 'email|u1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'Owner', joined_at: '2026-01-05T10:00:00.000Z' };
export const GRACE_MEMBER: OrgUser = { user_id: 'email|u2', email: 'grace@example.com', name: 'Grace Hopper', role: 'Member', joined_at: '2026-02-01T10:00:00.000Z' };

/** The roles GET user_roles lists, most powerful first. */
export const ROLE_LIST: UserRole[] = ['Owner', 'Admin', 'Member', 'Read Only'].map((name) => ({ id: name, name, description: `${name} role` }));

/** A pending invitation sent by Ada. */
export function makePendingInvite(overrides: Partial<PendingInvite> = {}): PendingInvite {
  return {
    invite_id: 'inv1', email: 'linus@example.com', role: 'Member', onboarding_role: null, source: 'team_page',
    created_at: '2026-03-09T10:00:00.000Z', sent_at: '2026-03-09T10:00:00.000Z', expires_at: '2026-03-16T10:00:00.000Z', expired: false,
    invited_by: { user_id: 'email|u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    ...overrides,
  };
}

/**
 * GET /api/management/{org}/users: pages by number (`pages[page - 1]`); a list of answers per page is used in turn
 * (the last one repeats), so a test can see the list change after a reload.
 */
export const orgUsersHandler = (answers: Array<OrgUser[] | ApiFailure>, log?: RequestLog, total?: number, pageSize = 50): HttpHandler => {
  let calls = 0;
  return http.get('/api/management/:orgId/users', async ({ request }) => {
    await log?.record(request);
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (isFailure(answer)) return failureResponse(answer);
    return HttpResponse.json({ users: answer, invites: [], page, page_size: pageSize, total: total ?? answer.length });
  });
};

/** GET /api/portal/{org}/user_roles. */
export const userRolesHandler = (answer: UserRole[] | ApiFailure = ROLE_LIST): HttpHandler =>
  http.get('/api/portal/:orgId/user_roles', () => (isFailure(answer) ? failureResponse(answer) : HttpResponse.json(answer)));

/** GET /api/management/{org}/invites; answers used in turn (the last one repeats). */
export const pendingInvitesHandler = (answers: Array<PendingInvite[] | ApiFailure>, delivery: InviteDelivery = 'email', log?: RequestLog): HttpHandler => {
  let calls = 0;
  return http.get('/api/management/:orgId/invites', async ({ request }) => {
    await log?.record(request);
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return isFailure(answer) ? failureResponse(answer) : HttpResponse.json({ invites: answer, delivery });
  });
};

/** POST /api/management/{org}/invite: the invite as sent (mailed, or with its link), or a failure. */
export const inviteHandler = (answer: Partial<InviteSent> | ApiFailure = {}, log?: RequestLog): HttpHandler =>
  http.post('/api/management/:orgId/invite', async ({ request }) => {
    const entry = await log?.record(request);
    if (isFailure(answer)) return failureResponse(answer);
    const body = (entry?.body ?? (await request.json())) as { email: string; role: string };
    return HttpResponse.json({
      invite_id: 'inv-new', email: body.email, role: body.role, status: 'invited', expires_at: '2026-03-17T12:00:00.000Z', delivery: 'email', ...answer,
    }, { status: 201 });
  });

/** POST /api/management/{org}/users/{userId}/role: echoes the role, or fails. */
export const roleUpdateHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.post('/api/management/:orgId/users/:userId/role', async ({ request, params }) => {
    const entry = await log?.record(request);
    if (answer !== 'ok') return failureResponse(answer);
    return HttpResponse.json({ user_id: params.userId, role: (entry?.body as { role: string } | undefined)?.role });
  });

/** DELETE /api/management/{org}/users/{userId}. */
export const removeMemberHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.delete('/api/management/:orgId/users/:userId', async ({ request, params }) => {
    await log?.record(request);
    return answer === 'ok' ? HttpResponse.json({ user_id: params.userId, removed: true }) : failureResponse(answer);
  });

/** POST /api/management/{org}/invites/{id}/resend and DELETE /api/management/{org}/invites/{id}. */
export const inviteActionsHandlers = (resend: Partial<InviteSent> = {}, log?: RequestLog): HttpHandler[] => [
  http.post('/api/management/:orgId/invites/:inviteId/resend', async ({ request, params }) => {
    await log?.record(request);
    return HttpResponse.json({
      invite_id: params.inviteId, email: 'linus@example.com', role: 'Member', status: 'invited', expires_at: '2026-03-17T12:00:00.000Z', delivery: 'email', ...resend,
    });
  }),
  http.delete('/api/management/:orgId/invites/:inviteId', async ({ request, params }) => {
    await log?.record(request);
    return HttpResponse.json({ invite_id: params.inviteId, revoked: true });
  }),
];

/** POST /api/management/invites/lookup: the invite's organization and role, or a failure. */
export const inviteLookupHandler = (answer: Partial<InvitePreview> | ApiFailure = {}): HttpHandler =>
  http.post('/api/management/invites/lookup', () => (isFailure(answer) ? failureResponse(answer) : HttpResponse.json({
    organization: { id: 'o1', name: 'Ada Industries' }, email: 'linus@example.com', role: 'Admin', invited_by: 'Ada Lovelace',
    expires_at: '2026-03-17T12:00:00.000Z', ...answer,
  })));

/** POST /api/management/invites/accept: joined Ada Industries (landing on its first app), or a failure. */
export const acceptInviteHandler = (answer: 'ok' | ApiFailure = 'ok', log?: RequestLog): HttpHandler =>
  http.post('/api/management/invites/accept', async ({ request }) => {
    await log?.record(request);
    return answer === 'ok'
      ? HttpResponse.json({ organization: { id: 'o1', name: 'Ada Industries' }, role: 'Admin', joined: true, first_app_id: 'a1' })
      : failureResponse(answer);
  });
