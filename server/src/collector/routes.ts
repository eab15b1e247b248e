import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, AreaOptions } from '../context';
import { errorHandler } from '../http/errorHandler';
import { jsonBodyProblem } from '../http/jsonBodyGuard';
import { HttpError } from '../http/errors';
import { collectorConfigOf, configEtag, maskRulesOf, storesBodies } from './appConfig';
import { admitCollectorRequest } from './collectorAdmission';
import type { CollectorCaller } from './collectorAuth';
import { inflateBody } from './compressedBody';
import { fastJsonParser, type StringBodyParser } from './jsonBody';
import { NormaliseThreads } from './normaliseThreads';
import { UnparsedBatch } from './unparsedBatch';
import { applyCollectorCors } from './cors';
import { InflightBodies } from './inflightBodies';
import { IngestService } from './ingestService';
import { collectorLimits, type CollectorLimits } from './limits';
import { QuotaExceeded } from './quotaGate';
import { TokenBucketLimiter } from './rateLimiter';
import {
  actionBody, batchOf, collectorConfigAnswer, collectorPost, companyBody, eventBody, ingestServiceValidates, ingestSummaryAnswer,
  profilesUpdatedAnswer, subscriptionBody, userBody,
} from './wireSchemas';
import { collectorAccess, openObject, publicAccess } from '../http/schemaFragments';
import { senderTimeFormat } from './timeFormat';

interface CollectorScope {
  ctx: AppContext;
  service: IngestService;
  limiter: TokenBucketLimiter;
  limits: CollectorLimits;
  /** Request bodies in flight, shared by both prefixes (503 past the high-water mark). */
  bodies: InflightBodies;
  /** Threads normalising large event and action batches off the event loop, shared by both prefixes. */
  threads: NormaliseThreads;
}

const callers = new WeakMap<FastifyRequest, CollectorCaller>();

function callerOf(request: FastifyRequest): CollectorCaller {
  const caller = callers.get(request);
  if (!caller) throw new HttpError(401, 'Missing X-Moesif-Application-Id header: send your collector application id');
  return caller;
}

/** Maps body-reader failures to collector wording, then defers to the server's error handler. */
function collectorErrors(limits: CollectorLimits) {
  return (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    const code = error instanceof HttpError ? undefined : error.code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return errorHandler(new HttpError(413, `The request body exceeds the collector limit of ${limits.maxBatchBytes / 1024 / 1024} MB: split the batch`), request, reply);
    }
    if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return errorHandler(new HttpError(400, `The request body is not valid JSON: ${error.message}`), request, reply);
    }
    if (error instanceof QuotaExceeded) {
      reply.status(402).send({ error: { msg: error.message }, message: error.message });
      return;
    }
    return errorHandler(error, request, reply);
  };
}

/** Batch routes whose large bodies are parsed and validated on a normalising thread. */
const OFF_LOOP_ROUTES = /\/(events|actions)\/batch$/;

/** Runs a body parser and checks the result as every parsed body is (jsonBodyGuard): for an UnparsedBatch. */
function parseAndCheck(parse: StringBodyParser, request: FastifyRequest, text: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    parse(request, text, (error, body) => {
      const problem = error ?? jsonBodyProblem(body, request.routeOptions.url);
      if (problem) reject(problem);
      else resolve(body);
    });
  });
}

/** The collector API under one prefix (/collector/v1 and its /v1 alias). */
async function collectorApi(app: FastifyInstance, { ctx, service, limiter, limits, bodies, threads }: CollectorScope): Promise<void> {
  app.setErrorHandler(collectorErrors(limits));
  // Every content type is read as JSON: SDKs and gateways do not all send application/json.
  app.removeAllContentTypeParsers();
  const json = fastJsonParser(app.getDefaultJsonParser('remove', 'remove'));
  if (threads.size === 0) {
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: limits.maxBatchBytes }, json);
  } else {
    // Read as bytes, so that a large batch goes to a thread without being decoded here.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.maxBatchBytes }, (request, bytes: Buffer, done) => {
      const url = request.routeOptions.url ?? '';
      if (threads.takes(bytes.length) && OFF_LOOP_ROUTES.test(url)) {
        done(null, new UnparsedBatch(bytes, url, () => parseAndCheck(json, request, bytes.toString('utf8'))));
      } else {
        json(request, bytes.toString('utf8'), done);
      }
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') {
      applyCollectorCors(reply);
      return;
    }
    const caller = await admitCollectorRequest(request, reply, { ctx, limiter, bodies });
    callers.set(request, caller);
    reply.header('X-Moesif-Config-ETag', configEtag(collectorConfigOf(caller.app)));
  });
  app.addHook('preParsing', inflateBody);
  app.setValidatorCompiler(ingestServiceValidates);

  app.options('/*', {
    schema: { summary: 'CORS preflight of the browser SDK', security: publicAccess, response: { 204: { type: 'null', description: 'No content' } } },
  }, async (_request, reply) => reply.status(204).send());

  const events = (kind: 'event' | 'action', batch: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    const options = { storeBodies: storesBodies(caller.app), mask: maskRulesOf(caller.app), timeFormat: senderTimeFormat(request.headers['user-agent']) };
    const summary = batch ? await service.ingestBatch(caller, kind, request.body, options) : await service.ingestOne(caller, kind, request.body, options);
    return reply.status(201).send(summary);
  };
  const profiles = (kind: 'user' | 'company' | 'subscription', batch: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const updated = await service.upsertProfiles(callerOf(request), kind, request.body, batch);
    return reply.status(201).send({ updated });
  };

  app.post('/events', collectorPost('Log one API call', eventBody, ingestSummaryAnswer), events('event', false));
  app.post('/events/batch', collectorPost('Log a batch of API calls', batchOf(eventBody), ingestSummaryAnswer), events('event', true));
  app.post('/actions', collectorPost('Track one user action', actionBody, ingestSummaryAnswer), events('action', false));
  app.post('/actions/batch', collectorPost('Track a batch of user actions', batchOf(actionBody), ingestSummaryAnswer), events('action', true));
  app.post('/users', collectorPost('Update one user', userBody, profilesUpdatedAnswer), profiles('user', false));
  app.post('/users/batch', collectorPost('Update a batch of users', batchOf(userBody), profilesUpdatedAnswer), profiles('user', true));
  app.post('/companies', collectorPost('Update one company', companyBody, profilesUpdatedAnswer), profiles('company', false));
  app.post('/companies/batch', collectorPost('Update a batch of companies', batchOf(companyBody), profilesUpdatedAnswer), profiles('company', true));
  app.post('/subscriptions', collectorPost('Update one subscription', subscriptionBody, profilesUpdatedAnswer), profiles('subscription', false));
  app.post('/subscriptions/batch', collectorPost('Update a batch of subscriptions', batchOf(subscriptionBody), profilesUpdatedAnswer), profiles('subscription', true));
  app.get('/config', {
    schema: { summary: "The app's sampling configuration", security: collectorAccess, response: { 200: collectorConfigAnswer } },
  }, async (request) => collectorConfigOf(callerOf(request).app));
  app.get('/rules', {
    schema: { summary: 'Governance rules (none)', security: collectorAccess, response: { 200: { type: 'array', items: openObject } } },
  }, async () => []);
}

/**
 * Collector area: Moesif-compatible ingestion at /collector/v1/* and /v1/*. Answers 201 only after the data is
 * committed; see server/src/collector/README.md for limits and status codes.
 */
export async function collectorRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const limits = collectorLimits();
  const threads = new NormaliseThreads(ctx.config.collectorParseThreads);
  app.addHook('onClose', () => threads.close());
  const scope: CollectorScope = {
    ctx,
    limits,
    threads,
    service: new IngestService(ctx.events.store, ctx.events.quota, limits, { maxQueuedRows: ctx.config.collectorMaxQueuedRows }, threads),
    limiter: new TokenBucketLimiter(limits.requestsPerSecond, limits.burst),
    bodies: new InflightBodies(ctx.config.collectorMaxInflightBytes),
  };
  await app.register(collectorApi, { ...scope, prefix: '/collector/v1' });
  await app.register(collectorApi, { ...scope, prefix: '/v1' });
}
