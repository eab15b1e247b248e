/** JSON schemas of GET /api/search/{orgId}/schema: its query and its answer. */

/** The entities a schema request can name. */
export const SCHEMA_ENTITIES = ['events', 'users', 'companies'] as const;

/** app_id (required) and the entity to describe (all three when omitted). */
export const schemaQuery = {
  type: 'object',
  required: ['app_id'],
  properties: {
    app_id: { type: 'string', minLength: 1, maxLength: 64 },
    entity: { type: 'string', enum: SCHEMA_ENTITIES, description: 'events, users or companies; all three when omitted' },
  },
} as const;

/** One searchable field. */
const schemaField = {
  type: 'object',
  required: ['name', 'type', 'source'],
  properties: {
    name: { type: 'string', description: 'Field name as the search DSL takes it, e.g. response.status or metadata.plan' },
    type: { type: 'string', enum: ['string', 'number', 'time', 'boolean'], description: 'How values compare; discovered fields of mixed types are string' },
    source: { type: 'string', enum: ['fixed', 'discovered'], description: 'fixed: the DSL whitelist; discovered: a JSON key found in the app\'s recent data' },
  },
} as const;

/** The fields of one entity. */
const entitySchema = {
  type: 'object',
  required: ['fields', 'truncated'],
  properties: {
    fields: { type: 'array', items: schemaField, description: 'Fixed fields first, then discovered fields by name' },
    truncated: { type: 'boolean', description: 'More JSON keys were found than are listed (the most frequent are listed)' },
  },
} as const;

/** The answer: one entry per entity asked for. */
export const schemaAnswer = {
  type: 'object',
  properties: { events: entitySchema, users: entitySchema, companies: entitySchema },
} as const;
