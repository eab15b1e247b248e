import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy directives of every response. script-src has no 'unsafe-inline' or 'unsafe-eval';
 * React sets inline styles through the CSSOM, which style-src does not govern, but some libraries inject <style>.
 */
const BASE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** The policy of every response except embeddable pages: no site may frame it. */
export const CONTENT_SECURITY_POLICY = [...BASE_DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * The policy of the /plugin/* pages (the support-desk page shown inside help-desk tools such as Zendesk): any HTTPS
 * site may frame them. They get no X-Frame-Options, whose DENY would override frame-ancestors in older browsers.
 */
export const EMBEDDABLE_CONTENT_SECURITY_POLICY = [...BASE_DIRECTIVES, 'frame-ancestors https:'].join('; ');

/** Prefix of the paths whose HTML pages are meant to be embedded in other tools. */
export const EMBEDDABLE_PATH_PREFIX = '/plugin/';

/** Whether a response is an embeddable page: HTML served for a path under /plugin/. */
function isEmbeddablePage(url: string, contentType: unknown): boolean {
  return url.startsWith(EMBEDDABLE_PATH_PREFIX) && typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

/** Adds the security headers of notes/reliability-security.md S9/S10 to every response. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const embeddable = isEmbeddablePage(request.url, reply.getHeader('content-type'));
    reply.header('Content-Security-Policy', embeddable ? EMBEDDABLE_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (embeddable) reply.removeHeader('X-Frame-Options');
    else reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
