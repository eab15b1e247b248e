import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as registered with Fastify (one entry per method). */
export interface RegisteredRoute {
  /** HTTP method, upper case. */
  method: string;
  /** Full path pattern including the prefix, e.g. `/api/portal/:orgId/apps`. */
  url: string;
  /** The route's schema (params, querystring, body, response, documentation fields), if any. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the registry, in registration order (HEAD twins of GET routes left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records every route through an onRoute hook, so that tests (authorization matrix, schema coverage) and tools can
 * enumerate what the server answers. Register it before the areas.
 */
export const routeRegistry = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside each GET route; it runs the same handler.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}, { name: 'route-registry' });
