import type { ClickHouseMigration } from '../migrate';
import { headerRollupTable } from '../headerValues';
import { ROLLUP_TTL_DAYS, rollupTableDdl, rollupViewDdl } from '../rollupTables';
import { backfillRollups } from './006_rollups';

/**
 * The values of a few request and response headers per hour (rollupTables.ts, ROLLED_UP_HEADERS): the event log's
 * filters on them count their events from the rollups instead of reading every event's headers. Created and
 * backfilled as migration 6's tables are.
 */
export const clickHouseHeaderRollups: ClickHouseMigration = {
  version: 7,
  name: 'rollups of header values',
  statements: (capabilities) => {
    const table = headerRollupTable(capabilities);
    return [rollupTableDdl(table, capabilities.ttl ? { days: ROLLUP_TTL_DAYS } : null), ...rollupViewDdl(table)];
  },
  backfill: async (client) => backfillRollups(client, [headerRollupTable(await client.capabilities())]),
};
