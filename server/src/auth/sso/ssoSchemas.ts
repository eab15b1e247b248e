import { profileAnswer } from '../schemas';

/** Path parameters of the per-provider routes. */
export const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', minLength: 1, maxLength: 40, description: 'Provider id, as listed by GET /api/auth/sso/providers' } },
} as const;

/** What GET /api/auth/sso/providers answers. */
export const providersAnswer = {
  type: 'object',
  required: ['providers'],
  properties: {
    providers: {
      type: 'array',
      description: 'Configured single sign-on providers, in configuration order; empty when single sign-on is off',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'string', description: 'Provider id: the path segment of start, and the value allowed_identity_providers lists' },
          name: { type: 'string', description: 'Name shown on the "Continue with" button' },
        },
      },
    },
  },
} as const;

/** A redirect answer (no body): the Location header says where the browser goes. */
export const redirectAnswer = { type: 'null', description: 'Redirect: see the Location header' } as const;

/** Query of the callback: what the provider sends back (RFC 6749 section 4.1.2). */
export const callbackQuery = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 2048, description: 'Authorization code' },
    state: { type: 'string', maxLength: 512, description: 'The state sent at the start' },
    iss: { type: 'string', maxLength: 2048, description: 'Issuer of the answer (RFC 9207)' },
    error: { type: 'string', maxLength: 256, description: 'Why the provider refused' },
    error_description: { type: 'string', maxLength: 2048 },
    session_state: { type: 'string', maxLength: 512 },
  },
} as const;

/** Body of POST /api/auth/sso/exchange. */
export const exchangeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 100, description: 'One-time code from the callback page fragment' } },
} as const;

/** What the exchange answers: the session, like sign-in, plus the provider it was signed in with. */
export const ssoSessionAnswer = {
  type: 'object',
  required: ['id_token', 'profile', 'identity_provider'],
  properties: {
    id_token: { type: 'string', description: 'The API access token (JWT) to send as Authorization: Bearer; its idp claim names the provider' },
    profile: profileAnswer,
    identity_provider: { type: 'string', description: 'Provider id the session signed in with' },
  },
} as const;
