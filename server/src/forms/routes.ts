import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context';
import { errorHandler } from '../http/errorHandler';
import { HttpError } from '../http/errors';
import { acceptedSchema, FORM_KINDS, formBodySchema } from './schema';
import type { FormBody } from './service';
import { formErrorFormatter } from './validationMessages';
import { publicAccess } from '../http/schemaFragments';

/** Submissions one client address may send per window, across all forms. */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 60_000 };
/** Largest form body accepted (bytes): every field at its maximum fits well within it. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Marketing forms: POST /api/forms/demo, /api/forms/contact and /api/forms/support.
 * Each body is validated, rate-limited per client address and stored before the 201 answer.
 */
export async function formRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const service = ctx.services.forms;

  // Schema failures arrive already worded by formErrorFormatter; answer them without Fastify's internal error code.
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError && error.status === 400) return reply.status(400).send({ message: error.message });
    return errorHandler(error, request, reply);
  });

  // Registered inside this plugin, so the limit covers only the form routes (one shared counter per address).
  await app.register(fastifyRateLimit, {
    global: true,
    max: FORM_RATE_LIMIT.max,
    timeWindow: FORM_RATE_LIMIT.windowMs,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many form submissions: try again in ${context.after}`, undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });

  for (const kind of FORM_KINDS) {
    app.post<{ Body: FormBody }>(`/api/forms/${kind}`, {
      bodyLimit: FORM_BODY_LIMIT,
      schema: { summary: `Submit the ${kind} form of the marketing site`, security: publicAccess, body: formBodySchema(kind), response: { 201: acceptedSchema } },
      schemaErrorFormatter: formErrorFormatter,
    }, async (request, reply) => {
      const id = await service.submit(kind, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.code(201).send({ id, received: true });
    });
  }
}
