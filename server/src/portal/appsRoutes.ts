import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { requireOrg, requireOrgApp } from '../auth/guard';
import { recordAudit } from '../audit/auditService';
import { changedFields } from '../audit/auditDetails';
import { HttpError, badRequest, missingScopes, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { roleAllows } from '../auth/roles';
import { findUserByEmail } from '../auth/usersRepository';
import { countApps, findApp, insertApp, updateApp } from './appsRepository';
import { deleteAppWithData } from './appDeletion';
import { findMembership, updateDefaultApp } from './membershipsRepository';
import { toAppView } from './views';
import { appAnswer, appDeletedAnswer, defaultAppAnswer } from './schemas';
import { orgAppParams, orgIdParams } from '../http/schemaFragments';

const appName = { type: 'string', minLength: 1, maxLength: 100 } as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Apps of an organization: create, update, delete, and choose a member's default app. */
export const appsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
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
    const name = request.body.name.trim();
    if (!name) throw badRequest('The app name must not be blank');
    const appId = newId();
    await insertApp(ctx.metadata, { appId, orgId, name });
    const created = await findApp(ctx.metadata, orgId, appId);
    if (!created) throw new HttpError(500, 'The app could not be created');
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
    const current = await findApp(ctx.metadata, orgId, appId);
    if (!current) throw notFound('App');
    const { name, time_zone, week_starts_on } = request.body;
    if (name !== undefined && !name.trim()) throw badRequest('The app name must not be blank');
    if (time_zone !== undefined && !isTimeZone(time_zone)) throw badRequest(`Unknown time zone '${time_zone}': use an IANA name such as America/Los_Angeles`);
    await updateApp(ctx.metadata, orgId, appId, {
      name: name?.trim() ?? current.name,
      time_zone: time_zone ?? current.time_zone,
      week_starts_on: week_starts_on ?? current.week_starts_on,
    });
    const updated = await findApp(ctx.metadata, orgId, appId);
    if (!updated) throw notFound('App');
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
    if ((await countApps(ctx.metadata, orgId)) <= 1) throw badRequest('An organization needs at least one app: create another app before deleting this one');
    const deletedApp = await findApp(ctx.metadata, orgId, appId);
    await deleteAppWithData(ctx, orgId, appId);
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
    const user = await findUserByEmail(ctx.metadata, request.body.email);
    const membership = user ? await findMembership(ctx.metadata, orgId, user.user_id) : undefined;
    if (!user || !membership) throw notFound('Member');
    if (user.user_id !== principal.userId) {
      const role = principal.orgRoles?.[orgId];
      if (principal.kind !== 'user' || !role || !roleAllows(role, 'update:members')) throw missingScopes(['update:members']);
    }
    await updateDefaultApp(ctx.metadata, orgId, user.user_id, appId);
    return { org_id: orgId, app_id: appId, email: user.email };
  });
};
