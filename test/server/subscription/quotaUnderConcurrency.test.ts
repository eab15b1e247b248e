import { TRIAL_EVENT_QUOTA } from '../../../server/src/subscription/plans';
import { recordIngested } from '../../../server/src/subscription/quota';
import { holdWriter, storedEvents, waitForHeldRows } from '../collector/writerGate';
import { apiEvent } from '../collector/wireEvents';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

describe('plan quota under concurrent batches and plan changes', () => {
  const { server } = useTestServer();
  const batchOf = (n: number) => Array.from({ length: n }, () => apiEvent());
  const ingest = (user: SignedUpUserWithApp, body: unknown) =>
    http(server.baseUrl, 'POST', '/collector/v1/events/batch', { body, headers: { 'x-moesif-application-id': user.collectorToken } });
  const subscriptionOf = async (user: SignedUpUserWithApp) =>
    (await http(server.baseUrl, 'GET', `/api/subscription/org/${user.orgId}/subscription`, { token: user.token })).body;
  const switchPlan = async (user: SignedUpUserWithApp, planId: string) => {
    const { id } = await subscriptionOf(user);
    const res = await http(server.baseUrl, 'POST', `/api/subscription/subscriptions/${id}`, { token: user.token, body: { plan_id: planId } });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('admits concurrent batches against the quota inside the storing transaction: never past it', async () => {
    const user = await signUpWithApp(server.baseUrl);
    await recordIngested(server.ctx.db, user.orgId, TRIAL_EVENT_QUOTA - 250);
    // All ten batches pass the early check (250 left, 100 each) while the writer is busy, then commit together.
    const release = await holdWriter(server.ctx.db);
    const answers = Array.from({ length: 10 }, () => ingest(user, batchOf(100)));
    await waitForHeldRows(server.ctx.db, 1000);
    release();
    const statuses = (await Promise.all(answers)).map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 402, 402, 402, 402, 402, 402, 402, 402]);
    expect(await storedEvents(server.ctx.db, user.orgId)).toBe(200);
    expect((await subscriptionOf(user)).events_used).toBe(TRIAL_EVENT_QUOTA - 50);
  });

  it('keeps usage across plan switches within the month, so switching cannot reset the quota', async () => {
    const user = await signUpWithApp(server.baseUrl);
    expect((await ingest(user, batchOf(30))).status).toBe(201);
    expect((await switchPlan(user, 'free')).events_used).toBe(30);
    expect((await ingest(user, batchOf(20))).status).toBe(201);
    expect((await switchPlan(user, 'basic-paid')).events_used).toBe(50);
    expect((await switchPlan(user, 'free')).events_used).toBe(50);

    await recordIngested(server.ctx.db, user.orgId, 100_000 - 50);
    expect((await ingest(user, batchOf(1))).status).toBe(402);
    expect((await switchPlan(user, 'basic-insights')).events_used).toBe(100_000);
    expect((await ingest(user, batchOf(1))).status).toBe(201);
    expect((await switchPlan(user, 'free')).events_used).toBe(100_001);
    const refused = await ingest(user, batchOf(1));
    expect(refused.status).toBe(402);
    expect(refused.body.error.msg).toBe("Your usage has exceeded your plan's limits: 100,001 of 100,000 events used this period");
  });
});
