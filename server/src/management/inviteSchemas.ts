import { ROLES } from '../auth/roles';
import { LINK_TOKEN_PATTERN } from '../mail/linkTokens';
import { dateTime, idString, nullableDateTime, nullableString } from '../http/schemaFragments';

const role = { type: 'string', enum: ROLES } as const;
const organization = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

/** Path parameters of /{orgId}/invites/{inviteId}. */
export const orgInviteParams = {
  type: 'object',
  required: ['orgId', 'inviteId'],
  properties: { orgId: { ...idString, description: 'Organization id' }, inviteId: { ...idString, description: 'Invite id' } },
} as const;

/** Body of the calls that carry an invite link's token. */
export const inviteTokenBody = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: LINK_TOKEN_PATTERN, description: 'The token at the end of the invite link' } },
} as const;

/** POST /{orgId}/invite and POST /{orgId}/invites/{inviteId}/resend. */
export const inviteSentAnswer = {
  type: 'object',
  required: ['invite_id', 'email', 'role', 'status', 'expires_at', 'delivery'],
  properties: {
    invite_id: { type: 'string' },
    email: { type: 'string' },
    role,
    status: { type: 'string', enum: ['invited'], description: 'The invite waits for the invitee to open the link' },
    expires_at: dateTime,
    delivery: { type: 'string', enum: ['email', 'link'], description: 'email: mailed to the invitee; link: no mail server, hand the link over' },
    invite_url: { type: 'string', description: 'delivery link only: the single-use link' },
    invite_path: { type: 'string', description: 'delivery link only: the path of the link on this site' },
  },
} as const;

/** GET /{orgId}/invites. */
export const pendingInvitesAnswer = {
  type: 'object',
  required: ['invites', 'delivery'],
  properties: {
    delivery: { type: 'string', enum: ['email', 'link'], description: 'How new links reach invitees on this server' },
    invites: {
      type: 'array',
      items: {
        type: 'object',
        required: ['invite_id', 'email', 'role', 'created_at', 'sent_at', 'expires_at', 'expired', 'invited_by'],
        properties: {
          invite_id: { type: 'string' },
          email: { type: 'string' },
          role,
          onboarding_role: nullableString,
          source: nullableString,
          created_at: dateTime,
          sent_at: dateTime,
          expires_at: nullableDateTime,
          expired: { type: 'boolean', description: 'The link no longer works: resend for a new one' },
          invited_by: {
            type: 'object',
            required: ['user_id', 'name', 'email'],
            properties: { user_id: { type: 'string' }, name: nullableString, email: nullableString },
          },
        },
      },
    },
  },
} as const;

/** DELETE /{orgId}/invites/{inviteId}. */
export const inviteRevokedAnswer = {
  type: 'object',
  required: ['invite_id', 'revoked'],
  properties: { invite_id: { type: 'string' }, revoked: { type: 'boolean' } },
} as const;

/** POST /invites/lookup. */
export const invitePreviewAnswer = {
  type: 'object',
  required: ['organization', 'email', 'role', 'invited_by', 'expires_at'],
  properties: { organization, email: { type: 'string' }, role, invited_by: nullableString, expires_at: dateTime },
} as const;

/** POST /invites/accept. */
export const inviteAcceptedAnswer = {
  type: 'object',
  required: ['organization', 'role', 'joined', 'first_app_id'],
  properties: {
    organization,
    role,
    joined: { type: 'boolean', description: 'False when the account already was a member' },
    first_app_id: { ...nullableString, description: "The organization's oldest app, where the new member lands" },
  },
} as const;
