import { http } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';
import { signUp } from '../../support/factories';
import { awayFromStepEdge, codeAt, enrol, passwordStep, verify } from './mfaSupport';

const status = (baseUrl: string, token: string) => http(baseUrl, 'GET', '/api/auth/mfa', { token });

describe('two-factor sign-in: enrolment, recovery codes, turning it off', () => {
  const { server } = useTestServer();

  it('enrols with a QR code and a code, answers ten recovery codes once and keeps the secret encrypted', async () => {
    const user = await signUp(server.baseUrl);
    expect((await status(server.baseUrl, user.token)).body).toEqual({ enabled: false, enabled_at: null, recovery_codes_remaining: 0, session_verified: false });

    const started = await http(server.baseUrl, 'POST', '/api/auth/mfa/enrol', { token: user.token });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toContain('otpauth://totp/Apiscope:');
    expect(started.body.otpauth_uri).toContain(`secret=${started.body.secret}`);
    expect(started.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const stored = await server.ctx.metadata.all<Record<string, unknown>>('SELECT * FROM user_mfa WHERE user_id = $1', [user.profile.user_id]);
    expect(JSON.stringify(stored)).not.toContain(started.body.secret);

    const wrong = await http(server.baseUrl, 'POST', '/api/auth/mfa/enrol/confirm', { token: user.token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not valid/);
    expect((await status(server.baseUrl, user.token)).body.enabled).toBe(false);

    await awayFromStepEdge();
    const confirmed = await http(server.baseUrl, 'POST', '/api/auth/mfa/enrol/confirm', { token: user.token, body: { code: codeAt(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    confirmed.body.recovery_codes.forEach((code: string) => expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/));
    const codes = await server.ctx.metadata.all<{ code_hmac: string }>('SELECT code_hmac FROM mfa_recovery_codes WHERE user_id = $1', [user.profile.user_id]);
    expect(JSON.stringify(codes)).not.toContain(confirmed.body.recovery_codes[0].replace('-', ''));

    const after = (await status(server.baseUrl, user.token)).body;
    expect(after).toMatchObject({ enabled: true, recovery_codes_remaining: 10, session_verified: true });
    expect((await http(server.baseUrl, 'POST', '/api/auth/mfa/enrol', { token: user.token })).status).toBe(409);
  });

  it('regenerates the recovery codes after a code: the old ones stop working', async () => {
    const user = await enrol(server.baseUrl, await signUp(server.baseUrl));
    const refused = await http(server.baseUrl, 'POST', '/api/auth/mfa/recovery-codes', { token: user.token, body: { code: '123456' } });
    expect(refused.status).toBe(400);
    const fresh = await http(server.baseUrl, 'POST', '/api/auth/mfa/recovery-codes', { token: user.token, body: { code: user.recoveryCodes[0] } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect(fresh.body.recovery_codes).not.toContain(user.recoveryCodes[1]);
    const challenge = await passwordStep(server.baseUrl, user);
    expect((await verify(server.baseUrl, challenge, user.recoveryCodes[1])).status).toBe(401);
    expect((await verify(server.baseUrl, challenge, fresh.body.recovery_codes[0].toLowerCase())).status).toBe(200);
  });

  it('turns off only with the password and a code; sign-in then needs the password alone', async () => {
    const user = await enrol(server.baseUrl, await signUp(server.baseUrl));
    const wrongPassword = await http(server.baseUrl, 'POST', '/api/auth/mfa/disable', { token: user.token, body: { password: 'not the password', code: codeAt(user.secret) } });
    expect(wrongPassword).toMatchObject({ status: 400, body: { message: 'The password is wrong.' } });
    const wrongCode = await http(server.baseUrl, 'POST', '/api/auth/mfa/disable', { token: user.token, body: { password: user.password, code: '999999' } });
    expect(wrongCode.status).toBe(400);
    const off = await http(server.baseUrl, 'POST', '/api/auth/mfa/disable', { token: user.token, body: { password: user.password, code: codeAt(user.secret) } });
    expect(off).toMatchObject({ status: 200, body: { enabled: false } });
    expect((await status(server.baseUrl, user.token)).body).toMatchObject({ enabled: false, recovery_codes_remaining: 0 });
    const login = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect(typeof login.body.id_token).toBe('string');
    expect((await http(server.baseUrl, 'POST', '/api/auth/mfa/disable', { token: user.token, body: { password: user.password, code: '123456' } })).status).toBe(409);
  });

  it('refuses management tokens and anonymous callers on the set-up calls', async () => {
    expect((await http(server.baseUrl, 'GET', '/api/auth/mfa')).status).toBe(401);
    expect((await http(server.baseUrl, 'POST', '/api/auth/mfa/enrol')).status).toBe(401);
  });
});
