import type { EventRecord } from '../events/types';
import { countryOfIp } from '../geo';
import { eventSource, filterSource } from '../search/eventDocument';
import { MAX_DOCUMENT_BYTES } from './limits';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A stored event as the row the search reads back: each field under its column name (`durationMs` ->
 * `duration_ms`), the user agent spread over its `ua_*` columns and the country of its address, so eventDocument.ts
 * builds the same `_source`.
 */
export function rowOfRecord(record: EventRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'userAgent') continue;
    row[snakeCase(key)] = value;
  }
  for (const [key, value] of Object.entries(record.userAgent ?? {})) row[`ua_${key}`] = value;
  // Resolved at append time, not kept on the record: resolved again here from the same address.
  row.country = countryOfIp(record.ip);
  return row;
}

/** The search document (`_source`) of a stored event. */
export function documentOfRecord(record: EventRecord): Record<string, unknown> {
  return eventSource(rowOfRecord(record));
}

/**
 * The `_source` a viewer is sent: the paths it asked for (all when none), without the request and response bodies
 * when the document would be larger than MAX_DOCUMENT_BYTES (the event's detail reads them).
 */
export function streamedSource(doc: Record<string, unknown>, includes: string[]): Record<string, unknown> {
  const source = filterSource(doc, includes, []);
  if (JSON.stringify(source).length <= MAX_DOCUMENT_BYTES) return source;
  return filterSource(source, [], ['request.body', 'response.body']);
}
