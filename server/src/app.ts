import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { errorHandler } from './http/errorHandler';
import { securityHeaders } from './http/securityHeaders';

/** Largest request body accepted anywhere (the collector's 50 MB batch limit plus headroom for JSON framing). */
export const MAX_BODY_BYTES = 52 * 1024 * 1024;

/** Builds the whole server: API areas, collector and the SPA. Does not listen. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-moesif-application-id"]'] },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: true,
    ajv: { customOptions: { allErrors: false, removeAdditional: false, coerceTypes: 'array' } },
  });
  app.setErrorHandler(errorHandler);
  await app.register(securityHeaders);

  app.get('/health', async () => ({ status: 'ok' }));

  // --- area registrations (each area: server/src/<area>/routes.ts) ---
  // --- end of area registrations ---

  return app;
}
