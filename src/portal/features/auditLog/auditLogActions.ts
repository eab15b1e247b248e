/**
 * The audit log screen's calls: one creator per call. Pages are read silently (their failure shows in place); the
 * export keeps the error policy's toast.
 */
import { requestAuditExport, requestAuditPage, type AuditFilters } from '@/api/auditLog';
import { createApiCall } from '@/app/store/promiseActions';
import { AUDIT_PAGE_SIZE } from './auditLogRules';

/** Loads the first page of the organization's log for the filters (replaces the list). */
export const loadAuditLog = createApiCall('auditLog/load', (orgId: string, filters: AuditFilters) =>
  requestAuditPage(orgId, filters, { limit: AUDIT_PAGE_SIZE }, { silent: true }));
/** Loads the next (older) page after the cursor (appended to the list). */
export const loadMoreAuditLog = createApiCall('auditLog/loadMore', (orgId: string, filters: AuditFilters, cursor: string) =>
  requestAuditPage(orgId, filters, { limit: AUDIT_PAGE_SIZE, cursor }, { silent: true }));
/** Fetches the filtered log as CSV text, for the download. */
export const exportAuditLog = createApiCall('auditLog/export', (orgId: string, filters: AuditFilters) => requestAuditExport(orgId, filters));
