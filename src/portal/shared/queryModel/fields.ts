import type { FieldType } from './types';

/** Event fields of the search API (server/src/search/dsl/fields.ts) and the type a filter on them uses. */
export const EVENT_FIELD_TYPES: Readonly<Record<string, FieldType>> = {
  id: 'string',
  event_type: 'string',
  action_name: 'string',
  'request.time': 'time',
  'response.time': 'time',
  'request.uri': 'string',
  'request.route': 'string',
  'request.verb': 'string',
  'request.ip_address': 'string',
  'request.geo_ip.country_code2': 'string',
  'request.api_version': 'string',
  'request.user_agent.name': 'string',
  'request.user_agent.major': 'string',
  'request.user_agent.minor': 'string',
  'request.user_agent.patch': 'string',
  'request.user_agent.os': 'string',
  'request.transfer_encoding': 'string',
  'response.status': 'number',
  'response.transfer_encoding': 'string',
  duration_ms: 'number',
  weight: 'number',
  user_id: 'string',
  company_id: 'string',
  subscription_id: 'string',
  session_token: 'string',
  anonymous_id: 'string',
  transaction_id: 'string',
  direction: 'string',
  trace_id: 'string',
  'span.id': 'string',
  'span.parent_id': 'string',
  blocked_by: 'string',
  'user.first_seen_time': 'time',
  'company.first_seen_time': 'time',
};

/** Prefixes of JSON documents inside events; any path below them may be filtered, grouped or measured. */
export const JSON_FIELD_PREFIXES = ['metadata.', 'request.headers.', 'response.headers.', 'request.body.', 'response.body.'] as const;

/** Field holding the time of an event, used by the histogram. */
export const TIME_FIELD = 'request.time';
/** Field holding the latency of an API call. */
export const LATENCY_FIELD = 'duration_ms';
/** When the event's user was first seen (a field of the user's profile, searchable on events). */
export const USER_FIRST_SEEN_FIELD = 'user.first_seen_time';
/** When the event's company was first seen. */
export const COMPANY_FIRST_SEEN_FIELD = 'company.first_seen_time';
/** Field holding the sampling weight of an event (how many events it stands for). */
export const WEIGHT_FIELD = 'weight';

const SEGMENT = /^[A-Za-z0-9_\-@ ]{1,100}$/;
const UNSAFE_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_PATH_SEGMENTS = 8;

/** True when the field is a path under a JSON document that the server accepts (1 to 8 plain segments). */
export function isJsonPath(field: string): boolean {
  const prefix = JSON_FIELD_PREFIXES.find((p) => field.startsWith(p));
  if (!prefix) return false;
  const segments = field.slice(prefix.length).split('.');
  return (
    segments.length <= MAX_PATH_SEGMENTS && segments.every((s) => SEGMENT.test(s) && !UNSAFE_SEGMENTS.has(s))
  );
}

/** The type of a known event field, `'json'` for a JSON path (its type is the user's choice), or null if unknown. */
export function fieldKind(field: string): FieldType | 'json' | null {
  if (Object.hasOwn(EVENT_FIELD_TYPES, field)) return EVENT_FIELD_TYPES[field];
  return isJsonPath(field) ? 'json' : null;
}

/** True when the field may be summed, averaged... : a numeric event field or a JSON path. */
export function isNumericField(field: string): boolean {
  const kind = fieldKind(field);
  return kind === 'number' || kind === 'json';
}
