import { countryOfIp } from '../../geo';
import { DATETIME_MAX_MS, DATETIME_MIN_MS, millisecondOf } from '../../storage/clickhouse/literal';
import type { EventRecord } from '../types';

/**
 * The request time as the events table holds it: a DateTime, which spans 1970 to 2106. The collector refuses
 * events older than 30 days; a time past 2106 (which the embedded store keeps) is stored as the last second of 2106.
 */
export function storedEventTime(time: Date): Date {
  return new Date(Math.min(Math.max(time.getTime(), DATETIME_MIN_MS), DATETIME_MAX_MS));
}

/** One events row (ClickHouse migration 1) for JSONEachRow: `time` and `time_ms` split the request time. */
export function eventRow(r: EventRecord, ingestedAt: Date): Record<string, unknown> {
  const time = storedEventTime(r.time);
  return {
    id: r.id, org_id: r.orgId, app_id: r.appId, event_type: r.eventType, action_name: r.actionName,
    time, time_ms: millisecondOf(time), response_time: r.responseTime?.getTime() ?? null,
    uri: r.uri, route: r.route, verb: r.verb, status: r.status, duration_ms: r.durationMs,
    user_id: r.userId, company_id: r.companyId, subscription_id: r.subscriptionId, session_token: r.sessionToken, anonymous_id: r.anonymousId,
    ip: r.ip,
    request_headers: r.requestHeaders, response_headers: r.responseHeaders, request_body: r.requestBody, response_body: r.responseBody,
    request_transfer_encoding: r.requestTransferEncoding, response_transfer_encoding: r.responseTransferEncoding, metadata: r.metadata,
    weight: r.weight, transaction_id: r.transactionId, direction: r.direction, api_version: r.apiVersion,
    ua_name: r.userAgent.name, ua_major: r.userAgent.major, ua_minor: r.userAgent.minor, ua_patch: r.userAgent.patch, ua_os: r.userAgent.os,
    trace_id: r.traceId, span_id: r.spanId, parent_span_id: r.parentSpanId, blocked_by: r.blockedBy,
    ingested_at: ingestedAt, country: countryOfIp(r.ip),
  };
}
