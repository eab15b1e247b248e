import type { ClickHouseMigration } from '../migrate';
import { TENANT_COLUMNS } from './columnTypes';

/**
 * Requested erasures of a user's or company's events. Deleting rows is a mutation that rewrites data parts, so
 * erasures are recorded here first (durably, before the request is answered) and their events deleted in batches,
 * one `ALTER TABLE events DELETE` for all the erasures pending at the time; `done` is set once it has finished.
 * `kind` is the events column the subject is matched on (user_id or company_id).
 */
export const clickHouseErasures: ClickHouseMigration = {
  version: 4,
  name: 'erasure requests',
  statements: () => [`CREATE TABLE IF NOT EXISTS erasures (
    ${TENANT_COLUMNS},
    kind String,
    subject_id String,
    requested_at Int64,
    done UInt8,
    version UInt64
  ) ENGINE = ReplacingMergeTree(version) ORDER BY (org_id, app_id, kind, subject_id, requested_at)`],
};
