import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireOrgApp } from '../auth/guard';
import type { AreaOptions } from '../context';
import { publicAccess } from '../http/schemaFragments';
import { assertSafePath } from '../search/dsl/dslError';
import { compileEventPredicate } from './eventMatcher';
import { liveTailLimitsFromEnv } from './limits';
import { LiveTailHub } from './liveTailHub';
import { liveParams, streamAnswer, streamQuery, ticketAnswer, ticketBody, ticketQuery } from './schemas';

interface TicketRequest {
  Params: { orgId: string };
  Querystring: { app_id: string };
  Body: { query?: unknown; _source?: string[] } | undefined;
}

interface StreamRequest {
  Params: { orgId: string };
  Querystring: { app_id: string; ticket: string };
}

/**
 * Live tail area (/api/search/{orgId}/live/...): events pushed as Server-Sent Events after the collector's COMMIT.
 * A browser's EventSource cannot send headers, so an authenticated POST mints a short-lived single-use ticket and the
 * stream is opened with it (server/src/liveTail/README.md).
 */
export async function liveTailRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const hub = new LiveTailHub(liveTailLimitsFromEnv());
  const unsubscribe = ctx.events.onCommitted(hub.publish);
  // Open streams would keep close() waiting forever: end them before the server waits for in-flight requests.
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });

  app.post<TicketRequest>('/:orgId/live/tickets', {
    schema: {
      summary: 'Mint a single-use ticket (30 s) that opens one live tail stream of the app with the given filter',
      params: liveParams, querystring: ticketQuery, body: ticketBody, response: { 201: ticketAnswer },
    },
  }, async (request, reply) => {
    const { orgId } = request.params;
    const appId = request.query.app_id;
    await requireOrgApp(request, ctx, orgId, appId, 'read:events');
    const includes = request.body?._source ?? [];
    for (const path of includes) assertSafePath(path, '_source path');
    const matches = compileEventPredicate(request.body?.query);
    const { ticket, expiresInMs } = hub.mintTicket({ tenant: { orgId, appId }, matches, includes });
    return reply.status(201).send({ ticket, expires_in_ms: expiresInMs });
  });

  app.get<StreamRequest>('/:orgId/live/events', {
    schema: {
      summary: 'Live tail: matching events as Server-Sent Events, opened with a ticket instead of a bearer token',
      security: publicAccess, params: liveParams, querystring: streamQuery, response: { 200: streamAnswer },
    },
  }, async (request: FastifyRequest<StreamRequest>, reply) => {
    const viewer = hub.open(request.query.ticket, { orgId: request.params.orgId, appId: request.query.app_id });
    reply.raw.on('close', () => viewer.stream.destroy());
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      // The socket closes with the stream: a shutdown that ends the stream then finds no connection left open.
      .header('connection', 'close')
      .send(viewer.stream);
  });
}
