import { dateTime, nullableString } from '../http/schemaFragments';

/** Body of sign-up and sign-in. */
export const credentialsBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: 254, description: 'E-mail address of the account' },
    password: { type: 'string', maxLength: 256, description: 'At least 8 characters at sign-up' },
    name: { type: 'string', maxLength: 100, description: 'Display name (sign-up only)' },
  },
} as const;

/** Body of POST /api/auth/password. */
export const passwordChangeBody = {
  type: 'object',
  required: ['current_password', 'new_password'],
  properties: { current_password: { type: 'string', maxLength: 256 }, new_password: { type: 'string', maxLength: 256 } },
} as const;

/** The user profile (auth/profile.ts `Profile`). */
export const profileAnswer = {
  type: 'object',
  required: ['user_id', 'email', 'name', 'app_metadata', 'user_metadata'],
  properties: {
    user_id: { type: 'string', description: 'Provider prefix and id, e.g. email|k3j...' },
    email: { type: 'string' },
    name: { type: 'string' },
    created_at: dateTime,
    updated_at: dateTime,
    app_metadata: {
      type: 'object',
      description: 'Set by the server only',
      properties: {
        permissions: { type: 'object', additionalProperties: { type: 'string' }, description: 'Role per organization id' },
        partner_name: nullableString,
      },
    },
    user_metadata: {
      type: 'object',
      description: 'What the user tells about themselves',
      additionalProperties: true,
      properties: {
        role: nullableString,
        goal: nullableString,
        onboarded: { type: 'boolean' },
        geoip: { type: ['object', 'null'], additionalProperties: true },
      },
    },
    partner_user_id: nullableString,
    email_verified: { type: 'boolean', description: 'The user proved they receive mail at this address' },
  },
} as const;

/** What sign-up, sign-in and refresh answer. */
export const sessionAnswer = {
  type: 'object',
  required: ['id_token', 'profile'],
  properties: {
    id_token: { type: 'string', description: 'The API access token (JWT) to send as Authorization: Bearer' },
    profile: profileAnswer,
  },
} as const;

/** What a password change answers. */
export const passwordChangedAnswer = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    revoked: { type: 'integer', description: 'How many other sessions were signed out' },
  },
} as const;
