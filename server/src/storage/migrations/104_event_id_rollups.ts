import type { Migration } from '../migrate';
import {
  CREATE_DAY_IDS_TABLE, CREATE_IDS_TABLE, CREATE_UNROUTED_DURATIONS_TABLE, CREATE_UNROUTED_TABLE, DAY_IDS_TABLE, IDS_TABLE, UNROUTED_DURATIONS_TABLE,
  UNROUTED_TABLE, allIdsSelect, dayIdsFromHours, unroutedDurationsSelect, unroutedSelect,
} from '../../search/rollups/idRollupTables';

/**
 * Exact id rollups for the distinct counts and top users, companies and URIs of the dashboard and time series
 * (server/src/search/README.md, Rollups): per org, app, UTC hour, kind (user, company) and id the weighted and plain
 * counts, the same per UTC day, and the summary and duration counts of calls without a route per request URI. Built
 * here from the events already stored (the hours the rollups of migration 103 mark dirty meanwhile are recomputed
 * for these tables too); kept exact by the rollup refresher in the same transaction as the other rollup tables.
 */
export const eventIdRollups: Migration = {
  version: 104,
  name: 'exact id rollups',
  async up(tx) {
    await tx.run(CREATE_IDS_TABLE);
    await tx.run(CREATE_DAY_IDS_TABLE);
    await tx.run(CREATE_UNROUTED_TABLE);
    await tx.run(CREATE_UNROUTED_DURATIONS_TABLE);
    await tx.run(`INSERT INTO ${IDS_TABLE} SELECT * FROM (${allIdsSelect('TRUE')}) ORDER BY time`);
    await tx.run(`INSERT INTO ${DAY_IDS_TABLE} SELECT * FROM (${dayIdsFromHours('TRUE')}) ORDER BY day`);
    await tx.run(`INSERT INTO ${UNROUTED_TABLE} SELECT * FROM (${unroutedSelect('TRUE', 'stored')}) ORDER BY time`);
    await tx.run(`INSERT INTO ${UNROUTED_DURATIONS_TABLE} SELECT * FROM (${unroutedDurationsSelect('TRUE', 'stored')}) ORDER BY time`);
  },
};
