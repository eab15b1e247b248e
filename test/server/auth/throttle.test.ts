import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { signUp, uniqueEmail } from '../support/factories';
import {
  ACCOUNT_IP_RULE, ACCOUNT_RULE, FIRST_DELAY_MS, LOGIN_FAILURE_WINDOW_MS, LoginThrottle, MAX_KNOWN_IPS_PER_ACCOUNT, THROTTLE_PRUNE_INTERVAL_MS,
  delayAfter,
} from '../../../server/src/auth/loginThrottle';

const login = (baseUrl: string, email: string, password: string, forwardedFor?: string) =>
  http(baseUrl, 'POST', '/api/auth/login', { body: { email, password }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('login throttling (progressive delays)', () => {
  const { server } = useTestServer();

  it('delays the sixth attempt of an e-mail from one IP by a few seconds, whatever the password', async () => {
    const user = await signUp(server.baseUrl);
    for (let i = 0; i < ACCOUNT_IP_RULE.free; i++) expect((await login(server.baseUrl, user.email, `wrong-${i}-password`)).status).toBe(401);
    const early = await login(server.baseUrl, user.email, user.password);
    expect(early.status).toBe(429);
    const retryAfter = Number(early.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIRST_DELAY_MS / 1000);
    expect(early.body).toEqual({ message: `Too many failed sign-in attempts. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.` });
    const otherAccount = await signUp(server.baseUrl);
    expect((await login(server.baseUrl, otherAccount.email, otherAccount.password)).status).toBe(200);
  });

  it('ignores X-Forwarded-For by default: rotating it does not give a client new IPs', async () => {
    const user = await signUp(server.baseUrl);
    for (let i = 0; i < ACCOUNT_IP_RULE.free; i++) {
      expect((await login(server.baseUrl, user.email, 'wrong password', `10.0.${i}.1`)).status).toBe(401);
    }
    expect((await login(server.baseUrl, user.email, user.password, '10.0.99.1')).status).toBe(429);
  });
});

describe('login throttling behind a trusted proxy (TRUST_PROXY)', () => {
  const { server } = useTestServer({ config: { trustProxy: ['127.0.0.1'] } });

  it('slows guessers rotating IPs, yet lets the owner in from an IP the account signed in from', async () => {
    const user = await signUp(server.baseUrl);
    expect((await login(server.baseUrl, user.email, user.password, '203.0.113.7')).status).toBe(200);
    for (let i = 0; i < ACCOUNT_RULE.free; i++) {
      expect((await login(server.baseUrl, user.email, 'a wrong guess', `10.1.${i}.1`)).status).toBe(401);
    }
    const stranger = await login(server.baseUrl, user.email, user.password, '10.2.0.1');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(ACCOUNT_RULE.maxDelayMs / 1000);
    expect((await login(server.baseUrl, user.email, user.password, '203.0.113.7')).status).toBe(200);
  });
});

describe('sign-up throttling per IP', () => {
  const { server } = useTestServer({ config: { signupsPerHourPerIp: 2, trustProxy: 1 } });

  it('answers 429 with Retry-After past the hourly sign-ups of one IP; other IPs are unaffected', async () => {
    const body = () => ({ email: uniqueEmail('burst'), password: 'correct horse battery', name: 'Burst' });
    const from = (ip: string) => ({ body: body(), headers: { 'x-forwarded-for': ip } });
    expect((await http(server.baseUrl, 'POST', '/api/auth/signup', from('198.51.100.1'))).status).toBe(201);
    expect((await http(server.baseUrl, 'POST', '/api/auth/signup', from('198.51.100.1'))).status).toBe(201);
    const limited = await http(server.baseUrl, 'POST', '/api/auth/signup', from('198.51.100.1'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many sign-ups from this address/);
    expect((await http(server.baseUrl, 'POST', '/api/auth/signup', from('198.51.100.2'))).status).toBe(201);
  });
});

describe('LoginThrottle delays', () => {
  // The counts live in the metadata database: each test throttles under a scope of its own.
  const { server } = useTestServer();
  const throttleOf = (scope: string, now: () => number) => new LoginThrottle(server.ctx.repositories.signInThrottle, scope, now);

  it('doubles the delay with each failure past the free ones, up to the cap', () => {
    expect(delayAfter(ACCOUNT_IP_RULE.free - 1, ACCOUNT_IP_RULE)).toBe(0);
    expect(delayAfter(ACCOUNT_IP_RULE.free, ACCOUNT_IP_RULE)).toBe(FIRST_DELAY_MS);
    expect(delayAfter(ACCOUNT_IP_RULE.free + 3, ACCOUNT_IP_RULE)).toBe(8 * FIRST_DELAY_MS);
    expect(delayAfter(ACCOUNT_IP_RULE.free + 100, ACCOUNT_IP_RULE)).toBe(ACCOUNT_IP_RULE.maxDelayMs);
  });

  it('accepts the next attempt once the delay has passed, and forgets failures after the window', async () => {
    let now = 1_000_000;
    const throttle = throttleOf('delays', () => now);
    for (let i = 0; i < ACCOUNT_IP_RULE.free + 2; i++) await throttle.recordFailure('a@b.io', '1.1.1.1');
    await expect(throttle.assertAllowed('a@b.io', '1.1.1.1')).rejects.toThrow(`Try again in ${(4 * FIRST_DELAY_MS) / 1000} seconds`);
    now += 4 * FIRST_DELAY_MS;
    await expect(throttle.assertAllowed('a@b.io', '1.1.1.1')).resolves.toBeUndefined();
    await throttle.recordFailure('a@b.io', '1.1.1.1');
    await expect(throttle.assertAllowed('a@b.io', '1.1.1.1')).rejects.toThrow(`Try again in ${(8 * FIRST_DELAY_MS) / 1000} seconds`);
    now += LOGIN_FAILURE_WINDOW_MS + 1;
    await expect(throttle.assertAllowed('a@b.io', '1.1.1.1')).resolves.toBeUndefined();
  });

  it('a success from an IP clears that IP for the account but not the counts a guesser could reset', async () => {
    const throttle = throttleOf('reset', () => 1_000_000);
    for (let i = 0; i < ACCOUNT_IP_RULE.free; i++) await throttle.recordFailure('a@b.io', '1.1.1.1');
    await throttle.reset('a@b.io', '1.1.1.1');
    await expect(throttle.assertAllowed('a@b.io', '1.1.1.1')).resolves.toBeUndefined();
    for (let i = 0; i < ACCOUNT_RULE.free; i++) await throttle.recordFailure('a@b.io', `10.0.0.${i}`);
    await expect(throttle.assertAllowed('a@b.io', '10.9.9.9')).rejects.toThrow(/Too many failed sign-in attempts/);
    await expect(throttle.assertAllowed('a@b.io', '1.1.1.1')).resolves.toBeUndefined();
  });

  it('keeps its tables bounded: forgotten failures and old known IPs are pruned, an account keeps its latest IPs', async () => {
    let now = 2_000_000;
    const throttle = throttleOf('pruning', () => now);
    const count = async (table: string) => Number((await server.ctx.metadata.one<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n);
    const [failuresBefore, knownBefore] = [await count('login_failures'), await count('login_known_ips')];
    await throttle.recordFailure('old@b.io', '2.2.2.2');
    for (let i = 0; i < MAX_KNOWN_IPS_PER_ACCOUNT + 3; i++) {
      now += 1;
      await throttle.reset('many@b.io', `10.3.0.${i}`);
    }
    expect(await count('login_failures')).toBe(failuresBefore + 3);
    expect(await count('login_known_ips')).toBe(knownBefore + MAX_KNOWN_IPS_PER_ACCOUNT + 3);
    now += Math.max(LOGIN_FAILURE_WINDOW_MS, THROTTLE_PRUNE_INTERVAL_MS) + 1;
    await throttle.recordFailure('new@b.io', '3.3.3.3');
    // The other tests' rows are older than this clock's window too: only the new failure's three keys are left.
    expect(await count('login_failures')).toBe(3);
    expect(await count('login_known_ips')).toBe(MAX_KNOWN_IPS_PER_ACCOUNT + knownBefore);
    // The latest IPs stay known (no account-wide delay from there); the oldest were dropped.
    for (let i = 0; i < ACCOUNT_RULE.free; i++) await throttle.recordFailure('many@b.io', `10.4.0.${i}`);
    await expect(throttle.assertAllowed('many@b.io', `10.3.0.${MAX_KNOWN_IPS_PER_ACCOUNT + 2}`)).resolves.toBeUndefined();
    await expect(throttle.assertAllowed('many@b.io', '10.3.0.0')).rejects.toThrow(/Too many failed sign-in attempts/);
  });
});
