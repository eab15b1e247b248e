import { randomUUID } from 'node:crypto';
import { DuckDbEventStore } from '../../../server/src/events/duckdbEventStore';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import type { EventRecord, Tenant } from '../../../server/src/events/types';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from './wireEvents';

describe('DuckDB event store', () => {
  const { server } = useTestServer();
  let store: DuckDbEventStore;
  const a: Tenant = { orgId: 'org-a', appId: 'app-a' };
  const b: Tenant = { orgId: 'org-b', appId: 'app-b' };
  const limits = { now: Date.now(), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1024 * 1024 };
  const record = (tenant: Tenant, overrides: Record<string, unknown> = {}, minutesAgo = 5): EventRecord => {
    const result = normaliseApiEvent(apiEvent(overrides, minutesAgo), tenant, limits);
    if (!('record' in result)) throw new Error('test event rejected');
    return result.record;
  };

  beforeAll(() => {
    store = new DuckDbEventStore(server.ctx.db);
  });

  it('commits concurrent batches together and still stores a transaction id once per app', async () => {
    const tx = randomUUID();
    const results = await Promise.all([
      store.insertEvents(a, [record(a, { transaction_id: tx }), record(a)]),
      store.insertEvents(a, [record(a, { transaction_id: tx })]),
      store.insertEvents(b, [record(b, { transaction_id: tx })]),
    ]);
    expect(results).toEqual([{ inserted: 2, duplicates: 0 }, { inserted: 0, duplicates: 1 }, { inserted: 1, duplicates: 0 }]);
    const rows = await server.ctx.db.all<{ org_id: string; n: number }>('SELECT org_id, count(*) AS n FROM events WHERE transaction_id = $1 GROUP BY org_id ORDER BY org_id', [tx]);
    expect(rows).toEqual([{ org_id: 'org-a', n: 1 }, { org_id: 'org-b', n: 1 }]);
  });

  it('creates users and companies named by events, widening first and last seen', async () => {
    await store.insertEvents(a, [record(a, { user_id: 'seen-user', company_id: 'seen-co' }, 120)]);
    await store.insertEvents(a, [record(a, { user_id: 'seen-user', company_id: 'seen-co' }, 10)]);
    await store.insertEvents(a, [record(a, { user_id: 'seen-user' }, 600)]);
    const user = await store.getUser(a, 'seen-user');
    expect(user).toMatchObject({ user_id: 'seen-user', company_id: 'seen-co' });
    const first = Date.parse(String(user?.first_seen_time));
    const last = Date.parse(String(user?.last_seen_time));
    expect(Date.now() - first).toBeGreaterThan(590 * 60_000);
    expect(Date.now() - last).toBeLessThan(15 * 60_000);
    expect(await store.getCompany(a, 'seen-co')).toMatchObject({ company_id: 'seen-co', subscriptions: [] });
    expect(await store.getUser(b, 'seen-user')).toBeUndefined();
  });

  it('recreates a deleted user when new events name it', async () => {
    await store.insertEvents(a, [record(a, { user_id: 'phoenix' })]);
    expect(await store.deleteUser(a, 'phoenix', false)).toBe(true);
    expect(await store.getUser(a, 'phoenix')).toBeUndefined();
    await store.insertEvents(a, [record(a, { user_id: 'phoenix' }, 1)]);
    expect(await store.getUser(a, 'phoenix')).toMatchObject({ user_id: 'phoenix' });
  });
});
