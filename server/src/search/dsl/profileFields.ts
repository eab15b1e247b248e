import type { FieldCatalog } from './fields';

/**
 * Fields of an event's user and company profile, searchable on events: `user.first_seen_time` and
 * `company.first_seen_time` (when the profile was first seen: its earliest event, or the time the profile was sent).
 * Each is a scalar subquery on the profile table keyed by the event's own organization, app and user (company) id,
 * so it can only ever read the searched tenant's profiles; DuckDB runs it as a join. An event without a user (company),
 * or whose profile has no first_seen_time, has no value: `exists` is false and `range` does not match.
 * "New users only" is `{"range": {"user.first_seen_time": {"gte": <from>, "lte": <to>}}}` with the search window.
 */
export const EVENT_PROFILE_FIELDS: FieldCatalog['columns'] = {
  'user.first_seen_time': {
    column: '(SELECT p.first_seen_time FROM app_users AS p WHERE p.org_id = events.org_id AND p.app_id = events.app_id AND p.user_id = events.user_id)',
    type: 'time',
  },
  'company.first_seen_time': {
    column: '(SELECT p.first_seen_time FROM app_companies AS p WHERE p.org_id = events.org_id AND p.app_id = events.app_id AND p.company_id = events.company_id)',
    type: 'time',
  },
};

const PROFILE_FIELD_NAME = /"(?:user|company)\.first_seen_time(?:\.raw|\.keyword)?"/;

/**
 * Whether an events search body names a profile field (anywhere: query, sort, aggregations), so the engine writes
 * pending first/last-seen updates of acknowledged events before it runs. A false positive only costs that write.
 */
export function readsProfileFields(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  try {
    return PROFILE_FIELD_NAME.test(JSON.stringify(body));
  } catch {
    return false;
  }
}
