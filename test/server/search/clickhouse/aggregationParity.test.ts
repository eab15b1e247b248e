import { describeWithClickHouse } from '../../storage/clickhouse/clickHouseTestDatabase';
import { DAY, ZONES, bodies, weightSum, windows } from './parityBodies';
import { randomCall, records, seeded, useParity } from './parityFixture';

/**
 * ClickHouse answers the aggregation shapes of the dashboard and the time series (those of
 * test/server/search/rollups.test.ts) exactly as the embedded engine does, with its rollups and scanning, over
 * windows that start and end inside an hour, in UTC, a zone with a daylight-saving change inside the window (Los
 * Angeles, 2026-11-01) and a zone with a half-hour offset.
 */

/** A window holding the spring changes of Los Angeles (2026-03-08) and Berlin (2026-03-29), with events in it. */
const SPRING = { from: new Date('2026-03-01T05:17:00Z'), to: new Date('2026-04-04T21:03:00Z') };

jest.setTimeout(600_000);

describeWithClickHouse('ClickHouse aggregations answer as the embedded engine does', () => {
  const parity = useParity(async (stores, tenant, now) => {
    const rand = seeded(10_101);
    const recent = Array.from({ length: 1200 }, () => randomCall(rand, now - Math.floor(rand() * 29 * DAY)));
    const spring = Array.from({ length: 400 }, () => randomCall(rand, SPRING.from.getTime() + Math.floor(rand() * (SPRING.to.getTime() - SPRING.from.getTime()))));
    // Some calls without a route (stored before routes existed): the unrouted rollups are read.
    const events = records(tenant, [...recent, ...spring], now).map((e, i) => (i % 7 === 0 ? { ...e, route: null } : e));
    for (const store of stores) await store.insertEvents(tenant, events);
  });

  it.each(ZONES)('answers every dashboard, series and segmentation shape the same in %s', async (zone) => {
    const { ask, now } = parity();
    let compared = 0;
    for (const range of windows(now)) {
      for (const body of bodies(zone, now)) {
        const [duckdb, clickhouse, scan] = await ask('count', 'events', body, range);
        expect({ range, body, answers: [clickhouse, scan] }).toEqual({ range, body, answers: [duckdb, duckdb] });
        compared += 1;
      }
    }
    expect(compared).toBe(windows(now).length * bodies(zone, now).length);
  });

  it.each(['America/Los_Angeles', 'Europe/Berlin'])('cuts hours, days and weeks across the spring change alike in %s', async (zone) => {
    const { ask, now } = parity();
    for (const body of bodies(zone, now).slice(0, 4)) {
      const [duckdb, clickhouse, scan] = await ask('count', 'events', body, SPRING);
      expect({ body, answers: [clickhouse, scan] }).toEqual({ body, answers: [duckdb, duckdb] });
    }
  });

  it('cuts a window of almost three years (the embedded engine converts through the zone rules there) alike', async () => {
    const { ask, now } = parity();
    const long = { from: new Date(now - 1000 * DAY), to: new Date(now) };
    const hist = (calendar_interval: string) => ({ date_histogram: { field: 'request.time', calendar_interval, time_zone: 'America/Los_Angeles', min_doc_count: 0 }, aggs: { A: weightSum } });
    const body = { size: 0, aggs: { day: hist('day'), week: hist('week'), month: hist('month'), quarter: hist('quarter'), year: hist('year') } };
    const [duckdb, clickhouse, scan] = await ask('count', 'events', body, long);
    expect([clickhouse, scan]).toEqual([duckdb, duckdb]);
  });
});
