import { COMPANY_FIELDS, EVENT_FIELDS, USER_FIELDS } from '../../../server/src/search/dsl/fields';
import { managementToken, signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';

interface Field { name: string; type: string; source: string }

describe('search API: GET schema', () => {
  let server: TestServer;
  let owner: SignedUpUserWithApp;
  let other: SignedUpUserWithApp;

  const schema = (user: SignedUpUserWithApp, query = '', token = user.token, appId = user.appId) =>
    http(server.baseUrl, 'GET', `/api/search/${user.orgId}/schema?app_id=${appId}${query}`, { token });
  const discovered = (fields: Field[]) => fields.filter((f) => f.source === 'discovered');
  const byName = (fields: Field[]) => Object.fromEntries(fields.map((f) => [f.name, f.type]));
  const send = async (user: SignedUpUserWithApp, events: unknown[]) => {
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signUpWithApp(server.baseUrl);
    other = await signUpWithApp(server.baseUrl);
    const body = { items: [1, 2], qty: 3, customer: { tier: 'gold', deep: { x: 1 } } };
    await send(owner, [
      apiEvent({ metadata: { plan: 'pro', nested: { level: 2 }, mixed: 1, flag: true, 'bad.key': 1, 'has"quote': 1, prototype: 'x', constructor: 'y', 'ünï': 1, 'a#b': 1 } }, 1),
      apiEvent({ metadata: { plan: 'free', mixed: 'one', flag: false, gone: null } }, 2),
      apiEvent({
        request: { time: new Date(Date.now() - 180_000).toISOString(), uri: 'https://api.acme.io/v1/orders', verb: 'POST', headers: { 'X-Count': '7', 'Content-Type': 'application/json' }, body },
        response: { time: new Date(Date.now() - 179_000).toISOString(), status: 200, headers: { 'X-Request-Id': 'r1' }, body: { ok: true, list: [] } },
      }, 3),
    ]);
    // A key the JSON parser of the API refuses, stored as other ingestion paths could store it.
    await server.ctx.db.run(
      `UPDATE events SET response_body = '{"__proto__": {"polluted": 1}, "safe": 1}' WHERE org_id = ? AND app_id = ? AND json_extract_string(metadata, '$.plan') = 'free'`,
      [owner.orgId, owner.appId],
    );
    const profiles = [
      ['users', { user_id: 'ada', metadata: { email: 'ada@acme.io', prefs: { theme: 'dark' } }, campaign: { utm_source: 'news' } }],
      ['companies', { company_id: 'acme', metadata: { mrr: 500, plan: { name: 'Pro' } } }],
    ] as const;
    for (const [path, profile] of profiles) {
      const res = await http(server.baseUrl, 'POST', `/api/search/${owner.orgId}/${path}?app_id=${owner.appId}`, { token: owner.token, body: profile });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => { await server.close(); });

  it('lists the non-null JSON keys of recent events, one and two levels deep, with the types of their values', async () => {
    const res = await schema(owner, '&entity=events');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['events']);
    expect(res.body.events.truncated).toBe(false);
    expect(byName(discovered(res.body.events.fields))).toEqual({
      'metadata.flag': 'boolean',
      'metadata.mixed': 'string',
      'metadata.nested.level': 'number',
      'metadata.plan': 'string',
      'request.body.a': 'number',
      'request.body.customer.deep': 'string',
      'request.body.customer.tier': 'string',
      'request.body.items': 'string',
      'request.body.qty': 'number',
      'request.headers.content-type': 'string',
      'request.headers.host': 'string',
      'request.headers.user-agent': 'string',
      'request.headers.x-count': 'string',
      'response.body.list': 'string',
      'response.body.ok': 'boolean',
      'response.body.safe': 'number',
      'response.headers.content-type': 'string',
      'response.headers.x-request-id': 'string',
    });
    const names = discovered(res.body.events.fields).map((f: Field) => f.name);
    expect(names).toEqual([...names].sort());
  });

  it('lists only keys the search DSL accepts, and each of them searches', async () => {
    const fields = discovered((await schema(owner, '&entity=events')).body.events.fields);
    for (const { name } of fields) {
      const res = await http(server.baseUrl, 'POST', `/api/search/${owner.orgId}/count/events?app_id=${owner.appId}`, { token: owner.token, body: { query: { exists: { field: name } } } });
      expect({ name, status: res.status, found: res.body.hits.total > 0 }).toEqual({ name, status: 201, found: true });
    }
    expect(fields.map((f) => f.name).filter((name) => /bad|quote|prototype|constructor|__proto__|ünï|a#b|polluted/.test(name))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('always lists the fixed fields with their DSL types, first and in whitelist order', async () => {
    const res = await schema(owner);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['events', 'users', 'companies']);
    const catalogs = { events: EVENT_FIELDS, users: USER_FIELDS, companies: COMPANY_FIELDS };
    for (const [entity, catalog] of Object.entries(catalogs)) {
      const fixed = res.body[entity].fields.filter((f: Field) => f.source === 'fixed');
      expect(fixed.map((f: Field) => f.name)).toEqual(Object.keys(catalog.columns));
      expect(res.body[entity].fields.slice(0, fixed.length)).toEqual(fixed);
    }
    expect(byName(res.body.events.fields)).toMatchObject({ 'response.status': 'number', duration_ms: 'number', 'request.time': 'time', 'request.verb': 'string', user_id: 'string' });
    expect(byName(res.body.users.fields)).toMatchObject({ email: 'string', last_seen_time: 'time' });
  });

  it('lists metadata and campaign keys of users and companies (not their body.* aliases)', async () => {
    const res = await schema(owner);
    expect(byName(discovered(res.body.users.fields))).toEqual({ 'campaign.utm_source': 'string', 'metadata.email': 'string', 'metadata.prefs.theme': 'string' });
    expect(byName(discovered(res.body.companies.fields))).toEqual({ 'metadata.mrr': 'number', 'metadata.plan.name': 'string' });
    const users = await schema(owner, '&entity=users');
    expect(Object.keys(users.body)).toEqual(['users']);
  });

  it('answers only the fixed fields for an app without data', async () => {
    const res = await schema(other);
    expect(res.status).toBe(200);
    for (const entity of ['events', 'users', 'companies']) {
      expect(res.body[entity].truncated).toBe(false);
      expect(discovered(res.body[entity].fields)).toEqual([]);
      expect(res.body[entity].fields.length).toBeGreaterThan(5);
    }
  });

  it("answers 404 for another tenant's app or organization", async () => {
    const foreignApp = await schema(owner, '', owner.token, other.appId);
    expect(foreignApp.status).toBe(404);
    const foreignOrg = await http(server.baseUrl, 'GET', `/api/search/${owner.orgId}/schema?app_id=${owner.appId}`, { token: other.token });
    expect(foreignOrg.status).toBe(404);
    expect(JSON.stringify([foreignApp.body, foreignOrg.body])).not.toContain('metadata.plan');
  });

  it('needs the read scope of every entity it describes, naming the missing one', async () => {
    const none = await managementToken(server.baseUrl, owner, ['read:dashboards']);
    const events = await managementToken(server.baseUrl, owner, ['read:events']);
    const users = await managementToken(server.baseUrl, owner, ['read:users']);
    const cases: Array<[string, string, number, string?]> = [
      [none, '', 401, 'read:events'],
      [events, '', 401, 'read:users'],
      [users, '&entity=companies', 401, 'read:companies'],
      [users, '&entity=events', 401, 'read:events'],
      [events, '&entity=events', 200],
      [users, '&entity=users', 200],
    ];
    for (const [token, query, status, scope] of cases) {
      const res = await schema(owner, query, token);
      expect({ query, status: res.status }).toEqual({ query, status });
      if (scope) expect(res.body.message).toBe(`Missing required scope(s): ${scope}`);
    }
    const all = await managementToken(server.baseUrl, owner, ['read:events', 'read:users', 'read:companies']);
    expect((await schema(owner, '', all)).status).toBe(200);
  });

  it('refuses an unknown entity', async () => {
    const res = await schema(owner, '&entity=subscriptions');
    expect(res.status).toBe(400);
  });

  it('caps the discovered fields, keeping the most frequent, and says so', async () => {
    const wide = await signUpWithApp(server.baseUrl);
    const many = Object.fromEntries(Array.from({ length: 305 }, (_, i) => [`k${String(i).padStart(3, '0')}`, i]));
    await send(wide, [apiEvent({ metadata: many }, 1), apiEvent({ metadata: { zz_common: 1 } }, 2), apiEvent({ metadata: { zz_common: 2 } }, 3)]);
    const res = await schema(wide, '&entity=events');
    expect(res.status).toBe(200);
    expect(res.body.events.truncated).toBe(true);
    const fields = discovered(res.body.events.fields);
    expect(fields).toHaveLength(300);
    const names = fields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['metadata.zz_common', 'request.headers.content-type', 'response.body.ok']));
    expect(names).toEqual([...names].sort());
  });
});
