/** A UTC Date as DuckDB TIMESTAMP text ('2026-01-02 03:04:05.678'); the column type holds UTC wall time. */
export function sqlTimestamp(date: Date | null): string | null {
  if (!date) return null;
  const iso = date.toISOString();
  // Years 0000-9999 give 'YYYY-MM-DDTHH:MM:SS.mmmZ' (24 characters); slicing it is cheaper than two replaces.
  return iso.length === 24 ? `${iso.slice(0, 10)} ${iso.slice(11, 23)}` : iso.replace('T', ' ').replace('Z', '');
}

/** An instant in epoch milliseconds as DuckDB TIMESTAMP text (sqlTimestamp). */
export function sqlTimestampOfMs(ms: number): string {
  return sqlTimestamp(new Date(ms)) as string;
}
