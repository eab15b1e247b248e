import { addMember, managementToken, signUp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { auditPage, recordsOf } from './auditSupport';

const AGENT = 'AuditTest/1.0 (jest)';

describe('audit log: every area records its actions over HTTP', () => {
  const { server, users } = useTestServer({ users: 2 });
  const get = (path: string, token: string) => http(server.baseUrl, 'GET', path, { token });

  it('records sign-ins and failed sign-ins in each organization of the account, with IP, user agent and actor', async () => {
    const [owner] = users;
    const ok = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: owner.email, password: owner.password }, headers: { 'user-agent': AGENT } });
    expect(ok.status).toBe(200);
    const bad = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: owner.email, password: 'not the password' }, headers: { 'user-agent': AGENT } });
    expect(bad.status).toBe(401);
    const [signIn] = await recordsOf(server.baseUrl, owner.token, owner.orgId, 'auth.sign_in');
    expect(signIn).toMatchObject({
      action: 'auth.sign_in', actor: { type: 'user', id: owner.profile.user_id, email: owner.email }, ip: '127.0.0.1', user_agent: AGENT,
      object: { type: 'user', id: owner.profile.user_id }, details: { method: 'password' },
    });
    const [failed] = await recordsOf(server.baseUrl, owner.token, owner.orgId, 'auth.sign_in_failed');
    expect(failed).toMatchObject({ actor: { email: owner.email }, user_agent: AGENT });
    expect(JSON.stringify(failed)).not.toContain('not the password');
  });

  it('records invites, joins, role changes and removals with the roles involved', async () => {
    const [owner] = users;
    const member = await addMember(server.baseUrl, owner, 'Member');
    const changed = await http(server.baseUrl, 'POST', `/api/management/${owner.orgId}/users/${encodeURIComponent(member.profile.user_id)}/role`, { token: owner.token, body: { role: 'Read Only' } });
    expect(changed.status).toBe(200);
    const removed = await http(server.baseUrl, 'DELETE', `/api/management/${owner.orgId}/users/${encodeURIComponent(member.profile.user_id)}`, { token: owner.token });
    expect(removed.status).toBe(200);
    const page = await auditPage(server.baseUrl, owner.token, owner.orgId, { limit: '10' });
    const actions = page.records.map((r) => r.action);
    expect(actions.slice(0, 4)).toEqual(['member.removed', 'member.role_changed', 'member.joined', 'member.invited']);
    const [removal, roleChange, joined, invited] = page.records;
    expect(invited).toMatchObject({ actor: { email: owner.email }, object: { type: 'invite' }, details: { email: member.email, role: 'Member', delivery: 'link' } });
    expect(joined).toMatchObject({ actor: { id: member.profile.user_id, email: member.email }, details: { role: 'Member' } });
    expect(roleChange).toMatchObject({ object: { type: 'member', id: member.profile.user_id }, details: { from: 'Member', to: 'Read Only' } });
    expect(removal).toMatchObject({ object: { id: member.profile.user_id }, details: { role: 'Read Only', left: false } });
  });

  it('records key creation and revocation, never the key secret', async () => {
    const [owner] = users;
    const created = await http(server.baseUrl, 'POST', `/api/portal/${owner.orgId}/keys`, {
      token: owner.token, body: { name: 'CI reader', kind: 'management', app_id: owner.appId, scopes: ['read:events'] },
    });
    expect(created.status).toBe(201);
    const revoked = await http(server.baseUrl, 'DELETE', `/api/portal/${owner.orgId}/keys/${created.body.key.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    const [made] = await recordsOf(server.baseUrl, owner.token, owner.orgId, 'key.created');
    expect(made).toMatchObject({ object: { type: 'key', id: created.body.key.id }, details: { name: 'CI reader', kind: 'management', scopes: ['read:events'] } });
    const [gone] = await recordsOf(server.baseUrl, owner.token, owner.orgId, 'key.revoked');
    expect(gone).toMatchObject({ object: { type: 'key', id: created.body.key.id }, details: { name: 'CI reader' } });
    const everything = await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/audit/export`, { token: owner.token });
    expect(everything.body).not.toContain(created.body.secret);
  });

  it('records organization, app and app configuration changes with what changed', async () => {
    const [owner] = users;
    const base = `/api/portal`;
    expect((await http(server.baseUrl, 'POST', `${base}/organizations/${owner.orgId}`, { token: owner.token, body: { name: 'Audited Inc', mfa_enforced: false } })).status).toBe(200);
    const app = await http(server.baseUrl, 'POST', `${base}/${owner.orgId}/apps`, { token: owner.token, body: { name: 'Audit app' } });
    expect(app.status).toBe(201);
    expect((await http(server.baseUrl, 'POST', `${base}/${owner.orgId}/apps/${app.body.id}`, { token: owner.token, body: { name: 'Audit app 2', time_zone: 'Europe/Paris' } })).status).toBe(200);
    expect((await http(server.baseUrl, 'POST', `${base}/${owner.orgId}/configs?app_id=${app.body.id}`, { token: owner.token, body: { sample_rate: 50 } })).status).toBe(200);
    expect((await http(server.baseUrl, 'DELETE', `${base}/${owner.orgId}/apps/${app.body.id}`, { token: owner.token })).status).toBe(200);
    const records = (await auditPage(server.baseUrl, owner.token, owner.orgId, { limit: '5' })).records;
    expect(records.map((r) => r.action)).toEqual(['app.deleted', 'app_config.updated', 'app.updated', 'app.created', 'org.updated']);
    const [deleted, config, renamed, created, org] = records;
    expect(org.details).toEqual({ name: { from: expect.any(String), to: 'Audited Inc' } });
    expect(created).toMatchObject({ object: { type: 'app', id: app.body.id }, details: { name: 'Audit app' } });
    expect(renamed.details).toEqual({ name: { from: 'Audit app', to: 'Audit app 2' }, time_zone: { from: 'UTC', to: 'Europe/Paris' } });
    expect(config.details).toEqual({ sample_rate: { from: 100, to: 50 } });
    expect(deleted).toMatchObject({ object: { id: app.body.id }, details: { name: 'Audit app 2' } });
  });

  it('records the deletion of an organization', async () => {
    const [owner] = users;
    const org = await http(server.baseUrl, 'POST', '/api/portal/organizations', { token: owner.token, body: { name: 'Short lived' } });
    expect(org.status).toBe(201);
    const gone = await http(server.baseUrl, 'DELETE', `/api/portal/organizations/${org.body.id}`, { token: owner.token, body: { name: 'Short lived' } });
    expect(gone.status).toBe(200);
    // The organization and its log are gone; the record of the deletion stays, for the operators.
    const rows = await server.ctx.metadata.all<{ action: string; actor_email: string; details: string }>('SELECT action, actor_email, details FROM audit_log WHERE org_id = $1', [org.body.id]);
    expect(rows).toEqual([{ action: 'org.deleted', actor_email: owner.email, details: expect.stringContaining('"name":"Short lived"') }]);
  });

  it('never stores a token, password or secret', async () => {
    const [owner] = users;
    const secretWords = /password|secret|token|hash/i;
    const csv = await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/audit/export`, { token: owner.token });
    expect(csv.status).toBe(200);
    for (const value of [owner.token, owner.password]) expect(csv.body).not.toContain(value);
    const { records } = await auditPage(server.baseUrl, owner.token, owner.orgId, { limit: '200' });
    expect(records.length).toBeGreaterThan(10);
    const keys = (value: unknown): string[] => (value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)]) : []);
    expect(records.flatMap((r) => keys(r.details)).filter((k) => secretWords.test(k))).toEqual([]);
    const text = JSON.stringify(records);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
    expect(text).not.toContain(owner.password);
  });

  it('is for Owners and Admins only: other roles and keys without read:audit_logs are refused', async () => {
    const [owner] = users;
    const admin = await addMember(server.baseUrl, owner, 'Admin');
    expect((await get(`/api/portal/${owner.orgId}/audit`, admin.token)).status).toBe(200);
    for (const role of ['Member', 'Read Only'] as const) {
      const member = await addMember(server.baseUrl, owner, role);
      for (const path of ['audit', 'audit/export']) {
        const res = await get(`/api/portal/${owner.orgId}/${path}`, member.token);
        expect({ role, path, status: res.status, message: res.body.message }).toEqual({ role, path, status: 401, message: 'Missing required scope(s): read:audit_logs' });
      }
      // Nor can they give the scope to a key.
      const key = await http(server.baseUrl, 'POST', `/api/portal/${owner.orgId}/keys`, {
        token: member.token, body: { name: 'sneaky', kind: 'management', app_id: owner.appId, scopes: ['read:audit_logs'] },
      });
      expect(key.status).toBeGreaterThanOrEqual(400);
    }
    const withScope = await managementToken(server.baseUrl, owner, ['read:audit_logs']);
    expect((await get(`/api/portal/${owner.orgId}/audit`, withScope)).status).toBe(200);
    const without = await managementToken(server.baseUrl, owner, ['read:events']);
    expect((await get(`/api/portal/${owner.orgId}/audit`, without)).status).toBe(401);
  });

  it("keeps each organization's log to itself", async () => {
    const [a, b] = users;
    expect((await get(`/api/portal/${a.orgId}/audit`, b.token)).status).toBe(404);
    expect((await get(`/api/portal/${a.orgId}/audit/export`, b.token)).status).toBe(404);
    const own = await auditPage(server.baseUrl, b.token, b.orgId, { limit: '200' });
    expect(own.records.every((r) => r.actor.email === b.email || r.actor.type !== 'user')).toBe(true);
    expect(JSON.stringify(own)).not.toContain(a.email);
  });
});

describe('audit log: filters, paging and export', () => {
  const { server, users } = useTestServer({ users: 1 });

  it('filters by actor, action and time, pages newest first with a cursor, and exports CSV', async () => {
    const [owner] = users;
    const other = await signUp(server.baseUrl);
    for (let i = 0; i < 5; i += 1) {
      await http(server.baseUrl, 'POST', `/api/portal/${owner.orgId}/apps`, { token: owner.token, body: { name: `App ${i}` } });
    }
    await addMember(server.baseUrl, owner, 'Admin').then((admin) =>
      http(server.baseUrl, 'POST', `/api/portal/${owner.orgId}/apps`, { token: admin.token, body: { name: 'By admin' } }));
    const first = await auditPage(server.baseUrl, owner.token, owner.orgId, { action: 'app.created', limit: '4' });
    expect(first.records.map((r) => r.details.name)).toEqual(['By admin', 'App 4', 'App 3', 'App 2']);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await auditPage(server.baseUrl, owner.token, owner.orgId, { action: 'app.created', limit: '4', cursor: first.next_cursor as string });
    expect(second.records.map((r) => r.details.name)).toEqual(['App 1', 'App 0']);
    expect(second.next_cursor).toBeNull();

    const byOwner = await auditPage(server.baseUrl, owner.token, owner.orgId, { action: 'app.created', actor: owner.email.slice(0, 12).toUpperCase() });
    expect(byOwner.records).toHaveLength(5);
    const byId = await auditPage(server.baseUrl, owner.token, owner.orgId, { actor: owner.profile.user_id, action: 'app.created' });
    expect(byId.records).toHaveLength(5);
    expect((await auditPage(server.baseUrl, owner.token, owner.orgId, { actor: other.email })).records).toEqual([]);

    const middle = first.records[2].time;
    const before = await auditPage(server.baseUrl, owner.token, owner.orgId, { action: 'app.created', to: middle });
    expect(before.records.every((r) => r.time < middle)).toBe(true);
    const after = await auditPage(server.baseUrl, owner.token, owner.orgId, { action: 'app.created', from: middle });
    expect(after.records.every((r) => r.time >= middle)).toBe(true);
    expect(before.records.length + after.records.length).toBe(6);

    const csv = await http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/audit/export?action=app.created`, { token: owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('time,actor_type,actor_id,actor_email,ip,user_agent,action,object_type,object_id,details');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(',app.created,app,');
    expect(lines[1]).toContain('"{""name"":""By admin""}"');
  });

  it('answers 400 with a clear message for bad filters', async () => {
    const [owner] = users;
    const bad = (query: string) => http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/audit?${query}`, { token: owner.token });
    expect((await bad('cursor=nonsense')).body.message).toBe('cursor is not valid: pass the next_cursor of the previous page');
    expect((await bad('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).body.message).toBe('from must not be after to');
    for (const query of ['action=made.up', 'limit=0', 'limit=201', 'from=yesterday']) expect((await bad(query)).status).toBe(400);
  });
});
