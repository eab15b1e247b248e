/** A ClickHouse server version as `SELECT version()` reports it ('18.16.1', '24.8.4.13'). */
export interface ClickHouseVersion {
  major: number;
  minor: number;
  patch: number;
  /** The text as reported. */
  text: string;
}

/**
 * What the connected server can do beyond the subset every supported server runs (the one of 18.16, the release
 * Debian ships). SQL that every request runs stays in that subset; the schema and later features may use these.
 * Each flag is set from the first release that has the feature on by default (server/src/storage/clickhouse/README.md).
 */
export interface ClickHouseCapabilities {
  /** `toStartOfInterval(t, INTERVAL n unit)` (19.3). */
  toStartOfInterval: boolean;
  /** `TTL` clauses on MergeTree tables and columns (19.6): expiry without dropping partitions by hand. */
  ttl: boolean;
  /** `JSONExtract*`, `JSONHas`, `JSONLength` (19.8); 18.16 has only `visitParamExtract*`. */
  jsonExtract: boolean;
  /** Server-side query parameters `{name:Type}` (19.11). */
  queryParameters: boolean;
  /** `DateTime64(3)`: one column for millisecond times (20.1). */
  dateTime64: boolean;
  /** `LowCardinality(String)` without `allow_experimental_low_cardinality_type` (taken as on from 20.1). */
  lowCardinality: boolean;
  /** `mutations_sync`: an `ALTER ... DELETE` that answers once the rows are gone (taken as on from 20.1). */
  mutationsSync: boolean;
  /** Window functions `OVER (...)` (21.9). */
  windowFunctions: boolean;
  /** Server-side batching of small inserts, `async_insert` (21.11). */
  asyncInsert: boolean;
  /** Lightweight `DELETE FROM` (23.3). */
  lightweightDelete: boolean;
}

/** Parses the text of `SELECT version()`; throws on anything that does not start with major.minor. */
export function parseVersion(text: string): ClickHouseVersion {
  const match = /^\s*(\d+)\.(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) throw new Error(`Not a ClickHouse version: ${JSON.stringify(text)}`);
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0), text: text.trim() };
}

function atLeast(version: ClickHouseVersion, major: number, minor: number): boolean {
  return version.major > major || (version.major === major && version.minor >= minor);
}

/** The capabilities of a server version. */
export function capabilitiesOf(version: ClickHouseVersion): ClickHouseCapabilities {
  return {
    toStartOfInterval: atLeast(version, 19, 3),
    ttl: atLeast(version, 19, 6),
    jsonExtract: atLeast(version, 19, 8),
    queryParameters: atLeast(version, 19, 11),
    dateTime64: atLeast(version, 20, 1),
    lowCardinality: atLeast(version, 20, 1),
    mutationsSync: atLeast(version, 20, 1),
    windowFunctions: atLeast(version, 21, 9),
    asyncInsert: atLeast(version, 21, 11),
    lightweightDelete: atLeast(version, 23, 3),
  };
}
