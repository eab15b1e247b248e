import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { HttpError, badRequest } from '../http/errors';
import { requireUser } from './guard';
import { LoginThrottle } from './loginThrottle';
import { normaliseEmail } from './usersRepository';
import { changePassword, isValidEmail, loadProfile, logIn, logOut, refresh, signUp } from './service';
import { acceptEmptyJsonBodies } from './emptyJsonBody';

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 256 },
    name: { type: 'string', maxLength: 100 },
  },
} as const;

interface Credentials { email: string; password: string; name?: string }

/** The built-in identity provider under /api/auth: sign-up, sign-in, refresh, logout, profile, password change. */
export const authRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const throttle = new LoginThrottle();
  acceptEmptyJsonBodies(app);

  app.post<{ Body: Credentials }>('/signup', { schema: { body: credentials } }, async (request, reply) => {
    const result = await signUp(ctx, request.body);
    return reply.status(201).send(result);
  });

  app.post<{ Body: Credentials }>('/login', { schema: { body: credentials } }, async (request) => {
    const email = normaliseEmail(request.body.email);
    throttle.assertAllowed(email, request.ip);
    if (!isValidEmail(email)) throw badRequest('Enter a valid e-mail address');
    if (!request.body.password) throw badRequest('Enter your password');
    const result = await logIn(ctx, { email, password: request.body.password });
    if (!result) {
      throttle.recordFailure(email, request.ip);
      throw new HttpError(401, 'Wrong email or password');
    }
    throttle.reset(email, request.ip);
    return result;
  });

  app.post('/refresh', async (request) => {
    const principal = await requireUser(request, ctx);
    return refresh(ctx, principal.userId, principal.email, principal.sessionId);
  });

  app.post('/logout', async (request) => {
    const principal = await requireUser(request, ctx);
    await logOut(ctx, principal.sessionId);
    return { message: 'Signed out' };
  });

  app.get('/profile', async (request) => {
    const principal = await requireUser(request, ctx);
    return loadProfile(ctx, principal.userId);
  });

  app.post<{ Body: { current_password: string; new_password: string } }>('/password', {
    schema: {
      body: {
        type: 'object',
        required: ['current_password', 'new_password'],
        properties: { current_password: { type: 'string', maxLength: 256 }, new_password: { type: 'string', maxLength: 256 } },
      },
    },
  }, async (request) => {
    const principal = await requireUser(request, ctx);
    await changePassword(ctx, principal.userId, principal.sessionId, request.body.current_password, request.body.new_password);
    return { message: 'Password changed; other sessions were signed out' };
  });
};
