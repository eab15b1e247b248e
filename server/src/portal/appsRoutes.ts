import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg, requireOrgApp } from '../auth/guard';
import { recordAudit } from '../audit/auditService';
import { changedFields } from '../audit/auditDetails';
import { toAppView } from './views';
import { appAnswer, appDeletedAnswer, defaultAppAnswer } from './schemas';
import { orgAppParams, orgIdParams } from '../http/schemaFragments';

const appName = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Apps of an organization: create, update, delete, and choose a member's default app. */
export const appsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const apps = ctx.services.apps;
  app.post<{ Params: { orgId: string }; Body: { name: string } }>('/:orgId/apps', {
    schema: {
      summary: 'Create an app',
      params: orgIdParams,
      body: { type: 'object', required: ['name'], properties: { name: appName } },
      response: { 201: appAnswer },
    },
  }, async (request, reply) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'create:apps');
    const created = await apps.create(orgId, request.body.name);
    const { app_id: appId, name } = created;
    await recordAudit(ctx, { orgId, action: 'app.created', actor: principal, request, object: { type: 'app', id: appId }, details: { name } });
    return reply.status(201).send(toAppView(created));
  });

  app.post<{ Params: { orgId: string; appId: string }; Body: { name?: string; time_zone?: string; week_starts_on?: number } }>('/:orgId/apps/:appId', {
    schema: {
      summary: "Rename an app or change its reporting time zone and first day of the week",
      params: orgAppParams,
      body: {
        type: 'object',
        properties: { name: appName, time_zone: { type: 'string', minLength: 1, maxLength: 64 }, week_starts_on: { type: 'integer', minimum: 0, maximum: 6 } },
      },
      response: { 200: appAnswer },
    },
  }, async (request) => {
    const { orgId, appId } = request.params;
    const principal = await requireOrgApp(request, ctx, orgId, appId, 'update:apps');
    const { before: current, after: updated } = await apps.update(orgId, appId, request.body);
    const fields = (a: typeof updated) => ({ name: a.name, time_zone: a.time_zone, week_starts_on: a.week_starts_on });
    const changes = changedFields(fields(current), fields(updated));
    if (Object.keys(changes).length > 0) {
      await recordAudit(ctx, { orgId, action: 'app.updated', actor: principal, request, object: { type: 'app', id: appId }, details: changes });
    }
    return toAppView(updated);
  });

  app.delete<{ Params: { orgId: string; appId: string } }>('/:orgId/apps/:appId', {
    schema: { summary: 'Delete an app (an organization keeps at least one)', params: orgAppParams, response: { 200: appDeletedAnswer } },
  }, async (request) => {
    const { orgId, appId } = request.params;
    const principal = await requireOrgApp(request, ctx, orgId, appId, 'delete:apps');
    const deletedApp = await apps.delete(orgId, appId);
    await recordAudit(ctx, { orgId, action: 'app.deleted', actor: principal, request, object: { type: 'app', id: appId }, details: { name: deletedApp?.name ?? null } });
    return { id: appId, deleted: true };
  });

  app.post<{ Params: { orgId: string; appId: string }; Body: { email: string } }>('/:orgId/apps/:appId/default', {
    schema: {
      summary: "Make the app a member's default app (one's own, or another member's with update:members)",
      params: orgAppParams,
      body: { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 3, maxLength: 254 } } },
      response: { 200: defaultAppAnswer },
    },
  }, async (request) => {
    const { orgId, appId } = request.params;
    const principal = await requireOrgApp(request, ctx, orgId, appId, 'read:apps');
    const { email } = await apps.setDefaultApp(principal, orgId, appId, request.body.email);
    return { org_id: orgId, app_id: appId, email };
  });
};
