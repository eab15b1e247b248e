import { groupCommitWriterFor } from '../../../server/src/events/groupCommitWriter';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import type { EventRecord, Tenant } from '../../../server/src/events/types';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { holdWriter, storedEvents, waitForHeldRows } from './writerGate';
import { apiEvent } from './wireEvents';

const LIMITS = { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1_048_576 };

function records(tenant: Tenant, n: number): EventRecord[] {
  return Array.from({ length: n }, () => {
    const result = normaliseApiEvent(apiEvent(), tenant, LIMITS);
    if (!('record' in result)) throw new Error('test event refused');
    return result.record;
  });
}

describe('group commit: batches announced while they are validated join the next group', () => {
  const { server } = useTestServer({ config: { collectorMaxQueuedRows: 30 } });
  let user: SignedUpUserWithApp;
  let tenant: Tenant;
  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    tenant = { orgId: user.orgId, appId: user.appId };
  });
  const post = (body: unknown) => http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });

  /** How many distinct commits stored these events (one Appender, so one ingested_at, per group). */
  const commitsOf = async (stored: EventRecord[]) => {
    const row = await server.ctx.db.one<{ n: number }>(
      'SELECT count(DISTINCT ingested_at) AS n FROM events WHERE org_id = $1 AND id IN (SELECT unnest($2::VARCHAR[]))',
      [tenant.orgId, JSON.stringify(stored.map((r) => r.id))],
    );
    return row?.n;
  };

  it('commits an announced batch in the same transaction as the batch queued before it', async () => {
    const writer = groupCommitWriterFor(server.ctx.db);
    const arriving = writer.expect();
    const first = records(tenant, 3);
    const second = records(tenant, 2);
    const firstWrite = writer.write(tenant, first, { touchProfiles: false });
    await new Promise((resolve) => setImmediate(resolve));
    arriving();
    const secondWrite = writer.write(tenant, second, { touchProfiles: false });
    expect(await firstWrite).toEqual({ inserted: 3, duplicates: 0 });
    expect(await secondWrite).toEqual({ inserted: 2, duplicates: 0 });
    expect(await commitsOf([...first, ...second])).toBe(1);
  });

  it('does not hold a group for an announced batch that never comes, and ends each announcement once', async () => {
    const writer = groupCommitWriterFor(server.ctx.db);
    const never = writer.expect();
    expect(writer.expectedBatches).toBe(1);
    expect(await writer.write(tenant, records(tenant, 2), { touchProfiles: false })).toEqual({ inserted: 2, duplicates: 0 });
    never();
    never();
    expect(writer.expectedBatches).toBe(0);
  });

  it('ends the announcement of every batch the collector answers, stored or refused', async () => {
    const writer = groupCommitWriterFor(server.ctx.db);
    const before = await storedEvents(server.ctx.db, user.orgId);
    expect((await post([apiEvent(), apiEvent()])).status).toBe(201);
    expect((await post([apiEvent(), { request: { uri: '/x' } }])).status).toBe(400);
    expect((await post([apiEvent({}, 60 * 24 * 31)])).status).toBe(400);
    const release = await holdWriter(server.ctx.db);
    const queued = post(Array.from({ length: 20 }, () => apiEvent()));
    await waitForHeldRows(server.ctx.db, 20);
    expect((await post(Array.from({ length: 20 }, () => apiEvent()))).status).toBe(503);
    release();
    expect((await queued).status).toBe(201);
    expect(writer.expectedBatches).toBe(0);
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(before + 22);
  });
});
