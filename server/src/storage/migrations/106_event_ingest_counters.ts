import type { Migration } from '../migrate';

/**
 * The quota's ingest counters live with the events, so a batch and its count commit in one transaction. Embedded
 * installs have had the table since version 3; with the metadata in PostgreSQL the event store creates it here.
 */
export const eventIngestCounters: Migration = {
  version: 106,
  name: 'ingest counters beside the events',
  async up(tx) {
    await tx.run(`CREATE TABLE IF NOT EXISTS ingest_counters (
      org_id VARCHAR NOT NULL,
      period_start TIMESTAMP NOT NULL,
      events BIGINT NOT NULL DEFAULT 0,
      PRIMARY KEY (org_id, period_start)
    )`);
  },
};
