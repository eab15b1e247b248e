import type { SqlRunner } from '../storage/duckdb/database';
import { KEEP, MERGE, TOKENS } from './profileSql';
import { storedSizeSql } from './profileSize';
import { sqlTimestamp } from './sqlTime';
import type { Tenant, UserUpdate } from './types';

/**
 * Anonymous visitors: moesif-browser-js posts `{anonymous_id, campaign}` to /v1/users before the visitor signs in.
 * Those profiles live in app_anonymous_users, keyed by anonymous_id. Once an event or a user update carries both
 * user_id and anonymous_id, the visitor is linked to the user (user_id set on the anonymous row) and the visitor's
 * campaign (first-touch UTM, referrer, gclid) fills the user's campaign; keys the user profile already has are kept.
 */

/** Upserts app_anonymous_users from $3 = [{a, c, m, t, ip, ua, cp, mt}]; the link to a user is kept. */
export const UPSERT_ANONYMOUS_USERS = `INSERT INTO app_anonymous_users (org_id, app_id, anonymous_id, company_id, metadata, session_tokens, ip_address, user_agent_string, campaign, modified_time, created_at, updated_at)
SELECT $1, $2, x.a, x.c, x.m, CASE WHEN x.t IS NULL THEN NULL ELSE [x.t] END, x.ip, x.ua, x.cp, x.mt, $4::TIMESTAMP, $4::TIMESTAMP
FROM (SELECT unnest(from_json($3::JSON, '[{"a":"VARCHAR","c":"VARCHAR","m":"JSON","t":"VARCHAR","ip":"VARCHAR","ua":"VARCHAR","cp":"JSON","mt":"TIMESTAMP"}]')) AS x)
ON CONFLICT DO UPDATE SET ${KEEP('app_anonymous_users', 'company_id')}, ${MERGE('app_anonymous_users', 'metadata')}, ${TOKENS('app_anonymous_users')},
  ${KEEP('app_anonymous_users', 'ip_address')}, ${KEEP('app_anonymous_users', 'user_agent_string')}, ${MERGE('app_anonymous_users', 'campaign')},
  ${KEEP('app_anonymous_users', 'modified_time')}, updated_at = excluded.updated_at`;

/** Records the user of each anonymous visitor from $3 = [{a, u}] (creating the anonymous row if none was posted). */
const LINK_ANONYMOUS_USERS = `INSERT INTO app_anonymous_users (org_id, app_id, anonymous_id, user_id, created_at, updated_at)
SELECT $1, $2, x.a, x.u, $4::TIMESTAMP, $4::TIMESTAMP FROM (SELECT unnest(from_json($3::JSON, '[{"a":"VARCHAR","u":"VARCHAR"}]')) AS x)
ON CONFLICT DO UPDATE SET user_id = excluded.user_id, updated_at = excluded.updated_at`;

/**
 * Folds the campaigns of the linked visitors in $3 (a JSON list of anonymous ids) into their users' campaigns:
 * visitors of one user merge in update order, then the user's own keys win. A merge that could take the user past
 * the profile cap ($5 bytes) is skipped.
 */
const MERGE_ANONYMOUS_CAMPAIGNS = `UPDATE app_users SET
  campaign = CASE WHEN app_users.campaign IS NULL THEN v.campaign ELSE json_merge_patch(v.campaign, app_users.campaign) END,
  updated_at = $4::TIMESTAMP
FROM (
  SELECT user_id, list_reduce(list(campaign ORDER BY updated_at, anonymous_id), lambda x, y: json_merge_patch(x, y)) AS campaign,
         sum(strlen(CAST(campaign AS VARCHAR))) AS bytes
  FROM app_anonymous_users
  WHERE org_id = $1 AND app_id = $2 AND user_id IS NOT NULL AND campaign IS NOT NULL
    AND anonymous_id IN (SELECT unnest(from_json($3::JSON, '["VARCHAR"]')))
  GROUP BY user_id
) AS v
WHERE app_users.org_id = $1 AND app_users.app_id = $2 AND app_users.user_id = v.user_id
  AND ${storedSizeSql('user', 'app_users')} + v.bytes <= $5`;

/** The rows of UPSERT_ANONYMOUS_USERS. */
export function anonymousUserRows(updates: UserUpdate[]) {
  return updates.map((u) => ({
    a: u.anonymousId, c: u.companyId, m: u.metadata, t: u.sessionToken, ip: u.ipAddress, ua: u.userAgentString, cp: u.campaign,
    mt: sqlTimestamp(u.modifiedTime),
  }));
}

/** The anonymous id → user id links carried by updates or events that name both. */
export function anonymousLinks(items: Array<{ userId: string | null; anonymousId?: string | null }>): Map<string, string> {
  const links = new Map<string, string>();
  for (const { userId, anonymousId } of items) if (userId && anonymousId) links.set(anonymousId, userId);
  return links;
}

/**
 * Inside the caller's transaction, after the users exist: records `links` and folds the campaigns of every linked
 * visitor among `touched` (the linked ones plus anonymous profiles just updated) into their users.
 */
export async function linkAnonymousUsers(tx: SqlRunner, tenant: Tenant, links: Map<string, string>, touched: string[], now: string, maxProfileBytes: number): Promise<void> {
  if (links.size > 0) {
    const rows = [...links].map(([a, u]) => ({ a, u }));
    await tx.run(LINK_ANONYMOUS_USERS, [tenant.orgId, tenant.appId, JSON.stringify(rows), now]);
  }
  const ids = [...new Set([...links.keys(), ...touched])];
  if (ids.length > 0) await tx.run(MERGE_ANONYMOUS_CAMPAIGNS, [tenant.orgId, tenant.appId, JSON.stringify(ids), now, maxProfileBytes]);
}
