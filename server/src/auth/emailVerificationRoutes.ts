import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext, AreaOptions } from '../context';
import { LINK_TOKEN_PATTERN } from '../mail/linkTokens';
import { noPayload, publicAccess } from '../http/schemaFragments';
import { requireUser } from './guard';
import { type VerificationSent } from './emailVerificationService';

const deliveryField = {
  type: 'string', enum: ['email', 'log'], description: 'email: mailed; log: no mail server, the link is in the server log for the operator',
} as const;

/**
 * Where the link of a verification goes when no mail server is set up: the server log, for the operator of a
 * development or self-hosted install. It is never answered to the client, which would prove nothing.
 */
function logUnsentLink(log: FastifyBaseLogger, email: string, sent: VerificationSent): void {
  if (!sent.outcome.delivered) log.info({ email, link: sent.link }, 'No SMTP server configured: e-mail verification link not sent');
}

/**
 * Sends the verification link of a new account. A mail failure does not undo the sign-up: it is logged and the
 * user can ask for another link (POST /api/auth/verify-email/send).
 */
export async function sendSignupVerification(ctx: AppContext, log: FastifyBaseLogger, user: { userId: string; email: string; name: string }): Promise<void> {
  try {
    logUnsentLink(log, user.email, await ctx.services.emailVerification.sendVerificationLink(user));
  } catch (error) {
    log.warn({ email: user.email, err: error }, 'The e-mail verification link could not be sent');
  }
}

/** /api/auth/verify-email: use a verification link, or have a new one sent. */
export const emailVerificationRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.post<{ Body: { token: string } }>('/', {
    schema: {
      summary: 'Verify an e-mail address with the link sent to it (joins organizations whose domain policy admits it)',
      security: publicAccess,
      body: { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: LINK_TOKEN_PATTERN } } },
      response: {
        200: {
          type: 'object',
          required: ['email', 'verified', 'joined'],
          properties: {
            email: { type: 'string' },
            verified: { type: 'boolean' },
            joined: {
              type: 'array',
              description: 'Organizations joined through their domain policy',
              items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
            },
          },
        },
      },
    },
  }, async (request) => {
    const result = await ctx.services.emailVerification.verifyEmail(request.body.token);
    return { ...result, verified: true };
  });

  app.post('/send', {
    schema: {
      summary: "Send a new verification link to the caller's address (earlier links stop working)",
      body: noPayload,
      response: { 200: { type: 'object', required: ['message', 'delivery'], properties: { message: { type: 'string' }, delivery: deliveryField } } },
    },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    const sent = await ctx.services.emailVerification.resendVerificationLink(principal.userId);
    logUnsentLink(request.log, principal.email, sent);
    return sent.outcome.delivered
      ? { message: `A verification link was sent to ${principal.email}`, delivery: 'email' }
      : { message: 'No mail server is configured: the verification link was written to the server log', delivery: 'log' };
  });
};
