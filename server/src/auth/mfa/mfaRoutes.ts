import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../../context';
import { HttpError } from '../../http/errors';
import { noPayload, publicAccess } from '../../http/schemaFragments';
import { requireUser } from '../guard';
import { sessionAnswer } from '../schemas';
import type { SessionClient } from '../service';
import { wrongCode } from './enrolment';
import { codeBody, disableBody, disabledAnswer, enrolmentAnswer, recoveryCodesAnswer, statusAnswer, verifyBody } from './mfaSchemas';
import { CODE_INVALID_CODE } from './signIn';
import { recordSignIn, recordTwoFactorChange } from '../../audit/signInAudit';

/** The client details a new session keeps. */
function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : null, ip: request.ip };
}

/**
 * Two-factor sign-in under /api/auth/mfa: status, enrolment (start, confirm), turning it off, new recovery codes,
 * and the second sign-in step. Wrong codes (and wrong passwords when turning it off) are throttled per account + IP,
 * per IP and per account, like sign-in passwords (loginThrottle.ts).
 */
export const mfaRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const throttle = ctx.services.twoFactorThrottle;

  /** Runs a code check under the throttle: a failure is counted and answered with `fail`. */
  async function throttled<T>(key: string, ip: string, check: () => Promise<T | null | false>, fail: () => Error = wrongCode): Promise<T> {
    await throttle.assertAllowed(key, ip);
    const result = await check();
    if (result === null || result === false) {
      await throttle.recordFailure(key, ip);
      throw fail();
    }
    await throttle.reset(key, ip);
    return result;
  }

  app.get('/', { schema: { summary: "The caller's two-factor sign-in status", response: { 200: statusAnswer } } }, async (request) => {
    const user = await requireUser(request, ctx);
    return ctx.services.mfa.mfaStatus(user.userId, user.sessionId);
  });

  app.post('/enrol', {
    schema: { summary: 'Start setting up an authenticator app: a new secret, its otpauth URI and QR code', body: noPayload, response: { 200: enrolmentAnswer } },
  }, async (request) => {
    const user = await requireUser(request, ctx);
    return ctx.services.mfa.startEnrolment(user);
  });

  app.post<{ Body: { code: string } }>('/enrol/confirm', {
    schema: { summary: 'Confirm the set-up with a code: turns two-factor sign-in on and answers the recovery codes once', body: codeBody, response: { 200: recoveryCodesAnswer } },
  }, async (request) => {
    const user = await requireUser(request, ctx);
    const codes = await throttled(user.userId, request.ip, () => ctx.services.mfa.confirmEnrolment(user.userId, user.sessionId, request.body.code),
      () => new HttpError(400, 'That code is not valid. Enter the current six-digit code your authenticator app shows for Apiscope.'));
    await recordTwoFactorChange(ctx, request, user, 'auth.mfa_enabled');
    return { enabled: true, recovery_codes: codes };
  });

  app.post<{ Body: { password: string; code: string } }>('/disable', {
    schema: { summary: 'Turn two-factor sign-in off (password and a code)', body: disableBody, response: { 200: disabledAnswer } },
  }, async (request) => {
    const user = await requireUser(request, ctx);
    await throttled(user.userId, request.ip, () => ctx.services.mfa.passwordMatches(user.userId, request.body.password),
      () => new HttpError(400, 'The password is wrong.'));
    await throttled(user.userId, request.ip, () => ctx.services.mfa.disableMfa(user.userId, request.body.code));
    await recordTwoFactorChange(ctx, request, user, 'auth.mfa_disabled');
    return { enabled: false };
  });

  app.post<{ Body: { code: string } }>('/recovery-codes', {
    schema: { summary: 'Replace the recovery codes (a code needed); the old ones stop working', body: codeBody, response: { 200: recoveryCodesAnswer } },
  }, async (request) => {
    const user = await requireUser(request, ctx);
    const codes = await throttled(user.userId, request.ip, () => ctx.services.mfa.regenerateRecoveryCodes(user.userId, request.body.code));
    await recordTwoFactorChange(ctx, request, user, 'auth.mfa_recovery_codes_replaced');
    return { enabled: true, recovery_codes: codes };
  });

  app.post<{ Body: { mfa_challenge: string; code: string } }>('/verify', {
    schema: {
      summary: 'Second sign-in step: the challenge and a code open the session',
      security: publicAccess,
      body: verifyBody,
      response: { 200: sessionAnswer },
    },
  }, async (request) => {
    const userId = await ctx.services.mfaSignIn.challengeOwner(request.body.mfa_challenge);
    await throttle.assertAllowed(userId, request.ip);
    try {
      const session = await ctx.services.mfaSignIn.completeSignIn(request.body.mfa_challenge, userId, request.body.code, clientOf(request));
      await throttle.reset(userId, request.ip);
      await recordSignIn(ctx, request, session.profile.email, true, 'password+two-factor');
      return session;
    } catch (error) {
      if (error instanceof HttpError && error.code === CODE_INVALID_CODE) await throttle.recordFailure(userId, request.ip);
      throw error;
    }
  });
};
