import { randomUUID } from 'node:crypto';
import { addMember, mintToken, type SignedUpUser } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

/** The app settings a portal admin changes, seen where they act: the collector's config, ingest and the search API. */
describe('app settings over HTTP: configs drive the collector', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });
  let collector: Record<string, string>;

  beforeAll(async () => {
    collector = { 'x-moesif-application-id': await mintToken(server.baseUrl, alice, { target: 'collector' }) };
  });

  const saveConfig = (user: SignedUpUser, body: Record<string, unknown>, orgId = user.orgId) =>
    http(server.baseUrl, 'POST', `/api/portal/${orgId}/configs`, { token: user.token, body: { app_id: user.appId, ...body } });
  const sdkConfig = () => http(server.baseUrl, 'GET', '/collector/v1/config', { headers: collector });
  const findEvent = async (transactionId: string) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${alice.orgId}/search/events?app_id=${alice.appId}&from=-1h&to=now`, {
      token: alice.token, body: { query: { term: { transaction_id: transactionId } } },
    });
    return res.body.hits.hits[0]?._source;
  };
  /** An event shaped as moesif-nodejs sends it (lowercase headers, JSON bodies). */
  const sdkEvent = (transactionId: string, extra: Record<string, unknown> = {}) => ({
    request: {
      time: new Date().toISOString(), uri: 'http://127.0.0.1:9998/login', verb: 'POST',
      headers: { host: '127.0.0.1:9998', 'content-type': 'application/json', authorization: 'Bearer secret-token', 'x-api-key': 'k-123' },
      ip_address: '::ffff:127.0.0.1', body: { user: 'ada', password: 'hunter2', card: { number: '4242424242424242', brand: 'visa' }, items: [{ ssn: '1' }, { ssn: '2' }] },
    },
    response: { time: new Date().toISOString(), status: 200, headers: { 'set-cookie': 'session=abc', 'content-type': 'application/json' }, body: { token: 'jwt-value', ok: true } },
    user_id: 'u1', company_id: 'c1', direction: 'Incoming', weight: 1, transaction_id: transactionId, ...extra,
  });

  it('masks the chosen headers and JSON body fields before storage, in requests and responses', async () => {
    const saved = await saveConfig(alice, { mask_headers: ['Authorization', 'set-cookie', 'X-Api-Key'], mask_body_fields: ['password', 'card.number', 'items.ssn', 'token'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ mask_headers: ['Authorization', 'set-cookie', 'X-Api-Key'], mask_body_fields: ['password', 'card.number', 'items.ssn', 'token'] });
    const tx = randomUUID();
    const posted = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { headers: collector, body: [sdkEvent(tx)] });
    expect(posted.status).toBe(201);
    const stored = await findEvent(tx);
    expect(stored.request.headers).toMatchObject({ authorization: '*****', 'x-api-key': '*****', host: '127.0.0.1:9998' });
    expect(stored.response.headers).toMatchObject({ 'set-cookie': '*****', 'content-type': 'application/json' });
    expect(stored.request.body).toEqual({ user: 'ada', password: '*****', card: { number: '*****', brand: 'visa' }, items: [{ ssn: '*****' }, { ssn: '*****' }] });
    expect(stored.response.body).toEqual({ token: '*****', ok: true });
    expect(JSON.stringify(stored)).not.toMatch(/hunter2|secret-token|4242424242424242|jwt-value/);
  });

  it('drops bodies at ingest once body capture is off, and stores them again once it is on', async () => {
    expect((await saveConfig(alice, { log_body: false, mask_headers: [], mask_body_fields: [] })).body.log_body).toBe(false);
    const off = randomUUID();
    expect((await http(server.baseUrl, 'POST', '/collector/v1/events', { headers: collector, body: sdkEvent(off) })).status).toBe(201);
    const withoutBodies = await findEvent(off);
    expect(withoutBodies.request.body).toBeUndefined();
    expect(withoutBodies.response.body).toBeUndefined();
    expect(withoutBodies.request.headers.authorization).toBe('Bearer secret-token');

    await saveConfig(alice, { log_body: true });
    const on = randomUUID();
    await http(server.baseUrl, 'POST', '/collector/v1/events', { headers: collector, body: sdkEvent(on) });
    expect((await findEvent(on)).request.body.password).toBe('hunter2');
  });

  it('serves sampling to SDKs from one assembler whose ETag changes with every input', async () => {
    const etags = new Set<string>();
    const seen = async () => {
      const res = await sdkConfig();
      expect(res.status).toBe(200);
      etags.add(res.headers.get('x-moesif-config-etag') ?? '');
      return res.body;
    };
    expect(await seen()).toEqual({ sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, user_rules: {}, company_rules: {}, regex_config: [] });
    const route = [{ conditions: [{ path: 'request.route', value: '^/health' }], sample_rate: 0 }];
    const steps: Array<Record<string, unknown>> = [
      { sample_rate: 50 }, { user_sample_rate: { vip: 100 } }, { company_sample_rate: { 'big-co': 10 } }, { regex_config: route },
    ];
    for (const step of steps) {
      expect((await saveConfig(alice, step)).status).toBe(200);
      expect(await seen()).toMatchObject(step);
    }
    expect(etags.size).toBe(steps.length + 1);
    // Event responses carry the same ETag, so SDKs notice the change on their next batch.
    const posted = await http(server.baseUrl, 'POST', '/collector/v1/events', { headers: collector, body: sdkEvent(randomUUID()) });
    expect(etags.has(posted.headers.get('x-moesif-config-etag') ?? '')).toBe(true);
    expect(posted.headers.get('x-moesif-config-etag')).toBe((await sdkConfig()).headers.get('x-moesif-config-etag'));
    // Settings the SDKs do not act on leave the ETag alone.
    await saveConfig(alice, { log_body: true, mask_headers: ['cookie'] });
    expect(etags.has((await sdkConfig()).headers.get('x-moesif-config-etag') ?? '')).toBe(true);
    await saveConfig(alice, { sample_rate: 100, user_sample_rate: {}, company_sample_rate: {}, regex_config: [], mask_headers: [] });
  });

  it('counts sampled events by their weight, so charts weigh them back', async () => {
    const run = randomUUID();
    const events = [1, 2, 3].map(() => sdkEvent(randomUUID(), { weight: 4, metadata: { run } }));
    await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { headers: collector, body: [...events, sdkEvent(randomUUID(), { metadata: { run } })] });
    const res = await http(server.baseUrl, 'POST', `/api/search/${alice.orgId}/search/events?app_id=${alice.appId}&from=-1h&to=now`, {
      token: alice.token, body: { size: 0, query: { term: { 'metadata.run': run } }, aggs: { 'weight|sum': { sum: { field: 'weight', missing: 1 } } } },
    });
    expect(res.body.hits.total).toBe(4);
    expect(res.body.aggregations['weight|sum'].value).toBe(13);
  });

  it('refuses bad rates, regular expressions and mask entries with a message naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ sample_rate: 101 }, /sample_rate/],
      [{ sample_rate: -1 }, /sample_rate/],
      [{ user_sample_rate: { u1: 150 } }, /user_sample_rate/],
      [{ company_sample_rate: { c1: 'half' } }, /company_sample_rate/],
      [{ regex_config: [{ conditions: [{ path: 'request.route', value: '[a-' }], sample_rate: 5 }] }, /^regex_config: '\[a-' is not a valid regular expression$/],
      [{ mask_headers: ['x api key'] }, /^mask_headers: 'x api key' is not a header name/],
      [{ mask_body_fields: ['card..number'] }, /^mask_body_fields: 'card..number' is not a field path/],
    ];
    for (const [body, message] of cases) {
      const res = await saveConfig(alice, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
  });

  it('lets Members and Read Only members read the settings but only Owners and Admins change them', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const reader = await addMember(server.baseUrl, alice, 'Read Only');
    const admin = await addMember(server.baseUrl, alice, 'Admin');
    for (const user of [member, reader]) {
      expect((await http(server.baseUrl, 'GET', `/api/portal/${alice.orgId}/configs?app_id=${alice.appId}`, { token: user.token })).status).toBe(200);
      const res = await saveConfig(user, { sample_rate: 1 });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/^Missing required scope\(s\): update:(apps|app_configs)$/);
      const rename = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}`, { token: user.token, body: { name: 'Mine' } });
      expect(rename.status).toBe(401);
    }
    expect((await saveConfig(admin, { sample_rate: 100 })).status).toBe(200);
  });

  it("answers 404 to another organization's admin for the settings, the app and the deletion", async () => {
    expect((await saveConfig(bob, { sample_rate: 1 }, alice.orgId)).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', `/api/portal/${bob.orgId}/configs`, { token: bob.token, body: { app_id: alice.appId, sample_rate: 1 } })).status).toBe(404);
    expect((await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${alice.appId}`, { token: bob.token, body: { time_zone: 'Europe/Paris' } })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', `/api/portal/${alice.orgId}/apps/${alice.appId}`, { token: bob.token })).status).toBe(404);
    expect((await sdkConfig()).body.sample_rate).toBe(100);
  });

  it('changes the time zone and week start every chart reads, and refuses unknown zones', async () => {
    const path = `/api/portal/${alice.orgId}/apps/${alice.appId}`;
    const res = await http(server.baseUrl, 'POST', path, { token: alice.token, body: { time_zone: 'Asia/Kolkata', week_starts_on: 0 } });
    expect(res.body).toMatchObject({ time_zone: 'Asia/Kolkata', week_starts_on: 0 });
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: alice.token });
    const app = orgs.body.find((o: { id: string }) => o.id === alice.orgId).apps[0];
    expect(app).toMatchObject({ time_zone: 'Asia/Kolkata', week_starts_on: 0 });
    const bad = await http(server.baseUrl, 'POST', path, { token: alice.token, body: { time_zone: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Unknown time zone 'Mars\/Olympus'/);
  });

  it("answers each member's default app with the organizations", async () => {
    const second = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps`, { token: alice.token, body: { name: 'Billing API' } });
    const before = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: alice.token });
    expect(before.body.find((o: { id: string }) => o.id === alice.orgId).default_app_id).toBeNull();
    const made = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps/${second.body.id}/default`, { token: alice.token, body: { email: alice.email } });
    expect(made.status).toBe(200);
    const after = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: alice.token });
    expect(after.body.find((o: { id: string }) => o.id === alice.orgId).default_app_id).toBe(second.body.id);
  });
});
