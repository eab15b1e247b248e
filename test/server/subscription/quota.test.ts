import { startTestServer, type TestServer } from '../support/testServer';
import { signUp } from '../support/factories';
import { UsageFloors, admitIngestBatches, checkIngestQuota, recordIngested } from '../../../server/src/subscription/quota';

describe('ingest quota', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });
  /** Subscriptions from the metadata database, counters from the event store. */
  const stores = () => ({ metadata: server.ctx.metadata, counters: server.ctx.db });

  it('accepts events within the trial quota and refuses the batch that would exceed it', async () => {
    const { orgId } = await signUp(server.baseUrl);
    expect(await checkIngestQuota(stores(), orgId, 100)).toEqual({ ok: true });
    await recordIngested(server.ctx.db, orgId, 9_999_900);
    expect((await checkIngestQuota(stores(), orgId, 100)).ok).toBe(true);
    const over = await checkIngestQuota(stores(), orgId, 101);
    expect(over).toEqual({ ok: false, message: "Your usage has exceeded your plan's limits: 9,999,900 of 10,000,000 events used this period" });
  });

  it('refuses ingest after the trial ended', async () => {
    const { orgId } = await signUp(server.baseUrl);
    await server.ctx.metadata.run("UPDATE subscriptions SET trial_end = now() - INTERVAL '1 minute' WHERE org_id = $1", [orgId]);
    expect(await checkIngestQuota(stores(), orgId, 1)).toEqual({ ok: false, message: 'Your free trial has ended: choose a plan to keep sending events' });
  });

  it('keeps the month\'s usage across a plan change and applies the new plan quota', async () => {
    const { orgId } = await signUp(server.baseUrl);
    await recordIngested(server.ctx.db, orgId, 60_000);
    const subscription = await server.ctx.repositories.subscriptions.findOfOrg(orgId);
    await server.ctx.repositories.subscriptions.updatePlan(subscription!.subscription_id, 'free');
    expect((await checkIngestQuota(stores(), orgId, 40_000)).ok).toBe(true);
    expect((await checkIngestQuota(stores(), orgId, 40_001)).ok).toBe(false);
  });

  it('refuses an organization without a subscription and leaves other organizations unaffected', async () => {
    expect((await checkIngestQuota(stores(), 'nosuchorg', 1)).ok).toBe(false);
    const a = await signUp(server.baseUrl);
    const b = await signUp(server.baseUrl);
    await recordIngested(server.ctx.db, a.orgId, 10_000_000);
    expect((await checkIngestQuota(stores(), a.orgId, 1)).ok).toBe(false);
    expect((await checkIngestQuota(stores(), b.orgId, 1)).ok).toBe(true);
  });

  it('checks early against the usage the last admission read, which only a later admission raises', async () => {
    const { orgId } = await signUp(server.baseUrl);
    const floors = new UsageFloors();
    await recordIngested(server.ctx.db, orgId, 1_000);
    expect(await admitIngestBatches(stores(), orgId, [10], floors)).toEqual([null]);
    await recordIngested(server.ctx.db, orgId, 9_999_000);
    // The floor (1,000 used) lets the batch through to admission, which reads the counters and refuses it.
    expect(await checkIngestQuota(stores(), orgId, 10, floors)).toEqual({ ok: true });
    expect(await checkIngestQuota(stores(), orgId, 10)).toEqual({ ok: false, message: "Your usage has exceeded your plan's limits: 10,000,000 of 10,000,000 events used this period" });
    expect(await admitIngestBatches(stores(), orgId, [10], floors)).toEqual(["Your usage has exceeded your plan's limits: 10,000,000 of 10,000,000 events used this period"]);
    expect(await checkIngestQuota(stores(), orgId, 10, floors)).toEqual({ ok: false, message: "Your usage has exceeded your plan's limits: 10,000,000 of 10,000,000 events used this period" });
    // A trial that ended is refused whatever the floor says.
    await server.ctx.metadata.run("UPDATE subscriptions SET trial_end = now() - INTERVAL '1 minute' WHERE org_id = $1", [orgId]);
    expect(await checkIngestQuota(stores(), orgId, 0, floors)).toEqual({ ok: false, message: 'Your free trial has ended: choose a plan to keep sending events' });
  });

  it('keeps the highest usage read for a period and starts again in a new one', () => {
    const floors = new UsageFloors();
    const march = new Date(Date.UTC(2026, 2, 1));
    const april = new Date(Date.UTC(2026, 3, 1));
    floors.raise('org', { periodStart: march, used: 500, quota: 1_000 });
    floors.raise('org', { periodStart: march, used: 400, quota: 1_000 });
    expect(floors.get('org', march)).toBe(500);
    expect(floors.get('org', april)).toBeUndefined();
    floors.raise('org', { periodStart: april, used: 3, quota: 1_000 });
    expect(floors.get('org', april)).toBe(3);
    expect(floors.get('org', march)).toBeUndefined();
    expect(floors.get('other', april)).toBeUndefined();
  });
});
