import { ROLES } from '../auth/roles';
import { dateTime, nullableString } from '../http/schemaFragments';

const role = { type: 'string', enum: ROLES } as const;

/** GET /api/management/{orgId}/users: one page of members, plus (for admins) the pending invites on the first page. */
export const membersPageAnswer = {
  type: 'object',
  required: ['users', 'invites', 'page', 'page_size', 'total'],
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        required: ['user_id', 'email', 'role'],
        properties: { user_id: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, role, joined_at: dateTime },
      },
    },
    invites: {
      type: 'array',
      items: {
        type: 'object',
        required: ['email', 'role'],
        properties: { email: { type: 'string' }, role, onboarding_role: nullableString, source: nullableString, created_at: dateTime },
      },
    },
    page: { type: 'integer', description: '1-based page number' },
    page_size: { type: 'integer' },
    total: { type: 'integer', description: 'Members in the organization' },
  },
} as const;

/** DELETE /api/management/{orgId}/users/{userId}. */
export const memberRemovedAnswer = {
  type: 'object',
  required: ['user_id', 'removed'],
  properties: { user_id: { type: 'string' }, removed: { type: 'boolean' } },
} as const;

/** POST /api/management/{orgId}/users/{userId}/role. */
export const roleChangedAnswer = {
  type: 'object',
  required: ['user_id', 'role'],
  properties: { user_id: { type: 'string' }, role },
} as const;

/** POST /api/management/requested_demo. */
export const demoRequestAnswer = {
  type: 'object',
  required: ['id', 'requested_demo'],
  properties: { id: { type: 'string' }, requested_demo: { type: 'boolean' } },
} as const;

/** POST /api/management/surveyresults. */
export const surveyAnswer = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'Id of the stored answers' } },
} as const;
