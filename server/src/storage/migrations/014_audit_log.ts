import type { Migration } from '../migrate';

/**
 * The audit log: one append-only row per recorded action in an organization (server/src/audit). Rows are only ever
 * inserted; deleting the organization deletes them with everything else stored under its id.
 */
export const auditLog: Migration = {
  version: 14,
  name: 'audit log',
  async up(tx) {
    await tx.run(`CREATE TABLE audit_log (
      audit_id VARCHAR PRIMARY KEY,
      org_id VARCHAR NOT NULL,
      occurred_at TIMESTAMP NOT NULL,
      actor_kind VARCHAR NOT NULL,
      actor_id VARCHAR,
      actor_email VARCHAR,
      ip VARCHAR,
      user_agent VARCHAR,
      action VARCHAR NOT NULL,
      object_type VARCHAR,
      object_id VARCHAR,
      details VARCHAR NOT NULL DEFAULT '{}'
    )`);
    await tx.run('CREATE INDEX audit_log_org_time ON audit_log (org_id, occurred_at)');
  },
};
