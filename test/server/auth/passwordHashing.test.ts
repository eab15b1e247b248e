import { randomBytes, scryptSync } from 'node:crypto';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { signUp, uniqueEmail } from '../support/factories';
import { PASSWORD_COST } from '../../../server/src/auth/passwordCost';
import { HASHING_QUEUE, HASHING_SLOTS } from '../../../server/src/auth/passwords';
import { BoundedSemaphore, SemaphoreFull } from '../../../server/src/lib/boundedSemaphore';

const storedHash = async (server: { ctx: { metadata: { one<T>(sql: string, params: unknown[]): Promise<T | undefined> } } }, email: string) =>
  (await server.ctx.metadata.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]))?.password_hash ?? '';

/** A hash in the format and cost written before costs were named: 'scrypt$<salt>$<key>' with N=2^14. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

describe('password hashing at the OWASP scrypt cost', () => {
  const { server } = useTestServer({ config: { passwordCost: PASSWORD_COST } });

  it('stores new passwords with N=2^17, r=8, p=1', async () => {
    const user = await signUp(server.baseUrl);
    expect(await storedHash(server, user.email)).toMatch(/^scrypt\$ln=17,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  }, 20_000);

  it('still accepts a hash of the old cost and replaces it at the next successful sign-in', async () => {
    const user = await signUp(server.baseUrl);
    await server.ctx.metadata.run('UPDATE users SET password_hash = $2 WHERE email = $1', [user.email, legacyHash(user.password)]);
    const wrong = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(await storedHash(server, user.email)).toMatch(/^scrypt\$[0-9a-f]{32}\$/);
    const first = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(first.status).toBe(200);
    expect(await storedHash(server, user.email)).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    const again = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(again.status).toBe(200);
  }, 30_000);
});

describe('password hashing under a flood of sign-ins', () => {
  const { server } = useTestServer({ config: { passwordCost: PASSWORD_COST } });

  it(`hashes ${HASHING_SLOTS} at a time, queues ${HASHING_QUEUE} and answers 503 + Retry-After to the rest`, async () => {
    const attempts = 40;
    const answers = await Promise.all(Array.from({ length: attempts }, () =>
      http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: uniqueEmail('flood'), password: 'some guessed password' } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(attempts - HASHING_SLOTS - HASHING_QUEUE - 1);
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.body).toEqual({ message: 'Too many sign-ins are being checked right now: try again in a few seconds' });
    }
  }, 60_000);
});

describe('BoundedSemaphore', () => {
  it('runs at most `slots` tasks at once, queues up to `maxWaiting`, refuses beyond', async () => {
    const semaphore = new BoundedSemaphore(2, 1);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () => semaphore.run(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
    });
    const accepted = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(SemaphoreFull);
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
    const late = task();
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    await expect(late).resolves.toBeUndefined();
  });
});
