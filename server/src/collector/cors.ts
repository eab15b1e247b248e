import type { FastifyReply } from 'fastify';

/** Headers the browser SDK sends cross-origin (wire-compat 1.1 CORS). */
export const ALLOWED_HEADERS = 'Content-Type, Content-Encoding, X-Moesif-Application-Id, X-Moesif-SDK';

/**
 * CORS for the collector: any origin may send data (the application id, not cookies, authenticates), so
 * `Access-Control-Allow-Origin: *` without credentials. The ETag header is exposed for SDKs that read it.
 */
export function applyCollectorCors(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  reply.header('Access-Control-Expose-Headers', 'X-Moesif-Config-ETag');
  reply.header('Access-Control-Max-Age', '86400');
}
