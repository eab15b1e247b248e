import type { Migration } from '../migrate';

/**
 * Events, users, companies and subscriptions (versions 100-199).
 * The events table is a wide, append-mostly fact table: one row per API call or user action, with the request
 * time as the analytic time axis. DuckDB's zone maps on the roughly time-ordered `time` column replace a B-tree;
 * no unique index is declared so that bulk appends stay fast (deduplication by transaction_id happens at ingest).
 */
export const eventsStore: Migration = {
  version: 100,
  name: 'events, users, companies, subscriptions',
  async up(tx) {
    await tx.run(`CREATE TABLE events (
      id VARCHAR NOT NULL,
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      event_type VARCHAR NOT NULL,
      action_name VARCHAR,
      time TIMESTAMP NOT NULL,
      response_time TIMESTAMP,
      uri VARCHAR,
      route VARCHAR,
      verb VARCHAR,
      status INTEGER,
      duration_ms INTEGER,
      user_id VARCHAR,
      company_id VARCHAR,
      subscription_id VARCHAR,
      session_token VARCHAR,
      anonymous_id VARCHAR,
      ip VARCHAR,
      request_headers JSON,
      response_headers JSON,
      request_body JSON,
      response_body JSON,
      request_transfer_encoding VARCHAR,
      response_transfer_encoding VARCHAR,
      metadata JSON,
      weight INTEGER NOT NULL,
      transaction_id VARCHAR,
      direction VARCHAR,
      api_version VARCHAR,
      ua_name VARCHAR,
      ua_major VARCHAR,
      ua_minor VARCHAR,
      ua_patch VARCHAR,
      ua_os VARCHAR,
      trace_id VARCHAR,
      span_id VARCHAR,
      parent_span_id VARCHAR,
      blocked_by VARCHAR,
      ingested_at TIMESTAMP NOT NULL
    )`);
    await tx.run(`CREATE TABLE app_users (
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      user_id VARCHAR NOT NULL,
      company_id VARCHAR,
      metadata JSON,
      session_tokens VARCHAR[],
      ip_address VARCHAR,
      user_agent_string VARCHAR,
      campaign JSON,
      modified_time TIMESTAMP,
      first_seen_time TIMESTAMP,
      last_seen_time TIMESTAMP,
      created_at TIMESTAMP NOT NULL,
      updated_at TIMESTAMP NOT NULL,
      PRIMARY KEY (org_id, app_id, user_id)
    )`);
    await tx.run(`CREATE TABLE app_companies (
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      company_id VARCHAR NOT NULL,
      company_domain VARCHAR,
      metadata JSON,
      session_tokens VARCHAR[],
      ip_address VARCHAR,
      campaign JSON,
      modified_time TIMESTAMP,
      first_seen_time TIMESTAMP,
      last_seen_time TIMESTAMP,
      created_at TIMESTAMP NOT NULL,
      updated_at TIMESTAMP NOT NULL,
      PRIMARY KEY (org_id, app_id, company_id)
    )`);
    await tx.run(`CREATE TABLE app_subscriptions (
      org_id VARCHAR NOT NULL,
      app_id VARCHAR NOT NULL,
      subscription_id VARCHAR NOT NULL,
      company_id VARCHAR NOT NULL,
      status VARCHAR NOT NULL,
      current_period_start TIMESTAMP,
      current_period_end TIMESTAMP,
      items JSON,
      metadata JSON,
      created_at TIMESTAMP NOT NULL,
      updated_at TIMESTAMP NOT NULL,
      PRIMARY KEY (org_id, app_id, subscription_id)
    )`);
    await tx.run(`CREATE TABLE demo_seed_runs (
      org_id VARCHAR PRIMARY KEY,
      events INTEGER NOT NULL,
      seeded_at TIMESTAMP NOT NULL
    )`);
  },
};
