import type { Migration } from '../migrate';
import { CREATE_DAY_TOTAL_DURATIONS_TABLE, DAY_TOTAL_DURATIONS_TABLE, dayTotalDurationsFromHours } from '../../search/rollups/rollupTables';

/**
 * Duration value counts per UTC day without dimensions (server/src/search/README.md, Rollups), built from the hourly
 * counts already stored: percentiles of a whole window over days then read one row per day and value instead of one
 * per hour. The hours the refresher recomputes or merges later rewrite their days' rows in the same transaction.
 */
export const eventDayTotalDurations: Migration = {
  version: 110,
  name: 'duration counts per day without dimensions',
  async up(tx) {
    await tx.run(CREATE_DAY_TOTAL_DURATIONS_TABLE);
    await tx.run(`INSERT INTO ${DAY_TOTAL_DURATIONS_TABLE} SELECT * FROM (${dayTotalDurationsFromHours('TRUE')}) ORDER BY day`);
  },
};
