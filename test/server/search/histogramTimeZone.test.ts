import { DuckDbEventStore } from '../../../server/src/events/duckdbEventStore';
import { normaliseApiEvent } from '../../../server/src/events/normaliseEvent';
import { constantOffsetMs, timeZoneOffsetMs } from '../../../server/src/search/dsl/timeZoneOffset';
import { DuckDbSearchEngine } from '../../../server/src/search/duckdbSearchEngine';
import { useTestServer } from '../support/useTestServer';
import { apiEvent } from '../collector/wireEvents';

const LA = 'America/Los_Angeles';
const tenant = { orgId: 'tz-org', appId: 'tz-app' };

describe('date_histogram time zones', () => {
  const { server } = useTestServer();
  let engine: DuckDbSearchEngine;

  beforeAll(async () => {
    engine = new DuckDbSearchEngine(server.ctx.db);
    const start = Date.parse('2026-03-07T00:00:00Z');
    const limits = { now: Date.parse('2026-03-11T00:00:00Z'), maxAgeMs: 30 * 86_400_000, maxEventBytes: 1 << 20 };
    const records = Array.from({ length: 72 }, (_, h) => {
      const event = apiEvent({});
      (event.request as Record<string, unknown>).time = new Date(start + h * 3600_000).toISOString();
      delete event.response;
      const result = normaliseApiEvent(event, tenant, limits);
      if (!('record' in result)) throw new Error('rejected');
      return result.record;
    });
    await new DuckDbEventStore(server.ctx.db).insertEvents(tenant, records);
  });

  const dayKeys = async (from: string, to: string) => {
    const res = await engine.count('events', tenant, { aggs: { d: { date_histogram: { field: 'request.time', calendar_interval: 'day', time_zone: LA } } } }, { from: new Date(from), to: new Date(to) });
    return ((res.aggregations?.d as { buckets: Array<{ key: number; doc_count: number }> }).buckets).map((b) => [new Date(b.key).toISOString(), b.doc_count]);
  };

  it('knows when a window has one offset and when daylight saving changes inside it', () => {
    expect(timeZoneOffsetMs(LA, Date.parse('2026-01-15T12:00:00Z'))).toBe(-8 * 3600_000);
    expect(timeZoneOffsetMs(LA, Date.parse('2026-07-15T12:00:00Z'))).toBe(-7 * 3600_000);
    expect(constantOffsetMs(LA, Date.parse('2026-03-01T00:00:00Z'), Date.parse('2026-03-07T00:00:00Z'))).toBe(-8 * 3600_000);
    expect(constantOffsetMs(LA, Date.parse('2026-03-01T00:00:00Z'), Date.parse('2026-03-10T00:00:00Z'))).toBeNull();
    expect(constantOffsetMs('UTC', 0, Date.parse('2026-03-10T00:00:00Z'))).toBe(0);
  });

  it('buckets local days across a daylight-saving change (zone rules per row)', async () => {
    expect(await dayKeys('2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      ['2026-03-06T08:00:00.000Z', 8], ['2026-03-07T08:00:00.000Z', 24], ['2026-03-08T08:00:00.000Z', 23], ['2026-03-09T07:00:00.000Z', 17],
    ]);
  });

  it('gives the same local days with a constant offset inside a window without a change', async () => {
    expect(await dayKeys('2026-03-09T07:00:00Z', '2026-03-10T00:00:00Z')).toEqual([['2026-03-09T07:00:00.000Z', 17]]);
    expect(await dayKeys('2026-03-07T00:00:00Z', '2026-03-08T09:00:00Z')).toEqual([['2026-03-06T08:00:00.000Z', 8], ['2026-03-07T08:00:00.000Z', 24], ['2026-03-08T08:00:00.000Z', 2]]);
  });
});
