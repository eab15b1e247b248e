/** JSON schemas of the search API's path, query and body parameters. */

/** Every /api/search/{orgId}/... route: the org in the path, the app in the query. */
export const orgParams = {
  type: 'object',
  required: ['orgId'],
  properties: { orgId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** Path of a single user, company or event. */
export const itemParams = {
  type: 'object',
  required: ['orgId', 'id'],
  properties: { orgId: { type: 'string', minLength: 1, maxLength: 64 }, id: { type: 'string', minLength: 1, maxLength: 512 } },
} as const;

/** app_id (required) plus the optional time window of event searches. */
export const searchQuery = {
  type: 'object',
  required: ['app_id'],
  properties: {
    app_id: { type: 'string', minLength: 1, maxLength: 64 },
    from: { type: 'string', maxLength: 64 },
    to: { type: 'string', maxLength: 64 },
    time_zone: { type: 'string', maxLength: 64 },
    track_total_hits: { type: 'boolean' },
    includes: { type: 'string', maxLength: 1000 },
    event_time: { type: 'string', maxLength: 64 },
  },
} as const;

/** app_id plus delete_events for DELETE users/companies. */
export const deleteQuery = {
  type: 'object',
  required: ['app_id'],
  properties: { app_id: { type: 'string', minLength: 1, maxLength: 64 }, delete_events: { type: 'boolean' } },
} as const;

/**
 * A search body: a JSON object (the DSL itself is validated by the compiler, which names unsupported clauses).
 * null, numbers, strings and arrays answer 400.
 */
export const dslBody = { type: 'object' } as const;
