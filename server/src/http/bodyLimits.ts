import type { FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard';
import type { AppContext } from '../context';

/**
 * Body limit of every route that does not set its own: the API's JSON calls are small. Routes that need more
 * raise it for themselves (the collector, profile batches of the search API), and only once the caller is known.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Route options raising the body limit of an API route. */
export interface LargeBodyRouteOptions {
  bodyLimit: number;
  onRequest: (request: FastifyRequest) => Promise<void>;
}

/**
 * Options for an API route that accepts bodies up to `bodyLimit`: the caller is authenticated in onRequest, before
 * a byte of the body is read, so an unauthenticated client never gets a body past DEFAULT_BODY_LIMIT parsed.
 * The route's own checks reuse that authentication (it is cached per request).
 */
export function authenticatedLargeBody(ctx: AppContext, bodyLimit: number): LargeBodyRouteOptions {
  return {
    bodyLimit,
    onRequest: async (request) => {
      await authenticate(request, ctx);
    },
  };
}
