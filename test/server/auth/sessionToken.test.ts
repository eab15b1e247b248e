import { signSessionToken, verifySessionToken } from '../../../server/src/auth/sessionToken';

describe('verifying an access token again', () => {
  const secret = Buffer.alloc(32, 3);
  const claims = { sub: 'email|u1', sid: 's1', email: 'ada@example.com' };
  afterEach(() => jest.useRealTimers());

  it('answers the same claims each time, as copies', async () => {
    const token = await signSessionToken(secret, claims);
    const first = await verifySessionToken(secret, token);
    first.sid = 'changed';
    expect(await verifySessionToken(secret, token)).toMatchObject(claims);
  });

  it('refuses a token it accepted before, with code 108, once the token has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const token = await signSessionToken(secret, claims, new Date('2026-11-28T12:00:02Z'));
    expect((await verifySessionToken(secret, token)).sub).toBe('email|u1');
    jest.setSystemTime(new Date('2026-11-28T12:00:03Z'));
    await expect(verifySessionToken(secret, token)).rejects.toMatchObject({ status: 401, code: 108 });
  });

  it('does not accept a token verified under one secret when another secret checks it', async () => {
    const token = await signSessionToken(secret, claims);
    await verifySessionToken(secret, token);
    await expect(verifySessionToken(Buffer.alloc(32, 4), token)).rejects.toMatchObject({ status: 401, message: 'Invalid access token' });
  });
});
