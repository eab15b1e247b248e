import { useTestServer } from '../support/useTestServer';
import { codeAt, enrol, passwordStep, verify } from '../auth/mfa/mfaSupport';
import { recordsOf } from './auditSupport';

describe('audit log: two-factor sign-in', () => {
  const { server, users } = useTestServer({ users: 1 });

  it('records turning two-factor sign-in on, and a sign-in with a code as password+two-factor, never the secret', async () => {
    const [ada] = users;
    const enrolled = await enrol(server.baseUrl, ada);
    const [enabled] = await recordsOf(server.baseUrl, ada.token, ada.orgId, 'auth.mfa_enabled');
    expect(enabled).toMatchObject({ actor: { type: 'user', id: ada.profile.user_id, email: ada.email }, object: { type: 'user', id: ada.profile.user_id } });
    expect(JSON.stringify(enabled)).not.toContain(enrolled.secret);

    const challenge = await passwordStep(server.baseUrl, ada);
    const signedIn = await verify(server.baseUrl, challenge, codeAt(enrolled.secret));
    expect(signedIn.status).toBe(200);
    const signIns = await recordsOf(server.baseUrl, ada.token, ada.orgId, 'auth.sign_in');
    expect(signIns[0].details).toEqual({ method: 'password+two-factor' });
  });
});
