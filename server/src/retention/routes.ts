import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg } from '../auth/guard';
import { recordAudit } from '../audit/auditService';
import { orgIdParams } from '../http/schemaFragments';
import { MIN_RETENTION_DAYS, type OrgRetention } from './retentionPolicy';

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
    return view(await ctx.services.retention.get(orgId));
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
    const { before: current, after: updated } = await ctx.services.retention.choose(orgId, request.body.retention_days);
    if (updated.chosenDays !== current.chosenDays) {
      await recordAudit(ctx, {
        orgId, action: 'retention.updated', actor: principal, request, object: { type: 'organization', id: orgId },
        details: { from_days: current.days, to_days: updated.days, plan_max_days: updated.maxDays },
      });
    }
    return view(updated);
  });
};
