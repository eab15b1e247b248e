import { dateTime, nullableString } from '../http/schemaFragments';

/** One active session (sessionsService.ts `SessionView`). */
const sessionItem = {
  type: 'object',
  required: ['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'browser', 'os', 'ip', 'current'],
  properties: {
    id: { type: 'string', description: 'Session id: the sid claim of its access tokens' },
    created_at: { ...dateTime, description: 'When a sign-up or sign-in opened it' },
    last_seen_at: { ...dateTime, description: 'Last request made with it, to within five minutes' },
    expires_at: { ...dateTime, description: 'Absolute end: refreshes never go past it' },
    user_agent: { ...nullableString, description: 'User-Agent of the sign-in request' },
    browser: { ...nullableString, description: 'Browser or client with its major version, e.g. "Chrome 126"' },
    os: { ...nullableString, description: 'Operating system, e.g. "Mac OS X"' },
    ip: { ...nullableString, description: 'Client address of the sign-in request' },
    current: { type: 'boolean', description: 'True for the session of the token that made this request' },
  },
} as const;

/** Answer of GET /api/auth/sessions. */
export const sessionListAnswer = {
  type: 'object',
  required: ['sessions'],
  properties: { sessions: { type: 'array', items: sessionItem, description: 'Active sessions, the current one first, then by last use' } },
} as const;

/** Answer of POST /api/auth/sessions/revoke-others. */
export const revokedOthersAnswer = {
  type: 'object',
  required: ['revoked'],
  properties: { revoked: { type: 'integer', description: 'How many other sessions were signed out' } },
} as const;

/** Path parameters of DELETE /api/auth/sessions/{sessionId}. */
export const sessionParams = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 64, description: 'Id of one of your sessions' } },
} as const;

/** Answer of DELETE /api/auth/sessions/{sessionId}. */
export const revokedOneAnswer = {
  type: 'object',
  required: ['revoked', 'current'],
  properties: {
    revoked: { type: 'integer', description: 'Always 1' },
    current: { type: 'boolean', description: 'True if it was the calling session: its token no longer works' },
  },
} as const;
