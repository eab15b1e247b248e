import type { Migration } from '../migrate';

/**
 * Data retention per organization (server/src/retention): how many days of events it keeps. NULL keeps as long as
 * its plan allows.
 */
export const orgRetention: Migration = {
  version: 15,
  name: 'organization data retention',
  async up(tx) {
    await tx.run('ALTER TABLE organizations ADD COLUMN retention_days INTEGER');
  },
};
