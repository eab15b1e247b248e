import http_ from 'node:http';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';

/** JSON text nested `depth` levels deep (objects inside arrays), with `leaf` at the bottom. */
const nested = (depth: number, leaf = '1') => '[{"a":'.repeat(Math.ceil(depth / 2)) + leaf + '}]'.repeat(Math.ceil(depth / 2));

/**
 * Sends the headers of a POST announcing `contentLength` bytes plus only the first `sent` bytes, and resolves with
 * the status the server answers without waiting for the rest (the test's own time-out bounds a server that waits).
 */
function answerToPartialBody(baseUrl: string, path: string, headers: Record<string, string>, contentLength: number, sent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl + path);
    const req = http_.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(contentLength) } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.write(sent);
  });
}

describe('request limits: body sizes and JSON depth', () => {
  const { server, user } = useServerWithApp();

  const searchPath = (path: string) => `/api/search/${user.orgId}/${path}?app_id=${user.appId}`;

  it('refuses API bodies over 64 KiB with 413 naming the limit', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: 'a@acme-test.io', password: 'x'.repeat(70 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is larger than the 64 KiB this route accepts' });
  });

  it('takes larger profile batches on the search API from an authenticated caller', async () => {
    const batch = Array.from({ length: 40 }, (_, i) => ({ user_id: `bulk-${i}`, metadata: { notes: 'n'.repeat(5 * 1024) } }));
    expect(JSON.stringify(batch).length).toBeGreaterThan(64 * 1024);
    const res = await http(server.baseUrl, 'POST', searchPath('users/batch'), { token: user.token, body: batch });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ updated: 40 });
  });

  it('answers an unauthenticated large body with 401 before reading it', async () => {
    const status = await answerToPartialBody(server.baseUrl, searchPath('users/batch'), {}, 10 * 1024 * 1024, '[{"user_id":"x"');
    expect(status).toBe(401);
    const forged = await answerToPartialBody(server.baseUrl, searchPath('companies/batch'), { authorization: 'Bearer forged.token.value' }, 10 * 1024 * 1024, '[');
    expect(forged).toBe(401);
  });

  it('answers 400 for JSON nested deeper than 64 levels, on the API and on the collector', async () => {
    const message = 'The JSON body is nested more than 64 levels deep: flatten it, or send deeply nested values as strings';
    const api = await http(server.baseUrl, 'POST', searchPath('users'), { token: user.token, body: `{"user_id":"deep","metadata":${nested(5000)}}` });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ message });
    const search = await http(server.baseUrl, 'POST', searchPath('search/events'), { token: user.token, body: `{"query":${nested(70, '{}')}}` });
    expect(search.status).toBe(400);
    expect(search.body).toEqual({ message });
    const collector = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', {
      headers: { 'x-moesif-application-id': user.collectorToken, 'content-type': 'application/json' },
      body: `[{"request":{}},{"request":{"time":"2024-01-01T00:00:00Z","uri":"/","verb":"GET","body":${nested(3000)}}}]`,
    });
    expect(collector.status).toBe(400);
    expect(collector.body.message).toBe('The JSON body is nested more than 64 levels deep at index 1: flatten it, or send deeply nested values as strings');
  });

  it('accepts JSON nested exactly 64 levels deep', async () => {
    const body = `{"user_id":"deep-ok","metadata":{"a":${nested(62)}}}`;
    const res = await http(server.baseUrl, 'POST', searchPath('users'), { token: user.token, body });
    expect(res.status).toBe(201);
  });

  it('refuses NUL characters in text the metadata stores, and keeps them in event-store data', async () => {
    const renamed = await http(server.baseUrl, 'POST', `/api/portal/${user.orgId}/apps`, { token: user.token, body: '{"name":"bad\\u0000name"}' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('Text in the request body contains the NUL character (\\u0000), which cannot be stored: remove it');
    const keyed = await http(server.baseUrl, 'POST', `/api/portal/${user.orgId}/apps`, { token: user.token, body: '{"name":"ok","bad\\u0000key":1}' });
    expect(keyed.status).toBe(400);
    const profile = await http(server.baseUrl, 'POST', searchPath('users'), { token: user.token, body: '{"user_id":"nul-ok","metadata":{"note":"a\\u0000b"}}' });
    expect(profile.status).toBe(201);
  });
});
