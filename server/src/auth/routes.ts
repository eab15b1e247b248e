import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context';
import { HttpError, badRequest } from '../http/errors';
import { requireUser } from './guard';
import { SignupThrottle } from './signupThrottle';
import { isValidEmail, normaliseEmail, type SessionClient } from './service';
import { acceptEmptyJsonBodies } from './emptyJsonBody';
import { credentialsBody, passwordChangeBody, passwordChangedAnswer, profileAnswer, sessionAnswer } from './schemas';
import { messageAnswer, noPayload, publicAccess } from '../http/schemaFragments';
import { sessionRoutes } from './sessionRoutes';
import { ssoRoutes } from './sso/ssoRoutes';
import { mfaRoutes } from './mfa/mfaRoutes';
import { challengeAnswer } from './mfa/mfaSchemas';
import { emailVerificationRoutes, sendSignupVerification } from './emailVerificationRoutes';
import { recordSignIn } from '../audit/signInAudit';

interface Credentials { email: string; password: string; name?: string }

/** The client details a new session keeps for the session list. */
function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : null, ip: request.ip };
}

/**
 * The built-in identity provider under /api/auth: sign-up, sign-in, refresh, logout, profile, password change, and
 * the session list (`sessionRoutes.ts`).
 */
export const authRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const throttle = ctx.services.passwordThrottle;
  const signups = new SignupThrottle(ctx.config.signupsPerHourPerIp);
  acceptEmptyJsonBodies(app);
  await app.register(sessionRoutes, { prefix: '/sessions', ctx });
  await app.register(emailVerificationRoutes, { prefix: '/verify-email', ctx });
  await app.register(ssoRoutes, { prefix: '/sso', ctx });
  await app.register(mfaRoutes, { prefix: '/mfa', ctx });

  app.post<{ Body: Credentials }>('/signup', {
    schema: { summary: 'Create an account and its first organization', security: publicAccess, body: credentialsBody, response: { 201: sessionAnswer } },
  }, async (request, reply) => {
    signups.take(request.ip);
    const result = await ctx.services.auth.signUp(request.body, clientOf(request));
    const { user_id: userId, email, name } = result.profile;
    await sendSignupVerification(ctx, request.log, { userId, email, name });
    return reply.status(201).send(result);
  });

  app.post<{ Body: Credentials }>('/login', {
    schema: {
      summary: 'Sign in with e-mail and password (accounts with two-factor sign-in get a challenge for the second step)',
      security: publicAccess,
      body: credentialsBody,
      response: { 200: { anyOf: [sessionAnswer, challengeAnswer] } },
    },
  }, async (request) => {
    const email = normaliseEmail(request.body.email);
    await throttle.assertAllowed(email, request.ip);
    if (!isValidEmail(email)) throw badRequest('Enter a valid e-mail address');
    if (!request.body.password) throw badRequest('Enter your password');
    const result = await ctx.services.auth.logIn({ email, password: request.body.password }, clientOf(request));
    if (!result) {
      await throttle.recordFailure(email, request.ip);
      await recordSignIn(ctx, request, email, false);
      throw new HttpError(401, 'Wrong email or password');
    }
    await throttle.reset(email, request.ip);
    if ('id_token' in result) await recordSignIn(ctx, request, email, true);
    return result;
  });

  app.post('/refresh', {
    schema: { summary: 'A fresh access token for the current session', body: noPayload, response: { 200: sessionAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    return ctx.services.auth.refresh(principal);
  });

  app.post('/logout', {
    schema: { summary: 'Sign out: revokes the session', body: noPayload, response: { 200: messageAnswer } },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    await ctx.services.auth.logOut(principal.sessionId);
    return { message: 'Signed out' };
  });

  app.get('/profile', { schema: { summary: "The caller's profile", response: { 200: profileAnswer } } }, async (request) => {
    const principal = await requireUser(request, ctx);
    return ctx.services.auth.profile(principal.userId);
  });

  app.post<{ Body: { current_password: string; new_password: string } }>('/password', {
    schema: {
      summary: 'Change the password; signs out every other session',
      body: passwordChangeBody,
      response: { 200: passwordChangedAnswer },
    },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    // A stolen token must not become a way to guess the password: wrong current passwords count as failed sign-ins.
    await throttle.assertAllowed(principal.email, request.ip);
    const { current_password, new_password } = request.body;
    const result = await ctx.services.auth.changePassword(principal.userId, principal.sessionId, current_password, new_password);
    if (!result.ok) {
      await throttle.recordFailure(principal.email, request.ip);
      throw badRequest('The current password is wrong');
    }
    return { message: 'Password changed; other sessions were signed out', revoked: result.revoked };
  });
};
