import type { Migration } from '../migrate';

/** One subscription per organization and a per-org, per-period count of ingested events. */
export const subscriptions: Migration = {
  version: 3,
  name: 'subscriptions and ingest counters',
  async up(tx) {
    await tx.run(`CREATE TABLE subscriptions (
      subscription_id VARCHAR PRIMARY KEY,
      org_id VARCHAR NOT NULL UNIQUE,
      org_name VARCHAR NOT NULL,
      plan_id VARCHAR NOT NULL,
      status VARCHAR NOT NULL,
      trial_end TIMESTAMP,
      current_period_start TIMESTAMP NOT NULL DEFAULT now(),
      event_quota_notification_percentage INTEGER NOT NULL DEFAULT 80,
      created_at TIMESTAMP NOT NULL DEFAULT now(),
      updated_at TIMESTAMP NOT NULL DEFAULT now()
    )`);
    // Events accepted per organization and quota period (a plan change or a new month starts a new row).
    await tx.run(`CREATE TABLE ingest_counters (
      org_id VARCHAR NOT NULL,
      period_start TIMESTAMP NOT NULL,
      events BIGINT NOT NULL DEFAULT 0,
      PRIMARY KEY (org_id, period_start)
    )`);
  },
};
