import type { Migration } from '../migrate';
import { CREATE_DAY_DURATIONS_TABLE, DAY_DURATIONS_TABLE, dayDurationsFromHours } from '../../search/rollups/rollupTables';

/**
 * Duration value counts per UTC day and dimensions (server/src/search/README.md, Rollups), built from the hourly
 * duration counts already stored: percentiles by route or status over weeks then read one row per day and value
 * instead of one per hour. The hours the refresher recomputes later rewrite their days' rows in the same transaction.
 */
export const eventDayDurations: Migration = {
  version: 107,
  name: 'duration counts per day',
  async up(tx) {
    await tx.run(CREATE_DAY_DURATIONS_TABLE);
    await tx.run(`INSERT INTO ${DAY_DURATIONS_TABLE} SELECT * FROM (${dayDurationsFromHours('TRUE')}) ORDER BY day`);
  },
};
