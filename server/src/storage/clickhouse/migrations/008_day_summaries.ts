import { DAY_SUMMARY_TABLES } from '../rollupTables';
import { rollupTablesMigration } from './006_rollups';

/**
 * The summary rows per UTC day, of every call and of the calls without a route (rollupTables.ts): a search over weeks
 * reads about one row a day per key instead of 24. Created and backfilled as migration 6's tables are.
 */
export const clickHouseDaySummaries = rollupTablesMigration(8, 'summary rollups per day', DAY_SUMMARY_TABLES);
