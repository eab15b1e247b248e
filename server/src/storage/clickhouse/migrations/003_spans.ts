import type { ClickHouseMigration } from '../migrate';
import { TENANT_COLUMNS } from './columnTypes';

/**
 * Spans received over OTLP, the columns of the embedded store's `spans` table. The start time is the axis: a UTC
 * `DateTime` with its microsecond part in `start_time_us`, daily partitions for retention; the end time is epoch
 * microseconds. Keyed by (org, app, trace, span): a span sent twice is one row once merged (reads use FINAL), and
 * both copies land in the same partition because they share their start time.
 */
export const clickHouseSpans: ClickHouseMigration = {
  version: 3,
  name: 'spans received over OTLP',
  statements: () => [`CREATE TABLE IF NOT EXISTS spans (
    ${TENANT_COLUMNS},
    trace_id String,
    span_id String,
    parent_span_id Nullable(String),
    name String,
    kind String,
    service_name Nullable(String),
    start_time DateTime('UTC'),
    start_time_us UInt32,
    end_time Int64,
    duration_ns Int64,
    status_code String,
    status_message Nullable(String),
    attributes String,
    resource_attributes String,
    events String,
    scope_name Nullable(String),
    scope_version Nullable(String),
    dropped_attributes Int32,
    dropped_events Int32,
    received_at DateTime('UTC')
  ) ENGINE = ReplacingMergeTree
  PARTITION BY toYYYYMMDD(start_time)
  ORDER BY (org_id, app_id, trace_id, span_id)`],
};
