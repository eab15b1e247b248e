import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { resolveCollectorCaller, type CollectorCaller } from './collectorAuth';
import { applyCollectorCors } from './cors';
import { admitBody, type InflightBodies } from './inflightBodies';
import type { TokenBucketLimiter } from './rateLimiter';

/** What admitting a collector request needs besides the request. */
export interface CollectorGate {
  ctx: AppContext;
  limiter: TokenBucketLimiter;
  bodies: InflightBodies;
}

/**
 * Admits a collector request before any of its body is read (every collector route, the OTLP traces route too):
 * CORS headers, the caller's collector key, the app's rate limit (429 with Retry-After) and the bodies-in-flight mark.
 */
export async function admitCollectorRequest(request: FastifyRequest, reply: FastifyReply, gate: CollectorGate): Promise<CollectorCaller> {
  applyCollectorCors(reply);
  const caller = await resolveCollectorCaller(request, gate.ctx);
  const verdict = gate.limiter.take(caller.appId);
  if (!verdict.allowed) {
    throw new HttpError(429, `Too many requests for this app: retry after ${verdict.retryAfterSeconds} s`, undefined, { 'Retry-After': String(verdict.retryAfterSeconds) });
  }
  admitBody(gate.bodies, request, reply);
  return caller;
}
