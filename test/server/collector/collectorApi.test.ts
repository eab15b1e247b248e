import { randomUUID } from 'node:crypto';
import { signUpWithApp, managementToken } from '../support/factories';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';
import { apiEvent } from './wireEvents';

describe('collector API /collector/v1', () => {
  const { server, user, headers, postCollector: post } = useServerWithApp();

  const findEvents = async (query: unknown) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${user.appId}&from=-40d&to=now`, { token: user.token, body: { query, size: 100 } });
    expect(res.status).toBe(201);
    return res.body.hits.hits as Array<{ _id: string; _source: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- nested _source asserted by path
  };

  it('stores a single event and answers 201 with the config ETag only after it is searchable', async () => {
    const tx = randomUUID();
    const res = await post('/events', apiEvent({ transaction_id: tx, user_id: 'single-user' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(res.headers.get('x-moesif-config-etag')).toMatch(/^[0-9a-f]{32}$/);
    const hits = await findEvents({ term: { transaction_id: tx } });
    expect(hits).toHaveLength(1);
    expect(hits[0]._source.request.route).toBe('/v1/items/{id}');
    expect(hits[0]._source.request.verb).toBe('POST');
    expect(hits[0]._source.duration_ms).toBe(76);
    expect(hits[0]._source.request.user_agent).toMatchObject({ name: 'PostmanRuntime', major: '7' });
  });

  it('stores batches and the /v1 alias works the same', async () => {
    const batch = [apiEvent({ user_id: 'batch-a' }), apiEvent({ user_id: 'batch-b' })];
    expect((await post('/events/batch', batch)).status).toBe(201);
    const alias = await http(server.baseUrl, 'POST', '/v1/events/batch', { body: [apiEvent({ user_id: 'batch-c' })], headers });
    expect(alias.status).toBe(201);
    expect(await findEvents({ terms: { 'user_id.raw': ['batch-a', 'batch-b', 'batch-c'] } })).toHaveLength(3);
  });

  it('tolerates nulls, empty strings, zone-less times, base64 bodies and span.parent_span_id', async () => {
    const tx = randomUUID();
    const zoneless = new Date(Date.now() - 60_000).toISOString().replace('Z', '');
    const event = {
      request: { time: zoneless, uri: '/orders/9f8b6c1e-2d3a-4b5c-8d7e-1f2a3b4c5d6e', verb: 'GET', headers: null, body: 'aGVsbG8=', transfer_encoding: 'base64', ip_address: '' },
      response: null, user_id: null, company_id: '', metadata: null, transaction_id: tx, span: { id: 's1', parent_span_id: 'p1' }, weight: null,
    };
    expect((await post('/events', event)).status).toBe(201);
    const [hit] = await findEvents({ term: { transaction_id: tx } });
    expect(hit._source.request.time).toBe(`${zoneless}Z`);
    expect(hit._source.request.route).toBe('/orders/{id}');
    expect(hit._source.request.body).toBe('aGVsbG8=');
    expect(hit._source.request.transfer_encoding).toBe('base64');
    expect(hit._source.span).toEqual({ id: 's1', parent_id: 'p1' });
    expect(hit._source.weight).toBe(1);
    expect(hit._source.user_id).toBeUndefined();
  });

  it('stores actions, including the custom action payload (action_name, request.time, company_id, metadata)', async () => {
    const custom = { action_name: 'Invoice Paid', request: { time: new Date().toISOString(), uri: 'https://app.acme.io/billing' }, company_id: 'co-actions', metadata: { amount: 120 } };
    expect((await post('/actions', custom)).status).toBe(201);
    const sdkAction = { action_name: 'Clicked', user_id: 'u-act', metadata: { k: 1 }, request: { uri: 'https://x.y/z', ip_address: '1.2.3.4' } };
    expect((await post('/actions/batch', [sdkAction])).status).toBe(201);
    const hits = await findEvents({ term: { event_type: 'user_action' } });
    expect(hits.map((h) => h._source.action_name).sort()).toEqual(['Clicked', 'Invoice Paid']);
    expect(hits.find((h) => h._source.action_name === 'Invoice Paid')?._source).toMatchObject({ company_id: 'co-actions', metadata: { amount: 120 } });
  });

  it('answers 400 naming the missing field', async () => {
    const noTime = apiEvent();
    delete (noTime.request as Record<string, unknown>).time;
    expect((await post('/events', noTime)).body.message).toBe('Invalid event: request.time is required (ISO 8601)');
    const noVerb = apiEvent();
    delete (noVerb.request as Record<string, unknown>).verb;
    const batch = await post('/events/batch', [apiEvent(), noVerb]);
    expect(batch.status).toBe(400);
    expect(batch.body.message).toBe('Invalid event at index 1: request.verb is required');
    expect((await post('/actions', { request: { uri: 'https://a.b' } })).body.message).toBe('Invalid action: action_name is required');
    expect((await post('/actions', { action_name: 'x', request: {} })).body.message).toBe('Invalid action: request.uri is required');
    expect((await post('/users', { company_id: 'c' })).body.message).toBe('Invalid user: user_id is required');
    expect((await post('/companies/batch', [{ company_id: 'ok' }, {}])).body.message).toBe('Invalid company at index 1: company_id is required');
    const sub = await post('/subscriptions', { subscription_id: 's', company_id: 'c' });
    expect(sub.status).toBe(400);
    expect(sub.body.message).toBe('Invalid subscription: status is required');
    expect((await post('/events/batch', { not: 'an array' })).body.message).toBe('The body must be a JSON array of events');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post('/events', '{"request": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The request body is not valid JSON/);
  });

  it('rejects a missing, forged or non-collector application id with 401 and a clear message', async () => {
    const missing = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent() });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toMatch(/Missing X-Moesif-Application-Id/);
    const forged = await post('/events', apiEvent(), { 'x-moesif-application-id': `${user.collectorToken.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toMatch(/Invalid or expired X-Moesif-Application-Id/);
    const management = await managementToken(server.baseUrl, user, ['read:events']);
    const wrongKind = await post('/events', apiEvent(), { 'x-moesif-application-id': management });
    expect(wrongKind.status).toBe(401);
    expect(wrongKind.body.message).toMatch(/not a collector token/);
  });

  it('answers 401 once the app of the token no longer exists', async () => {
    const other = await signUpWithApp(server.baseUrl);
    // Through the repository, which also drops the app from its lookup cache.
    await server.ctx.repositories.apps.delete(other.orgId, other.appId);
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent(), headers: { 'x-moesif-application-id': other.collectorToken } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('The app of this X-Moesif-Application-Id no longer exists');
  });

  it('upserts users with a recursive metadata merge and keeps first/last seen from events', async () => {
    const userId = `merge-${randomUUID()}`;
    await post('/users', { user_id: userId, company_id: 'c1', modified_time: null, metadata: { email: 'a@b.io', sales: { stage: 'Lead', owner: 'x' } }, campaign: {} });
    await post('/users/batch', [{ user_id: userId, metadata: { sales: { stage: 'Customer' }, first_name: 'Ada' }, org_id: 'someone-else' }]);
    await post('/events', apiEvent({ user_id: userId }));
    const res = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/users/${userId}?app_id=${user.appId}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: userId, company_id: 'c1', email: 'a@b.io', org_id: user.orgId, metadata: { email: 'a@b.io', first_name: 'Ada', sales: { stage: 'Customer', owner: 'x' } } });
    expect(res.body.first_seen_time).toEqual(expect.any(String));
  });

  it('upserts companies and subscriptions', async () => {
    expect((await post('/companies', { company_id: 'co-1', modified_time: null, company_domain: 'b.c', metadata: { plan_name: 'Free', demographics: { employees: 4 } } })).status).toBe(201);
    expect((await post('/companies/batch', [{ company_id: 'co-1', metadata: { plan_name: 'Pro' } }])).status).toBe(201);
    expect((await post('/subscriptions', { subscription_id: 's1', company_id: 'co-1', current_period_start: '2024-01-01T00:00:00Z', status: 'active' })).status).toBe(201);
    expect((await post('/subscriptions/batch', [{ subscription_id: 's2', company_id: 'co-1', status: 'trialing', items: [{ plan_id: 'p' }] }])).status).toBe(201);
    const res = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/companies/co-1?app_id=${user.appId}`, { token: user.token });
    expect(res.body).toMatchObject({ company_id: 'co-1', company_domain: 'b.c', metadata: { plan_name: 'Pro', demographics: { employees: 4 } } });
    expect(res.body.subscriptions.map((s: { subscription_id: string }) => s.subscription_id)).toEqual(['s1', 's2']);
    expect(res.body.subscriptions[1].items).toEqual([{ plan_id: 'p' }]);
  });

  it('serves the app config with its ETag and an empty rule list', async () => {
    const config = await http(server.baseUrl, 'GET', '/collector/v1/config', { headers });
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, user_rules: {}, company_rules: {}, regex_config: [] });
    const event = await post('/events', apiEvent());
    expect(config.headers.get('x-moesif-config-etag')).toBe(event.headers.get('x-moesif-config-etag'));
    const rules = await http(server.baseUrl, 'GET', '/v1/rules', { headers });
    expect(rules.status).toBe(200);
    expect(rules.body).toEqual([]);
  });

  it('serves the sampling config stored for the app and honours log_body false by dropping bodies', async () => {
    const other = await signUpWithApp(server.baseUrl);
    const otherHeaders = { 'x-moesif-application-id': other.collectorToken };
    const before = await http(server.baseUrl, 'GET', '/collector/v1/config', { headers: otherHeaders });
    await server.ctx.repositories.apps.updateConfig(other.orgId, other.appId, { sample_rate: 50, user_sample_rate: { vip: 100 }, log_body: false });
    const after = await http(server.baseUrl, 'GET', '/collector/v1/config', { headers: otherHeaders });
    expect(after.body).toMatchObject({ sample_rate: 50, user_sample_rate: { vip: 100 } });
    expect(after.headers.get('x-moesif-config-etag')).not.toBe(before.headers.get('x-moesif-config-etag'));
    const tx = randomUUID();
    await http(server.baseUrl, 'POST', '/collector/v1/events', { body: apiEvent({ transaction_id: tx }), headers: otherHeaders });
    const found = await http(server.baseUrl, 'POST', `/api/search/${other.orgId}/search/events?app_id=${other.appId}`, { token: other.token, body: { query: { term: { transaction_id: tx } } } });
    expect(found.body.hits.hits[0]._source.request.body).toBeUndefined();
    expect(found.body.hits.hits[0]._source.response.body).toBeUndefined();
    expect(found.body.hits.hits[0]._source.request.uri).toBe('https://api.acme.io/v1/items/42?expand=true');
  });

  it('answers CORS preflight for the browser SDK and allows any origin', async () => {
    const res = await fetch(`${server.baseUrl}/collector/v1/events`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-moesif-application-id,x-moesif-sdk' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['content-type', 'x-moesif-application-id', 'x-moesif-sdk']) expect(allowed).toContain(h);
    const post_ = await post('/events', apiEvent(), { origin: 'https://shop.example' });
    expect(post_.headers.get('access-control-allow-origin')).toBe('*');
  });
});
