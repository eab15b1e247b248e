import type { Tenant } from '../../events/types';
import type { ProfileLookup } from '../dsl/dialect';
import { and, constant, param, sql, type Fragment } from '../dsl/fragment';

/**
 * A predicate on a profile's value for each event (`user.first_seen_time`), without a correlated subquery
 * (ClickHouse has none): the keys of the tenant's live profiles where the predicate is true, and those where it is
 * false, are two IN sets; an event whose profile is in neither (no user, no profile, or a NULL value) gets the
 * predicate on NULL. So the result is the same three-valued answer DuckDB's scalar subquery gives (NOT of it too).
 */
export function clickHouseProfileLookup(lookup: ProfileLookup, column: Fragment, build: (value: Fragment) => Fragment, tenant: Tenant | undefined): Fragment {
  if (!tenant) throw new Error('A profile field on events needs the searched tenant in the compile context');
  const predicate = build(column);
  const keys = (outcome: number) => {
    const where = and([
      sql`org_id = ${param(tenant.orgId)}`, sql`app_id = ${param(tenant.appId)}`,
      ...(lookup.live ? [constant(lookup.live)] : []), sql`(${predicate}) = ${param(outcome)}`,
    ]);
    return sql`${constant(lookup.key)} IN (SELECT ${constant(lookup.key)} FROM ${constant(lookup.table)} WHERE ${where})`;
  };
  return sql`multiIf(${keys(1)}, 1, ${keys(0)}, 0, ${build(constant('NULL'))})`;
}
