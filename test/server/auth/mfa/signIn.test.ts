import { http } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';
import { signUp } from '../../support/factories';
import { codeAt, enrol, passwordStep, verify } from './mfaSupport';

describe('two-factor sign-in: the second step', () => {
  const { server } = useTestServer();

  it('answers a challenge instead of a session; a fresh code opens the session; a replayed code is refused', async () => {
    const user = await enrol(server.baseUrl, await signUp(server.baseUrl));
    const login = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ mfa_required: true, mfa_challenge: expect.any(String), expires_at: expect.any(String) });
    expect(login.body.id_token).toBeUndefined();
    const challenge = login.body.mfa_challenge as string;

    const wrong = await verify(server.baseUrl, challenge, '000000');
    expect(wrong).toMatchObject({ status: 401, body: { code: 'mfa_code_invalid' } });
    const replayed = await verify(server.baseUrl, challenge, codeAt(user.secret, -1));
    expect(replayed).toMatchObject({ status: 401, body: { code: 'mfa_code_invalid' } });

    const ok = await verify(server.baseUrl, challenge, codeAt(user.secret, 0));
    expect(ok.status).toBe(200);
    expect(ok.body.profile.email).toBe(user.email);
    expect((await http(server.baseUrl, 'GET', '/api/auth/profile', { token: ok.body.id_token })).status).toBe(200);
    expect((await http(server.baseUrl, 'GET', '/api/auth/mfa', { token: ok.body.id_token })).body.session_verified).toBe(true);

    const again = await verify(server.baseUrl, challenge, codeAt(user.secret, 1));
    expect(again).toMatchObject({ status: 401, body: { code: 'mfa_challenge_expired' } });
    const sameCodeNewChallenge = await verify(server.baseUrl, await passwordStep(server.baseUrl, user), codeAt(user.secret, 0));
    expect(sameCodeNewChallenge).toMatchObject({ status: 401, body: { code: 'mfa_code_invalid' } });
  });

  it('takes a recovery code once', async () => {
    const user = await enrol(server.baseUrl, await signUp(server.baseUrl));
    const first = await verify(server.baseUrl, await passwordStep(server.baseUrl, user), user.recoveryCodes[3]);
    expect(first.status).toBe(200);
    expect((await http(server.baseUrl, 'GET', '/api/auth/mfa', { token: first.body.id_token })).body.recovery_codes_remaining).toBe(9);
    const second = await verify(server.baseUrl, await passwordStep(server.baseUrl, user), user.recoveryCodes[3]);
    expect(second).toMatchObject({ status: 401, body: { code: 'mfa_code_invalid' } });
  });

  it('ends a challenge after five wrong codes and then throttles the account with Retry-After', async () => {
    const user = await enrol(server.baseUrl, await signUp(server.baseUrl));
    const challenge = await passwordStep(server.baseUrl, user);
    for (let i = 0; i < 5; i++) expect((await verify(server.baseUrl, challenge, `00000${i}`)).status).toBe(401);
    expect(await verify(server.baseUrl, challenge, codeAt(user.secret, 0))).toMatchObject({ status: 401, body: { code: 'mfa_challenge_expired' } });
    const throttled = await verify(server.baseUrl, await passwordStep(server.baseUrl, user), codeAt(user.secret, 0));
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses unknown challenges', async () => {
    expect(await verify(server.baseUrl, 'x'.repeat(43), '123456')).toMatchObject({ status: 401, body: { code: 'mfa_challenge_expired' } });
  });
});
