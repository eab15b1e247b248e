import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { terminalDestination } from './logFormat';

/** Paths polled by load balancers and orchestrators: logged at debug level only. */
const QUIET_PATHS = new Set(['/health']);
const MAX_LOGGED_URL = 200;

/**
 * Fastify's per-request log lines, shortened: nothing when a request arrives, one line when its response is sent
 * (method, url, status, time in ms; the text and the same fields). Health checks log at debug, server errors
 * (except 503, load shedding) at error; the error handler logs the error itself.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // The completion line says everything.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const url = request.url.length > MAX_LOGGED_URL ? `${request.url.slice(0, MAX_LOGGED_URL)}...` : request.url;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, url, status, ms };
    const message = `${request.method} ${url} ${status} ${ms} ms`;
    // 503 is load shedding (the client retries), not a fault: info, or an overloaded server floods its own log.
    if (error || (status >= 500 && status !== 503)) request.log.error(line, message);
    else if (QUIET_PATHS.has(request.url)) request.log.debug(line, message);
    else request.log.info(line, message);
  }

  override routeNotFound(): void {
    // The completion line already shows the 404.
  }
}

/**
 * Fastify's logger settings: none when `level` is 'silent'; JSON lines (pino) when stdout is not a terminal;
 * short coloured lines when it is. Credentials in headers are redacted either way.
 */
export function loggerOptions(level: string, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent') return { logger: false };
  return {
    logger: {
      level,
      base: null,
      redact: ['req.headers.authorization', 'req.headers["x-moesif-application-id"]'],
      ...(stdoutIsTerminal ? { stream: terminalDestination() } : {}),
    },
    logController: new OneLineRequestLog(),
  };
}
