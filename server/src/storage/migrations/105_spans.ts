import type { Migration } from '../migrate';

/**
 * Spans received over OTLP (server/src/traces/). One row per span, keyed by (org, app, trace, span): the same span
 * sent twice is stored once. A span belongs to an API call through the call's W3C `traceparent` request header
 * (same trace id). Times are microsecond TIMESTAMPs; the duration keeps the sender's nanoseconds.
 */
export const otlpSpans: Migration = {
  version: 105,
  name: 'spans received over OTLP',
  async up(tx) {
    await tx.run(`CREATE TABLE spans (
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      trace_id VARCHAR NOT NULL,
      span_id VARCHAR NOT NULL,
      parent_span_id VARCHAR,
      name VARCHAR NOT NULL,
      kind VARCHAR NOT NULL,
      service_name VARCHAR,
      start_time TIMESTAMP NOT NULL,
      end_time TIMESTAMP NOT NULL,
      duration_ns BIGINT NOT NULL,
      status_code VARCHAR NOT NULL,
      status_message VARCHAR,
      attributes JSON NOT NULL,
      resource_attributes JSON NOT NULL,
      events JSON NOT NULL,
      scope_name VARCHAR,
      scope_version VARCHAR,
      dropped_attributes INTEGER NOT NULL,
      dropped_events INTEGER NOT NULL,
      received_at TIMESTAMP NOT NULL,
      PRIMARY KEY (org_id, app_id, trace_id, span_id)
    )`);
  },
};
