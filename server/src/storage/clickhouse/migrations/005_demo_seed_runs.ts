import type { ClickHouseMigration } from '../migrate';

/** The demo data's completion marker, beside the events it describes (demo/demoSeedLedger.ts). */
export const clickHouseDemoSeedRuns: ClickHouseMigration = {
  version: 5,
  name: 'demo seeding runs',
  statements: () => [`CREATE TABLE IF NOT EXISTS demo_seed_runs (
    org_id String,
    events UInt64,
    seeded_at DateTime('UTC')
  ) ENGINE = MergeTree ORDER BY org_id`],
};
