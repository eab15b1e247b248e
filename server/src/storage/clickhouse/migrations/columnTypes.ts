import type { ClickHouseCapabilities } from '../version';

/**
 * A string column with few distinct values (event type, verb, country ...): dictionary-encoded `LowCardinality`
 * where the server has it on by default, a plain String on 18.16. Reads and inserts are the same either way.
 */
export function fewValues(capabilities: ClickHouseCapabilities, nullable: boolean): string {
  const base = nullable ? 'Nullable(String)' : 'String';
  return capabilities.lowCardinality ? `LowCardinality(${base})` : base;
}

/** The tenant columns of every table; each sorts by them first. */
export const TENANT_COLUMNS = `org_id String,
    app_id String`;
