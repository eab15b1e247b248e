import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { DEFAULT_BODY_LIMIT } from './http/bodyLimits';
import { errorHandler } from './http/errorHandler';
import { jsonBodyGuard } from './http/jsonBodyGuard';
import { securityHeaders } from './http/securityHeaders';
import { loggerOptions } from './http/requestLog';
import { fastifyTrustProxy } from './http/trustProxy';
import { routeRegistry } from './http/routeRegistry';
import { responseSchemaCheck } from './http/responseSchemaCheck';
import { openApiGenerator } from './apiDocs/openApiGenerator';
import { apiDocsRoutes } from './apiDocs/routes';
import { buildVersionHeader } from './http/buildVersionHeader';
import { formRoutes } from './forms/routes';
import { webRoutes } from './web/routes';
import { authRoutes } from './auth/routes';
import { portalRoutes } from './portal/routes';
import { managementRoutes } from './management/routes';
import { subscriptionRoutes } from './subscription/routes';
import { partnerRoutes } from './partners/routes';
import { collectorRoutes } from './collector/routes';
import { searchRoutes } from './search/routes';
import { liveTailRoutes } from './liveTail/routes';
import { auditRoutes } from './audit/routes';
import { retentionRoutes } from './retention/routes';
import { traceRoutes } from './traces/routes';

/** Builds the whole server: API areas, collector and the SPA. Does not listen. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(ctx.config.logLevel),
    // 64 KiB unless a route raises it (the collector, profile batches): see http/bodyLimits.ts.
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestTimeout: ctx.config.requestTimeoutMs,
    connectionTimeout: ctx.config.connectionTimeoutMs,
    keepAliveTimeout: ctx.config.keepAliveTimeoutMs,
    // Node enforces the request time-out only when the headers time-out is not longer, and checks both on an
    // interval (30 s by default), so a short time-out needs a short interval.
    http: {
      headersTimeout: Math.min(60_000, ctx.config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(ctx.config.requestTimeoutMs / 4))),
    },
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    // allowUnionTypes: wire schemas list every type SDKs send, e.g. ids as string or number.
    ajv: { customOptions: { allErrors: false, removeAdditional: false, coerceTypes: 'array', allowUnionTypes: true } },
  });
  app.setErrorHandler(errorHandler);
  await app.register(jsonBodyGuard);
  // Before any route: the registry and the OpenAPI generator see routes through onRoute hooks.
  await app.register(routeRegistry);
  await app.register(openApiGenerator);
  if (ctx.config.checkResponseSchemas) await app.register(responseSchemaCheck);
  await app.register(securityHeaders, { pluginFrameAncestors: ctx.config.pluginFrameAncestors });
  await app.register(buildVersionHeader, { distDir: ctx.config.distDir });

  app.get('/health', async () => ({ status: 'ok' }));

  // --- area registrations (each area: server/src/<area>/routes.ts) ---
  await app.register(formRoutes, { ctx });
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(portalRoutes, { prefix: '/api/portal', ctx });
  await app.register(auditRoutes, { prefix: '/api/portal', ctx });
  await app.register(retentionRoutes, { prefix: '/api/portal', ctx });
  await app.register(managementRoutes, { prefix: '/api/management', ctx });
  await app.register(subscriptionRoutes, { prefix: '/api/subscription', ctx });
  await app.register(partnerRoutes, { prefix: '/api/subscription/partners', ctx });
  await app.register(collectorRoutes, { ctx });
  await app.register(traceRoutes, { ctx });
  await app.register(searchRoutes, { prefix: '/api/search', ctx });
  await app.register(liveTailRoutes, { prefix: '/api/search', ctx });
  await app.register(apiDocsRoutes);
  // The SPA and static files: keep this registration LAST so every API route above wins.
  await app.register(webRoutes, { ctx });
  // --- end of area registrations ---

  return app;
}
