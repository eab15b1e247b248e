import { COMPANIES, USERS, decodeProfile } from '../../events/clickhouse/profileRows';
import { companyDocument, userDocument } from '../../events/profileDocuments';
import { eventSource } from '../eventDocument';
import type { SearchEntity } from '../searchEngine';

type Row = Record<string, unknown>;

/** An events row as the embedded store answers it: the request time with its milliseconds, the response time a Date. */
export function embeddedEventRow(row: Row): Row {
  const out: Row = { ...row };
  if (row.time instanceof Date) out.time = new Date(row.time.getTime() + Number(row.time_ms ?? 0));
  out.response_time = typeof row.response_time === 'number' ? new Date(row.response_time) : null;
  return out;
}

/** The `_source` document of a ClickHouse row of each entity (the embedded engine's documents, from the same rows). */
export const CLICKHOUSE_DOCUMENTS: Record<SearchEntity, (row: Row) => Row> = {
  events: (row) => eventSource(embeddedEventRow(row)),
  users: (row) => userDocument(decodeProfile(USERS, row) as unknown as Row),
  companies: (row) => companyDocument(decodeProfile(COMPANIES, row) as unknown as Row),
};
