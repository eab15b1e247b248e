import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { authenticate, requireOrg } from '../auth/guard';
import { HttpError, missingScopes } from '../http/errors';
import type { OrganizationSettingsChanges } from './organizationsService';
import { toOrganizationView } from './views';
import { organizationAnswer, organizationDeletedAnswer, organizationListAnswer } from './schemas';
import { orgIdParams } from '../http/schemaFragments';
import { recordAudit } from '../audit/auditService';
import { changedFields } from '../audit/auditDetails';

/** Join policies an organization can choose. domain_auto_join needs organization_domain. */
export const JOIN_POLICIES = ['invite_only', 'request_to_join', 'domain_auto_join'] as const;

const orgSettingsSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    allowed_identity_providers: { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } },
    join_organization_policy: { type: 'string', enum: JOIN_POLICIES },
    mfa_enforced: { type: 'boolean' },
    organization_domain: { anyOf: [{ type: 'string', maxLength: 253, pattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$' }, { type: 'null' }] },
  },
} as const;

type SettingsBody = OrganizationSettingsChanges;

/** GET/POST /api/portal/organizations and POST /api/portal/organizations/{id}. */
export const organizationsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const organizations = ctx.services.organizations;
  app.get('/organizations', {
    schema: { summary: "The caller's organizations with their apps, including the read-only demo organization", response: { 200: organizationListAnswer } },
  }, async (request) => {
    const principal = await authenticate(request, ctx);
    if (principal.kind === 'management' && principal.scopes !== 'all' && !principal.scopes.includes('read:organizations')) {
      throw missingScopes(['read:organizations']);
    }
    const found = await organizations.withApps(principal.orgIds);
    const orgs = found.orgs;
    const apps = found.apps.filter((a) => !principal.appIds || principal.appIds.includes(a.app_id));
    const defaults = await organizations.defaultApps(principal.kind === 'user' ? principal.userId : undefined);
    return orgs.map((org) => toOrganizationView(org, apps, principal.orgRoles?.[org.org_id], defaults?.get(org.org_id) ?? (defaults ? null : undefined)));
  });

  app.post<{ Body: { name: string; app_name?: string } }>('/organizations', {
    schema: {
      summary: 'Create an organization (the caller becomes its Owner)',
      response: { 201: organizationAnswer },
      body: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1, maxLength: 100 }, app_name: { type: 'string', minLength: 1, maxLength: 100 } },
      },
    },
  }, async (request, reply) => {
    const principal = await authenticate(request, ctx);
    if (principal.kind !== 'user' || !principal.userId) throw new HttpError(403, 'Only a signed-in user can create an organization');
    const { org, apps } = await organizations.create(principal.userId, { name: request.body.name, appName: request.body.app_name });
    return reply.status(201).send(toOrganizationView(org, apps, 'Owner'));
  });

  app.post<{ Params: { orgId: string }; Body: SettingsBody }>('/organizations/:orgId', {
    schema: { summary: "Change an organization's settings", params: orgIdParams, body: orgSettingsSchema, response: { 200: organizationAnswer } },
  }, async (request) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'update:organizations');
    const { before, after, updated } = await organizations.updateSettings(orgId, request.body);
    const changes = changedFields(before, after);
    if (Object.keys(changes).length > 0) {
      await recordAudit(ctx, { orgId, action: 'org.updated', actor: principal, request, object: { type: 'organization', id: orgId }, details: changes });
    }
    const defaults = await organizations.defaultApps(principal.kind === 'user' ? principal.userId : undefined);
    return toOrganizationView(updated, await organizations.appsOf([orgId]), principal.orgRoles?.[orgId], defaults?.get(orgId) ?? (defaults ? null : undefined));
  });

  app.delete<{ Params: { orgId: string }; Body: { name: string } }>('/organizations/:orgId', {
    schema: {
      summary: 'Delete an organization with its apps and all their data (Owners only; the body repeats its name)',
      params: orgIdParams,
      body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100, description: 'The organization name, typed to confirm' } } },
      response: { 200: organizationDeletedAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'delete:organizations');
    if (principal.kind !== 'user' || principal.orgRoles?.[orgId] !== 'Owner') throw new HttpError(403, 'Only an Owner can delete the organization');
    const { org, deleted } = await organizations.delete(orgId, request.body.name);
    await recordAudit(ctx, {
      orgId, action: 'org.deleted', actor: principal, request, object: { type: 'organization', id: orgId },
      details: { name: org.name, apps_deleted: deleted.apps, events_deleted: deleted.events },
    });
    return { id: orgId, deleted: true, apps_deleted: deleted.apps, events_deleted: deleted.events };
  });
};
