import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Maps every failure to `{message, code?}`. Validation errors answer 400 with a readable message;
 * unexpected errors answer 500 without stack traces, SQL or tokens.
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    reply.headers(error.headers).status(error.status).send(error.code === undefined ? { message: error.message } : { message: error.message, code: error.code });
    return;
  }
  if (error.validation) {
    const first = error.validation[0];
    const where = first?.instancePath ? `${error.validationContext ?? 'body'}${first.instancePath.replace(/\//g, '.')}` : error.validationContext ?? 'body';
    reply.status(400).send({ message: `Invalid ${where}: ${first?.message ?? error.message}` });
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'unhandled error');
    reply.status(500).send({ message: 'Internal Server Error' });
    return;
  }
  const message =
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported Content-Type: send application/json'
    : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is empty: send a JSON document'
    : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `The request body is larger than the ${Math.round((request.routeOptions.bodyLimit ?? 0) / 1024)} KiB this route accepts`
    : error.message;
  reply.status(status).send({ message });
}
