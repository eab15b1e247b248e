import { dateTime, idString, nullableDateTime, nullableString } from '../http/schemaFragments';
import { KEY_KINDS } from './keyKinds';

const scopeList = { type: 'array', items: { type: 'string' } } as const;

/** Path parameters of routes under `/{orgId}/keys/{keyId}`. */
export const orgKeyParams = {
  type: 'object',
  required: ['orgId', 'keyId'],
  properties: { orgId: { ...idString, description: 'Organization id' }, keyId: { ...idString, description: 'API key id' } },
} as const;

/** One key as listed (never its secret). */
export const keyViewSchema = {
  type: 'object',
  required: ['id', 'name', 'kind', 'app_id', 'scopes', 'apps', 'creator', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'status', 'status_reason'],
  properties: {
    id: { type: 'string', description: 'Key id' },
    name: { type: 'string' },
    kind: { type: 'string', enum: KEY_KINDS, description: 'collector (write-only), publishable (collector key for browser code), management (API by scope) or plugin' },
    app_id: { type: 'string', description: 'App a collector key writes to; the app a management key defaults to' },
    scopes: { ...scopeList, description: 'Granted scopes' },
    apps: { type: ['array', 'null'], items: { type: 'string' }, description: 'Apps a management key is limited to; null for every app' },
    creator: {
      type: 'object',
      required: ['user_id', 'email', 'name'],
      properties: { user_id: { type: 'string' }, email: nullableString, name: nullableString },
    },
    created_at: dateTime,
    last_used_at: { ...nullableDateTime, description: 'Last use, to the minute; null if never used' },
    expires_at: { ...nullableDateTime, description: 'Null: never expires (collector keys only)' },
    revoked_at: nullableDateTime,
    status: { type: 'string', enum: ['active', 'revoked', 'expired', 'suspended'], description: 'suspended: its creator left or no longer holds its scopes' },
    status_reason: { ...nullableString, description: 'Why the key does not work (any status but active)' },
  },
} as const;

/** GET /api/portal/{orgId}/keys. */
export const keyListAnswer = {
  type: 'object',
  required: ['keys', 'grantable_scopes', 'resources', 'all_keys'],
  properties: {
    keys: { type: 'array', items: keyViewSchema },
    grantable_scopes: { ...scopeList, description: 'Scopes the caller may put on a new key' },
    resources: { ...scopeList, description: 'Resources scopes are made of' },
    all_keys: { type: 'boolean', description: "True when the caller sees every key of the organization; else only their own" },
  },
} as const;

/** POST /api/portal/{orgId}/keys body. */
export const createKeyBody = {
  type: 'object',
  required: ['name', 'kind', 'app_id'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', description: 'Shown in the key list' },
    kind: { type: 'string', enum: KEY_KINDS },
    app_id: { ...idString, description: 'App a collector key writes to; the app a management key defaults to' },
    scopes: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 200, description: 'Management keys: the scopes, each held by the caller' },
    apps: { type: 'array', items: idString, maxItems: 200, description: 'Management keys: apps the key is limited to; omitted or empty for every app' },
    expires_at: {
      type: ['string', 'null'],
      maxLength: 64,
      description: 'ISO date-time; null for never (collector keys only); omitted for the default (management and plugin keys: one year)',
    },
  },
} as const;

/** POST /api/portal/{orgId}/keys answer. */
export const createdKeyAnswer = {
  type: 'object',
  required: ['key', 'secret'],
  properties: {
    key: keyViewSchema,
    secret: { type: 'string', description: 'The key itself: shown this once, never again' },
  },
} as const;

/** DELETE /api/portal/{orgId}/keys/{keyId} answer. */
export const revokedKeyAnswer = {
  type: 'object',
  required: ['key'],
  properties: { key: keyViewSchema },
} as const;
