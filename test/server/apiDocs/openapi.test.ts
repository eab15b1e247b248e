import type { RegisteredRoute } from '../../../server/src/http/routeRegistry';
import { ROUTE_ACCESS } from '../auth/matrix/routeAccess';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: object; items?: object } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const DOCUMENTED = /^\/(api|collector\/v1)\//;
const isDocumented = (route: RegisteredRoute) => DOCUMENTED.test(route.url) && route.method !== 'OPTIONS' && !route.schema?.hide;
/** Fastify's `/:orgId/apps` as OpenAPI's `/{orgId}/apps` (without the trailing slash of a plugin's root route). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('GET /api/openapi.json', () => {
  const { server } = useTestServer();
  let paths: Paths;
  let documented: RegisteredRoute[];
  beforeAll(async () => {
    const res = await http(server.baseUrl, 'GET', '/api/openapi.json');
    paths = res.body.paths;
    // Fastify registers `/prefix` and `/prefix/` for a plugin's root route; the document lists it once.
    documented = server.app.registeredRoutes.filter(isDocumented).filter((route) => !route.url.endsWith('/'));
  });

  it('is public JSON in OpenAPI 3.1 with the bearer and collector credentials', async () => {
    const res = await http(server.baseUrl, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.body).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Apiscope API' },
      security: [{ bearerAuth: [] }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' }, collectorKey: { type: 'apiKey', in: 'header', name: 'X-Moesif-Application-Id' } } },
    });
  });

  it('has one operation per API and collector route, and nothing else', () => {
    expect(documented.length).toBeGreaterThan(50);
    const fromRoutes = documented.map((route) => `${route.method} ${openApiPath(route.url)}`).sort();
    const fromDocument = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)).sort();
    expect(fromDocument).toEqual(fromRoutes);
    for (const area of ['auth', 'portal', 'management', 'subscription', 'search']) {
      expect(fromDocument.some((op) => op.includes(` /api/${area}/`))).toBe(true);
    }
    expect(fromDocument).toContain('POST /collector/v1/events/batch');
  });

  it('takes summaries, path and query parameters, bodies and answers from the route schemas', () => {
    for (const route of documented) {
      const schema = route.schema ?? {};
      const operation = paths[openApiPath(route.url)][route.method.toLowerCase()];
      const where = `${route.method} ${route.url}`;
      expect({ where, summary: operation.summary }).toEqual({ where, summary: schema.summary });
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name).sort();
      expect({ where, pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort() }).toEqual({ where, pathParams });
      const query = Object.keys((schema.querystring as { properties?: object } | undefined)?.properties ?? {}).sort();
      expect({ where, query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort() }).toEqual({ where, query });
      const body = schema.body as { required?: string[]; properties?: object; items?: object } | undefined;
      if (body) {
        const documentedBody = operation.requestBody?.content['application/json'].schema;
        expect({ where, required: documentedBody?.required, keys: Object.keys(documentedBody?.properties ?? documentedBody?.items ?? {}) })
          .toEqual({ where, required: body.required, keys: Object.keys(body.properties ?? body.items ?? {}) });
      }
      const codes = Object.keys(schema.response ?? {});
      expect({ where, codes: Object.keys(operation.responses) }).toEqual({ where, codes });
    }
  });

  it('marks the public routes and the collector credential; everything else takes the bearer token', () => {
    const publicOps = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).filter(([, op]) => op.security?.length === 0).map(([method]) => `${method.toUpperCase()} ${path}`)).sort();
    // The same routes as the authorization matrix's public allow-list, where they are documented.
    const allowList = [...ROUTE_ACCESS].filter(([, access]) => access.kind === 'public').map(([key]) => openApiPath(key));
    const documentedOps = new Set(Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
    expect(publicOps).toEqual(allowList.filter((op) => documentedOps.has(op)).sort());
    expect(publicOps).toContain('POST /api/auth/signup');
    for (const [path, item] of Object.entries(paths)) {
      for (const op of Object.values(item)) {
        if (path.startsWith('/collector/')) expect({ path, security: op.security }).toEqual({ path, security: [{ collectorKey: [] }] });
        else if (op.security) expect({ path, security: op.security }).toEqual({ path, security: [] });
      }
    }
  });
});

describe('GET /api/docs', () => {
  const { server } = useTestServer();

  it('is a public HTML page listing every operation of the description, linked to it', async () => {
    const document = await http(server.baseUrl, 'GET', '/api/openapi.json');
    const res = await http(server.baseUrl, 'GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = String(res.body);
    expect(page).toContain('<a href="/api/openapi.json">');
    for (const [path, item] of Object.entries(document.body.paths as Paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(page).toContain(`<tr><td class="method">${method}</td><td><code>${path}</code></td><td>${(operation.summary ?? '').replace(/'/g, '&#39;')}</td>`);
      }
    }
  });
});
