import type { Database } from '../../../server/src/storage/duckdb/database';

/**
 * Bulk-loads `count` synthetic API calls for one tenant straight into the events table (one INSERT ... SELECT, far
 * faster than the collector): one every 10 ms back from `now`, 1,000 distinct users, `count / 1000` companies and a
 * JSON response body of about `bodyBytes` bytes.
 */
export async function loadEvents(db: Database, tenant: { orgId: string; appId: string }, count: number, options: { bodyBytes?: number; now?: number; idPrefix?: string } = {}): Promise<void> {
  const now = new Date(options.now ?? Date.now()).toISOString().replace('T', ' ').replace('Z', '');
  const filler = Math.max(1, Math.round((options.bodyBytes ?? 600) / 12));
  await db.run(
    `INSERT INTO events (id, org_id, app_id, event_type, time, uri, route, verb, status, duration_ms, user_id, company_id,
       request_headers, response_headers, request_body, response_body, metadata, weight, transaction_id, direction, ingested_at)
     SELECT $4 || i, $1, $2, 'api_call', $3::TIMESTAMP - to_milliseconds(i * 10), 'https://api.acme.io/v1/items/' || i, '/v1/items/{id}',
       CASE WHEN i % 2 = 0 THEN 'GET' ELSE 'POST' END, CASE WHEN i % 50 = 0 THEN 500 ELSE 200 END, (i % 500)::INTEGER,
       'user-' || (i % 1000), 'co-' || (i // 1000), '{"content-type":"application/json"}', '{"content-type":"application/json"}',
       '{"q":1}', json_object('text', repeat('lorem ipsum ', $5::INTEGER), 'n', i, 'nested', json_object('a', i % 7, 'b', 'x' || i)),
       json_object('plan', CASE WHEN i % 3 = 0 THEN 'pro' ELSE 'free' END), 1, $4 || 'tx' || i, 'Incoming', $3::TIMESTAMP
     FROM range($6::BIGINT) t(i)`,
    [tenant.orgId, tenant.appId, now, options.idPrefix ?? 'h', filler, count],
  );
}

/**
 * A valid but deliberately expensive search: `clauses` substring matches on different JSON paths of the response body,
 * none of which matches, so every row runs every clause (JSON extraction, lower-casing, substring search).
 */
export function heavyQuery(clauses = 200): Record<string, unknown> {
  return {
    size: 0,
    query: { bool: { should: Array.from({ length: clauses }, (_, i) => ({ match: { 'request.uri': `absent-${i}` } })) } },
  };
}
