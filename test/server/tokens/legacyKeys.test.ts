import { useTestServer } from '../support/useTestServer';
import { mintAppToken, verifyAppToken } from '../../../server/src/tokens/appToken';
import { LEGACY_COLLECTOR_KEYS_UNTIL, verifyTokenKey } from '../../../server/src/tokens/keyVerification';
import { readMembers, sendEvent } from './keyHelpers';

describe('tokens minted before keys were recorded', () => {
  const { server, users: [alice] } = useTestServer({ users: 1 });
  const legacy = (kind: 'collector' | 'management', scopes: string[]) =>
    mintAppToken(server.ctx.secret, { kind, org: alice.orgId, app: alice.appId, scopes });

  it('legacy collector tokens keep writing until the cut-over date, then stop', async () => {
    const token = legacy('collector', ['create:events']);
    expect((await sendEvent(server.baseUrl, token)).status).toBe(201);
    const claims = verifyAppToken(server.ctx.secret, token);
    if (!claims) throw new Error('the legacy token did not verify');
    await expect(verifyTokenKey(server.ctx.metadata, claims, LEGACY_COLLECTOR_KEYS_UNTIL - 1)).resolves.toMatchObject({ keyId: null, orgId: alice.orgId });
    await expect(verifyTokenKey(server.ctx.metadata, claims, LEGACY_COLLECTOR_KEYS_UNTIL)).rejects.toMatchObject({
      status: 401, message: 'This key was issued before API keys were recorded and no longer works: create a new key under Settings → API keys',
    });
  });

  it('legacy management tokens are refused with a message saying why', async () => {
    const res = await readMembers(server.baseUrl, alice.orgId, legacy('management', ['read:members']));
    expect(res.status).toBe(401);
    expect(res.message).toBe('This key was issued before API keys were recorded and no longer works: create a new key under Settings → API keys');
  });

  it('a token naming a key that does not exist is refused', async () => {
    const forged = mintAppToken(server.ctx.secret, { kind: 'management', org: alice.orgId, app: alice.appId, scopes: ['read:members'], kid: 'nosuchkey' });
    const res = await readMembers(server.baseUrl, alice.orgId, forged);
    expect(res).toEqual({ status: 401, message: 'Invalid access token: no such API key' });
  });
});
