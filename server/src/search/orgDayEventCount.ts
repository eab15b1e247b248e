import type { Database } from '../storage/duckdb/database';

/** Time zone of the org one-day event count (SPEC 9). */
export const ORG_EVENT_COUNT_TIME_ZONE = 'America/Los_Angeles';

/**
 * The organization's event count over the last 24 hours, across all its apps, weighted by sampling weight.
 * The window is the 24 hours before `now` (the Los Angeles time zone of SPEC 9 names the reporting zone; a
 * rolling 24 h window is the same instant range in any zone).
 */
export async function orgDayEventCount(db: Database, orgId: string, now: Date = new Date()): Promise<number> {
  const from = new Date(now.getTime() - 24 * 3600 * 1000);
  const ts = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');
  const row = await db.one<{ n: number | null }>(
    'SELECT sum(weight) AS n FROM events WHERE org_id = $1 AND time > $2::TIMESTAMP AND time <= $3::TIMESTAMP',
    [orgId, ts(from), ts(now)],
  );
  return Number(row?.n ?? 0);
}
