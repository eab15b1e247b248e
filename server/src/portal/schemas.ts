import { ROLES } from '../auth/roles';
import { dateTime, nullableString } from '../http/schemaFragments';

/** An app (views.ts `AppView`). */
export const appAnswer = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    time_zone: { type: 'string', description: 'IANA time zone of the app’s reports' },
    week_starts_on: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday' },
    created_at: dateTime,
  },
} as const;

/** An organization with its apps and the caller's role (views.ts `OrganizationView`). */
export const organizationAnswer = {
  type: 'object',
  required: ['id', 'name', 'apps'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    apps: { type: 'array', items: appAnswer },
    allowed_identity_providers: { type: 'array', items: { type: 'string' } },
    join_organization_policy: { type: 'string' },
    mfa_enforced: { type: 'boolean' },
    organization_domain: nullableString,
    role: { type: 'string', enum: ROLES, description: "The caller's role (absent for management tokens)" },
    demo: { type: 'boolean', description: 'True for the read-only demo organization' },
    default_app_id: { ...nullableString, description: "The caller's default app in this organization (null: none chosen)" },
    created_at: dateTime,
  },
} as const;

/** GET /api/portal/organizations. */
export const organizationListAnswer = { type: 'array', items: organizationAnswer } as const;

/** DELETE /api/portal/{orgId}/apps/{appId}. */
export const appDeletedAnswer = {
  type: 'object',
  required: ['id', 'deleted'],
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
} as const;

/** POST /api/portal/{orgId}/apps/{appId}/default. */
export const defaultAppAnswer = {
  type: 'object',
  required: ['org_id', 'app_id', 'email'],
  properties: { org_id: { type: 'string' }, app_id: { type: 'string' }, email: { type: 'string' } },
} as const;

const percent = { type: 'integer', minimum: 0, maximum: 100 } as const;

/** An app's configuration (appConfig.ts `AppConfig`) with its app id. */
export const appConfigAnswer = {
  type: 'object',
  required: ['app_id'],
  properties: {
    app_id: { type: 'string' },
    sample_rate: percent,
    user_sample_rate: { type: 'object', additionalProperties: percent, description: 'user id -> percent' },
    company_sample_rate: { type: 'object', additionalProperties: percent, description: 'company id -> percent' },
    regex_config: { type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Sampling by request properties' },
    log_body: { type: 'boolean', description: 'Request and response bodies are stored' },
    mask_headers: { type: 'array', items: { type: 'string' }, description: 'Header names whose values are stored as *****' },
    mask_body_fields: { type: 'array', items: { type: 'string' }, description: 'Dot paths of JSON body fields stored as *****' },
  },
} as const;

/** DELETE /api/portal/organizations/{orgId}. */
export const organizationDeletedAnswer = {
  type: 'object',
  required: ['id', 'deleted'],
  properties: {
    id: { type: 'string' },
    deleted: { type: 'boolean' },
    apps_deleted: { type: 'integer', description: 'Apps deleted with the organization' },
    events_deleted: { type: 'integer', description: 'Stored events and actions deleted with it' },
  },
} as const;

/** GET /api/portal/{orgId}/user_roles. */
export const rolesAnswer = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name', 'scopes'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      scopes: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

/** POST /api/portal/url_encoder. */
export const encodedUrlAnswer = {
  type: 'object',
  required: ['originalUrl', 'encodedUrl'],
  properties: {
    originalUrl: { type: 'string', description: 'Scheme and host of the URL' },
    encodedUrl: { type: 'string', description: 'The same, URI-encoded' },
  },
} as const;

/** GET /api/portal/{orgId}/oauth/access_tokens. */
export const appTokenAnswer = {
  type: 'object',
  required: ['app_token'],
  properties: { app_token: { type: 'string', description: 'The application token (collector or management)' } },
} as const;
