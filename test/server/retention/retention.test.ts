import { eventWorkLock } from '../../../server/src/eventBackend';
import { RETENTION_WORK, runRetention, startRetentionJob } from '../../../server/src/retention/retentionJob';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { loadEvents } from '../search/heavyEvents';
import { recordsOf } from '../audit/auditSupport';

const DAY = 86_400_000;

describe('data retention', () => {
  const { server, users } = useTestServer({ users: 2 });
  const countEvents = async (orgId: string) =>
    Number((await server.ctx.db.one<{ n: number }>('SELECT count(*) AS n FROM events WHERE org_id = $1', [orgId]))?.n ?? 0);
  const put = (token: string, orgId: string, days: number | null) =>
    http(server.baseUrl, 'PUT', `/api/portal/${orgId}/retention`, { token, body: { retention_days: days } });

  it("answers the organization's retention within its plan's limit and refuses periods outside it", async () => {
    const [a] = users;
    const current = await http(server.baseUrl, 'GET', `/api/portal/${a.orgId}/retention`, { token: a.token });
    expect(current.body).toEqual({ retention_days: 90, chosen_days: null, max_days: 90, min_days: 1, plan_id: 'trial', plan_name: 'Free trial' });
    const tooLong = await put(a.token, a.orgId, 91);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('retention_days must be between 1 and 90: the Free trial plan keeps events for at most 90 days');
    expect((await put(a.token, a.orgId, 0)).status).toBe(400);
    expect((await put(a.token, a.orgId, 2.5)).status).toBe(400);
    const set = await put(a.token, a.orgId, 30);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ retention_days: 30, chosen_days: 30, max_days: 90 });
    const [record] = await recordsOf(server.baseUrl, a.token, a.orgId, 'retention.updated');
    expect(record).toMatchObject({ actor: { email: a.email }, details: { from_days: 90, to_days: 30, plan_max_days: 90 } });
  });

  it('answers searches before the retention window with no events, not an error', async () => {
    const [a] = users;
    await loadEvents(server.ctx.db, a, 3, { now: Date.now() - 45 * DAY, idPrefix: 'aged' });
    const search = (from: string, to: string) => http(server.baseUrl, 'POST', `/api/search/${a.orgId}/search/events?app_id=${a.appId}&from=${from}&to=${to}`, { token: a.token, body: { query: { prefix: { _id: 'aged' } } } });
    const outside = await search(new Date(Date.now() - 60 * DAY).toISOString(), new Date(Date.now() - 40 * DAY).toISOString());
    expect(outside.status).toBe(201);
    expect(outside.body.hits).toMatchObject({ total: 0, hits: [] });
    // With the plan's maximum (90 days) the same window finds them.
    expect((await put(a.token, a.orgId, null)).status).toBe(200);
    const inside = await search(new Date(Date.now() - 60 * DAY).toISOString(), new Date(Date.now() - 40 * DAY).toISOString());
    expect(inside.body.hits.hits).toHaveLength(3);
    expect((await put(a.token, a.orgId, 30)).status).toBe(200);
  });

  it('deletes exactly the events older than each organization\'s period, in bounded batches, and records it in the audit log', async () => {
    const [a, b] = users;
    await server.ctx.db.run('DELETE FROM events');
    await loadEvents(server.ctx.db, a, 25, { now: Date.now() - 45 * DAY, idPrefix: 'old' });
    await loadEvents(server.ctx.db, a, 5, { now: Date.now() - 10 * DAY, idPrefix: 'new' });
    // B keeps the plan's 90 days: its 45-day-old events stay.
    await loadEvents(server.ctx.db, b, 7, { now: Date.now() - 45 * DAY, idPrefix: 'b' });

    const partial = await runRetention(server.ctx, { batchSize: 10, maxBatchesPerOrg: 2, pauseMs: 0 });
    expect(partial).toEqual([expect.objectContaining({ orgId: a.orgId, retentionDays: 30, eventsDeleted: 20, batches: 2, incomplete: true })]);
    expect(await countEvents(a.orgId)).toBe(10);
    const rest = await runRetention(server.ctx, { batchSize: 10, pauseMs: 0 });
    expect(rest).toEqual([expect.objectContaining({ orgId: a.orgId, eventsDeleted: 5, batches: 1, incomplete: false })]);
    const left = await server.ctx.db.all<{ id: string }>('SELECT id FROM events WHERE org_id = $1 ORDER BY id', [a.orgId]);
    expect(left.map((e) => e.id)).toEqual(['new0', 'new1', 'new2', 'new3', 'new4']);
    expect(await countEvents(b.orgId)).toBe(7);
    expect(await runRetention(server.ctx, { batchSize: 10, pauseMs: 0 })).toEqual([]);

    const records = await recordsOf(server.baseUrl, a.token, a.orgId, 'retention.deleted');
    expect(records.map((r) => r.details)).toEqual([
      expect.objectContaining({ events_deleted: 5, batches: 1, retention_days: 30, incomplete: false }),
      expect.objectContaining({ events_deleted: 20, batches: 2, retention_days: 30, incomplete: true }),
    ]);
    expect(records[0].actor).toEqual({ type: 'system', id: null, email: null });
    expect(await recordsOf(server.baseUrl, b.token, b.orgId, 'retention.deleted')).toEqual([]);
  });

  it('runs on its own once started, after its start-up delay, and stops', async () => {
    const [a] = users;
    await loadEvents(server.ctx.db, a, 4, { now: Date.now() - 40 * DAY, idPrefix: 'sched' });
    const job = startRetentionJob(server.ctx, { startDelayMs: 20, intervalMs: 60_000, pauseMs: 0 });
    try {
      const deadline = Date.now() + 5_000;
      while ((await countEvents(a.orgId)) !== 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await countEvents(a.orgId)).toBe(5);
    } finally {
      await job.stop();
    }
  });

  it("skips its turn while another run holds the event store's lock", async () => {
    const [a] = users;
    const before = await countEvents(a.orgId);
    await loadEvents(server.ctx.db, a, 3, { now: Date.now() - 40 * DAY, idPrefix: 'held' });
    await eventWorkLock(server.ctx.events, server.ctx.workLock).runExclusive(RETENTION_WORK, async () => {
      const job = startRetentionJob(server.ctx, { startDelayMs: 10, intervalMs: 60_000, pauseMs: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await job.stop();
      expect(await countEvents(a.orgId)).toBe(before + 3);
    });
    await runRetention(server.ctx, { pauseMs: 0 });
    expect(await countEvents(a.orgId)).toBe(before);
  });

  it('lets only Owners and Admins change the period; another organization cannot see it', async () => {
    const [a, b] = users;
    expect((await http(server.baseUrl, 'GET', `/api/portal/${a.orgId}/retention`, { token: b.token })).status).toBe(404);
    expect((await put(b.token, a.orgId, 10)).status).toBe(404);
  });
});
