import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { errorHandler } from './http/errorHandler';
import { securityHeaders } from './http/securityHeaders';
import { formRoutes } from './forms/routes';
import { webRoutes } from './web/routes';
import { authRoutes } from './auth/routes';
import { portalRoutes } from './portal/routes';
import { managementRoutes } from './management/routes';
import { subscriptionRoutes } from './subscription/routes';
import { collectorRoutes } from './collector/routes';
import { searchRoutes } from './search/routes';

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
  await app.register(formRoutes, { ctx });
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(portalRoutes, { prefix: '/api/portal', ctx });
  await app.register(managementRoutes, { prefix: '/api/management', ctx });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', ctx });
  await app.register(collectorRoutes, { ctx });
  await app.register(searchRoutes, { prefix: '/api/search', ctx });
  // The SPA and static files: keep this registration LAST so every API route above wins.
  await app.register(webRoutes, { ctx });
  // --- end of area registrations ---

  return app;
}
