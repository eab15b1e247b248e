import { http } from '../support/testServer';
import { addMember, mintToken } from '../support/factories';
import { useTestServer } from '../support/useTestServer';
import { verifyAppToken } from '../../../server/src/tokens/appToken';
import { createKey, listKeys, readMembers, sendEvent } from './keyHelpers';

describe('API keys die with their creator and record their use', () => {
  const { server, users: [alice] } = useTestServer({ users: 1 });
  const memberUrl = (userId: string) => `/api/management/${alice.orgId}/users/${encodeURIComponent(userId)}`;

  it('a removed member\'s keys answer 401 at once, and stay revoked if they are invited back', async () => {
    const admin = await addMember(server.baseUrl, alice, 'Admin');
    const management = await createKey(server.baseUrl, admin, { kind: 'management', scopes: ['read:members'] });
    const collector = await createKey(server.baseUrl, admin, { kind: 'collector' });
    expect((await readMembers(server.baseUrl, alice.orgId, management.secret)).status).toBe(200);
    expect((await sendEvent(server.baseUrl, collector.secret)).status).toBe(201);
    expect((await http(server.baseUrl, 'DELETE', memberUrl(admin.profile.user_id), { token: alice.token })).status).toBe(200);
    const api = await readMembers(server.baseUrl, alice.orgId, management.secret);
    expect(api.status).toBe(401);
    expect(api.message).toMatch(/^This API key was revoked on .+ \(its creator left the organization\)/);
    expect((await sendEvent(server.baseUrl, collector.secret)).status).toBe(401);
    const listed = (await listKeys(server.baseUrl, alice)).filter((k) => k.creator.user_id === admin.profile.user_id);
    expect(listed.map((k) => k.status)).toEqual(['revoked', 'revoked']);
    const invite = await http(server.baseUrl, 'POST', `/api/management/${alice.orgId}/invite`, { token: alice.token, body: { email: admin.email, role: 'Admin' } });
    const token = (invite.body.invite_path as string).split('/').pop();
    expect((await http(server.baseUrl, 'POST', '/api/management/invites/accept', { token: admin.token, body: { token } })).status).toBe(200);
    expect((await readMembers(server.baseUrl, alice.orgId, management.secret)).status).toBe(401);
  });

  it('a demoted member\'s keys whose scopes the new role lacks answer 401 at once', async () => {
    const admin = await addMember(server.baseUrl, alice, 'Admin');
    const wide = await createKey(server.baseUrl, admin, { kind: 'management', scopes: ['read:members', 'update:apps'] });
    const narrow = await createKey(server.baseUrl, admin, { kind: 'management', scopes: ['read:members'] });
    expect((await readMembers(server.baseUrl, alice.orgId, wide.secret)).status).toBe(200);
    const demoted = await http(server.baseUrl, 'POST', `${memberUrl(admin.profile.user_id)}/role`, { token: alice.token, body: { role: 'Member' } });
    expect(demoted.status).toBe(200);
    const after = await readMembers(server.baseUrl, alice.orgId, wide.secret);
    expect(after.status).toBe(401);
    expect(after.message).toBe('This API key stopped working because the member who created it no longer holds update:apps: create a new key under Settings → API keys');
    expect((await readMembers(server.baseUrl, alice.orgId, narrow.secret)).status).toBe(200);
    expect((await listKeys(server.baseUrl, alice)).find((k) => k.id === wide.key.id)?.status).toBe('suspended');
    await http(server.baseUrl, 'POST', `${memberUrl(admin.profile.user_id)}/role`, { token: alice.token, body: { role: 'Read Only' } });
    expect((await readMembers(server.baseUrl, alice.orgId, narrow.secret)).status).toBe(200);
    const collector = await createKey(server.baseUrl, alice, { kind: 'collector' });
    expect((await sendEvent(server.baseUrl, collector.secret)).status).toBe(201);
  });

  it('a key created by another key stops when that key is revoked, and never outlives it', async () => {
    const parent = await createKey(server.baseUrl, alice, { kind: 'management', scopes: ['create:access_tokens', 'read:members'], expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    const child = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/keys`, { token: parent.secret, body: { name: 'Child', kind: 'management', app_id: alice.appId, scopes: ['read:members'] } });
    expect(child.status).toBe(201);
    expect(child.body.key.expires_at).toBe(parent.key.expires_at);
    const later = await http(server.baseUrl, 'POST', `/api/portal/${alice.orgId}/keys`, {
      token: parent.secret, body: { name: 'Later', kind: 'management', app_id: alice.appId, scopes: ['read:members'], expires_at: new Date(Date.now() + 60 * 86_400_000).toISOString() },
    });
    expect(later.status).toBe(400);
    expect(later.body.message).toMatch(/^A key cannot outlive the key that creates it/);
    expect((await readMembers(server.baseUrl, alice.orgId, child.body.secret)).status).toBe(200);
    await http(server.baseUrl, 'DELETE', `/api/portal/${alice.orgId}/keys/${parent.key.id}`, { token: alice.token });
    const after = await readMembers(server.baseUrl, alice.orgId, child.body.secret);
    expect(after.status).toBe(401);
    expect(after.message).toMatch(/^The API key that created this key was revoked/);
  });

  it('records the last use of a key, at most once a minute', async () => {
    const { key, secret } = await createKey(server.baseUrl, alice, { kind: 'collector' });
    expect(key.last_used_at).toBeNull();
    expect((await sendEvent(server.baseUrl, secret)).status).toBe(201);
    let lastUsed: string | null = null;
    for (let i = 0; i < 50 && !lastUsed; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      lastUsed = (await listKeys(server.baseUrl, alice)).find((k) => k.id === key.id)?.last_used_at ?? null;
    }
    expect(lastUsed).not.toBeNull();
    expect(Math.abs(Date.parse(lastUsed ?? '') - Date.now())).toBeLessThan(10_000);
    await sendEvent(server.baseUrl, secret);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await listKeys(server.baseUrl, alice)).find((k) => k.id === key.id)?.last_used_at).toBe(lastUsed);
  });

  it('GET oauth/access_tokens records its keys and answers the same key when asked again', async () => {
    const before = (await listKeys(server.baseUrl, alice)).length;
    const first = await mintToken(server.baseUrl, alice, { target: 'collector' });
    const second = await mintToken(server.baseUrl, alice, { target: 'collector' });
    const kid = verifyAppToken(server.ctx.secret, first)?.kid;
    expect(kid).toEqual(expect.any(String));
    expect(verifyAppToken(server.ctx.secret, second)?.kid).toBe(kid);
    const publishable = await mintToken(server.baseUrl, alice, { target: 'collector', publishable: 'true' });
    const plugin = await mintToken(server.baseUrl, alice, { target: 'management', scope: 'read:users read:profile_view_config' });
    const keys = await listKeys(server.baseUrl, alice);
    expect(keys.length).toBe(before + 3);
    expect(keys.find((k) => k.id === verifyAppToken(server.ctx.secret, publishable)?.kid)?.name).toBe('Publishable collector key · My First App');
    expect(keys.find((k) => k.id === verifyAppToken(server.ctx.secret, plugin)?.kid)?.name).toBe('Plugin key · My First App');
    await http(server.baseUrl, 'DELETE', `/api/portal/${alice.orgId}/keys/${kid}`, { token: alice.token });
    expect((await sendEvent(server.baseUrl, first)).status).toBe(401);
    const fresh = await mintToken(server.baseUrl, alice, { target: 'collector' });
    expect(verifyAppToken(server.ctx.secret, fresh)?.kid).not.toBe(kid);
    expect((await sendEvent(server.baseUrl, fresh)).status).toBe(201);
  });
});
