import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg, requireUser } from '../auth/guard';
import { ROLES, type Role } from '../auth/roles';
import { notFound } from '../http/errors';
import { canManageInvites } from './membersService';
import { inviteRoutes } from './inviteRoutes';
import { type ProfileChanges } from './profileService';
import { acceptEmptyJsonBodies } from '../auth/emptyJsonBody';
import { recordAudit } from '../audit/auditService';
import { profileAnswer } from '../auth/schemas';
import { noPayload, orgIdParams, orgUserParams, userIdString } from '../http/schemaFragments';
import { demoRequestAnswer, memberRemovedAnswer, membersPageAnswer, roleChangedAnswer, surveyAnswer } from './schemas';

/** Members listed per page on GET /api/management/{org}/users. */
export const MEMBERS_PAGE_SIZE = 50;

const nullableText = (max: number) => ({ anyOf: [{ type: 'string', maxLength: max }, { type: 'null' }] });
const roleField = { type: 'string', enum: ROLES } as const;

/** /api/management: the caller's profile, onboarding, organization members and invitations, demo and survey forms. */
export const managementRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);
  await app.register(inviteRoutes, { ctx });
  app.post<{ Body: ProfileChanges }>('/profile', {
    schema: {
      summary: "Change the caller's name and what they told about themselves (role, goal, geoip)",
      response: { 200: profileAnswer },
      body: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          user_metadata: {
            type: 'object',
            properties: {
              role: nullableText(100),
              goal: nullableText(200),
              geoip: { anyOf: [{ type: 'object', maxProperties: 30 }, { type: 'null' }] },
            },
          },
        },
      },
    },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    return ctx.services.profile.updateProfile(principal.userId, request.body);
  });

  app.patch<{ Params: { userId: string } }>('/onboard/:userId', {
    schema: {
      summary: 'Mark oneself as onboarded',
      params: { type: 'object', required: ['userId'], properties: { userId: { ...userIdString, description: "The caller's own user id" } } },
      body: noPayload,
      response: { 200: profileAnswer },
    },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    if (request.params.userId !== principal.userId) throw notFound('User');
    return ctx.services.profile.markOnboarded(principal.userId);
  });

  app.get<{ Params: { orgId: string }; Querystring: { page?: number } }>('/:orgId/users', {
    schema: {
      summary: 'Members and pending invitations of an organization',
      params: orgIdParams,
      querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 100000, description: '1-based, 50 members per page' } } },
      response: { 200: membersPageAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'read:members');
    const page = request.query.page ?? 1;
    const { members, total } = await ctx.services.members.listMembers(orgId, MEMBERS_PAGE_SIZE, (page - 1) * MEMBERS_PAGE_SIZE);
    // Pending invites are for admins only; GET /{orgId}/invites has their full details.
    const invites = page === 1 && canManageInvites(principal, orgId) ? await ctx.services.invites.listPendingInviteRows(orgId) : [];
    return {
      users: members.map((m) => ({ user_id: m.user_id, email: m.email, name: m.name, role: m.role, joined_at: m.joined_at.toISOString() })),
      invites: invites.map((i) => ({ email: i.email, role: i.role, onboarding_role: i.onboarding_role, source: i.source, created_at: i.created_at.toISOString() })),
      page,
      page_size: MEMBERS_PAGE_SIZE,
      total,
    };
  });

  app.delete<{ Params: { orgId: string; userId: string } }>('/:orgId/users/:userId', {
    schema: { summary: 'Remove a member, or leave the organization', params: orgUserParams, response: { 200: memberRemovedAnswer } },
  }, async (request) => {
    const { orgId, userId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'read:members');
    if (userId !== principal.userId) await requireOrg(request, ctx, orgId, 'delete:members');
    const removed = await ctx.services.members.findMember(orgId, userId);
    await ctx.services.members.removeMember(principal, orgId, userId);
    await recordAudit(ctx, {
      orgId, action: 'member.removed', actor: principal, request, object: { type: 'member', id: userId },
      details: { role: removed?.role ?? null, left: userId === principal.userId },
    });
    return { user_id: userId, removed: true };
  });

  app.post<{ Params: { orgId: string; userId: string }; Body: { role: Role } }>('/:orgId/users/:userId/role', {
    schema: {
      summary: "Change a member's role",
      params: orgUserParams,
      body: { type: 'object', required: ['role'], properties: { role: roleField } },
      response: { 200: roleChangedAnswer },
    },
  }, async (request) => {
    const { orgId, userId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'update:members');
    const before = await ctx.services.members.findMember(orgId, userId);
    const changed = await ctx.services.members.changeRole(principal, orgId, userId, request.body.role);
    if (before?.role !== changed.role) {
      await recordAudit(ctx, {
        orgId, action: 'member.role_changed', actor: principal, request, object: { type: 'member', id: userId },
        details: { from: before?.role ?? null, to: changed.role },
      });
    }
    return changed;
  });

  app.post<{ Body: { requested_demo: boolean } }>('/requested_demo', {
    schema: {
      summary: 'Record whether the user asked for a demo',
      body: { type: 'object', required: ['requested_demo'], properties: { requested_demo: { type: 'boolean' } } },
      response: { 201: demoRequestAnswer },
    },
  }, async (request, reply) => {
    const principal = await requireUser(request, ctx);
    const id = await ctx.services.profile.recordDemoRequest(principal.userId, request.body.requested_demo);
    return reply.status(201).send({ id, requested_demo: request.body.requested_demo });
  });

  app.post<{ Body: Record<string, unknown> }>('/surveyresults', {
    bodyLimit: 64 * 1024,
    schema: {
      summary: 'Store onboarding survey answers',
      body: { type: 'object', minProperties: 1, maxProperties: 50, description: 'Answers by question' },
      response: { 201: surveyAnswer },
    },
  }, async (request, reply) => {
    const principal = await requireUser(request, ctx);
    const id = await ctx.services.profile.recordSurveyResult(principal.userId, request.body);
    return reply.status(201).send({ id });
  });
};
