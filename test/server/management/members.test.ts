import { http } from '../support/testServer';
import { addMember, signUp, uniqueEmail, type SignedUpUser } from '../support/factories';
import { useTestServer } from '../support/useTestServer';

describe('/api/management/{org} members and invites', () => {
  const { server, users: [owner, outsider] } = useTestServer({ users: 2 });

  const users = (user: SignedUpUser, orgId: string, query = '') => http(server.baseUrl, 'GET', `/api/management/${orgId}/users${query}`, { token: user.token });
  const setRole = (user: SignedUpUser, orgId: string, userId: string, role: string) =>
    http(server.baseUrl, 'POST', `/api/management/${orgId}/users/${encodeURIComponent(userId)}/role`, { token: user.token, body: { role } });
  const remove = (user: SignedUpUser, orgId: string, userId: string) =>
    http(server.baseUrl, 'DELETE', `/api/management/${orgId}/users/${encodeURIComponent(userId)}`, { token: user.token });

  it('stores an invite for an existing account or a new address; nobody joins until the link is used', async () => {
    const existing = await signUp(server.baseUrl);
    const sent = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, {
      token: owner.token, body: { email: existing.email, org: outsider.orgId, source: 'team page', onboarding_role: 'developer', role: 'Member' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email: existing.email, role: 'Member', status: 'invited', delivery: 'link' });
    const again = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: owner.token, body: { email: existing.email, role: 'Member' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This address already has a pending invite: resend or revoke it instead');
    expect((await users(outsider, outsider.orgId)).body.users).toHaveLength(1);
    expect((await users(owner, owner.orgId)).body.users.map((u: { email: string }) => u.email)).not.toContain(existing.email);

    const newcomer = uniqueEmail('newcomer');
    const invited = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: owner.token, body: { email: newcomer, role: 'Read Only' } });
    expect(invited.body.status).toBe('invited');
    const list = await users(owner, owner.orgId);
    expect(list.body.invites.map((i: { email: string }) => i.email)).toEqual(expect.arrayContaining([existing.email, newcomer]));
    const joined = await signUp(server.baseUrl, { email: newcomer });
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: joined.token });
    expect(orgs.body.find((o: { id: string }) => o.id === owner.orgId)).toBeUndefined();
  });

  it('lists members page by page', async () => {
    const res = await users(owner, owner.orgId, '?page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, page_size: 50 });
    expect(res.body.users[0]).toMatchObject({ user_id: owner.profile.user_id, email: owner.email, role: 'Owner' });
    expect(res.body.total).toBe(res.body.users.length);
    expect((await users(owner, owner.orgId, '?page=2')).body.users).toEqual([]);
    expect((await users(owner, owner.orgId, '?page=0')).status).toBe(400);
    expect((await users(owner, owner.orgId, '?page=abc')).status).toBe(400);
  });

  it('validates invites', async () => {
    const bad = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: owner.token, body: { email: 'nope', role: 'Member' } });
    expect(bad.body.message).toBe('Enter a valid e-mail address to invite');
    const role = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: owner.token, body: { email: 'a@b.io', role: 'God' } });
    expect(role.status).toBe(400);
    expect(role.body.message).toMatch(/role/);
  });

  it("answers 404 for another tenant's members", async () => {
    expect((await users(outsider, owner.orgId)).status).toBe(404);
    expect((await remove(outsider, owner.orgId, owner.profile.user_id)).status).toBe(404);
    expect((await setRole(outsider, owner.orgId, owner.profile.user_id, 'Member')).status).toBe(404);
    expect((await remove(owner, owner.orgId, outsider.profile.user_id)).status).toBe(404);
    const invite = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: outsider.token, body: { email: 'x@y.io', role: 'Owner' } });
    expect(invite.status).toBe(404);
  });

  it('only Owners and Admins manage members; only Owners grant Owner', async () => {
    const member = await addMember(server.baseUrl, owner, 'Member');
    const admin = await addMember(server.baseUrl, owner, 'Admin');
    const denied = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: member.token, body: { email: uniqueEmail(), role: 'Member' } });
    expect(denied.status).toBe(401);
    expect(denied.body.message).toBe('Missing required scope(s): create:members');
    expect((await setRole(member, owner.orgId, admin.profile.user_id, 'Member')).body.message).toBe('Missing required scope(s): update:members');
    expect((await setRole(admin, owner.orgId, member.profile.user_id, 'Read Only')).body).toEqual({ user_id: member.profile.user_id, role: 'Read Only' });
    const promote = await setRole(admin, owner.orgId, member.profile.user_id, 'Owner');
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe('Only an Owner can grant or take away the Owner role');
    expect((await remove(admin, owner.orgId, owner.profile.user_id)).status).toBe(403);
    expect((await remove(admin, owner.orgId, member.profile.user_id)).status).toBe(200);
    expect((await users(member, owner.orgId)).status).toBe(404);
  });

  it('never removes or demotes the last Owner', async () => {
    const solo = await signUp(server.baseUrl);
    const demote = await setRole(solo, solo.orgId, solo.profile.user_id, 'Admin');
    expect(demote.status).toBe(400);
    expect(demote.body.message).toMatch(/^The last Owner of an organization cannot be demoted/);
    const leave = await remove(solo, solo.orgId, solo.profile.user_id);
    expect(leave.status).toBe(400);
    expect(leave.body.message).toMatch(/^The last Owner of an organization cannot be removed/);
    const coOwner = await addMember(server.baseUrl, solo, 'Owner');
    expect((await remove(solo, solo.orgId, solo.profile.user_id)).status).toBe(200);
    expect((await users(coOwner, solo.orgId)).body.users.map((u: { role: string }) => u.role)).toEqual(['Owner']);
  });

  it('lets a member leave an organization', async () => {
    const member = await addMember(server.baseUrl, owner, 'Read Only');
    expect((await remove(member, owner.orgId, member.profile.user_id)).status).toBe(200);
  });

  it('refuses member changes in the demo organization', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/management/demo/invite', { token: owner.token, body: { email: 'x@y.io', role: 'Member' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The demo organization is read-only');
  });
});
