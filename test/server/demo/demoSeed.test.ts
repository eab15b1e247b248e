import { startDemoSeeding } from '../../../server/src/demo/backgroundSeeding';
import { demoCompanies, demoUsers } from '../../../server/src/demo/demoProfiles';
import { demoEvent, demoIncidents } from '../../../server/src/demo/demoTraffic';
import { DEMO_TRACED_SHARE, traceDemoCall } from '../../../server/src/demo/demoTraces';
import { Prng } from '../../../server/src/demo/prng';
import { isDemoSeeded, seedDemoData } from '../../../server/src/demo/seedDemo';
import { signUp, type SignedUpUser } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';

describe('demo data', () => {
  let server: TestServer;
  let viewer: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ demoEvents: 6000 });
    viewer = await signUp(server.baseUrl);
  });
  afterAll(async () => { await server.close(); });

  const demo = (appId: string, path: string, body: unknown = {}) =>
    http(server.baseUrl, 'POST', `/api/search/demo/${path}${path.includes('?') ? '&' : '?'}app_id=${appId}`, { token: viewer.token, body });

  it('seeds once in the background while the API keeps answering', async () => {
    const seeding = startDemoSeeding(server.ctx);
    expect((await http(server.baseUrl, 'GET', '/health')).status).toBe(200);
    await seeding.done;
    expect(await isDemoSeeded(server.ctx)).toBe(true);
    expect(await seedDemoData(server.ctx)).toMatchObject({ seeded: false, events: 0 });
    const total = await server.ctx.db.one<{ n: number }>("SELECT count(*) AS n FROM events WHERE org_id = 'demo'");
    expect(total?.n).toBe(6000);
  });

  it('fills the three demo apps with REST, GraphQL and SOAP traffic over the last 30 days', async () => {
    const routes = await demo('demodefault', 'count/events?from=-30d', { aggs: { routes: { terms: { field: 'request.route.raw', size: 30 } } } });
    const names = routes.body.aggregations.routes.buckets.map((b: { key: string }) => b.key);
    expect(names).toEqual(expect.arrayContaining(['/v1/payments', '/v1/customers/{id}', '/v1/invoices']));
    const ops = await demo('demographql', 'count/events', { aggs: { ops: { terms: { field: 'metadata.operationName' } } } });
    expect(ops.body.aggregations.ops.buckets.length).toBeGreaterThan(3);
    const soap = await demo('demosoap', 'search/events', { size: 1 });
    expect(soap.body.hits.hits[0]._source.request).toMatchObject({ verb: 'POST', route: '/soap/PaymentService.svc', transfer_encoding: 'base64' });
    const old = await demo('demodefault', 'count/events?from=-60d&to=-30d');
    expect(old.body.hits.total).toBe(0);
  });

  it('has mostly successful calls, some errors, long-tailed latencies and user actions', async () => {
    const res = await demo('demodefault', 'count/events', {
      query: { term: { event_type: 'api_call' } },
      aggs: {
        ok: { filter: { range: { 'response.status': { lt: 400 } } } },
        server: { filter: { range: { 'response.status': { gte: 500 } } } },
        latency: { percentiles: { field: 'duration_ms', percents: [50, 99] } },
      },
    });
    const { hits, aggregations } = res.body;
    expect(aggregations.ok.doc_count / hits.total).toBeGreaterThan(0.85);
    expect(aggregations.server.doc_count).toBeGreaterThan(0);
    expect(aggregations.latency.values['99.0']).toBeGreaterThan(aggregations.latency.values['50.0'] * 3);
    const actions = await demo('demodefault', 'count/events', { query: { term: { event_type: 'user_action' } }, aggs: { names: { terms: { field: 'action_name' } } } });
    expect(actions.body.aggregations.names.buckets.map((b: { key: string }) => b.key)).toEqual(expect.arrayContaining(['Viewed Pricing', 'Signed Up']));
  });

  it('has about 2,000 users and 150 companies with names, plans and subscriptions', async () => {
    expect((await demo('demodefault', 'count/users')).body.hits.total).toBe(2000);
    expect((await demo('demodefault', 'count/companies')).body.hits.total).toBe(150);
    const [company] = (await demo('demodefault', 'search/companies', { size: 1, sort: [{ company_id: 'asc' }] })).body.hits.hits;
    expect(company._source.metadata).toMatchObject({ org_name: expect.any(String), plan_name: expect.any(String) });
    const full = await http(server.baseUrl, 'GET', `/api/search/demo/companies/${company._id}?app_id=demodefault`, { token: viewer.token });
    expect(full.body.subscriptions).toHaveLength(1);
    const [user] = (await demo('demodefault', 'search/users', { size: 1, query: { exists: { field: 'last_seen_time' } } })).body.hits.hits;
    expect(user._source).toMatchObject({ email: expect.stringContaining('@'), first_name: expect.any(String) });
  });

  it('generates the same events from the same seed', () => {
    const make = () => {
      const prng = new Prng(7);
      const now = Date.parse('2026-01-31T00:00:00Z');
      const companies = demoCompanies(prng, 10, now);
      const model = { orgId: 'demo', now, users: demoUsers(prng, 50, companies), companies, incidents: demoIncidents(now) };
      return Array.from({ length: 50 }, (_, i) => demoEvent(prng, model, now - i * 60_000, `e${i}`));
    };
    expect(make()).toEqual(make());
  });

  it('gives some calls of the default app a trace whose spans the trace API answers, 5xx calls with a failed statement', async () => {
    const calls = await demo('demodefault', 'count/events', { query: { term: { event_type: 'api_call' } } });
    const traced = await demo('demodefault', 'search/events', { size: 200, query: { exists: { field: 'request.headers.traceparent' } } });
    const share = traced.body.hits.total / calls.body.hits.total;
    expect(share).toBeGreaterThan(DEMO_TRACED_SHARE / 2);
    expect(share).toBeLessThan(DEMO_TRACED_SHARE * 2);
    const hits = traced.body.hits.hits as Array<{ _source: { request: { headers: { traceparent: string }; verb: string; route: string }; response: { status: number } } }>;
    const failed = hits.find((h) => h._source.response.status >= 500);
    for (const hit of [hits[0], ...(failed ? [failed] : [])]) {
      const [, traceId, callSpanId] = hit._source.request.headers.traceparent.split('-');
      const trace = await http(server.baseUrl, 'GET', `/api/search/demo/traces/${traceId}?app_id=demodefault`, { token: viewer.token });
      expect(trace.status).toBe(200);
      const spans = trace.body.spans as Array<{ span_id: string; parent_span_id: string | null; name: string; service_name: string; status: { code: string } }>;
      expect(spans.find((span) => span.span_id === callSpanId)?.service_name).toBe('api-gateway');
      const server_ = spans.find((span) => span.parent_span_id === callSpanId);
      expect(server_).toMatchObject({ name: `${hit._source.request.verb} ${hit._source.request.route}`, service_name: 'payments-api' });
      const statement = spans.find((span) => span.parent_span_id === server_?.span_id && /^(SELECT|INSERT) /.test(span.name));
      expect(statement?.status.code).toBe(hit._source.response.status >= 500 ? 'error' : 'unset');
    }
  });

  it('traces calls of the default app only, keeping their other request headers', () => {
    const prng = new Prng(3);
    const now = Date.parse('2026-01-31T00:00:00Z');
    const companies = demoCompanies(prng, 10, now);
    const model = { orgId: 'demo', now, users: demoUsers(prng, 50, companies), companies, incidents: demoIncidents(now) };
    const events = Array.from({ length: 400 }, (_, i) => demoEvent(prng, model, now - i * 60_000, `e${i}`));
    const tracer = new Prng(4);
    const before = events.map((e) => JSON.parse(e.requestHeaders ?? '{}'));
    const spans = events.map((e) => traceDemoCall(tracer, e));
    events.forEach((event, i) => {
      const headers = JSON.parse(event.requestHeaders ?? '{}');
      if (spans[i].length === 0) {
        expect(headers).toEqual(before[i]);
        return;
      }
      expect(event.appId).toBe('demodefault');
      expect(headers).toEqual({ ...before[i], traceparent: `00-${spans[i][0].traceId}-${spans[i][1].spanId}-01` });
    });
    expect(spans.filter((s) => s.length > 0).length).toBeGreaterThan(0);
  });
});
