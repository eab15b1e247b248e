import { DuckDbEventStore } from '../../../server/src/events/duckdbEventStore';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import { offsetSchedule } from '../../../server/src/search/dsl/timeZoneOffset';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from '../collector/wireEvents';

const LA = 'America/Los_Angeles';
const HOUR = 3600_000;

/**
 * Histograms over a window with a daylight-saving change shift each row by the offset in force at its time (plain
 * arithmetic); they must bucket exactly as the zone rules do, which the search still applies row by row to windows
 * longer than about two years.
 */
describe('date_histogram across daylight-saving changes', () => {
  const { server } = useTestServer();
  let user: SignedUpUserWithApp;

  /** Every 20 minutes over two days around each 2026 change in Los Angeles (spring forward, fall back). */
  const times = ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z'].flatMap((start) =>
    Array.from({ length: 144 }, (_, i) => Date.parse(start) + i * 20 * 60_000));

  beforeAll(async () => {
    user = await signUpWithApp(server.baseUrl);
    const tenant = { orgId: user.orgId, appId: user.appId };
    const limits = { now: Date.now(), maxAgeMs: 3 * 365 * 86_400_000, maxEventBytes: 1 << 20 };
    const records = times.map((time) => {
      const event = apiEvent({});
      (event.request as Record<string, unknown>).time = new Date(time).toISOString();
      delete event.response;
      const result = normaliseApiEvent(event, tenant, limits);
      if (!('record' in result)) throw new Error('rejected');
      return result.record;
    });
    await new DuckDbEventStore(server.ctx.db).insertEvents(tenant, records);
  });

  const buckets = async (interval: string, from: string, to: string) => {
    const body = { aggs: { t: { date_histogram: { field: 'request.time', calendar_interval: interval, time_zone: LA } } } };
    const res = await http(server.baseUrl, 'POST', `/api/search/${user.orgId}/count/events?app_id=${user.appId}&from=${from}&to=${to}`, { token: user.token, body });
    expect(res.status).toBe(201);
    return (res.body.aggregations.t.buckets as Array<{ key: number; doc_count: number }>).map((b) => [new Date(b.key).toISOString(), b.doc_count]);
  };

  it('finds each offset change of a window to the second', () => {
    expect(offsetSchedule(LA, Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z'))).toEqual({
      offsets: [-8 * HOUR, -7 * HOUR, -8 * HOUR],
      changes: [Date.parse('2026-03-08T10:00:00Z'), Date.parse('2026-11-01T09:00:00Z')],
    });
    expect(offsetSchedule('UTC', 0, Date.parse('2026-03-10T00:00:00Z'))).toEqual({ offsets: [0], changes: [] });
    expect(offsetSchedule(LA, 0, Date.parse('2026-03-10T00:00:00Z'))).toBeNull();
  });

  it.each(['hour', 'day', 'week', 'month'])('buckets by %s as the zone rules do, across both changes', async (interval) => {
    const scheduled = await buckets(interval, '2026-03-01T00:00:00Z', '2026-11-15T00:00:00Z');
    const zoneRules = await buckets(interval, '-3y', 'now');
    expect(scheduled).toEqual(zoneRules);
    expect(scheduled.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(times.length);
  });

  it('puts the repeated hour of the fall-back night in one bucket, keyed at its later offset as the zone rules do', async () => {
    const hours = await buckets('hour', '2026-10-31T00:00:00Z', '2026-11-02T00:00:00Z');
    expect(hours).toContainEqual(['2026-11-01T07:00:00.000Z', 3]);
    expect(hours).toContainEqual(['2026-11-01T09:00:00.000Z', 6]);
    expect(hours.map(([key]) => key)).not.toContain('2026-11-01T08:00:00.000Z');
  });

  it('starts the local days at the right instants on both sides of a change', async () => {
    expect(await buckets('day', '2026-03-07T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
      ['2026-03-06T08:00:00.000Z', 24], ['2026-03-07T08:00:00.000Z', 72], ['2026-03-08T08:00:00.000Z', 48],
    ]);
  });
});
