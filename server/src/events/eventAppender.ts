import { type DuckDBAppender, DuckDBTimestampValue } from '@duckdb/node-api';
import { countryOfIp } from '../geo';
import { yieldToLoop } from '../lib/yieldToLoop';
import type { EventRecord } from './types';

/** Rows appended between yields to the event loop, so concurrent requests keep being served during big batches. */
export const ROWS_PER_YIELD = 500;
/**
 * Rows per Appender flush. A flush is synchronous work on the event loop; one flush of a 50,000-row group would
 * stall every other request, so the rows go to the table in slices of this size, with a yield after each.
 */
export const ROWS_PER_FLUSH = 2_000;


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

/**
 * Appends one event in the column order of the events table (migration 100, then `country` of migration 102 and
 * `commit_seq` of migration 109).
 */
function appendEvent(a: DuckDBAppender, r: EventRecord, ingestedAt: Date, commitSeq: bigint): void {
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
  varchar(a, countryOfIp(r.ip));
  a.appendBigInt(commitSeq);
  a.endRow();
}

/**
 * Appends every record, stamped with the group's number of the commit sequence (commitSequence.ts), flushing every
 * ROWS_PER_FLUSH rows and yielding to the event loop every ROWS_PER_YIELD rows.
 */
export async function appendEvents(appender: DuckDBAppender, records: EventRecord[], commitSeq: number): Promise<void> {
  const ingestedAt = new Date();
  const seq = BigInt(commitSeq);
  for (let i = 0; i < records.length; i++) {
    appendEvent(appender, records[i], ingestedAt, seq);
    const appended = i + 1;
    if (appended % ROWS_PER_FLUSH === 0) appender.flushSync();
    if (appended % ROWS_PER_YIELD === 0 && appended < records.length) await yieldToLoop();
  }
  if (records.length % ROWS_PER_FLUSH !== 0) appender.flushSync();
}
