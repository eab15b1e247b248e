import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { noPayload } from '../http/schemaFragments';
import { requireUser } from './guard';
import { revokedOneAnswer, revokedOthersAnswer, sessionListAnswer, sessionParams } from './sessionSchemas';

/** /api/auth/sessions: the signed-in user's active sessions, and signing out of other devices. */
export const sessionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.get('', {
    schema: { summary: "The caller's active sessions", response: { 200: sessionListAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    return { sessions: await ctx.services.sessions.listSessions(principal) };
  });

  app.post('/revoke-others', {
    schema: { summary: 'Sign out of every other session', body: noPayload, response: { 200: revokedOthersAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    return { revoked: await ctx.services.sessions.revokeOthers(principal) };
  });

  app.delete<{ Params: { sessionId: string } }>('/:sessionId', {
    schema: { summary: 'Sign out of one session', params: sessionParams, response: { 200: revokedOneAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    await ctx.services.sessions.revokeOne(principal, request.params.sessionId);
    return { revoked: 1, current: request.params.sessionId === principal.sessionId };
  });
};
