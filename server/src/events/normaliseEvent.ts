import { newEventId } from './eventId';
import { normaliseRoute } from './route';
import type { EventRecord, Tenant } from './types';
import { parseUserAgent } from './userAgent';
import { durationOf, statusOf, weightOf } from './eventNumbers';
import { catchInvalidField, optionalTime, requiredTime } from './wireFields';
import { headerMap, jsonText, object, text, type WireTimeFormat } from './wireValues';

/** Limits applied to each incoming event. */
export interface EventLimits {
  /** Current time in ms (injected for tests). */
  now: number;
  /** Events whose request.time is older than this many ms are rejected. */
  maxAgeMs: number;
  /** Largest accepted event, in bytes of JSON text. */
  maxEventBytes: number;
  /** How the sender writes zone-less milliseconds (default 'iso'; the Lua gateway plugins use 'unpadded-millis'). */
  timeFormat?: WireTimeFormat;
}

/** An event refused on its own (the rest of its batch is still stored). */
export interface EventRejection {
  /** 413 for an over-size event, 400 for an event outside the accepted time window. */
  status: 400 | 413;
  message: string;
}

/** Result of normalising one wire event: a record, a per-event rejection, or a structural error for the request. */
export type NormaliseResult = { record: EventRecord } | { rejection: EventRejection } | { invalid: string };

const TRANSACTION_HEADER = 'x-moesif-transaction-id';

function bodyText(value: unknown): string | null {
  return value === '' ? null : jsonText(value);
}

/** UTF-8 size of the parts; exact bytes are only counted when the text could be near the limit (≤ 3 bytes per UTF-16 unit). */
function bytesOf(parts: Array<string | null>, limit: number): number {
  let units = 0;
  for (const part of parts) if (part) units += part.length;
  if (units * 3 <= limit) return units;
  let total = 0;
  for (const part of parts) if (part) total += Buffer.byteLength(part);
  return total;
}

function checkWindow(time: Date, limits: EventLimits): EventRejection | null {
  if (limits.now - time.getTime() > limits.maxAgeMs) {
    return { status: 400, message: `request.time ${time.toISOString()} is more than 30 days old` };
  }
  return null;
}

/**
 * Validates and enriches one API-call event of the collector wire format (wire-compat 1.3). Numbers and times are
 * checked for kind and range; a refused field makes the event `invalid`, naming the field.
 */
export function normaliseApiEvent(raw: unknown, tenant: Tenant, limits: EventLimits): NormaliseResult {
  return catchInvalidField(() => apiEvent(raw, tenant, limits));
}

function apiEvent(raw: unknown, tenant: Tenant, limits: EventLimits): NormaliseResult {
  const event = object(raw);
  if (!event) return { invalid: 'an event must be a JSON object' };
  const request = object(event.request);
  if (!request) return { invalid: 'request is required' };
  const time = requiredTime(request.time, 'request.time', limits.timeFormat);
  const uri = text(request.uri, 8192);
  if (!uri) return { invalid: 'request.uri is required' };
  const verb = text(request.verb, 16);
  if (!verb) return { invalid: 'request.verb is required' };
  const response = object(event.response);
  const responseTime = optionalTime(response?.time, 'response.time', limits.timeFormat);
  const requestHeaders = headerMap(request.headers);
  const responseHeaders = headerMap(response?.headers);
  const span = object(event.span);
  const record: EventRecord = {
    id: newEventId(),
    orgId: tenant.orgId,
    appId: tenant.appId,
    eventType: 'api_call',
    actionName: text(event.action_name, 256),
    time,
    responseTime,
    uri,
    route: normaliseRoute(uri),
    verb: verb.toUpperCase(),
    status: statusOf(response),
    durationMs: durationOf(time, responseTime),
    userId: text(event.user_id),
    companyId: text(event.company_id),
    subscriptionId: text(event.subscription_id),
    sessionToken: text(event.session_token),
    anonymousId: text(event.anonymous_id),
    ip: text(request.ip_address, 64),
    requestHeaders: jsonText(requestHeaders),
    responseHeaders: jsonText(responseHeaders),
    requestBody: bodyText(request.body),
    responseBody: bodyText(response?.body),
    requestTransferEncoding: text(request.transfer_encoding, 16),
    responseTransferEncoding: text(response?.transfer_encoding, 16),
    metadata: jsonText(object(event.metadata)),
    weight: weightOf(event.weight),
    transactionId: text(event.transaction_id, 128) ?? text(requestHeaders?.[TRANSACTION_HEADER], 128) ?? text(responseHeaders?.[TRANSACTION_HEADER], 128),
    direction: text(event.direction, 16),
    apiVersion: text(request.api_version, 64),
    userAgent: parseUserAgent(requestHeaders?.['user-agent'] ?? text(request.user_agent_string)),
    traceId: text(event.trace_id, 128),
    spanId: text(span?.id, 128),
    parentSpanId: text(span?.parent_span_id, 128) ?? text(span?.parent_id, 128),
    blockedBy: text(event.blocked_by, 128),
  };
  const size = bytesOf([record.uri, record.requestHeaders, record.responseHeaders, record.requestBody, record.responseBody, record.metadata], limits.maxEventBytes);
  if (size > limits.maxEventBytes) {
    return { rejection: { status: 413, message: `event is ${size} bytes; the limit is ${limits.maxEventBytes} bytes per event` } };
  }
  const outside = checkWindow(time, limits);
  return outside ? { rejection: outside } : { record };
}

/** Validates a user action (wire-compat 1.4 and the custom action payload of SPEC 3). */
export function normaliseAction(raw: unknown, tenant: Tenant, limits: EventLimits): NormaliseResult {
  return catchInvalidField(() => userAction(raw, tenant, limits));
}

function userAction(raw: unknown, tenant: Tenant, limits: EventLimits): NormaliseResult {
  const action = object(raw);
  if (!action) return { invalid: 'an action must be a JSON object' };
  const actionName = text(action.action_name, 256);
  if (!actionName) return { invalid: 'action_name is required' };
  const request = object(action.request);
  const uri = text(request?.uri, 8192);
  if (!request || !uri) return { invalid: 'request.uri is required' };
  const time = optionalTime(request.time, 'request.time', limits.timeFormat) ?? new Date(limits.now);
  const userAgentString = text(request.user_agent_string) ?? text(headerMap(request.headers)?.['user-agent']);
  const record: EventRecord = {
    id: newEventId(), orgId: tenant.orgId, appId: tenant.appId, eventType: 'user_action', actionName,
    time, responseTime: null, uri, route: normaliseRoute(uri), verb: text(request.verb, 16)?.toUpperCase() ?? null,
    status: null, durationMs: null,
    userId: text(action.user_id), companyId: text(action.company_id), subscriptionId: text(action.subscription_id),
    sessionToken: text(action.session_token), anonymousId: text(action.anonymous_id), ip: text(request.ip_address, 64),
    requestHeaders: jsonText(headerMap(request.headers)), responseHeaders: null, requestBody: null, responseBody: null,
    requestTransferEncoding: null, responseTransferEncoding: null,
    metadata: jsonText(object(action.metadata)), weight: 1, transactionId: text(action.transaction_id, 128),
    direction: null, apiVersion: null, userAgent: parseUserAgent(userAgentString),
    traceId: null, spanId: null, parentSpanId: null, blockedBy: null,
  };
  const size = bytesOf([record.uri, record.requestHeaders, record.metadata], limits.maxEventBytes);
  if (size > limits.maxEventBytes) {
    return { rejection: { status: 413, message: `action is ${size} bytes; the limit is ${limits.maxEventBytes} bytes per event` } };
  }
  const outside = checkWindow(time, limits);
  return outside ? { rejection: outside } : { record };
}
