import type { FastifyInstance } from 'fastify';
import { openObject, publicAccess } from '../http/schemaFragments';
import { renderDocsPage, type DocumentedApi } from './docsPage';

/** Where the OpenAPI description is served. */
export const OPENAPI_PATH = '/api/openapi.json';
/** Where the human-readable reference page is served. */
export const DOCS_PATH = '/api/docs';

/**
 * Public API documentation: the OpenAPI 3.1 description built from the route schemas, and a server-rendered
 * reference page listing its operations. Neither needs credentials nor holds tenant data.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  let page: string | undefined;

  app.get(OPENAPI_PATH, {
    schema: { hide: true, security: publicAccess, summary: 'The OpenAPI 3.1 description of this API', response: { 200: openObject } },
  }, async () => app.swagger());

  app.get(DOCS_PATH, {
    schema: {
      hide: true,
      security: publicAccess,
      summary: 'The API reference page (HTML)',
      response: { 200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  }, async (_request, reply) => {
    // The route table is fixed once the server listens: render the page once.
    // The generator is configured for OpenAPI 3.1, whose operations have the shape the page reads.
    page ??= renderDocsPage(app.swagger() as unknown as DocumentedApi, OPENAPI_PATH);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
