import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context';
import { IndexTemplate } from './indexTemplate';
import { registryPages, type MarketingPage } from './marketingPages';
import { allowedMethodsFinder } from '../http/allowedMethods';
import { buildSitemap } from './sitemap';
import { injectHeadTags } from './seoHtml';
import { isAppRoute, looksLikeFile, normalisePath } from './spaRoutes';

/** Options of the web plugin; `pages` replaces the SEO registry (tests). */
export interface WebOptions extends AreaOptions {
  pages?: readonly MarketingPage[];
}

/** Content-hashed build output: safe to cache for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, robots.txt, favicon, sitemap): revalidate on every use. */
export const REVALIDATE_CACHE = 'no-cache';
export const NOT_BUILT_MESSAGE = 'The web app has not been built: run npm run build';
const NOT_FOUND_TITLE = 'Page not found — Apiscope';
const API_PREFIXES = ['/api/', '/collector/'];

function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Query parameters with which a page may show another hero picture than its own (ad links, heroFromQuery.ts). */
const HERO_IMAGE_PARAMS = ['image', 'billing'];

/** Whether the URL's query may swap the hero picture, so that preloading the page's own one could be wasted. */
function mayChangeHeroImage(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1) return false;
  const params = new URLSearchParams(url.slice(query + 1));
  return HERO_IMAGE_PARAMS.some((name) => params.has(name));
}

/**
 * Serves the built SPA from dist/ (register LAST so API routes win): hashed assets with a long cache, index.html for
 * every known SPA route with the page's SEO tags, 404 with the not-found page for anything else, /sitemap.xml.
 */
export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { distDir, siteUrl } = options.ctx.config;
  const pages = new Map((options.pages ?? registryPages).map((page) => [page.path, page]));
  const template = new IndexTemplate(distDir);
  const assetsDir = path.join(distDir, 'assets') + path.sep;

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // A trailing slash names a directory: never list or serve one.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(assetsDir) && /\.[0-9a-f]{8,}\./.test(path.basename(filePath));
      reply.header('Cache-Control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });

  /** Answers index.html for a path: 200 with its SEO tags when known, 404 with the not-found page otherwise. */
  async function sendSpa(reply: FastifyReply, pathname: string, url = pathname): Promise<FastifyReply> {
    const html = await template.read();
    if (html === null) {
      return reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const route = normalisePath(pathname);
    const page = pages.get(route);
    reply.header('Cache-Control', REVALIDATE_CACHE).type('text/html; charset=utf-8');
    if (page) {
      const canonical = siteUrl + (page.canonicalPath ?? page.path);
      const preloadImage = page.heroImage && !mayChangeHeroImage(url) ? page.heroImage : undefined;
      return reply.code(200).send(injectHeadTags(html, { title: page.title, description: page.description, canonical, preloadImage }));
    }
    if (isAppRoute(route)) {
      // The template's canonical names the home page; other app routes must not claim it.
      return reply.code(200).send(injectHeadTags(html, { canonical: route === '/' ? `${siteUrl}/` : null }));
    }
    return reply.code(404).send(injectHeadTags(html, { title: NOT_FOUND_TITLE, canonical: null, noindex: true }));
  }

  app.get('/', async (_request, reply) => sendSpa(reply, '/'));

  app.get('/sitemap.xml', {
    schema: { hide: true, summary: 'Sitemap of the marketing pages', response: { 200: { content: { 'application/xml': { schema: { type: 'string' } } } } } },
  }, async (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE_CACHE).type('application/xml; charset=utf-8').send(buildSitemap(siteUrl, [...pages.values()])),
  );

  const allowedMethods = allowedMethodsFinder(app.registeredRoutes);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request.url);
    const allowed = allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.code(405).header('Allow', allowed.join(', ')).send({ message: `Method ${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}` });
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    if (looksLikeFile(pathname) && !pages.has(normalisePath(pathname))) {
      return reply.code(404).header('Cache-Control', REVALIDATE_CACHE).type('text/plain; charset=utf-8').send('File not found');
    }
    return sendSpa(reply, pathname, request.url);
  });
}
