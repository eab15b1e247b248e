import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg } from '../auth/guard';
import { recordAudit } from '../audit/auditService';
import { badRequest, notFound } from '../http/errors';
import { orgIdParams } from '../http/schemaFragments';
import { findOrgRetention, MIN_RETENTION_DAYS, updateRetentionDays, type OrgRetention } from './retentionPolicy';

const retentionAnswer = {
  type: 'object',
  required: ['retention_days', 'chosen_days', 'max_days', 'min_days', 'plan_id', 'plan_name'],
  properties: {
    retention_days: { type: 'integer', description: 'Days of events kept now: the choice, capped by the plan' },
    chosen_days: { type: ['integer', 'null'], description: "The organization's choice; null keeps the plan's maximum" },
    max_days: { type: 'integer', description: 'Longest retention the plan allows' },
    min_days: { type: 'integer', description: 'Shortest retention allowed' },
    plan_id: { type: 'string' },
    plan_name: { type: 'string' },
  },
} as const;

const retentionBody = {
  type: 'object',
  required: ['retention_days'],
  properties: {
    retention_days: { type: ['integer', 'null'], description: "Days of events to keep; null keeps the plan's maximum" },
  },
} as const;

function view(r: OrgRetention) {
  return { retention_days: r.days, chosen_days: r.chosenDays, max_days: r.maxDays, min_days: MIN_RETENTION_DAYS, plan_id: r.planId, plan_name: r.planName };
}

/** /api/portal/{org}/retention: how many days of events the organization keeps, within its plan's limit. */
export const retentionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.get<{ Params: { orgId: string } }>('/:orgId/retention', {
    schema: { summary: "The organization's data retention period and its plan's limit", params: orgIdParams, response: { 200: retentionAnswer } },
  }, async (request) => {
    const { orgId } = request.params;
    await requireOrg(request, ctx, orgId, 'read:organizations');
    const retention = await findOrgRetention(ctx.metadata, orgId);
    if (!retention) throw notFound('Organization');
    return view(retention);
  });

  app.put<{ Params: { orgId: string }; Body: { retention_days: number | null } }>('/:orgId/retention', {
    schema: {
      summary: "Change the organization's data retention period (within its plan's limit; older events are deleted by the retention job)",
      params: orgIdParams,
      body: retentionBody,
      response: { 200: retentionAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'update:organizations');
    const current = await findOrgRetention(ctx.metadata, orgId);
    if (!current) throw notFound('Organization');
    const days = request.body.retention_days;
    if (days !== null && (days < MIN_RETENTION_DAYS || days > current.maxDays)) {
      throw badRequest(`retention_days must be between ${MIN_RETENTION_DAYS} and ${current.maxDays}: the ${current.planName} plan keeps events for at most ${current.maxDays} days`);
    }
    await updateRetentionDays(ctx.metadata, orgId, days);
    const updated = await findOrgRetention(ctx.metadata, orgId);
    if (!updated) throw notFound('Organization');
    if (updated.chosenDays !== current.chosenDays) {
      await recordAudit(ctx, {
        orgId, action: 'retention.updated', actor: principal, request, object: { type: 'organization', id: orgId },
        details: { from_days: current.days, to_days: updated.days, plan_max_days: updated.maxDays },
      });
    }
    return view(updated);
  });
};
