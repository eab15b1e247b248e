import type { FastifyInstance } from 'fastify';
import { authenticate, requireOrgApp, requireUser } from '../auth/guard';
import { notFound } from '../http/errors';
import type { AreaOptions } from '../context';
import { collectorLimits } from '../collector/limits';
import { InflightBodies } from '../collector/inflightBodies';
import { TokenBucketLimiter } from '../collector/rateLimiter';
import { otlpApi, type OtlpScope } from './otlpRoutes';
import { traceAnswerSchema, traceParams, traceQuery } from './schemas';

interface TraceRequest {
  Params: { orgId: string; traceId: string };
  Querystring: { app_id: string };
}

/** GET /api/search/{orgId}/traces/{traceId}?app_id: a trace's spans for the event log (signed-in users of the app). */
async function traceSearchApi(app: FastifyInstance, { ctx, service }: Pick<OtlpScope, 'ctx' | 'service'>): Promise<void> {
  app.get<TraceRequest>('/:orgId/traces/:traceId', {
    schema: {
      summary: "A trace's spans ordered by start (the first 1,000), for the event log's trace waterfall",
      params: traceParams, querystring: traceQuery, response: { 200: traceAnswerSchema },
    },
  }, async (request) => {
    const { orgId, traceId } = request.params;
    const appId = request.query.app_id;
    // Signed-in users only (403 for management tokens), except that an app its own organization does not have is
    // not found (404), as on every app route.
    const principal = await authenticate(request, ctx);
    if (principal.kind !== 'user' && principal.orgIds.includes(orgId) && !(await ctx.services.apps.find(orgId, appId))) throw notFound('App');
    await requireUser(request, ctx);
    await requireOrgApp(request, ctx, orgId, appId, 'read:events');
    return service.trace({ orgId, appId }, traceId.toLowerCase());
  });
}

/**
 * Traces area: OTLP/HTTP span export at /collector/v1/traces and its /v1/traces alias (collector key), and the read of
 * one trace under /api/search. See server/src/traces/README.md.
 */
export async function traceRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const limits = collectorLimits();
  const scope: OtlpScope = {
    ctx,
    service: ctx.services.traces,
    // Trace exports have their own per-app bucket at the collector's rate, and their own bodies-in-flight mark.
    limiter: new TokenBucketLimiter(limits.requestsPerSecond, limits.burst),
    bodies: new InflightBodies(ctx.config.collectorMaxInflightBytes),
    maxBodyBytes: limits.maxBatchBytes,
  };
  await app.register(otlpApi, { ...scope, prefix: '/collector/v1' });
  await app.register(otlpApi, { ...scope, prefix: '/v1' });
  await app.register(traceSearchApi, { ctx, service: scope.service, prefix: '/api/search' });
}
