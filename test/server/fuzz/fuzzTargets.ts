import type { FastifyInstance } from 'fastify';

/** One endpoint to fuzz: found in the server's route registry, so a new route is fuzzed without listing it here. */
export interface FuzzTarget {
  method: string;
  /** Route pattern as registered, e.g. /api/search/:orgId/users. */
  route: string;
  /** Concrete path with the caller's org and app (and app_id in the query for API routes). */
  path: string;
  area: 'collector' | 'api';
  /** A plausible body whose values the fuzzer replaces, so generated bodies also get past the first checks. */
  template: unknown;
  /**
   * Targets run phase by phase: 0 the collector and 1 the API, several endpoints at a time; 2 the routes that end
   * sessions and 3 those that trip sign-in throttles, one at a time and last, so the others keep a live session.
   */
  phase: number;
}

/** A JSON schema as far as templates need it. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  minimum?: number;
}

const now = () => new Date().toISOString();
const event = () => ({
  request: { time: now(), uri: 'https://api.acme.io/v1/items/1', verb: 'GET', headers: { 'user-agent': 'fuzz' }, body: { a: 1 } },
  response: { time: now(), status: 200, headers: {}, body: { ok: true } },
  user_id: 'u1', company_id: 'c1', metadata: { plan: 'pro' }, weight: 1, transaction_id: 'fuzz-tx', direction: 'Incoming',
});
const action = () => ({ action_name: 'Clicked', request: { uri: 'https://app.acme.io', time: now() }, user_id: 'u1', metadata: { k: 1 } });
const user = () => ({ user_id: 'u1', anonymous_id: 'a1', company_id: 'c1', metadata: { email: 'u@acme.io' }, campaign: { utm_source: 'g' }, modified_time: now() });
const company = () => ({ company_id: 'c1', company_domain: 'acme.io', metadata: { plan: 'pro' }, campaign: {}, modified_time: now() });
const subscription = () => ({ subscription_id: 's1', company_id: 'c1', status: 'active', current_period_start: now(), items: [{ plan_id: 'p1' }], metadata: {} });

/** An OTLP/JSON export request of one span (server/src/traces). */
const traces = () => ({
  resourceSpans: [{
    resource: { attributes: [{ key: 'service.name', value: { stringValue: 'fuzz' } }] },
    scopeSpans: [{
      scope: { name: 'fuzz' },
      spans: [{
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', name: 'GET /items', kind: 2,
        startTimeUnixNano: '1714564800000000000', endTimeUnixNano: '1714564800001000000',
        attributes: [{ key: 'http.method', value: { stringValue: 'GET' } }], status: { code: 1 },
      }],
    }],
  }],
});

/** Collector bodies by endpoint (wire-compat 1.3-1.5, and OTLP traces). */
const COLLECTOR_TEMPLATES: Record<string, () => unknown> = {
  events: event, actions: action, users: user, companies: company, subscriptions: subscription, traces,
};

/** A search request using the main DSL parts (query, sort, paging, aggregations). */
const SEARCH_TEMPLATE = {
  query: { bool: { must: [{ term: { 'user_id.raw': 'u1' } }, { range: { 'request.time': { gte: 'now-1d' } } }] } },
  size: 10, from: 0, sort: [{ 'request.time': 'desc' }], _source: ['user_id'],
  aggs: { seg: { terms: { field: 'company_id.raw', size: 5 }, aggs: { 'weight|sum': { sum: { field: 'weight', missing: 1 } } } } },
};

/** A plausible value for a schema: first enum value, minimum lengths and numbers, e-mail-looking strings. */
function exampleOf(schema: Schema | undefined, key = ''): unknown {
  if (!schema) return {};
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return exampleOf(alternative, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, exampleOf(child, name)]));
    case 'array': return [exampleOf(schema.items, key)];
    case 'integer': case 'number': return schema.minimum ?? 1;
    case 'boolean': return true;
    case 'null': return null;
    case 'string': return key.includes('email') ? 'fuzz@acme-test.io' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default: return {};
  }
}

function fillPath(route: string, ids: { orgId: string; appId: string }): string {
  return route.replace(/:(\w+)/g, (_all, name: string) => (name === 'orgId' ? ids.orgId : name === 'appId' ? ids.appId : 'fuzz-id'));
}

function apiPhase(route: string): number {
  if (!route.startsWith('/api/auth/')) return 1;
  return /\/(login|signup)$/.test(route) ? 3 : 2;
}

/**
 * Every collector POST under /collector/v1 (the /v1 alias runs the same code) and every API route that takes a
 * body (POST, PUT, PATCH under /api), from the route registry of the running app.
 */
export function fuzzTargets(app: FastifyInstance, ids: { orgId: string; appId: string }): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const { method, url, schema } of app.registeredRoutes) {
    if (method === 'POST' && url.startsWith('/collector/v1/')) {
      const [resource, batch] = url.slice('/collector/v1/'.length).split('/');
      const make = COLLECTOR_TEMPLATES[resource];
      if (!make) throw new Error(`no collector body template for ${url}: add one to fuzzTargets.ts`);
      targets.push({ method, route: url, path: url, area: 'collector', template: batch ? [make(), make()] : make(), phase: 0 });
    } else if (['POST', 'PUT', 'PATCH'].includes(method) && url.startsWith('/api/')) {
      const isSearch = /^\/api\/search\/:orgId\/(search|count)\//.test(url);
      const template = isSearch ? SEARCH_TEMPLATE : exampleOf(schema?.body as Schema | undefined);
      const path = `${fillPath(url, ids)}?app_id=${encodeURIComponent(ids.appId)}`;
      targets.push({ method, route: url, path, area: 'api', template, phase: apiPhase(url) });
    }
  }
  return targets.sort((a, b) => a.phase - b.phase);
}
