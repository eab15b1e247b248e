import { SearchGate } from '../../../server/src/search/searchGate';
import { searchLimits } from '../../../server/src/search/limits';
import { schemaLimits } from '../../../server/src/search/schema/schemaLimits';
import { SearchSchemaService } from '../../../server/src/search/schema/searchSchemaService';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http, startTestServer, type TestServer } from '../support/testServer';
import { apiEvent } from '../collector/wireEvents';

describe('search schema: sample bounds and the search gate', () => {
  let server: TestServer;
  let user: SignedUpUserWithApp;
  const tenant = () => ({ orgId: user.orgId, appId: user.appId });
  const service = (overrides: Parameters<typeof schemaLimits>[0], gateLimits = searchLimits()) =>
    new SearchSchemaService(server.ctx.db, new SearchGate(server.ctx.db.searchPool, gateLimits), schemaLimits(overrides));
  const metadataKeys = async (overrides: Parameters<typeof schemaLimits>[0]) => {
    const answer = await service(overrides).describe(tenant(), ['events']);
    return (answer.events?.fields ?? []).filter((f) => f.source === 'discovered' && f.name.startsWith('metadata.')).map((f) => f.name);
  };

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUpWithApp(server.baseUrl);
    const events = [apiEvent({ metadata: { newest: 1 } }, 1), apiEvent({ metadata: { older: 1, big: 'x'.repeat(2000) } }, 10)];
    const res = await http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body: events, headers: { 'x-moesif-application-id': user.collectorToken } });
    expect(res.status).toBe(201);
  });
  afterAll(async () => { await server.close(); });

  it('reads only the most recent events of the window', async () => {
    expect(await metadataKeys({})).toEqual(['metadata.big', 'metadata.newest', 'metadata.older']);
    expect(await metadataKeys({ sampleEvents: 1 })).toEqual(['metadata.newest']);
    expect(await metadataKeys({ eventWindowMs: 5 * 60_000 })).toEqual(['metadata.newest']);
  });

  it('skips documents larger than maxDocumentBytes', async () => {
    expect(await metadataKeys({ maxDocumentBytes: 1000 })).toEqual(['metadata.newest']);
  });

  it('runs through the search gate and its per-organization limit', async () => {
    const closed = service({}, searchLimits({ maxConcurrentPerOrg: 0 }));
    await expect(closed.describe(tenant(), ['events'])).rejects.toMatchObject({ status: 429 });
  });
});
