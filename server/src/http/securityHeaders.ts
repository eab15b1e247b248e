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

/** The policy of every response except embeddable pages with configured framers: no site may frame it. */
export const CONTENT_SECURITY_POLICY = [...BASE_DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * The policy of the /plugin/* pages (the support-desk page shown inside help-desk tools such as Zendesk): only the
 * configured origins may frame them.
 */
export function embeddablePolicy(origins: readonly string[]): string {
  return [...BASE_DIRECTIVES, `frame-ancestors ${origins.join(' ')}`].join('; ');
}

/** Browser features no page of the product uses: denied to the page and to anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi',
  'payment', 'serial', 'usb',
].map((feature) => `${feature}=()`).join(', ');

/** HTTPS only, for a year, on every subdomain (sent on HTTPS answers only, as RFC 6797 requires). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Prefix of the paths whose HTML pages are meant to be embedded in other tools. */
export const EMBEDDABLE_PATH_PREFIX = '/plugin/';

/** Options of the security headers plugin. */
export interface SecurityHeadersOptions {
  /** Origins allowed to frame the /plugin/ pages (config PLUGIN_FRAME_ANCESTORS); empty: none. */
  pluginFrameAncestors: readonly string[];
}

/** Whether a response is an embeddable page: HTML served for a path under /plugin/. */
function isEmbeddablePage(url: string, contentType: unknown): boolean {
  return url.startsWith(EMBEDDABLE_PATH_PREFIX) && typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/([a-z0-9.+-]*\+)?json\b/i.test(contentType);
}

/** Adds the security headers of notes/reliability-security.md S9/S10 to every response. */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const framers = options.pluginFrameAncestors;
  const embeddableCsp = framers.length > 0 ? embeddablePolicy(framers) : CONTENT_SECURITY_POLICY;
  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = reply.getHeader('content-type');
    // Pages framed by configured help desks get no X-Frame-Options, whose DENY would override frame-ancestors.
    const framed = framers.length > 0 && isEmbeddablePage(request.url, contentType);
    reply.header('Content-Security-Policy', framed ? embeddableCsp : CONTENT_SECURITY_POLICY);
    if (framed) reply.removeHeader('X-Frame-Options');
    else reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // API answers and JSON answered to a credential (the collector's config) may carry tenant data or tokens:
    // no browser or proxy may keep a copy. Static JSON files of the web build keep their caching.
    const credentialed = request.headers.authorization !== undefined || request.headers['x-moesif-application-id'] !== undefined;
    if (request.url.startsWith('/api/') || (credentialed && isJson(contentType))) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}, { name: 'security-headers' });
