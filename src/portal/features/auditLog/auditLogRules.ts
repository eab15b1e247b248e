/** Pure rules of the audit log screen: the filter form, its query, and how records read. */
import type { AuditFilters, AuditRecord } from '@/api/auditLog';

/** Records loaded per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The filter form as typed: local date-times from `<input type="datetime-local">`, empty when not set. */
export interface AuditFilterForm {
  actor: string;
  action: string;
  from: string;
  to: string;
}

/** An empty filter form. */
export const EMPTY_FILTERS: AuditFilterForm = { actor: '', action: '', from: '', to: '' };

/** The query of a filter form, or the message telling what to fix. */
export function filtersOf(form: AuditFilterForm): { filters: AuditFilters } | { error: string } {
  const filters: AuditFilters = {};
  const actor = form.actor.trim();
  if (actor) filters.actor = actor;
  if (form.action) filters.action = form.action;
  for (const key of ['from', 'to'] as const) {
    if (!form[key]) continue;
    const at = new Date(form[key]);
    if (Number.isNaN(at.getTime())) return { error: `Enter a valid ${key === 'from' ? 'start' : 'end'} date and time` };
    filters[key] = at.toISOString();
  }
  if (filters.from && filters.to && filters.from > filters.to) return { error: 'The start must not be after the end' };
  return { filters };
}

/** Who did it, in words. */
export function actorLabel(record: AuditRecord): string {
  if (record.actor.type === 'system') return 'Apiscope (scheduled)';
  if (record.actor.type === 'key') return `API key ${record.actor.id ?? ''}`.trim();
  return record.actor.email ?? record.actor.id ?? 'Unknown member';
}

/** What it was done to, in words, e.g. "app 3kq…" or "member email|abc". */
export function objectLabel(record: AuditRecord): string {
  if (!record.object) return '';
  return record.object.id ? `${record.object.type} ${record.object.id}` : record.object.type;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The details as short "key: value" lines; changed fields read "field: from → to". */
export function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value) {
      const change = value as { from: unknown; to: unknown };
      return `${key}: ${valueText(change.from)} → ${valueText(change.to)}`;
    }
    return `${key}: ${valueText(value)}`;
  });
}

/** File name of an export, e.g. audit-log-acme-2026-11-24.csv. */
export function exportFileName(orgName: string, now: Date): string {
  const slug = orgName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'organization';
  return `audit-log-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
