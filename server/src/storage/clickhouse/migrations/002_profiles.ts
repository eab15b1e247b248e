import type { ClickHouseMigration } from '../migrate';
import { TENANT_COLUMNS } from './columnTypes';

/** The growing parts of users, visitors and companies. */
const PARTS = `metadata Nullable(String),
    session_tokens Array(String),
    ip_address Nullable(String),
    campaign Nullable(String),
    modified_time Nullable(Int64)`;
const SEEN = `first_seen_time Nullable(Int64),
    last_seen_time Nullable(Int64)`;

/**
 * A ReplacingMergeTree profile table keyed by the tenant and `key`: the tenant columns, the key, `columns`, then the
 * times in epoch ms, the tombstone flag and the row version.
 */
function profileTable(name: string, key: string, columns: string[]): string {
  return `CREATE TABLE IF NOT EXISTS ${name} (
    ${TENANT_COLUMNS},
    ${key} String,
    ${columns.join(',\n    ')},
    created_at Int64,
    updated_at Int64,
    deleted UInt8,
    version UInt64
  ) ENGINE = ReplacingMergeTree(version) ORDER BY (org_id, app_id, ${key})`;
}

/**
 * Users, anonymous visitors, companies and subscriptions. ClickHouse has no upsert: each change inserts the whole
 * profile again with a higher `version`, ReplacingMergeTree keeps the highest version of a key when it merges, and
 * reads take the current row with FINAL. A deletion is a tombstone (`deleted = 1`) at a higher version. Times are
 * epoch milliseconds (Int64): exact and without the 1970-2106 range of a DateTime (a period may end in 9999).
 */
export const clickHouseProfiles: ClickHouseMigration = {
  version: 2,
  name: 'users, anonymous visitors, companies, subscriptions',
  statements: () => [
    profileTable('app_users', 'user_id', ['company_id Nullable(String)', PARTS, 'user_agent_string Nullable(String)', SEEN]),
    profileTable('app_anonymous_users', 'anonymous_id', ['user_id Nullable(String)', 'company_id Nullable(String)', PARTS, 'user_agent_string Nullable(String)']),
    profileTable('app_companies', 'company_id', ['company_domain Nullable(String)', PARTS, SEEN]),
    profileTable('app_subscriptions', 'subscription_id', [
      'company_id String', 'status String', 'current_period_start Nullable(Int64)', 'current_period_end Nullable(Int64)',
      'items Nullable(String)', 'metadata Nullable(String)',
    ]),
  ],
};
