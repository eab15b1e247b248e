import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { authenticate, requireOrg } from '../auth/guard';
import { HttpError, badRequest, missingScopes } from '../http/errors';
import { listAppsOfOrgs } from './appsRepository';
import { findOrganization, listOrganizations, updateOrganization, type OrganizationSettings } from './organizationsRepository';
import { createOrganization } from './organizationsService';
import { updateSubscriptionOrgName } from '../subscription/repository';
import { toOrganizationView } from './views';
import { organizationAnswer, organizationDeletedAnswer, organizationListAnswer } from './schemas';
import { listMembershipsOfUser } from './membershipsRepository';
import { deleteOrganizationData } from './organizationDeletion';
import type { SqlRunner } from '../storage/duckdb/database';
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

type SettingsBody = Partial<OrganizationSettings>;

/** GET/POST /api/portal/organizations and POST /api/portal/organizations/{id}. */
export const organizationsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  app.get('/organizations', {
    schema: { summary: "The caller's organizations with their apps, including the read-only demo organization", response: { 200: organizationListAnswer } },
  }, async (request) => {
    const principal = await authenticate(request, ctx);
    if (principal.kind === 'management' && principal.scopes !== 'all' && !principal.scopes.includes('read:organizations')) {
      throw missingScopes(['read:organizations']);
    }
    const orgs = await listOrganizations(ctx.metadata, principal.orgIds);
    const apps = (await listAppsOfOrgs(ctx.metadata, principal.orgIds)).filter((a) => !principal.appIds || principal.appIds.includes(a.app_id));
    const defaults = await defaultAppsOf(ctx.metadata, principal.kind === 'user' ? principal.userId : undefined);
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
    const name = request.body.name.trim();
    if (!name) throw badRequest('The organization name must not be blank');
    const appName = request.body.app_name?.trim() || undefined;
    const userId = principal.userId;
    const { orgId } = await ctx.metadata.transaction((tx) => createOrganization(tx, { name, ownerUserId: userId, appName }));
    const org = await findOrganization(ctx.metadata, orgId);
    if (!org) throw new HttpError(500, 'The organization could not be created');
    return reply.status(201).send(toOrganizationView(org, await listAppsOfOrgs(ctx.metadata, [orgId]), 'Owner'));
  });

  app.post<{ Params: { orgId: string }; Body: SettingsBody }>('/organizations/:orgId', {
    schema: { summary: "Change an organization's settings", params: orgIdParams, body: orgSettingsSchema, response: { 200: organizationAnswer } },
  }, async (request) => {
    const { orgId } = request.params;
    const principal = await requireOrg(request, ctx, orgId, 'update:organizations');
    const current = await findOrganization(ctx.metadata, orgId);
    if (!current) throw new HttpError(404, 'Organization not found');
    const body = request.body;
    const keys = ['name', 'allowed_identity_providers', 'join_organization_policy', 'mfa_enforced', 'organization_domain'] as const;
    if (!keys.some((k) => body[k] !== undefined)) throw badRequest(`Send at least one of: ${keys.join(', ')}`);
    const next: OrganizationSettings = {
      name: body.name !== undefined ? body.name.trim() : current.name,
      allowed_identity_providers: body.allowed_identity_providers ?? (JSON.parse(current.allowed_identity_providers) as string[]),
      join_organization_policy: body.join_organization_policy ?? current.join_organization_policy,
      mfa_enforced: body.mfa_enforced ?? current.mfa_enforced,
      organization_domain: body.organization_domain !== undefined ? body.organization_domain : current.organization_domain,
    };
    if (!next.name) throw badRequest('The organization name must not be blank');
    if (next.join_organization_policy === 'domain_auto_join' && !next.organization_domain) {
      throw badRequest('Set organization_domain before choosing the domain_auto_join policy');
    }
    await updateOrganization(ctx.metadata, orgId, next);
    if (next.name !== current.name) await updateSubscriptionOrgName(ctx.metadata, orgId, next.name);
    const before: OrganizationSettings = { ...current, allowed_identity_providers: JSON.parse(current.allowed_identity_providers) as string[] };
    const changes = changedFields(pick(before, keys), pick(next, keys));
    if (Object.keys(changes).length > 0) {
      await recordAudit(ctx, { orgId, action: 'org.updated', actor: principal, request, object: { type: 'organization', id: orgId }, details: changes });
    }
    const updated = await findOrganization(ctx.metadata, orgId);
    if (!updated) throw new HttpError(404, 'Organization not found');
    const defaults = await defaultAppsOf(ctx.metadata, principal.kind === 'user' ? principal.userId : undefined);
    return toOrganizationView(updated, await listAppsOfOrgs(ctx.metadata, [orgId]), principal.orgRoles?.[orgId], defaults?.get(orgId) ?? (defaults ? null : undefined));
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
    const org = await findOrganization(ctx.metadata, orgId);
    if (!org) throw new HttpError(404, 'Organization not found');
    if (request.body.name.trim() !== org.name) throw badRequest(`Type the organization name '${org.name}' exactly to confirm the deletion`);
    const deleted = await deleteOrganizationData(ctx, orgId);
    await recordAudit(ctx, {
      orgId, action: 'org.deleted', actor: principal, request, object: { type: 'organization', id: orgId },
      details: { name: org.name, apps_deleted: deleted.apps, events_deleted: deleted.events },
    });
    return { id: orgId, deleted: true, apps_deleted: deleted.apps, events_deleted: deleted.events };
  });
};

/** Only the given fields of an object. */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, value[k]])) as Pick<T, K>;
}

/** The user's default app per organization; undefined for callers that are not users. */
async function defaultAppsOf(db: SqlRunner, userId: string | undefined): Promise<Map<string, string | null> | undefined> {
  if (!userId) return undefined;
  const memberships = await listMembershipsOfUser(db, userId);
  return new Map(memberships.map((m) => [m.org_id, m.default_app_id]));
}
