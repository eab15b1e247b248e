import type { RegisteredRoute } from '../../../server/src/http/routeRegistry';
import { useTestServer } from '../support/useTestServer';

/** Routes that answer without schemas, each with the reason. Nothing else may. */
const EXEMPT = new Map<string, string>([
  ['GET /health', 'liveness probe for load balancers and the start script: a fixed {status} answer outside the API'],
  ['GET /', 'the SPA: index.html of the home page, served by the web area'],
  ['GET /*', 'the SPA and static files (the @fastify/static catch-all): files of dist/, not JSON'],
]);

const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/**
 * What a route's schema lacks: a success response schema (2xx, or 3xx for a route that only redirects, such as a
 * single sign-on start), each path parameter, and a body for POST/PUT/PATCH.
 */
function missingParts(route: RegisteredRoute): string[] {
  const schema = route.schema ?? {};
  const missing: string[] = [];
  if (!Object.keys(schema.response ?? {}).some((code) => /^[23](\d\d|xx)$/i.test(code))) missing.push('response 2xx or 3xx');
  const declared = Object.keys((schema.params as { properties?: object } | undefined)?.properties ?? {});
  for (const [, name] of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (!declared.includes(name)) missing.push(`params.${name}`);
  }
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !schema.body) missing.push('body');
  return missing;
}

describe('route schemas', () => {
  const { server } = useTestServer();

  it('gives every registered route a response schema, and a schema for each path parameter and body', () => {
    const routes = server.app.registeredRoutes.filter((route) => !EXEMPT.has(keyOf(route)));
    expect(routes.length).toBeGreaterThan(50);
    const lacking = routes.map((route) => ({ route: keyOf(route), missing: missingParts(route) })).filter((r) => r.missing.length > 0);
    expect(lacking).toEqual([]);
  });

  it('exempts only routes that exist', () => {
    const registered = new Set(server.app.registeredRoutes.map(keyOf));
    expect([...EXEMPT.keys()].filter((key) => !registered.has(key))).toEqual([]);
  });
});
