import type { DateHistogramAgg } from '../../../server/src/search/dsl/aggTypes';
import { fixedGrid, fixedStart } from '../../../server/src/search/dsl/fixedBuckets';
import { constant, sql } from '../../../server/src/search/dsl/fragment';
import { histogramBucketKey } from '../../../server/src/search/dsl/histogram';
import { Database } from '../../../server/src/storage/duckdb/database';

/**
 * Date histograms by minute, hour, day and week, and fixed intervals, cut times with integer arithmetic on epoch ms
 * (dsl/fixedBuckets.ts). Their bucket keys must be exactly what DuckDB's date_trunc and time_bucket give, for times
 * before 1970 and before time_bucket's origin (2000-01-03) too, on bucket edges and a millisecond either side.
 */

type Interval = Pick<DateHistogramAgg, 'calendar' | 'fixedMs'>;

const node = (interval: Interval): DateHistogramAgg => ({
  kind: 'date_histogram', name: 't', field: { name: 'request.time', expr: constant('t'), type: 'time' },
  ...interval, timeZone: 'UTC', minDocCount: 1, children: [],
});

const HOUR = 3_600_000;
const INTERVALS: Array<[string, Interval, string]> = [
  ['minute', { calendar: 'minute' }, "date_trunc('minute', s)"],
  ['hour', { calendar: 'hour' }, "date_trunc('hour', s)"],
  ['day', { calendar: 'day' }, "date_trunc('day', s)"],
  ['week', { calendar: 'week' }, "date_trunc('week', s)"],
  ['fixed 90 s', { fixedMs: 90_000 }, 'time_bucket(INTERVAL 90 SECOND, s)'],
  ['fixed 3 h', { fixedMs: 3 * HOUR }, 'time_bucket(INTERVAL 3 HOUR, s)'],
  ['fixed 7 h', { fixedMs: 7 * HOUR }, 'time_bucket(INTERVAL 7 HOUR, s)'],
  ['fixed 2 d', { fixedMs: 48 * HOUR }, 'time_bucket(INTERVAL 2 DAY, s)'],
  ['fixed 10 d', { fixedMs: 240 * HOUR }, 'time_bucket(INTERVAL 10 DAY, s)'],
];
/** UTC, India (+5:30), Los Angeles in winter (-8:00). */
const OFFSETS = [0, 5.5 * HOUR, -8 * HOUR];

describe('date_histogram buckets of a fixed length', () => {
  let db: Database;

  beforeAll(async () => {
    db = await Database.open(':memory:', { threads: 1, memoryLimit: '256MB', searchConnections: 1 });
    // 20,000 times spread from 1954 to 2033 (a step of 7,919,000,003 ms), and the edges of every grid below, each
    // a millisecond either side, around 1969, 2000-01-03 and 2026.
    await db.run(`CREATE TABLE times AS
      SELECT make_timestamp((-500000000000 + i * 7919000003) * 1000) AS t FROM range(20000) r(i)
      UNION ALL
      SELECT make_timestamp((base + k * len + d) * 1000) FROM
        (VALUES (-86400000), (946857600000), (1767225600000)) b(base),
        (VALUES (60000), (90000), (3600000), (10800000), (25200000), (86400000), (172800000), (604800000), (864000000)) l(len),
        range(-3, 4) kk(k), (VALUES (-1), (0), (1)) dd(d)`);
  });

  afterAll(async () => {
    await db.close();
  });

  it.each(INTERVALS)('cuts by %s as DuckDB does, shifted by each offset', async (_name, interval, expected) => {
    for (const offset of OFFSETS) {
      const key = histogramBucketKey(node(interval), { offsets: [offset], changes: [] });
      const reference = expected.replace('s)', `t + to_milliseconds(${offset}))`);
      const [row] = await db.all<{ wrong: bigint | number; n: bigint | number; example: string | null }>(
        sql`SELECT count(*) FILTER (WHERE k <> e) AS wrong, count(*) AS n, any_value(t::VARCHAR) FILTER (WHERE k <> e) AS example
          FROM (SELECT t, ${key} AS k, epoch_ms(${constant(reference)}) - ${constant(String(offset))} AS e FROM times)`.sql,
        [...key.params],
      );
      expect({ offset, wrong: Number(row.wrong), example: row.example }).toEqual({ offset, wrong: 0, example: null });
      expect(Number(row.n)).toBe(20_000 + 3 * 9 * 7 * 3);
    }
  });

  it('computes the same starts in JavaScript', () => {
    const grid = fixedGrid(node({ fixedMs: 7 * HOUR }));
    expect(grid).toEqual({ length: 7 * HOUR, origin: Date.UTC(2000, 0, 3) });
    expect(fixedStart(Date.UTC(2000, 0, 3, 6, 59, 59, 999), grid!)).toBe(Date.UTC(2000, 0, 3));
    expect(fixedStart(Date.UTC(2000, 0, 2, 23), grid!)).toBe(Date.UTC(2000, 0, 2, 17));
    expect(fixedStart(-1, fixedGrid(node({ calendar: 'day' }))!)).toBe(-86_400_000);
    expect(fixedStart(Date.UTC(2026, 11, 6, 12), fixedGrid(node({ calendar: 'week' }))!)).toBe(Date.UTC(2026, 10, 30));
    expect(fixedGrid(node({ calendar: 'month' }))).toBeNull();
  });
});
