import type { DateHistogramAgg } from './aggTypes';
import { DslError } from './dslError';
import { constant, param, sql, type Fragment } from './fragment';
import type { QueryRunner } from './runAggs';

const CALENDAR_STEP: Record<NonNullable<DateHistogramAgg['calendar']>, { step: string; approxMs: number }> = {
  minute: { step: 'INTERVAL 1 MINUTE', approxMs: 60_000 },
  hour: { step: 'INTERVAL 1 HOUR', approxMs: 3_600_000 },
  day: { step: 'INTERVAL 1 DAY', approxMs: 86_400_000 },
  week: { step: 'INTERVAL 7 DAY', approxMs: 7 * 86_400_000 },
  month: { step: 'INTERVAL 1 MONTH', approxMs: 28 * 86_400_000 },
  quarter: { step: 'INTERVAL 3 MONTH', approxMs: 89 * 86_400_000 },
  year: { step: 'INTERVAL 1 YEAR', approxMs: 365 * 86_400_000 },
};
const MAX_BUCKETS = 10_000;

function local(node: DateHistogramAgg, utc: Fragment): Fragment {
  return sql`timezone(${param(node.timeZone)}, timezone('UTC', ${utc}))`;
}

function bucketOf(node: DateHistogramAgg, localTime: Fragment): Fragment {
  return node.calendar ? sql`date_trunc(${param(node.calendar)}, ${localTime})` : sql`time_bucket(to_milliseconds(${param(node.fixedMs)}), ${localTime})`;
}

/**
 * Bucket start as epoch ms (UTC) for each row: the time in the bucket's time zone, truncated, then back to UTC.
 * With a constant offset over the searched window this is plain arithmetic; otherwise (a daylight-saving change
 * inside the window, or no window) each time is converted through the zone rules, which is about 10x slower.
 */
export function histogramBucketKey(node: DateHistogramAgg, offsetMs: number | null): Fragment {
  if (offsetMs !== null) {
    const shifted = sql`(${node.field.expr} + to_milliseconds(${param(offsetMs)}))`;
    return sql`(epoch_ms(${bucketOf(node, shifted)}) - ${param(offsetMs)})`;
  }
  return sql`epoch_ms(timezone(${param(node.timeZone)}, ${bucketOf(node, local(node, node.field.expr))}))`;
}

/** Every bucket key from the lower to the upper bound (extended_bounds, else the data), for min_doc_count 0. */
export async function histogramSeries(node: DateHistogramAgg, dataKeys: number[], run: QueryRunner): Promise<number[] | null> {
  const lo = node.bounds?.min.getTime() ?? (dataKeys.length ? Math.min(...dataKeys) : null);
  const hi = node.bounds?.max.getTime() ?? (dataKeys.length ? Math.max(...dataKeys) : null);
  if (lo === null || hi === null || hi < lo) return null;
  const approx = node.calendar ? CALENDAR_STEP[node.calendar].approxMs : (node.fixedMs as number);
  if ((hi - lo) / approx > MAX_BUCKETS) throw new DslError(`date_histogram "${node.name}" would create more than ${MAX_BUCKETS} buckets: use a longer interval`);
  const ts = (ms: number) => sql`${param(new Date(ms).toISOString().replace('T', ' ').replace('Z', ''))}::TIMESTAMP`;
  const step = node.calendar ? constant(CALENDAR_STEP[node.calendar].step) : sql`to_milliseconds(${param(node.fixedMs)})`;
  const rows = await run(sql`SELECT epoch_ms(timezone(${param(node.timeZone)}, b)) AS k FROM (SELECT unnest(generate_series(${bucketOf(node, local(node, ts(lo)))}, ${local(node, ts(hi))}, ${step})) AS b) ORDER BY k`);
  return rows.map((r) => Number(r.k));
}
