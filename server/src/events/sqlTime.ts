/** A UTC Date as DuckDB TIMESTAMP text ('2026-01-02 03:04:05.678'); the column type holds UTC wall time. */
export function sqlTimestamp(date: Date | null): string | null {
  return date ? date.toISOString().replace('T', ' ').replace('Z', '') : null;
}
