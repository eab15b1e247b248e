import { randomBytes } from 'node:crypto';
import { loadMailConfig } from '../../../server/src/mail/mailConfig';
import { signUp, type SignedUpUser } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { linkToken, startSmtpSink, type SmtpSink } from '../mail/smtpSink';

/** An organization admitting verified addresses of its own fresh domain. */
async function domainOrganization(server: TestServer): Promise<{ owner: SignedUpUser; domain: string }> {
  const domain = `team-${randomBytes(4).toString('hex')}.io`;
  const owner = await signUp(server.baseUrl, { email: `owner@${domain}` });
  const set = await http(server.baseUrl, 'POST', `/api/portal/organizations/${owner.orgId}`, {
    token: owner.token, body: { organization_domain: domain, join_organization_policy: 'domain_auto_join' },
  });
  if (set.status !== 200) throw new Error(JSON.stringify(set.body));
  return { owner, domain };
}

const orgIds = async (server: TestServer, user: SignedUpUser) =>
  (await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: user.token })).body.map((o: { id: string }) => o.id);

describe('sign-up e-mail verification and the domain join policy', () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ mail: { ...loadMailConfig({}), smtpUrl: sink.url }, siteUrl: 'https://app.apiscope.test' });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it('mails a verification link at sign-up; the domain organization is joined only once it is used', async () => {
    const { owner, domain } = await domainOrganization(server);
    const seen = sink.messages.length;
    const colleague = await signUp(server.baseUrl, { email: `dev@${domain}`, name: 'Dev' });
    expect(colleague.profile.email_verified).toBe(false);
    expect(await orgIds(server, colleague)).not.toContain(owner.orgId);
    const mail = await sink.next(seen);
    expect(mail.to).toEqual([`dev@${domain}`]);
    expect(mail.subject).toBe('Verify your e-mail address — Apiscope');
    const token = linkToken(mail.text, 'https://app.apiscope.test/verify-email');
    expect(mail.html).toContain(`https://app.apiscope.test/verify-email/${token}`);

    const verified = await http(server.baseUrl, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: `dev@${domain}`, verified: true, joined: [{ id: owner.orgId, name: expect.any(String) }] });
    expect(await orgIds(server, colleague)).toContain(owner.orgId);
    const members = await http(server.baseUrl, 'GET', `/api/management/${owner.orgId}/users`, { token: owner.token });
    expect(members.body.users.find((u: { email: string }) => u.email === `dev@${domain}`).role).toBe('Member');
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: colleague.token })).body.email_verified).toBe(true);
    expect((await http(server.baseUrl, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(404);
  });

  it('keeps invite-only organizations closed to verified addresses of their domain', async () => {
    const { owner, domain } = await domainOrganization(server);
    await http(server.baseUrl, 'POST', `/api/portal/organizations/${owner.orgId}`, { token: owner.token, body: { join_organization_policy: 'invite_only' } });
    const seen = sink.messages.length;
    const colleague = await signUp(server.baseUrl, { email: `qa@${domain}` });
    const token = linkToken((await sink.next(seen)).text, '/verify-email');
    expect((await http(server.baseUrl, 'POST', '/api/auth/verify-email', { body: { token } })).body.joined).toEqual([]);
    expect(await orgIds(server, colleague)).not.toContain(owner.orgId);
  });

  it('sends a new link on request (the earlier one dies), refuses expired links and already verified addresses', async () => {
    let seen = sink.messages.length;
    const user = await signUp(server.baseUrl);
    const first = linkToken((await sink.next(seen)).text, '/verify-email');
    seen = sink.messages.length;
    const resend = await http(server.baseUrl, 'POST', '/api/auth/verify-email/send', { token: user.token });
    expect(resend.body).toEqual({ message: `A verification link was sent to ${user.email}`, delivery: 'email' });
    const second = linkToken((await sink.next(seen)).text, '/verify-email');
    expect((await http(server.baseUrl, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(404);
    await server.ctx.metadata.run("UPDATE email_verifications SET expires_at = now() - INTERVAL '1 minute' WHERE user_id = $1", [user.profile.user_id]);
    const late = await http(server.baseUrl, 'POST', '/api/auth/verify-email', { body: { token: second } });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This verification link has expired: send yourself a new one');
    seen = sink.messages.length;
    await http(server.baseUrl, 'POST', '/api/auth/verify-email/send', { token: user.token });
    const third = linkToken((await sink.next(seen)).text, '/verify-email');
    expect((await http(server.baseUrl, 'POST', '/api/auth/verify-email', { body: { token: third } })).status).toBe(200);
    const done = await http(server.baseUrl, 'POST', '/api/auth/verify-email/send', { token: user.token });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Your e-mail address is already verified');
  });
});

describe('verification without a mail server', () => {
  const { server } = useTestServer();

  it('writes the link to the server log only: the client never receives it', async () => {
    const user = await signUp(server.baseUrl);
    const res = await http(server.baseUrl, 'POST', '/api/auth/verify-email/send', { token: user.token });
    expect(res.body).toEqual({ message: 'No mail server is configured: the verification link was written to the server log', delivery: 'log' });
    expect(JSON.stringify(res.body)).not.toMatch(/verify-email\//);
  });
});
