import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';

const KB = 1024;
/** Metadata of about `kb` KiB under a key of its own, so successive merges add up. */
const chunk = (key: string, kb: number) => ({ [key]: 'x'.repeat(kb * KB) });

describe('profile size cap: merges may not grow a stored profile past 1 MB', () => {
  const { server, user, postCollector: collector } = useServerWithApp();

  const searchApi = (method: string, path: string, body?: unknown) =>
    http(server.baseUrl, method, `/api/search/${user.orgId}/${path}?app_id=${user.appId}`, { token: user.token, body });

  it('answers 413 naming the company once collector merges would pass 1 MB, and keeps the stored profile', async () => {
    expect((await collector('/companies', { company_id: 'acme', metadata: chunk('a', 400) })).status).toBe(201);
    expect((await collector('/companies', { company_id: 'acme', metadata: chunk('b', 400) })).status).toBe(201);
    const third = await collector('/companies', { company_id: 'acme', metadata: chunk('c', 400) });
    expect(third.status).toBe(413);
    expect(third.body.message).toMatch(/^The company profile "acme" would be \d+ bytes; the limit is 1048576 bytes per profile/);
    const stored = await searchApi('GET', 'companies/acme');
    expect(Object.keys(stored.body.metadata).sort()).toEqual(['a', 'b']);
    // Replacing a key does not grow the profile: still accepted.
    expect((await collector('/companies', { company_id: 'acme', metadata: chunk('a', 300) })).status).toBe(201);
  });

  it('answers 413 for a single update that is over 1 MB by itself, before storing anything', async () => {
    const res = await collector('/users', { user_id: 'huge', metadata: chunk('blob', 1100) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^The user profile "huge" would be/);
    expect((await searchApi('GET', 'users/huge')).status).toBe(404);
  });

  it('refuses a whole batch naming the profile and the index of its first update; nothing of it is stored', async () => {
    expect((await collector('/users', { user_id: 'grower', metadata: chunk('a', 600) })).status).toBe(201);
    const batch = [
      { user_id: 'small', metadata: { plan: 'pro' } },
      { user_id: 'grower', metadata: chunk('b', 300) },
      { user_id: 'grower', metadata: chunk('c', 300) },
    ];
    const res = await collector('/users/batch', batch);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^The user profile "grower" would be \d+ bytes.*\(first updated at index 1\)/);
    expect((await searchApi('GET', 'users/small')).status).toBe(404);
    expect(Object.keys((await searchApi('GET', 'users/grower')).body.metadata)).toEqual(['a']);
  });

  it('applies the same cap to the search API profile writes', async () => {
    expect((await searchApi('POST', 'companies', { company_id: 'globex', metadata: chunk('a', 700) })).status).toBe(201);
    const res = await searchApi('POST', 'companies/batch', [{ company_id: 'globex', metadata: chunk('b', 700) }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^The company profile "globex" would be \d+ bytes.*\(first updated at index 0\)/);
  });

  it('applies to the profiles of anonymous visitors too', async () => {
    const visit = (key: string) => collector('/users', { anonymous_id: 'visitor-1', campaign: chunk(key, 400) });
    expect((await visit('a')).status).toBe(201);
    expect((await visit('b')).status).toBe(201);
    const third = await visit('c');
    expect(third.status).toBe(413);
    expect(third.body.message).toMatch(/^The anonymous user profile "visitor-1" would be/);
  });
});
