import { apiEvent } from '../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

/**
 * Filters on paths inside JSON documents first look for the value in the document's text, when a match implies it
 * is there; values written differently in the document and in the extracted value (numbers, nested JSON) and
 * values the document escapes must still be found.
 */
describe('JSON path filters with a text pre-filter', () => {
  const { server } = useTestServer();
  let user: SignedUpUserWithApp;

  const METADATA = { agent: 'curl/8.4.0', big: 1e21, tiny: 1e-7, nested: { n: 1e21, list: ['a,b', 2.5] }, quote: 'say "hi"', slash: 'a\\b', accent: 'café' };

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    const events = [METADATA, { agent: 'PostmanRuntime/7.36.1' }].map((metadata, i) => apiEvent({
      request: { time: new Date(Date.now() - (i + 1) * 60_000).toISOString(), uri: `https://api.acme.io/v1/items/${i}`, verb: 'GET', headers: { 'User-Agent': String(metadata.agent) } },
      metadata,
    }, i));
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  });

  const count = async (query: unknown): Promise<number> => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=-1d&to=now`, { token: user.token, body: { query } });
    expect(res.status).toBe(201);
    return res.body.hits.total as number;
  };

  it('finds string values by term, terms, prefix and wildcard (headers too)', async () => {
    expect(await count({ term: { 'request.headers.user-agent': 'curl/8.4.0' } })).toBe(1);
    expect(await count({ terms: { 'metadata.agent': ['nope', 'PostmanRuntime/7.36.1'] } })).toBe(1);
    expect(await count({ prefix: { 'metadata.agent': 'curl' } })).toBe(1);
    expect(await count({ wildcard: { 'request.headers.user-agent': '*url/8.?.0' } })).toBe(1);
    expect(await count({ term: { 'metadata.accent': 'café' } })).toBe(1);
    expect(await count({ term: { 'metadata.agent': 'curl' } })).toBe(0);
  });

  it('finds values the document escapes', async () => {
    expect(await count({ term: { 'metadata.quote': 'say "hi"' } })).toBe(1);
    expect(await count({ term: { 'metadata.slash': 'a\\b' } })).toBe(1);
  });

  it('matches numbers and nested values as their extracted text, however the document writes them', async () => {
    const big = await count({ wildcard: { 'metadata.big': '*e21' } });
    const nested = await count({ wildcard: { 'metadata.nested': '*:1e21*' } });
    const list = await count({ wildcard: { 'metadata.nested.list': '*a,b*' } });
    expect([big, nested, list]).toEqual([1, 1, 1]);
    expect(await count({ range: { 'metadata.tiny': { gt: 0, lt: 1e-6 } } })).toBe(1);
  });
});
