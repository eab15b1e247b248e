import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { admitCollectorRequest } from '../collector/collectorAdmission';
import type { CollectorCaller } from '../collector/collectorAuth';
import { inflateBody } from '../collector/compressedBody';
import type { InflightBodies } from '../collector/inflightBodies';
import type { TokenBucketLimiter } from '../collector/rateLimiter';
import { ingestServiceValidates } from '../collector/wireSchemas';
import { errorHandler } from '../http/errorHandler';
import { HttpError } from '../http/errors';
import { collectorAccess } from '../http/schemaFragments';
import { OtlpDecodeError, otlpEncodingOf, type OtlpEncoding } from './otlpDecode';
import { ExportTraceServiceResponse, RPC_INVALID_ARGUMENT, RpcStatus } from './otlpSchema';
import { exportAnswer, exportBody } from './schemas';
import type { ExportOutcome, TraceService } from './service';

/** What the OTLP routes of one prefix share with the other prefix. */
export interface OtlpScope {
  ctx: AppContext;
  service: TraceService;
  limiter: TokenBucketLimiter;
  bodies: InflightBodies;
  /** Largest request body, compressed or inflated (the collector's). */
  maxBodyBytes: number;
}

const PROTOBUF = 'application/x-protobuf';
const UNSUPPORTED = 'Unsupported Content-Type: send application/json (OTLP/JSON) or application/x-protobuf (OTLP/protobuf)';

const callers = new WeakMap<FastifyRequest, CollectorCaller>();

/** Errors of the OTLP routes: an undecodable protobuf body answers a google.rpc.Status; the rest `{message}`. */
function otlpErrors(maxBodyBytes: number) {
  return (error: FastifyError | HttpError | OtlpDecodeError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof OtlpDecodeError) {
      if (otlpEncodingOf(request.headers['content-type']) === 'protobuf') {
        const status = RpcStatus.encode({ code: RPC_INVALID_ARGUMENT, message: error.message }).finish();
        reply.status(400).header('content-type', PROTOBUF).send(Buffer.from(status));
        return;
      }
      return errorHandler(new HttpError(400, error.message), request, reply);
    }
    const code = error instanceof HttpError ? undefined : error.code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return errorHandler(new HttpError(413, `The request body exceeds the collector limit of ${maxBodyBytes / 1024 / 1024} MB: export smaller batches`), request, reply);
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return errorHandler(new HttpError(415, UNSUPPORTED), request, reply);
    return errorHandler(error as FastifyError | HttpError, request, reply);
  };
}

/** The ExportTraceServiceResponse of an outcome: partialSuccess only when spans were rejected. */
function exportResponse(outcome: ExportOutcome): { partialSuccess?: { rejectedSpans: number; errorMessage: string } } {
  return outcome.rejectedSpans > 0 ? { partialSuccess: { rejectedSpans: outcome.rejectedSpans, errorMessage: outcome.errorMessage } } : {};
}

function sendExportResponse(reply: FastifyReply, encoding: OtlpEncoding, outcome: ExportOutcome) {
  const answer = exportResponse(outcome);
  if (encoding === 'json') return reply.status(200).send(answer);
  const bytes = ExportTraceServiceResponse.encode(ExportTraceServiceResponse.fromObject(answer)).finish();
  return reply.status(200).header('content-type', PROTOBUF).send(Buffer.from(bytes));
}

/**
 * OTLP/HTTP trace export under one collector prefix (`/collector/v1/traces`, `/v1/traces`): the collector's key
 * check, rate limit and bodies-in-flight mark in onRequest (before any of the body is read), its gzip/deflate
 * inflation and CORS; the body is read as bytes and decoded by its Content-Type. Answers 200 after COMMIT.
 */
export async function otlpApi(app: FastifyInstance, { ctx, service, limiter, bodies, maxBodyBytes }: OtlpScope): Promise<void> {
  app.setErrorHandler(otlpErrors(maxBodyBytes));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', PROTOBUF, 'application/protobuf'], { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) => {
    done(null, body);
  });
  // Any other type is refused before its body is read.
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, UNSUPPORTED)));
  app.addHook('onRequest', async (request, reply) => {
    callers.set(request, await admitCollectorRequest(request, reply, { ctx, limiter, bodies }));
  });
  app.addHook('preParsing', inflateBody);
  app.setValidatorCompiler(ingestServiceValidates);

  app.post('/traces', {
    schema: {
      summary: 'Export spans over OTLP/HTTP (JSON or protobuf); answers after they are committed',
      security: collectorAccess,
      body: exportBody,
      response: { 200: exportAnswer },
    },
  }, async (request, reply) => {
    const caller = callers.get(request);
    if (!caller) throw new HttpError(401, 'Missing X-Moesif-Application-Id header: send your collector application id');
    const encoding = otlpEncodingOf(request.headers['content-type']);
    if (!encoding) throw new HttpError(415, UNSUPPORTED);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const outcome = await service.export(caller, body, encoding);
    return sendExportResponse(reply, encoding, outcome);
  });
}
