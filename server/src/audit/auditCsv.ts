import type { AuditRecord } from './auditRepository';

/** Columns of the CSV export, in order. */
export const AUDIT_CSV_COLUMNS = ['time', 'actor_type', 'actor_id', 'actor_email', 'ip', 'user_agent', 'action', 'object_type', 'object_id', 'details'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record as a CSV line (without the line break). */
export function auditCsvLine(r: AuditRecord): string {
  return [
    r.at.toISOString(), r.actor.kind, r.actor.id, r.actor.email, r.ip, r.userAgent, r.action, r.objectType, r.objectId, JSON.stringify(r.details),
  ].map(csvField).join(',');
}

/** The header line of the export. */
export const AUDIT_CSV_HEADER = AUDIT_CSV_COLUMNS.join(',');
