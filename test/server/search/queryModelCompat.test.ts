import { compileToSearch, defaultQueryModel, type FilterCondition, type Metric, type QueryModel } from '@/portal/shared/queryModel';
import { apiEvent } from '../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

/**
 * The portal's query model compiles to searches the server accepts and answers correctly: every operator, group-bys,
 * every metric kind and the time series, sent to the real search API over HTTP.
 */
describe('the portal query model against the search API', () => {
  const { server } = useTestServer();
  let user: SignedUpUserWithApp;

  const CALLS = [
    { status: 200, verb: 'GET', user: 'u1', company: 'c1', plan: 'pro', ms: 20 },
    { status: 201, verb: 'POST', user: 'u1', company: 'c1', plan: 'pro', ms: 40 },
    { status: 404, verb: 'GET', user: 'u2', company: 'c2', plan: 'free', ms: 60 },
    { status: 500, verb: 'GET', user: 'u3', company: 'c2', plan: 'free', ms: 800 },
  ];

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    const body = CALLS.map((call, i) =>
      apiEvent({
        request: { time: new Date(Date.now() - (i + 1) * 60_000).toISOString(), uri: `https://api.acme.io/v1/items/${i}`, verb: call.verb, headers: { 'X-Plan': call.plan } },
        response: { time: new Date(Date.now() - (i + 1) * 60_000 + call.ms).toISOString(), status: call.status, headers: {} },
        user_id: call.user,
        company_id: call.company,
        metadata: { plan: call.plan },
      }, 0),
    );
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  });

  async function run(model: QueryModel, timeSeries = false) {
    const compiled = compileToSearch(model, { timeSeries });
    const query = new URLSearchParams({ app_id: user.appId, from: compiled.params.from, to: compiled.params.to });
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?${query}`, { token: user.token, body: { ...compiled.body, size: 10 } });
    expect(res.status).toBe(201);
    return res.body as { hits: { total: number }; aggregations?: Record<string, Record<string, unknown>> };
  }

  const where = (...items: FilterCondition[]): QueryModel => ({ ...defaultQueryModel(), filters: { op: 'and', items } });

  it.each<[string, FilterCondition, number]>([
    ['is', { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' }, 3],
    ['is not', { field: 'request.verb', fieldType: 'string', operator: 'is_not', value: 'GET' }, 1],
    ['one of', { field: 'response.status', fieldType: 'number', operator: 'one_of', value: [404, 500] }, 2],
    ['contains', { field: 'request.uri', fieldType: 'string', operator: 'contains', value: 'items/3' }, 1],
    ['starts with', { field: 'user_id', fieldType: 'string', operator: 'starts_with', value: 'u' }, 4],
    ['exists', { field: 'metadata.plan', fieldType: 'string', operator: 'exists' }, 4],
    ['does not exist', { field: 'metadata.missing', fieldType: 'string', operator: 'not_exists' }, 4],
    ['between', { field: 'response.status', fieldType: 'number', operator: 'between', value: [400, 499] }, 1],
    ['at least', { field: 'duration_ms', fieldType: 'number', operator: 'gte', value: 60 }, 2],
    ['a header value', { field: 'request.headers.x-plan', fieldType: 'string', operator: 'is', value: 'free' }, 2],
  ])('filters with "%s"', async (_name, condition, expected) => {
    expect((await run(where(condition))).hits.total).toBe(expected);
  });

  it('combines AND and OR groups', async () => {
    const model: QueryModel = {
      ...defaultQueryModel(),
      filters: {
        op: 'and',
        items: [
          { field: 'request.verb', fieldType: 'string', operator: 'is', value: 'GET' },
          { op: 'or', items: [
            { field: 'response.status', fieldType: 'number', operator: 'gte', value: 500 },
            { field: 'user_id', fieldType: 'string', operator: 'is', value: 'u1' },
          ] },
        ],
      },
    };
    expect((await run(model)).hits.total).toBe(2);
  });

  it('groups by a field with every metric kind, and draws the time series', async () => {
    const metrics: Metric[] = [
      { kind: 'count' },
      { kind: 'unique_users' },
      { kind: 'unique_companies' },
      { kind: 'unique_sessions' },
      { kind: 'latency', stat: 'p90' },
      { kind: 'custom', field: 'response.status', fn: 'max' },
      { kind: 'formula', expression: 'A / B' },
    ];
    const model: QueryModel = { ...defaultQueryModel(), metrics, groupBy: [{ field: 'company_id', size: 5, order: 'top', other: true }] };
    const table = await run(model, false);
    const groups = (table.aggregations?.g0 as { buckets: { key: string; doc_count: number; A: { value: number }; B: { value: number } }[] }).buckets;
    expect(groups.map((g) => [g.key, g.A.value, g.B.value])).toEqual([['c1', 2, 1], ['c2', 2, 2]]);
    type Point = { A: { value: number } };
    const series = await run(model, true);
    const lines = (series.aggregations?.g0 as { buckets: { key: string; series: { buckets: Point[] } }[] }).buckets;
    const calls = (points: Point[]) => points.reduce((total, p) => total + p.A.value, 0);
    expect(lines.map((g) => [g.key, calls(g.series.buckets)])).toEqual([['c1', 2], ['c2', 2]]);
  });
});
