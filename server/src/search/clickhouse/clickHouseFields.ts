import type { ClickHouseCapabilities } from '../../storage/clickhouse/version';
import type { ProfileLookup } from '../dsl/dialect';
import { COMPANY_FIELDS, EVENT_FIELDS, USER_FIELDS, type FieldCatalog } from '../dsl/fields';
import type { SearchEntity } from '../searchEngine';
import { clickHouseDialect } from './clickHouseDialect';
import { renderSql } from './renderSql';

/** The condition that keeps a profile table's live rows: ReplacingMergeTree tables are read with FINAL, deletions are tombstones. */
export const LIVE_PROFILE = 'deleted = 0';

const USERS_LOOKUP: ProfileLookup = { table: 'app_users FINAL', key: 'user_id', live: LIVE_PROFILE };
const COMPANIES_LOOKUP: ProfileLookup = { table: 'app_companies FINAL', key: 'company_id', live: LIVE_PROFILE };

/**
 * The field catalogs on ClickHouse's schema (storage/clickhouse/migrations): the embedded catalogs' names and
 * columns, with the differences of that schema. The event time is `time` (whole seconds, the sort key) plus
 * `time_ms`, read as epoch ms, with `time` bounded by comparisons; other times are already epoch-ms Int64 columns.
 * Profiles are read with FINAL (the engine adds LIVE_PROFILE to their scope). The profile fields on events are
 * lookups, usable in query clauses only (no correlated subqueries in ClickHouse).
 */
export function clickHouseCatalogs(capabilities: Pick<ClickHouseCapabilities, 'jsonExtract'>): Record<SearchEntity, FieldCatalog> {
  const dialect = clickHouseDialect(capabilities);
  const metadataKey = (key: string) => {
    const expr = dialect.jsonField('metadata', [key]);
    return { column: renderSql(expr.sql, expr.params), type: 'keyword' as const };
  };
  const names = { email: metadataKey('email'), name: metadataKey('name'), first_name: metadataKey('first_name'), last_name: metadataKey('last_name') };
  return {
    events: {
      ...EVENT_FIELDS,
      dialect,
      columns: {
        ...EVENT_FIELDS.columns,
        'request.time': { column: '(toInt64(time) * 1000 + time_ms)', type: 'time', seconds: 'time' },
        'user.first_seen_time': { column: 'first_seen_time', type: 'time', lookup: USERS_LOOKUP },
        'company.first_seen_time': { column: 'first_seen_time', type: 'time', lookup: COMPANIES_LOOKUP },
      },
    },
    users: { ...USER_FIELDS, dialect, table: 'app_users FINAL', columns: { ...USER_FIELDS.columns, ...names } },
    companies: { ...COMPANY_FIELDS, dialect, table: 'app_companies FINAL' },
  };
}
