import { type DuckDBAppender, DuckDBTimestampValue } from '@duckdb/node-api';
import type { EventRecord } from './types';

/** Rows appended between yields to the event loop, so concurrent requests keep being served during big batches. */
export const ROWS_PER_YIELD = 500;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function varchar(appender: DuckDBAppender, value: string | null): void {
  if (value === null) appender.appendNull();
  else appender.appendVarchar(value);
}

function integer(appender: DuckDBAppender, value: number | null): void {
  if (value === null) appender.appendNull();
  else appender.appendInteger(value);
}

function timestamp(appender: DuckDBAppender, value: Date | null): void {
  if (value === null) appender.appendNull();
  else appender.appendTimestamp(new DuckDBTimestampValue(BigInt(value.getTime()) * 1000n));
}

/** Appends one event in the column order of the events table (migration 100). */
function appendEvent(a: DuckDBAppender, r: EventRecord, ingestedAt: Date): void {
  varchar(a, r.id); varchar(a, r.orgId); varchar(a, r.appId); varchar(a, r.eventType); varchar(a, r.actionName);
  timestamp(a, r.time); timestamp(a, r.responseTime);
  varchar(a, r.uri); varchar(a, r.route); varchar(a, r.verb); integer(a, r.status); integer(a, r.durationMs);
  varchar(a, r.userId); varchar(a, r.companyId); varchar(a, r.subscriptionId); varchar(a, r.sessionToken); varchar(a, r.anonymousId);
  varchar(a, r.ip);
  varchar(a, r.requestHeaders); varchar(a, r.responseHeaders); varchar(a, r.requestBody); varchar(a, r.responseBody);
  varchar(a, r.requestTransferEncoding); varchar(a, r.responseTransferEncoding); varchar(a, r.metadata);
  integer(a, r.weight); varchar(a, r.transactionId); varchar(a, r.direction); varchar(a, r.apiVersion);
  varchar(a, r.userAgent.name); varchar(a, r.userAgent.major); varchar(a, r.userAgent.minor); varchar(a, r.userAgent.patch); varchar(a, r.userAgent.os);
  varchar(a, r.traceId); varchar(a, r.spanId); varchar(a, r.parentSpanId); varchar(a, r.blockedBy);
  timestamp(a, ingestedAt);
  a.endRow();
}

/** Appends every record, yielding to the event loop every ROWS_PER_YIELD rows, then flushes. */
export async function appendEvents(appender: DuckDBAppender, records: EventRecord[]): Promise<void> {
  const ingestedAt = new Date();
  for (let i = 0; i < records.length; i++) {
    appendEvent(appender, records[i], ingestedAt);
    if ((i + 1) % ROWS_PER_YIELD === 0 && i + 1 < records.length) await yieldToLoop();
  }
  appender.flushSync();
}
