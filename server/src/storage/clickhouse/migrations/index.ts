import type { ClickHouseMigration } from '../migrate';
import { clickHouseEvents } from './001_events';
import { clickHouseProfiles } from './002_profiles';
import { clickHouseSpans } from './003_spans';
import { clickHouseErasures } from './004_erasures';
import { clickHouseDemoSeedRuns } from './005_demo_seed_runs';
import { clickHouseRollups } from './006_rollups';
import { clickHouseHeaderRollups } from './007_header_rollups';
import { clickHouseDaySummaries } from './008_day_summaries';

/** The ClickHouse event store's schema, in version order (their own numbering, recorded in clickhouse_migrations). */
export const clickHouseMigrations: ClickHouseMigration[] = [clickHouseEvents, clickHouseProfiles, clickHouseSpans, clickHouseErasures, clickHouseDemoSeedRuns, clickHouseRollups, clickHouseHeaderRollups, clickHouseDaySummaries];
