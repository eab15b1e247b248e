import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg, requireUser } from '../auth/guard';
import { ROLES } from '../auth/roles';
import { isValidEmail } from '../auth/service';
import { badRequest } from '../http/errors';
import { noPayload, orgIdParams, publicAccess } from '../http/schemaFragments';
import { mailerFor } from '../mail/mailer';
import { recordAudit } from '../audit/auditService';
import { inviteAcceptedAnswer, invitePreviewAnswer, inviteRevokedAnswer, inviteSentAnswer, inviteTokenBody, orgInviteParams, pendingInvitesAnswer } from './inviteSchemas';
import { type InviteInput } from './invitesService';

const nullableText = (max: number) => ({ anyOf: [{ type: 'string', maxLength: max }, { type: 'null' }] });

/** Invitations under /api/management: send, list, resend and revoke (admins), look up and accept (the invitee). */
export const inviteRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.post<{ Params: { orgId: string }; Body: InviteInput }>('/:orgId/invite', {
    schema: {
      summary: 'Invite an e-mail address: a single-use link is mailed (or answered when no mail server is set up)',
      params: orgIdParams,
      response: { 201: inviteSentAnswer },
      body: {
        type: 'object',
        required: ['email', 'role'],
        properties: {
          email: { type: 'string', maxLength: 254 },
          role: { type: 'string', enum: ROLES },
          onboarding_role: nullableText(100),
          source: nullableText(100),
          org: { type: 'string', maxLength: 64, description: 'Ignored: the organization is the one in the path' },
        },
      },
    },
  }, async (request, reply) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'create:members');
    if (!isValidEmail(request.body.email)) throw badRequest('Enter a valid e-mail address to invite');
    const sent = await ctx.services.invites.createInvite(principal, orgId, request.body);
    await recordAudit(ctx, {
      orgId, action: 'member.invited', actor: principal, request, object: { type: 'invite', id: sent.invite_id },
      details: { email: sent.email, role: sent.role, delivery: sent.delivery },
    });
    return reply.status(201).send(sent);
  });

  app.get<{ Params: { orgId: string } }>('/:orgId/invites', {
    schema: { summary: 'Pending invitations of an organization (admins only)', params: orgIdParams, response: { 200: pendingInvitesAnswer } },
  }, async (request) => {
    const { orgId } = request.params;
    await requireOrg(request, ctx, orgId, 'create:members');
    return { invites: await ctx.services.invites.listInvites(orgId), delivery: mailerFor(ctx).enabled ? 'email' : 'link' };
  });

  app.post<{ Params: { orgId: string; inviteId: string } }>('/:orgId/invites/:inviteId/resend', {
    schema: { summary: 'Send an invitation again with a new link (the old link stops working)', params: orgInviteParams, body: noPayload, response: { 200: inviteSentAnswer } },
  }, async (request) => {
    const { orgId, inviteId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'create:members');
    return ctx.services.invites.resendInvite(principal, orgId, inviteId);
  });

  app.delete<{ Params: { orgId: string; inviteId: string } }>('/:orgId/invites/:inviteId', {
    schema: { summary: 'Revoke a pending invitation', params: orgInviteParams, response: { 200: inviteRevokedAnswer } },
  }, async (request) => {
    const { orgId, inviteId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'delete:members');
    await ctx.services.invites.cancelInvite(orgId, inviteId);
    await recordAudit(ctx, { orgId, action: 'member.invite_revoked', actor: principal, request, object: { type: 'invite', id: inviteId } });
    return { invite_id: inviteId, revoked: true };
  });

  app.post<{ Body: { token: string } }>('/invites/lookup', {
    schema: {
      summary: 'The organization, role and address of an invite link',
      security: publicAccess,
      body: inviteTokenBody,
      response: { 200: invitePreviewAnswer },
    },
  }, async (request) => ctx.services.inviteAcceptance.lookupInvite(request.body.token));

  app.post<{ Body: { token: string } }>('/invites/accept', {
    schema: { summary: "Accept an invite link: the caller's address must be the invited one", body: inviteTokenBody, response: { 200: inviteAcceptedAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    const accepted = await ctx.services.inviteAcceptance.acceptInvite(principal, request.body.token);
    if (accepted.joined) {
      await recordAudit(ctx, {
        orgId: accepted.organization.id, action: 'member.joined', actor: principal, request, object: { type: 'member', id: principal.userId },
        details: { role: accepted.role },
      });
    }
    return accepted;
  });
};
