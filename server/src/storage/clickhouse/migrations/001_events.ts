import type { ClickHouseMigration } from '../migrate';
import { fewValues, TENANT_COLUMNS } from './columnTypes';

/**
 * Events: one row per API call or user action, the columns of the embedded store's `events` table. The request time
 * is the table's axis, a `DateTime` (whole UTC seconds: 18.16 has no DateTime64) with its millisecond part in
 * `time_ms` (0-999); daily partitions let retention drop whole days; rows sort by tenant then time, so a tenant's
 * time range reads only its own granules. Other times are epoch milliseconds (Int64). JSON documents are String.
 * No unique key: ingest deduplicates by transaction_id (events/clickhouse/deduplication.ts).
 */
export const clickHouseEvents: ClickHouseMigration = {
  version: 1,
  name: 'events',
  statements: (capabilities) => [`CREATE TABLE IF NOT EXISTS events (
    id String,
    ${TENANT_COLUMNS},
    event_type ${fewValues(capabilities, false)},
    action_name Nullable(String),
    time DateTime('UTC'),
    time_ms UInt16,
    response_time Nullable(Int64),
    uri Nullable(String),
    route Nullable(String),
    verb ${fewValues(capabilities, true)},
    status Nullable(Int32),
    duration_ms Nullable(Int32),
    user_id Nullable(String),
    company_id Nullable(String),
    subscription_id Nullable(String),
    session_token Nullable(String),
    anonymous_id Nullable(String),
    ip Nullable(String),
    request_headers Nullable(String),
    response_headers Nullable(String),
    request_body Nullable(String),
    response_body Nullable(String),
    request_transfer_encoding ${fewValues(capabilities, true)},
    response_transfer_encoding ${fewValues(capabilities, true)},
    metadata Nullable(String),
    weight Int32,
    transaction_id Nullable(String),
    direction ${fewValues(capabilities, true)},
    api_version Nullable(String),
    ua_name ${fewValues(capabilities, true)},
    ua_major Nullable(String),
    ua_minor Nullable(String),
    ua_patch Nullable(String),
    ua_os ${fewValues(capabilities, true)},
    trace_id Nullable(String),
    span_id Nullable(String),
    parent_span_id Nullable(String),
    blocked_by Nullable(String),
    ingested_at DateTime('UTC'),
    country ${fewValues(capabilities, true)}
  ) ENGINE = MergeTree
  PARTITION BY toYYYYMMDD(time)
  ORDER BY (org_id, app_id, time)`],
};
