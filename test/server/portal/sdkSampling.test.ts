import { randomUUID } from 'node:crypto';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { startInstrumentedApi, waitFor, type InstrumentedApi } from '../compat/moesifSdkApp';

/** moesif-nodejs keeps the fetched config in a process-wide singleton; the test reads it to know what the SDK applies. */
interface SdkConfigManager {
  hasConfig(): boolean;
  _config?: { sample_rate?: number; user_sample_rate?: Record<string, number> };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS singleton of the SDK, loaded as the SDK loads it
const sdkConfig = require('moesif-nodejs/lib/moesifConfigManager') as SdkConfigManager;

describe('sampling set in the portal, applied by the real moesif-nodejs SDK', () => {
  let server: TestServer;
  let owner: SignedUpUserWithApp;
  let api: InstrumentedApi;
  const runId = randomUUID();

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signUpWithApp(server.baseUrl);
    api = await startInstrumentedApi(`${server.baseUrl}/collector`, owner.collectorToken, runId);
  });
  afterAll(async () => {
    await api.close();
    await server.close();
  });

  const call = async (userId: string, companyId?: string) => {
    const headers: Record<string, string> = { 'x-user-id': userId, ...(companyId ? { 'x-company-id': companyId } : {}) };
    await (await fetch(`${api.baseUrl}/items/1`, { headers })).text();
  };
  const storedFor = async (userId: string) => {
    const res = await http(server.baseUrl, 'POST', `/api/search/${owner.orgId}/search/events?app_id=${owner.appId}&from=-1h&to=now`, {
      token: owner.token,
      body: { size: 100, query: { bool: { filter: [{ term: { 'metadata.run': runId } }, { term: { user_id: userId } }] } }, _source: ['weight'] },
    });
    return (res.body.hits.hits as Array<{ _source: { weight?: number } }>).map((hit) => hit._source.weight ?? 1);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('re-fetches the config when the ETag on its batch responses changes, then samples and weights by it', async () => {
    await waitFor(async () => sdkConfig.hasConfig());
    expect(sdkConfig._config?.sample_rate).toBe(100);
    for (let i = 0; i < 3; i++) await call('warmup');
    await waitFor(async () => (await storedFor('warmup')).length === 3);

    const saved = await http(server.baseUrl, 'POST', `/api/portal/${owner.orgId}/configs`, {
      token: owner.token, body: { app_id: owner.appId, sample_rate: 50, user_sample_rate: { vip: 100 }, company_sample_rate: { small: 25 } },
    });
    expect(saved.status).toBe(200);
    // The next batch answer carries the new ETag; the SDK fetches /v1/config on the call after it.
    await waitFor(async () => {
      await call('nudge');
      return sdkConfig._config?.sample_rate === 50;
    }, 20_000);
    expect(sdkConfig._config?.user_sample_rate).toEqual({ vip: 100 });

    for (let i = 0; i < 10; i++) await call('vip', 'small');
    for (let i = 0; i < 40; i++) await call('free');
    for (let i = 0; i < 40; i++) await call('shop', 'small');
    await waitFor(async () => (await storedFor('vip')).length === 10);
    await settle();

    expect(await storedFor('vip')).toEqual(Array(10).fill(1));
    const free = await storedFor('free');
    expect(free.length).toBeGreaterThan(0);
    expect(free.length).toBeLessThan(40);
    expect(new Set(free)).toEqual(new Set([2]));
    const shop = await storedFor('shop');
    expect(shop.length).toBeLessThan(40);
    expect(new Set(shop.length > 0 ? shop : [4])).toEqual(new Set([4]));
  }, 60_000);
});
