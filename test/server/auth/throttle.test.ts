import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { signUp } from '../support/factories';
import { LoginThrottle, LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES_PER_ACCOUNT } from '../../../server/src/auth/loginThrottle';

describe('login throttling', () => {
  const { server } = useTestServer();

  it('answers 429 with Retry-After after 5 failures for the same e-mail and IP, even with the right password', async () => {
    const user = await signUp(server.baseUrl);
    for (let i = 0; i < 5; i++) {
      const res = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: `wrong-${i}-password` } });
      expect(res.status).toBe(401);
    }
    const blocked = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts/);
    const otherAccount = await signUp(server.baseUrl);
    const unaffected = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: otherAccount.email, password: otherAccount.password } });
    expect(unaffected.status).toBe(200);
  });

  it('forgets failures after the 15-minute window and after a success', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@b.io', '1.1.1.1');
    throttle.reset('a@b.io', '1.1.1.1');
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@b.io', '1.1.1.1');
    expect(() => throttle.assertAllowed('a@b.io', '1.1.1.1')).not.toThrow();
    throttle.recordFailure('a@b.io', '1.1.1.1');
    expect(() => throttle.assertAllowed('a@b.io', '1.1.1.1')).toThrow(/Too many/);
    expect(() => throttle.assertAllowed('a@b.io', '2.2.2.2')).not.toThrow();
    now += LOGIN_FAILURE_WINDOW_MS + 1;
    expect(() => throttle.assertAllowed('a@b.io', '1.1.1.1')).not.toThrow();
  });

  it('limits an account across rotating IPs (X-Forwarded-For)', async () => {
    const user = await signUp(server.baseUrl);
    for (let i = 0; i < MAX_LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await http(server.baseUrl, 'POST', '/api/auth/login', {
        body: { email: user.email, password: 'wrong password' }, headers: { 'x-forwarded-for': `10.0.${i}.1` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await http(server.baseUrl, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password }, headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
