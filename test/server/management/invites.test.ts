import { loadMailConfig } from '../../../server/src/mail/mailConfig';
import { addMember, signUp, uniqueEmail, type SignedUpUser } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { linkToken, startSmtpSink, type SmtpSink } from '../mail/smtpSink';

type Call = (path: string, token?: string, body?: unknown) => ReturnType<typeof http>;

function caller(server: () => TestServer, method: string): Call {
  return (path, token, body) => http(server().baseUrl, method, path, { token, body });
}

describe('invites with a mail server: the whole life cycle', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let owner: SignedUpUser;
  const post = caller(() => server, 'POST');
  const get = caller(() => server, 'GET');

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ mail: { ...loadMailConfig({}), smtpUrl: sink.url, from: 'Apiscope <team@apiscope.test>' }, siteUrl: 'https://app.apiscope.test' });
    owner = await signUp(server.baseUrl, { name: 'Olivia Owner' });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it('mails a single-use link that only the invited address can use; signing up without it joins nothing', async () => {
    const email = uniqueEmail('invitee');
    const seen = sink.messages.length;
    const sent = await post(`/api/management/${owner.orgId}/invite`, owner.token, { email, role: 'Admin', onboarding_role: 'developer', source: 'team' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, role: 'Admin', status: 'invited', delivery: 'email' });
    expect(sent.body).not.toHaveProperty('invite_url');
    const mail = (await sink.next(seen));
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toMatch(/^Join .+ — Apiscope$/);
    expect(mail.text).toContain('Olivia Owner invited you to join the organization');
    expect(mail.text).toContain('as Admin');
    expect(mail.html).toContain('Accept the invitation');
    const token = linkToken(mail.text, 'https://app.apiscope.test/invite');
    expect(mail.html).toContain(`https://app.apiscope.test/invite/${token}`);

    const pending = await get(`/api/management/${owner.orgId}/invites`, owner.token);
    expect(pending.body.delivery).toBe('email');
    expect(pending.body.invites).toEqual([expect.objectContaining({
      email, role: 'Admin', onboarding_role: 'developer', source: 'team', expired: false,
      invited_by: { user_id: owner.profile.user_id, name: 'Olivia Owner', email: owner.email },
    })]);
    expect(JSON.stringify(pending.body)).not.toContain(token);

    const preview = await post('/api/management/invites/lookup', undefined, { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ organization: { id: owner.orgId }, email, role: 'Admin', invited_by: 'Olivia Owner' });

    // The hijack: an account made with the invited address, without the link, joins nothing.
    const invitee = await signUp(server.baseUrl, { email });
    const orgsBefore = await get('/api/portal/organizations', invitee.token);
    expect(orgsBefore.body.map((o: { id: string }) => o.id)).not.toContain(owner.orgId);

    const accepted = await post('/api/management/invites/accept', invitee.token, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organization: { id: owner.orgId, name: expect.any(String) }, role: 'Admin', joined: true, first_app_id: owner.appId });
    const orgs = await get('/api/portal/organizations', invitee.token);
    expect(orgs.body.find((o: { id: string }) => o.id === owner.orgId).role).toBe('Admin');
    expect((await get('/api/auth/profile', invitee.token)).body.email_verified).toBe(true);

    expect((await post('/api/management/invites/accept', invitee.token, { token })).status).toBe(404);
    expect((await post('/api/management/invites/lookup', undefined, { token })).status).toBe(404);
    expect((await get(`/api/management/${owner.orgId}/invites`, owner.token)).body.invites).toEqual([]);
  });

  it('resends with a new link (the old one dies) and revokes', async () => {
    const email = uniqueEmail('resent');
    let seen = sink.messages.length;
    const sent = await post(`/api/management/${owner.orgId}/invite`, owner.token, { email, role: 'Member' });
    const first = linkToken((await sink.next(seen)).text, '/invite');
    seen = sink.messages.length;
    const again = await post(`/api/management/${owner.orgId}/invites/${sent.body.invite_id}/resend`, owner.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ invite_id: sent.body.invite_id, email, delivery: 'email' });
    const second = linkToken((await sink.next(seen)).text, '/invite');
    expect(second).not.toBe(first);
    expect((await post('/api/management/invites/lookup', undefined, { token: first })).status).toBe(404);
    expect((await post('/api/management/invites/lookup', undefined, { token: second })).status).toBe(200);

    const revoked = await http(server.baseUrl, 'DELETE', `/api/management/${owner.orgId}/invites/${sent.body.invite_id}`, { token: owner.token });
    expect(revoked.body).toEqual({ invite_id: sent.body.invite_id, revoked: true });
    expect((await post('/api/management/invites/lookup', undefined, { token: second })).status).toBe(404);
    const invitee = await signUp(server.baseUrl, { email });
    expect((await post('/api/management/invites/accept', invitee.token, { token: second })).status).toBe(404);
    expect((await http(server.baseUrl, 'DELETE', `/api/management/${owner.orgId}/invites/${sent.body.invite_id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('invites without a mail server', () => {
  const { server, users: [owner, outsider] } = useTestServer({ users: 2 });
  const post = caller(() => server, 'POST');
  const get = caller(() => server, 'GET');
  const invite = (email: string, role = 'Member', by: SignedUpUser = owner) => post(`/api/management/${by.orgId}/invite`, by.token, { email, role });
  const tokenOf = (answer: { body: { invite_path: string } }) => answer.body.invite_path.split('/').pop() as string;

  it('answers the link to the admin instead of mailing it', async () => {
    const sent = await invite(uniqueEmail());
    expect(sent.body).toMatchObject({ delivery: 'link', invite_path: expect.stringMatching(/^\/invite\/[A-Za-z0-9_-]{43}$/) });
    expect(sent.body.invite_url).toBe(`https://www.apiscope.dev${sent.body.invite_path}`);
    expect((await get(`/api/management/${owner.orgId}/invites`, owner.token)).body.delivery).toBe('link');
  });

  it('refuses the link to an account with another address, and keeps it usable', async () => {
    const email = uniqueEmail('right');
    const token = tokenOf(await invite(email));
    const wrong = await post('/api/management/invites/accept', outsider.token, { token });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(`This invitation is for ${email}; you are signed in as ${outsider.email}. Sign in with the invited address to accept it.`);
    const right = await signUp(server.baseUrl, { email });
    expect((await post('/api/management/invites/accept', right.token, { token })).status).toBe(200);
  });

  it('lets an expired link neither show nor join, until the admin resends it', async () => {
    const email = uniqueEmail('late');
    const sent = await invite(email);
    const token = tokenOf(sent);
    await server.ctx.metadata.run("UPDATE invites SET expires_at = now() - INTERVAL '1 minute' WHERE invite_id = $1", [sent.body.invite_id]);
    const late = await signUp(server.baseUrl, { email });
    const lookup = await post('/api/management/invites/lookup', undefined, { token });
    expect(lookup.status).toBe(410);
    expect(lookup.body.message).toBe('This invite link has expired: ask the person who invited you to send it again');
    expect((await post('/api/management/invites/accept', late.token, { token })).status).toBe(410);
    const listed = (await get(`/api/management/${owner.orgId}/invites`, owner.token)).body.invites.find((i: { email: string }) => i.email === email);
    expect(listed.expired).toBe(true);
    const renewed = await post(`/api/management/${owner.orgId}/invites/${sent.body.invite_id}/resend`, owner.token);
    expect((await post('/api/management/invites/accept', late.token, { token: tokenOf(renewed) })).body.joined).toBe(true);
  });

  it('shows pending invites to admins only', async () => {
    await invite(uniqueEmail('secret'));
    const member = await addMember(server.baseUrl, owner, 'Member');
    const readOnly = await addMember(server.baseUrl, owner, 'Read Only');
    const admin = await addMember(server.baseUrl, owner, 'Admin');
    for (const user of [member, readOnly]) {
      const listing = await get(`/api/management/${owner.orgId}/invites`, user.token);
      expect(listing.status).toBe(401);
      expect(listing.body.message).toBe('Missing required scope(s): create:members');
      const page = await get(`/api/management/${owner.orgId}/users`, user.token);
      expect(page.status).toBe(200);
      expect(page.body.invites).toEqual([]);
    }
    expect((await get(`/api/management/${owner.orgId}/invites`, admin.token)).body.invites.length).toBeGreaterThan(0);
    expect((await get(`/api/management/${owner.orgId}/users`, admin.token)).body.invites.length).toBeGreaterThan(0);
    expect((await get(`/api/management/${owner.orgId}/invites`, outsider.token)).status).toBe(404);
  });

  it('lets only Owners invite Owners, refuses pending duplicates and members, and checks the token form', async () => {
    const admin = await addMember(server.baseUrl, owner, 'Admin');
    const owned = await post(`/api/management/${owner.orgId}/invite`, admin.token, { email: uniqueEmail(), role: 'Owner' });
    expect(owned.status).toBe(403);
    expect(owned.body.message).toBe('Only an Owner can grant the Owner role');
    expect((await invite(admin.email)).status).toBe(409);
    const bad = await post('/api/management/invites/lookup', undefined, { token: 'short' });
    expect(bad.status).toBe(400);
    expect((await post('/api/management/invites/accept', admin.token, { token: 'A'.repeat(43) })).status).toBe(404);
  });
});

describe('invites when the mail server stops answering', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let owner: SignedUpUser;
  const post = caller(() => server, 'POST');
  const get = caller(() => server, 'GET');

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ mail: { ...loadMailConfig({}), smtpUrl: sink.url }, siteUrl: 'https://app.apiscope.test' });
    owner = await signUp(server.baseUrl, { name: 'Olivia Owner' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the link already sent working when a resend cannot be mailed, and keeps no invite that was never sent', async () => {
    const email = uniqueEmail('kept');
    const seen = sink.messages.length;
    const sent = await post(`/api/management/${owner.orgId}/invite`, owner.token, { email, role: 'Member' });
    expect(sent.status).toBe(201);
    const first = linkToken((await sink.next(seen)).text, '/invite');
    const before = (await get(`/api/management/${owner.orgId}/invites`, owner.token)).body.invites[0];
    await sink.close();

    const resent = await post(`/api/management/${owner.orgId}/invites/${sent.body.invite_id}/resend`, owner.token);
    expect(resent.status).toBe(502);
    expect(resent.body.message).toBe('The invitation e-mail could not be sent: the mail server did not accept it. Try again later.');
    const lookup = await post('/api/management/invites/lookup', undefined, { token: first });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ email, expires_at: before.expires_at });
    const after = (await get(`/api/management/${owner.orgId}/invites`, owner.token)).body.invites;
    expect(after).toEqual([before]);

    const other = await post(`/api/management/${owner.orgId}/invite`, owner.token, { email: uniqueEmail('unsent'), role: 'Member' });
    expect(other.status).toBe(502);
    expect((await get(`/api/management/${owner.orgId}/invites`, owner.token)).body.invites.map((i: { email: string }) => i.email)).toEqual([email]);

    const invitee = await signUp(server.baseUrl, { email });
    expect((await post('/api/management/invites/accept', invitee.token, { token: first })).status).toBe(200);
  });
});
