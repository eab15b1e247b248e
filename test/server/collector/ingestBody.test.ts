import { signUpWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';
import { apiEvent } from './wireEvents';

describe('collector bodies and the plan counter', () => {
  const { server, user, headers } = useServerWithApp();

  const storedMetadata = async (userId: string) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/search/events?app_id=${user.appId}&from=-1d`, {
      token: user.token, body: { query: { term: { user_id: userId } }, _source: ['metadata'] },
    });
    expect(res.body.hits.hits).toHaveLength(1);
    return res.body.hits.hits[0]._source.metadata;
  };

  it('drops __proto__ and constructor keys, plain or \\u-escaped, and keeps the rest of the event', async () => {
    const plain = JSON.stringify([apiEvent({ user_id: 'proto-plain', metadata: { plan: 'pro' } })])
      .replace('"plan":"pro"', '"plan":"pro","__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}');
    const escaped = JSON.stringify([apiEvent({ user_id: 'proto-escaped', metadata: { plan: 'pro' } })])
      .replace('"plan":"pro"', '"plan":"pro","\\u005f_proto__":{"admin":true}');
    for (const body of [plain, escaped]) {
      const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { ...headers, 'content-type': 'application/json' } });
      expect(res.status).toBe(201);
    }
    expect(await storedMetadata('proto-plain')).toEqual({ plan: 'pro' });
    expect(await storedMetadata('proto-escaped')).toEqual({ plan: 'pro' });
  });

  it('answers 400 naming the JSON error for a truncated batch, whatever its content type', async () => {
    const body = JSON.stringify([apiEvent()]).slice(0, -5);
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { ...headers, 'content-type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The request body is not valid JSON/);
  });

  it('has counted exactly the stored events against the plan by the time the 201 arrives (duplicates excluded)', async () => {
    const other = await signUpWithApp(server.baseUrl);
    const repeated = apiEvent({ user_id: 'counted' });
    const batch = [repeated, apiEvent({ user_id: 'counted' }), repeated, apiEvent({ user_id: 'counted' })];
    const counter = async () => (await server.ctx.db.one<{ n: number }>('SELECT sum(events) AS n FROM ingest_counters WHERE org_id = $1', [other.orgId]))?.n ?? 0;
    const first = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: batch, headers: { 'x-moesif-application-id': other.collectorToken } });
    expect(first.body).toMatchObject({ accepted: 3, duplicates: 1 });
    expect(await counter()).toBe(3);
    const retry = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: batch, headers: { 'x-moesif-application-id': other.collectorToken } });
    expect(retry.body).toMatchObject({ accepted: 0, duplicates: 4 });
    expect(await counter()).toBe(3);
  });
});
