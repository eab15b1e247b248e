/**
 * Upsert statements for the profile tables. Each takes the tenant as $1/$2 and the batch as one JSON parameter ($3),
 * unnested by DuckDB, so a batch of any size is one parameterised statement. Metadata merges recursively
 * (RFC 7396 merge patch); session tokens accumulate; first/last seen only widen.
 */
/** SET clause: recursive JSON merge patch of a column (the new value wins key by key). */
export const MERGE = (table: string, column: string) =>
  `${column} = CASE WHEN excluded.${column} IS NULL THEN ${table}.${column} WHEN ${table}.${column} IS NULL THEN excluded.${column} ELSE json_merge_patch(${table}.${column}, excluded.${column}) END`;

/** SET clause: session tokens accumulate (distinct). */
export const TOKENS = (table: string) =>
  `session_tokens = CASE WHEN excluded.session_tokens IS NULL THEN ${table}.session_tokens ELSE list_distinct(list_concat(coalesce(${table}.session_tokens, []), excluded.session_tokens)) END`;

const SEEN = (table: string) => [
  `first_seen_time = CASE WHEN ${table}.first_seen_time IS NULL OR excluded.first_seen_time < ${table}.first_seen_time THEN excluded.first_seen_time ELSE ${table}.first_seen_time END`,
  `last_seen_time = CASE WHEN ${table}.last_seen_time IS NULL OR excluded.last_seen_time > ${table}.last_seen_time THEN excluded.last_seen_time ELSE ${table}.last_seen_time END`,
].join(', ');

/** SET clause: the new value when sent, else the stored one. */
export const KEEP = (table: string, column: string) => `${column} = coalesce(excluded.${column}, ${table}.${column})`;

/** Upserts app_users from $3 = [{u, c, m, t, ip, ua, cp, mt, f, l}]. */
export const UPSERT_USERS = `INSERT INTO app_users (org_id, app_id, user_id, company_id, metadata, session_tokens, ip_address, user_agent_string, campaign, modified_time, first_seen_time, last_seen_time, created_at, updated_at)
SELECT $1, $2, x.u, x.c, x.m, CASE WHEN x.t IS NULL THEN NULL ELSE [x.t] END, x.ip, x.ua, x.cp, x.mt, x.f, x.l, $4::TIMESTAMP, $4::TIMESTAMP
FROM (SELECT unnest(from_json($3::JSON, '[{"u":"VARCHAR","c":"VARCHAR","m":"JSON","t":"VARCHAR","ip":"VARCHAR","ua":"VARCHAR","cp":"JSON","mt":"TIMESTAMP","f":"TIMESTAMP","l":"TIMESTAMP"}]')) AS x)
ON CONFLICT DO UPDATE SET ${KEEP('app_users', 'company_id')}, ${MERGE('app_users', 'metadata')}, ${TOKENS('app_users')},
  ${KEEP('app_users', 'ip_address')}, ${KEEP('app_users', 'user_agent_string')}, ${MERGE('app_users', 'campaign')},
  ${KEEP('app_users', 'modified_time')}, ${SEEN('app_users')}, updated_at = excluded.updated_at`;

/** Upserts app_companies from $3 = [{c, d, m, t, ip, cp, mt, f, l}]. */
export const UPSERT_COMPANIES = `INSERT INTO app_companies (org_id, app_id, company_id, company_domain, metadata, session_tokens, ip_address, campaign, modified_time, first_seen_time, last_seen_time, created_at, updated_at)
SELECT $1, $2, x.c, x.d, x.m, CASE WHEN x.t IS NULL THEN NULL ELSE [x.t] END, x.ip, x.cp, x.mt, x.f, x.l, $4::TIMESTAMP, $4::TIMESTAMP
FROM (SELECT unnest(from_json($3::JSON, '[{"c":"VARCHAR","d":"VARCHAR","m":"JSON","t":"VARCHAR","ip":"VARCHAR","cp":"JSON","mt":"TIMESTAMP","f":"TIMESTAMP","l":"TIMESTAMP"}]')) AS x)
ON CONFLICT DO UPDATE SET ${KEEP('app_companies', 'company_domain')}, ${MERGE('app_companies', 'metadata')}, ${TOKENS('app_companies')},
  ${KEEP('app_companies', 'ip_address')}, ${MERGE('app_companies', 'campaign')}, ${KEEP('app_companies', 'modified_time')},
  ${SEEN('app_companies')}, updated_at = excluded.updated_at`;

/** Upserts app_subscriptions from $3 = [{s, c, st, ps, pe, it, m}]. */
export const UPSERT_SUBSCRIPTIONS = `INSERT INTO app_subscriptions (org_id, app_id, subscription_id, company_id, status, current_period_start, current_period_end, items, metadata, created_at, updated_at)
SELECT $1, $2, x.s, x.c, x.st, x.ps, x.pe, x.it, x.m, $4::TIMESTAMP, $4::TIMESTAMP
FROM (SELECT unnest(from_json($3::JSON, '[{"s":"VARCHAR","c":"VARCHAR","st":"VARCHAR","ps":"TIMESTAMP","pe":"TIMESTAMP","it":"JSON","m":"JSON"}]')) AS x)
ON CONFLICT DO UPDATE SET company_id = excluded.company_id, status = excluded.status, ${KEEP('app_subscriptions', 'current_period_start')},
  ${KEEP('app_subscriptions', 'current_period_end')}, ${KEEP('app_subscriptions', 'items')}, ${MERGE('app_subscriptions', 'metadata')},
  updated_at = excluded.updated_at`;

/** Widens first/last seen of users named by events ($3 = [{u, c, f, l}]), creating unknown users. */
export const TOUCH_USERS = `INSERT INTO app_users (org_id, app_id, user_id, company_id, first_seen_time, last_seen_time, created_at, updated_at)
SELECT $1, $2, x.u, x.c, x.f, x.l, $4::TIMESTAMP, $4::TIMESTAMP
FROM (SELECT unnest(from_json($3::JSON, '[{"u":"VARCHAR","c":"VARCHAR","f":"TIMESTAMP","l":"TIMESTAMP"}]')) AS x)
ON CONFLICT DO UPDATE SET ${KEEP('app_users', 'company_id')}, ${SEEN('app_users')}`;

/** Widens first/last seen of companies named by events ($3 = [{c, f, l}]), creating unknown companies. */
export const TOUCH_COMPANIES = `INSERT INTO app_companies (org_id, app_id, company_id, first_seen_time, last_seen_time, created_at, updated_at)
SELECT $1, $2, x.c, x.f, x.l, $4::TIMESTAMP, $4::TIMESTAMP
FROM (SELECT unnest(from_json($3::JSON, '[{"c":"VARCHAR","f":"TIMESTAMP","l":"TIMESTAMP"}]')) AS x)
ON CONFLICT DO UPDATE SET ${SEEN('app_companies')}`;

/** Sets first/last seen of every user and company of a tenant from its stored events (after bulk loads). */
export const REFRESH_SEEN = [
  `UPDATE app_users SET first_seen_time = s.f, last_seen_time = s.l FROM (
     SELECT user_id, min(time) AS f, max(time) AS l FROM events WHERE org_id = $1 AND app_id = $2 AND user_id IS NOT NULL GROUP BY user_id) AS s
   WHERE app_users.org_id = $1 AND app_users.app_id = $2 AND app_users.user_id = s.user_id`,
  `UPDATE app_companies SET first_seen_time = s.f, last_seen_time = s.l FROM (
     SELECT company_id, min(time) AS f, max(time) AS l FROM events WHERE org_id = $1 AND app_id = $2 AND company_id IS NOT NULL GROUP BY company_id) AS s
   WHERE app_companies.org_id = $1 AND app_companies.app_id = $2 AND app_companies.company_id = s.company_id`,
];
