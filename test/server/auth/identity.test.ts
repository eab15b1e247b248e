import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { signUp, signUpWithApp, uniqueEmail } from '../support/factories';

describe('identity: /api/auth', () => {
  const { server } = useTestServer();

  it('signs up: answers a token and the SPEC profile shape, and creates the first organization and app', async () => {
    const email = uniqueEmail('signup');
    const res = await http(server.baseUrl, 'POST', '/api/auth/signup', { body: { email, password: 'longenough1', name: 'Ada Lovelace' } });
    expect(res.status).toBe(201);
    expect(typeof res.body.id_token).toBe('string');
    const profile = res.body.profile;
    expect(profile.user_id).toMatch(/^email\|[a-z0-9]+$/);
    expect(profile).toMatchObject({
      email,
      name: 'Ada Lovelace',
      user_metadata: { role: null, goal: null, onboarded: false, geoip: null },
      app_metadata: { partner_name: null },
    });
    expect(Object.values(profile.app_metadata.permissions)).toEqual(['Owner']);
    expect(Date.parse(profile.created_at)).not.toBeNaN();
    expect(Date.parse(profile.updated_at)).not.toBeNaN();

    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: res.body.id_token });
    const own = orgs.body.filter((o: { demo: boolean }) => !o.demo);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ name: 'Acme-test', role: 'Owner', demo: false });
    expect(own[0].apps.map((a: { name: string }) => a.name)).toEqual(['My First App']);
    expect(own[0].id).toMatch(/^[a-z0-9]+$/);
  });

  it('names the first organization after the person for webmail addresses', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/auth/signup', { body: { email: `grace${Date.now()}@gmail.com`, password: 'longenough1', name: 'Grace' } });
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: res.body.id_token });
    expect(orgs.body.find((o: { demo: boolean }) => !o.demo).name).toBe("Grace's Organization");
  });

  it.each([
    [{ email: 'not-an-email', password: 'longenough1' }, 'Enter a valid e-mail address'],
    [{ email: 'a@b.io', password: 'short' }, 'The password must be at least 8 characters long'],
    [{ password: 'longenough1' }, "Invalid body: must have required property 'email'"],
    [{ email: 'a@b.io', password: { value: 'x' } }, 'Invalid body.password: must be string'],
  ])('rejects bad sign-up input %j with 400 and a clear message', async (body, message) => {
    const res = await http(server.baseUrl, 'POST', '/api/auth/signup', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a duplicate e-mail (case-insensitive) with 409', async () => {
    const user = await signUp(server.baseUrl);
    const res = await http(server.baseUrl, 'POST', '/api/auth/signup', { body: { email: user.email.toUpperCase(), password: 'longenough1', name: 'X' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('ignores mass-assigned fields at sign-up', async () => {
    const email = uniqueEmail('mass');
    const res = await http(server.baseUrl, 'POST', '/api/auth/signup', {
      body: { email, password: 'longenough1', name: 'M', user_id: 'email|chosen', app_metadata: { permissions: { demo: 'Owner' } }, role: 'Owner' },
    });
    expect(res.status).toBe(201);
    expect(res.body.profile.user_id).not.toBe('email|chosen');
    expect(res.body.profile.app_metadata.permissions.demo).toBeUndefined();
  });

  it('logs in with the right password and refuses a wrong one with 401', async () => {
    const user = await signUp(server.baseUrl);
    const ok = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.profile.user_id).toBe(user.profile.user_id);
    const profile = await http(server.baseUrl, 'GET', '/api/auth/profile', { token: ok.body.id_token });
    expect(profile.body.email).toBe(user.email);
    const wrong = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Wrong email or password');
    const unknown = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'whatever1' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Wrong email or password');
  });

  it('rejects malformed login input with 400', async () => {
    const res = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: 'nope', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter a valid e-mail address');
    const empty = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: 'a@b.io', password: '' } });
    expect(empty.body.message).toBe('Enter your password');
  });

  it('refresh answers a new token for the same session; logout revokes it server-side (401 code 108)', async () => {
    const user = await signUp(server.baseUrl);
    await new Promise((r) => setTimeout(r, 1100)); // iat has one-second resolution
    const refreshed = await http(server.baseUrl, 'POST', '/api/auth/refresh', { token: user.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.id_token).not.toBe(user.token);
    const out = await http(server.baseUrl, 'POST', '/api/auth/logout', { token: refreshed.body.id_token });
    expect(out.status).toBe(200);
    for (const token of [user.token, refreshed.body.id_token]) {
      const after = await http(server.baseUrl, 'GET', '/api/auth/profile', { token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ message: 'Your session has expired, please log in again', code: 108 });
    }
  });

  it('answers 401 without a token', async () => {
    const res = await http(server.baseUrl, 'GET', '/api/auth/profile');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing access token: send Authorization: Bearer <token>');
  });

  it('signUpWithApp gives a collector token bound to the first app', async () => {
    const user = await signUpWithApp(server.baseUrl);
    expect(user.collectorToken.length).toBeGreaterThanOrEqual(50);
  });
});
