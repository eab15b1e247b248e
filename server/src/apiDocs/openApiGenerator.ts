import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Paths described in the OpenAPI document; the /v1 collector alias, the web app and /health are left out. */
export const DOCUMENTED_PREFIXES = ['/api/', '/collector/v1/'] as const;

/** Tag of a documented path: the area after /api/ (`portal`, `search` ...), or `collector`. */
export function areaOf(url: string): string {
  if (url.startsWith('/collector/')) return 'collector';
  return url.split('/')[2] ?? 'api';
}

/** Whether a route belongs in the document: an API or collector path, and not a CORS preflight. */
function isDocumented(url: string, method: string | string[]): boolean {
  return DOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix)) && ![method].flat().includes('OPTIONS');
}

const transform: SwaggerTransform = ({ schema, url, route }) => {
  if (!isDocumented(url, route.method)) return { schema: { ...schema, hide: true }, url };
  // A plugin's root route is registered as `/prefix` and `/prefix/`: document it once, without the slash.
  return { schema: { ...schema, tags: schema?.tags ?? [areaOf(url)] }, url: url.replace(/(.)\/$/, '$1') };
};

/**
 * Collects the route schemas as routes are registered (register it before the areas) and builds the OpenAPI 3.1
 * description from them: `app.swagger()`. Nothing in the document is written by hand except its header and the
 * security schemes; operations, parameters, bodies and answers all come from the routes' JSON schemas.
 */
export const openApiGenerator = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Apiscope API',
        version: '1',
        description: 'Identity, portal, management, subscription and search APIs under /api, and the Moesif-compatible collector under /collector/v1.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token (from /api/auth/login or /api/auth/signup) or a management token (from /api/portal/{orgId}/oauth/access_tokens).',
          },
          collectorKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Moesif-Application-Id',
            description: 'A collector application token (target=collector): write-only, bound to one app.',
          },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform,
  });
}, { name: 'openapi-generator' });
