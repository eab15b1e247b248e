import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg } from '../auth/guard';
import { badRequest } from '../http/errors';
import { orgIdParams } from '../http/schemaFragments';
import type { AuditAction } from './actions';
import { AUDIT_CSV_HEADER, auditCsvLine } from './auditCsv';
import { decodeCursor, encodeCursor } from './auditCursor';
import { listAudit, type AuditQuery, type AuditRecord } from './auditService';
import { actionCatalogue, auditExportQuery, auditListQuery, auditPageAnswer, DEFAULT_AUDIT_PAGE } from './schemas';

/** The scope the audit log needs; roles.ts gives it to Owners and Admins only. */
export const READ_AUDIT_SCOPE = 'read:audit_logs';

/** Most records one CSV export holds (the newest first). */
export const AUDIT_EXPORT_LIMIT = 10_000;
const EXPORT_BATCH = 1_000;

interface Filters { actor?: string; action?: AuditAction; from?: string; to?: string }
interface ListRequest { Params: { orgId: string }; Querystring: Filters & { limit?: number; cursor?: string } }
interface ExportRequest { Params: { orgId: string }; Querystring: Filters }

function queryOf(orgId: string, filters: Filters, limit: number): AuditQuery {
  const from = filters.from ? new Date(filters.from) : undefined;
  const to = filters.to ? new Date(filters.to) : undefined;
  if (from && to && from > to) throw badRequest('from must not be after to');
  return { orgId, actor: filters.actor?.trim() || undefined, action: filters.action, from, to, limit };
}

function recordView(r: AuditRecord) {
  return {
    id: r.id,
    time: r.at.toISOString(),
    actor: { type: r.actor.kind, id: r.actor.id, email: r.actor.email },
    ip: r.ip,
    user_agent: r.userAgent,
    action: r.action,
    object: r.objectType ? { type: r.objectType, id: r.objectId } : null,
    details: r.details,
  };
}

/** /api/portal/{org}/audit: the organization's audit log, paged newest first, and its CSV export (Owners and Admins). */
export const auditRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {

  app.get<ListRequest>('/:orgId/audit', {
    schema: {
      summary: "The organization's audit log, newest first, filtered by actor, action and time (Owners and Admins)",
      params: orgIdParams,
      querystring: auditListQuery,
      response: { 200: auditPageAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    await requireOrg(request, ctx, orgId, READ_AUDIT_SCOPE);
    const limit = request.query.limit ?? DEFAULT_AUDIT_PAGE;
    const query = queryOf(orgId, request.query, limit + 1);
    if (request.query.cursor) query.before = decodeCursor(request.query.cursor);
    const found = await listAudit(ctx, query);
    const page = found.slice(0, limit);
    const last = page[page.length - 1];
    return {
      records: page.map(recordView),
      next_cursor: found.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
      actions: actionCatalogue,
    };
  });

  app.get<ExportRequest>('/:orgId/audit/export', {
    schema: {
      summary: `The audit log as CSV, newest first, with the same filters (at most ${AUDIT_EXPORT_LIMIT} records; Owners and Admins)`,
      params: orgIdParams,
      querystring: auditExportQuery,
      response: { 200: { type: 'string', description: 'text/csv: time, actor_type, actor_id, actor_email, ip, user_agent, action, object_type, object_id, details' } },
    },
  }, async (request, reply) => {
    const { orgId } = request.params;
    await requireOrg(request, ctx, orgId, READ_AUDIT_SCOPE);
    const lines = [AUDIT_CSV_HEADER];
    const query = queryOf(orgId, request.query, EXPORT_BATCH);
    for (let total = 0; total < AUDIT_EXPORT_LIMIT;) {
      const batch = await listAudit(ctx, { ...query, limit: Math.min(EXPORT_BATCH, AUDIT_EXPORT_LIMIT - total) });
      lines.push(...batch.map(auditCsvLine));
      total += batch.length;
      const last = batch[batch.length - 1];
      if (!last || batch.length < EXPORT_BATCH) break;
      query.before = { at: last.at, id: last.id };
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-log-${orgId}-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(`${lines.join('\r\n')}\r\n`);
  });
};
