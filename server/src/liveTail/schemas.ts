/** JSON schemas of the live tail routes. */
import { idString } from '../http/schemaFragments';

/** Path of both routes: the organization. */
export const liveParams = {
  type: 'object',
  required: ['orgId'],
  properties: { orgId: { ...idString, description: 'Organization id' } },
} as const;

/** Query of the ticket route: the app watched. */
export const ticketQuery = {
  type: 'object',
  required: ['app_id'],
  properties: { app_id: { ...idString, description: 'App id' } },
} as const;

/** Body of the ticket route: the filter and the fields each streamed event carries. */
export const ticketBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    query: { type: ['object', 'null'], description: 'A query clause of the search DSL subset (server/src/search/README.md); absent: every event' },
    _source: {
      type: 'array',
      maxItems: 100,
      items: { type: 'string', minLength: 1, maxLength: 300 },
      description: 'Dotted paths of the document each event carries (all when absent or empty)',
    },
  },
} as const;

/** Answer of the ticket route. */
export const ticketAnswer = {
  type: 'object',
  required: ['ticket', 'expires_in_ms'],
  properties: {
    ticket: { type: 'string', description: 'Single-use: opens one stream with GET .../live/events?app_id&ticket' },
    expires_in_ms: { type: 'integer', description: 'The ticket must be used within this many milliseconds' },
  },
} as const;

/** Query of the stream route: the app and the ticket minted for it. */
export const streamQuery = {
  type: 'object',
  required: ['app_id', 'ticket'],
  properties: {
    app_id: { ...idString, description: 'App id' },
    ticket: { type: 'string', minLength: 1, maxLength: 64, description: 'A ticket from POST .../live/tickets (single-use)' },
  },
} as const;

/** Answer of the stream route: an event stream, not JSON. */
export const streamAnswer = {
  type: 'string',
  description: 'text/event-stream: ready, event, sampling, dropped, heartbeat and end messages (server/src/liveTail/README.md)',
} as const;
