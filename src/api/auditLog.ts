/** Calls on an organization's audit log (/api/portal/{org}/audit): one page of records, and the CSV export. */
import { apiClient, type ApiResult, type RequestOptions } from './client';

/** Who did something: a signed-in member, an API key, or the platform itself (scheduled jobs). */
export interface AuditActor {
  type: 'user' | 'key' | 'system';
  /** User id or key id; null for the platform. */
  id: string | null;
  /** The member's e-mail address at the time; null for keys and the platform. */
  email: string | null;
}

/** One recorded action. */
export interface AuditRecord {
  id: string;
  /** ISO 8601 time it happened. */
  time: string;
  actor: AuditActor;
  /** Client address and user agent of the request (null for the platform). */
  ip: string | null;
  user_agent: string | null;
  /** The action, e.g. `member.invited` (one of the server's catalogue). */
  action: string;
  /** What it was done to, e.g. a member, a key, an app. */
  object: { type: string; id: string | null } | null;
  /** Facts such as names, roles, counts and changed fields; never secrets. */
  details: Record<string, unknown>;
}

/** An action the log records, with what it means. */
export interface AuditActionInfo {
  action: string;
  description: string;
}

/** What GET /portal/{org}/audit answers. */
export interface AuditPage {
  /** Newest first. */
  records: AuditRecord[];
  /** Cursor of the next (older) page; null on the last page. */
  next_cursor: string | null;
  /** Every action the log records (the action filter's options). */
  actions: AuditActionInfo[];
}

/** The filters of the log and its export; all optional. */
export interface AuditFilters {
  /** A member's e-mail address (or part of it), a user id or a key id. */
  actor?: string;
  action?: string;
  /** ISO 8601 bounds: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

const auditPath = (orgId: string) => `/portal/${encodeURIComponent(orgId)}/audit`;

/** GET /portal/{org}/audit: one page of records, newest first (Owners and Admins). */
export const requestAuditPage = (orgId: string, filters: AuditFilters, page: { limit: number; cursor?: string }, options?: RequestOptions): Promise<ApiResult<AuditPage>> =>
  apiClient.get<AuditPage>(auditPath(orgId), { ...options, params: { ...filters, ...page } });

/** GET /portal/{org}/audit/export: the filtered log as CSV text (at most 10,000 records). */
export const requestAuditExport = (orgId: string, filters: AuditFilters, options?: RequestOptions): Promise<ApiResult<string>> =>
  apiClient.get<string>(`${auditPath(orgId)}/export`, { ...options, params: { ...filters } });
