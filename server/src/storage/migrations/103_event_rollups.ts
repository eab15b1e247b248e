import type { Migration } from '../migrate';
import {
  CREATE_DIRTY_TABLE, CREATE_DURATIONS_TABLE, CREATE_HOUR_DURATIONS_TABLE, CREATE_ROLLUP_TABLE, CREATE_STATE_TABLE, DURATIONS_TABLE, HOUR_DURATIONS_TABLE,
  ROLLUP_TABLE, STATE_TABLE, durationsSelect, hourDurationsSelect, summarySelect,
} from '../../search/rollups/rollupTables';

/**
 * Exact hourly rollups of events for the dashboard and time series searches (server/src/search/README.md, Rollups):
 * per org, app, UTC hour, event type, verb, route and status the weighted and plain counts, weight and duration sums
 * and bounds, and the count of every duration value (also per hour without dimensions). Built here from the events already stored; kept exact after
 * every commit and erasure by the rollup refresher (search/rollups/rollupRefresher.ts).
 */
export const eventRollups: Migration = {
  version: 103,
  name: 'exact hourly event rollups',
  async up(tx) {
    await tx.run(CREATE_ROLLUP_TABLE);
    await tx.run(CREATE_DURATIONS_TABLE);
    await tx.run(CREATE_HOUR_DURATIONS_TABLE);
    await tx.run(CREATE_DIRTY_TABLE);
    await tx.run(CREATE_STATE_TABLE);
    // Every event stored so far is in the rollups built below (the migration holds the write connection).
    await tx.run(`INSERT INTO ${STATE_TABLE} VALUES ($1::TIMESTAMP)`, [new Date().toISOString().replace('T', ' ').replace('Z', '')]);
    await tx.run(`INSERT INTO ${ROLLUP_TABLE} SELECT * FROM (${summarySelect('TRUE', 'stored')}) ORDER BY time`);
    await tx.run(`INSERT INTO ${DURATIONS_TABLE} SELECT * FROM (${durationsSelect('TRUE', 'stored')}) ORDER BY time`);
    await tx.run(`INSERT INTO ${HOUR_DURATIONS_TABLE} SELECT * FROM (${hourDurationsSelect('TRUE', 'stored')}) ORDER BY time`);
  },
};
