import { http } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';
import { addMember, managementToken } from '../../support/factories';
import { codeAt, enrol, passwordStep, verify } from './mfaSupport';

describe('two-factor sign-in enforced by an organization (mfa_enforced)', () => {
  const { server, users } = useTestServer({ users: 1 });

  it('sends members without it to enrolment (403 mfa_enrollment_required), then lets them in', async () => {
    const [owner] = users;
    const member = await addMember(server.baseUrl, owner, 'Member');
    const roles = (token: string) => http(server.baseUrl, 'GET', `/api/portal/${owner.orgId}/user_roles`, { token });
    expect((await roles(member.token)).status).toBe(200);

    const secondDevice = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    expect(secondDevice.status).toBe(200);

    const key = await managementToken(server.baseUrl, owner, ['read:members']);
    const enforce = await http(server.baseUrl, 'POST', `/api/portal/organizations/${owner.orgId}`, { token: owner.token, body: { mfa_enforced: true } });
    expect(enforce.status).toBe(200);

    const blocked = await roles(member.token);
    expect(blocked).toMatchObject({ status: 403, body: { code: 'mfa_enrollment_required' } });
    expect(blocked.body.message).toMatch(/requires two-factor sign-in/);
    expect((await roles(owner.token)).body.code).toBe('mfa_enrollment_required');
    // Not org-scoped: the organization list and the account calls still answer, so the member can enrol.
    expect((await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: member.token })).status).toBe(200);
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: member.token })).status).toBe(200);
    // Management keys are not members.
    expect((await http(server.baseUrl, 'GET', `/api/management/${owner.orgId}/users`, { token: key })).status).toBe(200);

    const enrolled = await enrol(server.baseUrl, member);
    expect((await roles(member.token)).status).toBe(200);
    // A session opened before the enrolment never passed the second factor.
    expect(await roles(secondDevice.body.id_token)).toMatchObject({ status: 403, body: { code: 'mfa_verification_required' } });
    const fresh = await verify(server.baseUrl, await passwordStep(server.baseUrl, enrolled), codeAt(enrolled.secret, 0));
    expect(fresh.status).toBe(200);
    expect((await roles(fresh.body.id_token)).status).toBe(200);
  });
});
