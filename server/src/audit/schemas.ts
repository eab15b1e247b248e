import { dateTime, nullableString } from '../http/schemaFragments';
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES } from './actions';

/** Records answered per page at most, and by default. */
export const MAX_AUDIT_PAGE = 200;
export const DEFAULT_AUDIT_PAGE = 50;

const filterProperties = {
  actor: { type: 'string', minLength: 1, maxLength: 254, description: "A user id or key id (exact), or part of a member's e-mail address" },
  action: { type: 'string', enum: AUDIT_ACTION_NAMES, description: 'One recorded action' },
  from: { ...dateTime, description: 'Records at or after this time (ISO 8601)' },
  to: { ...dateTime, description: 'Records before this time (ISO 8601)' },
} as const;

/** Query of GET /{orgId}/audit. */
export const auditListQuery = {
  type: 'object',
  properties: {
    ...filterProperties,
    limit: { type: 'integer', minimum: 1, maximum: MAX_AUDIT_PAGE, description: `Records per page (default ${DEFAULT_AUDIT_PAGE})` },
    cursor: { type: 'string', minLength: 1, maxLength: 200, description: 'next_cursor of the previous page' },
  },
} as const;

/** Query of GET /{orgId}/audit/export. */
export const auditExportQuery = { type: 'object', properties: filterProperties } as const;

const auditRecordAnswer = {
  type: 'object',
  required: ['id', 'time', 'actor', 'ip', 'user_agent', 'action', 'object', 'details'],
  properties: {
    id: { type: 'string' },
    time: { ...dateTime, description: 'When it happened' },
    actor: {
      type: 'object',
      required: ['type', 'id', 'email'],
      properties: {
        type: { type: 'string', enum: ['user', 'key', 'system'], description: 'A signed-in user, an API key or the platform' },
        id: { ...nullableString, description: 'User id or key id' },
        email: { ...nullableString, description: "The user's e-mail address at the time" },
      },
    },
    ip: { ...nullableString, description: 'Client address of the request' },
    user_agent: nullableString,
    action: { type: 'string', enum: AUDIT_ACTION_NAMES },
    object: {
      anyOf: [
        { type: 'object', required: ['type', 'id'], properties: { type: { type: 'string' }, id: nullableString } },
        { type: 'null' },
      ],
      description: 'What the action was done to',
    },
    details: { type: 'object', additionalProperties: true, description: 'Names, roles, counts; never secrets' },
  },
} as const;

/** Answer of GET /{orgId}/audit. */
export const auditPageAnswer = {
  type: 'object',
  required: ['records', 'next_cursor', 'actions'],
  properties: {
    records: { type: 'array', items: auditRecordAnswer, description: 'Newest first' },
    next_cursor: { ...nullableString, description: 'Pass as cursor for the next (older) page; null on the last page' },
    actions: {
      type: 'array',
      description: 'Every action the log records, for filters',
      items: { type: 'object', required: ['action', 'description'], properties: { action: { type: 'string' }, description: { type: 'string' } } },
    },
  },
} as const;

/** The action catalogue as answered. */
export const actionCatalogue = AUDIT_ACTION_NAMES.map((action) => ({ action, description: AUDIT_ACTIONS[action] }));
