import { http } from '../support/testServer';
import { addMember } from '../support/factories';
import { useTestServer } from '../support/useTestServer';
import { createKey, listKeys, readMembers, sendEvent } from './keyHelpers';

describe('API keys: create, use, list, revoke', () => {
  const { server, users: [alice, bob] } = useTestServer({ users: 2 });
  const keysUrl = (orgId: string) => `/api/portal/${orgId}/keys`;

  it('a revoked management key answers 401 on the very next request', async () => {
    const { key, secret } = await createKey(server.baseUrl, alice, { kind: 'management', scopes: ['read:members'] });
    expect(key.status).toBe('active');
    expect((await readMembers(server.baseUrl, alice.orgId, secret)).status).toBe(200);
    expect((await readMembers(server.baseUrl, alice.orgId, secret)).status).toBe(200);
    const revoked = await http(server.baseUrl, 'DELETE', `${keysUrl(alice.orgId)}/${key.id}`, { token: alice.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.status).toBe('revoked');
    const after = await readMembers(server.baseUrl, alice.orgId, secret);
    expect(after.status).toBe(401);
    expect(after.message).toMatch(/^This API key was revoked on .+: create a new key under Settings → API keys$/);
  });

  it('a revoked collector key stops ingestion at once', async () => {
    const { key, secret } = await createKey(server.baseUrl, alice, { kind: 'collector' });
    expect(key.expires_at).toBeNull();
    expect((await sendEvent(server.baseUrl, secret)).status).toBe(201);
    await http(server.baseUrl, 'DELETE', `${keysUrl(alice.orgId)}/${key.id}`, { token: alice.token });
    const after = await sendEvent(server.baseUrl, secret);
    expect(after.status).toBe(401);
    expect(after.message).toMatch(/^This API key was revoked/);
  });

  it('management keys expire after one year by default, never "never"; collector keys may', async () => {
    const { key } = await createKey(server.baseUrl, alice, { kind: 'management', scopes: ['read:events'] });
    const days = (Date.parse(key.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
    const never = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: alice.token, body: { name: 'Forever', kind: 'management', app_id: alice.appId, scopes: ['read:events'], expires_at: null } });
    expect(never.status).toBe(400);
    expect(never.body.message).toBe('Management and plugin keys must expire: choose a date within 730 days');
    const far = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: alice.token, body: { name: 'Far', kind: 'plugin', app_id: alice.appId, expires_at: '2099-01-01T00:00:00Z' } });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('Management and plugin keys expire within 730 days: choose an earlier date');
    const plugin = await createKey(server.baseUrl, alice, { kind: 'plugin' });
    expect(plugin.key.scopes).toEqual(['read:users', 'read:profile_view_config']);
    const publishable = await createKey(server.baseUrl, alice, { kind: 'publishable', expires_at: null });
    expect(publishable.key.expires_at).toBeNull();
  });

  it('an expired key answers 401 saying so', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const { secret } = await createKey(server.baseUrl, alice, { kind: 'management', scopes: ['read:members'], expires_at: soon });
    expect((await readMembers(server.baseUrl, alice.orgId, secret)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const after = await readMembers(server.baseUrl, alice.orgId, secret);
    expect(after.status).toBe(401);
    expect(after.message).toMatch(/^This API key expired on .+: create a new key under Settings → API keys$/);
    expect((await listKeys(server.baseUrl, alice)).find((k) => k.status === 'expired')).toBeDefined();
  });

  it('refuses scopes the creator does not hold, and bad input, with clear messages', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const wide = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: member.token, body: { name: 'Wide', kind: 'management', app_id: alice.appId, scopes: ['read:events', 'delete:members'] } });
    expect(wide.status).toBe(401);
    expect(wide.body.message).toBe('Missing required scope(s): delete:members');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ kind: 'management', scopes: [] }, /^scope is required/],
      [{ kind: 'management', scopes: ['read:events', 'admin'] }, /^Invalid scope\(s\): admin/],
      [{ kind: 'collector', expires_at: 'tomorrow' }, /^expiration must be an ISO date-time/],
      [{ kind: 'collector', expires_at: '2001-01-01T00:00:00Z' }, /^expiration must be in the future$/],
      [{ kind: 'root' }, /kind/],
      [{ kind: 'collector', name: '   ' }, /name/],
    ];
    for (const [body, message] of cases) {
      const res = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: alice.token, body: { name: 'Bad', app_id: alice.appId, ...body } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const reader = await addMember(server.baseUrl, alice, 'Read Only');
    const denied = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: reader.token, body: { name: 'Reader', kind: 'collector', app_id: alice.appId } });
    expect(denied.body.message).toBe('Missing required scope(s): create:access_tokens');
  });

  it('a management key limited to apps cannot create a key reaching other apps', async () => {
    const second = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/apps`, { token: alice.token, body: { name: 'Other' } });
    const limited = await createKey(server.baseUrl, alice, { kind: 'management', scopes: ['create:access_tokens', 'read:events'], apps: [alice.appId] });
    expect(limited.key.apps).toEqual([alice.appId]);
    const viaKey = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: limited.secret, body: { name: 'Child', kind: 'management', app_id: alice.appId, scopes: ['read:events'] } });
    expect(viaKey.status).toBe(201);
    expect(viaKey.body.key.apps).toEqual([alice.appId]);
    const outside = await http(server.baseUrl, 'POST', keysUrl(alice.orgId), { token: limited.secret, body: { name: 'Child', kind: 'management', app_id: alice.appId, scopes: ['read:events'], apps: [second.body.id] } });
    expect(outside.status).toBe(404);
  });

  it('admins list every key, members only their own; members cannot revoke others', async () => {
    const member = await addMember(server.baseUrl, alice, 'Member');
    const own = await createKey(server.baseUrl, member, { kind: 'collector', name: 'Member key' });
    const admins = await createKey(server.baseUrl, alice, { kind: 'collector', name: 'Owner key' });
    const seenByMember = await listKeys(server.baseUrl, member);
    expect(seenByMember.map((k) => k.id)).toEqual([own.key.id]);
    const seenByOwner = (await listKeys(server.baseUrl, alice)).map((k) => k.id);
    expect(seenByOwner).toEqual(expect.arrayContaining([own.key.id, admins.key.id]));
    const list = await http(server.baseUrl, 'GET', keysUrl(alice.orgId), { token: member.token });
    expect(list.body.all_keys).toBe(false);
    expect(list.body.grantable_scopes).toContain('create:dashboards');
    expect(list.body.grantable_scopes).not.toContain('delete:members');
    const foreign = await http(server.baseUrl, 'DELETE', `${keysUrl(alice.orgId)}/${admins.key.id}`, { token: member.token });
    expect(foreign.status).toBe(404);
    expect((await sendEvent(server.baseUrl, admins.secret)).status).toBe(201);
    const byOwner = await http(server.baseUrl, 'DELETE', `${keysUrl(alice.orgId)}/${own.key.id}`, { token: alice.token });
    expect(byOwner.body.key.status).toBe('revoked');
  });

  it('another organization can neither list nor revoke the keys', async () => {
    const { key, secret } = await createKey(server.baseUrl, alice, { kind: 'collector' });
    expect((await http(server.baseUrl, 'GET', keysUrl(alice.orgId), { token: bob.token })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', `${keysUrl(alice.orgId)}/${key.id}`, { token: bob.token })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', `${keysUrl(bob.orgId)}/${key.id}`, { token: bob.token })).status).toBe(404);
    expect((await listKeys(server.baseUrl, bob)).map((k) => k.id)).not.toContain(key.id);
    expect((await sendEvent(server.baseUrl, secret)).status).toBe(201);
  });
});
