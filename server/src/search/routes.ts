import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireOrg, requireOrgApp } from '../auth/guard';
import type { AreaOptions, AppContext } from '../context';
import type { Tenant } from '../events/types';
import { authenticatedLargeBody } from '../http/bodyLimits';
import { notFound } from '../http/errors';
import { IngestService } from '../collector/ingestService';
import { collectorLimits } from '../collector/limits';
import { parseTimeRange } from './dsl/dateMath';
import { searchLimits } from './limits';
import { isDemoOrg } from '../portal/demoOrg';
import { orgRetentionMs } from '../retention/retentionPolicy';
import { startEarly } from '../lib/startEarly';
import { deleteQuery, dslBody, itemParams, orgParams, searchQuery } from './schemas';
import type { SearchEntity, SearchOptions } from './searchEngine';
import { deletedAnswer, hitAnswer, profileDocumentAnswer, searchAnswer } from './responseSchemas';
import { schemaAnswer, schemaQuery } from './schema/schemaRouteSchemas';
import { batchOf, companyBody, profilesUpdatedAnswer, userBody } from '../collector/wireSchemas';

interface SearchRequest {
  Params: { orgId: string; id?: string };
  Querystring: { app_id: string; from?: string; to?: string; delete_events?: boolean; entity?: SearchEntity };
  Body: unknown;
}

async function tenantOf(request: FastifyRequest<SearchRequest>, ctx: AppContext, scope: string): Promise<Tenant> {
  await requireOrgApp(request, ctx, request.params.orgId, request.query.app_id, scope);
  return { orgId: request.params.orgId, appId: request.query.app_id };
}

/**
 * The tenant of a search plus the key its concurrency is counted against: the organization, except in the shared
 * read-only demo organization, where each caller counts separately (one visitor cannot use up everyone's searches).
 */
async function searchTenantOf(request: FastifyRequest<SearchRequest>, ctx: AppContext, scope: string): Promise<{ tenant: Tenant; options: SearchOptions }> {
  const principal = await requireOrgApp(request, ctx, request.params.orgId, request.query.app_id, scope);
  const orgId = request.params.orgId;
  const limitKey = isDemoOrg(orgId) ? `${orgId}/${principal.userId ?? principal.kind}` : orgId;
  return { tenant: { orgId, appId: request.query.app_id }, options: { limitKey } };
}

/**
 * Search area: /api/search/{orgId}/... with app_id in the query. Events, users and companies are searched with an
 * Elasticsearch DSL subset (see server/src/search/README.md); profile writes reuse the collector's validation.
 */
export async function searchRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const limits = searchLimits(ctx.config.searchLimits);
  const { search: engine, schemas, store } = ctx.events;
  // Profile updates through the management API are not events: no event quota applies.
  const profiles = new IngestService(store, { check: async () => undefined, record: async () => undefined }, collectorLimits());
  // Search bodies may list up to limits.maxValues terms: above the API's default body limit, read once authenticated.
  const search = (summary: string) => ({
    schema: { summary, params: orgParams, querystring: searchQuery, body: dslBody, response: { 201: searchAnswer } },
    ...authenticatedLargeBody(ctx, limits.maxBodyBytes),
  });
  const item = (summary: string, answer: object) => ({ schema: { summary, params: itemParams, querystring: searchQuery, response: { 200: answer } } });
  const remove = (summary: string) => ({ schema: { summary, params: itemParams, querystring: deleteQuery, response: { 200: deletedAnswer } } });

  // The caller's access to the app's events, and the window: clamped to the data that can exist (limits.retentionMs
  // back, limits.futureMs ahead) and to the organization's own retention period (older events are deleted, so a window
  // before it answers empty). The retention is read while the caller is checked and used only once access is granted.
  const eventsAccess = async (request: FastifyRequest<SearchRequest>) => {
    const orgRetention = startEarly(orgRetentionMs(ctx.metadata, request.params.orgId));
    const access = await searchTenantOf(request, ctx, 'read:events');
    const orgMs = await orgRetention;
    const retentionMs = Math.min(limits.retentionMs, orgMs ?? limits.retentionMs);
    return { ...access, range: parseTimeRange(request.query.from, request.query.to, Date.now(), '-30d', { ...limits, retentionMs }) };
  };

  app.post<SearchRequest>('/:orgId/search/events', search('Search events (Elasticsearch DSL subset) within from/to'), async (request, reply) => {
    const { tenant, options, range } = await eventsAccess(request);
    return reply.status(201).send(await engine.search('events', tenant, request.body, range, options));
  });
  app.post<SearchRequest>('/:orgId/count/events', search('Count events and run aggregations, without hits'), async (request, reply) => {
    const { tenant, options, range } = await eventsAccess(request);
    return reply.status(201).send(await engine.count('events', tenant, request.body, range, options));
  });
  const getEvent = async (request: FastifyRequest<SearchRequest>) => {
    const { tenant, options } = await searchTenantOf(request, ctx, 'read:events');
    const hit = await engine.getEvent(tenant, request.params.id as string, options);
    if (!hit) throw notFound('Event');
    return hit;
  };
  app.get<SearchRequest>('/:orgId/events/:id', item('One event by id', hitAnswer), getEvent);
  app.get<SearchRequest>('/:orgId/search/events/:id', item('One event by id', hitAnswer), getEvent);

  // Each entity described needs the scope its search needs; events first, so a caller without any is told read:events.
  const schemaRoute = { schema: { summary: 'Searchable fields of events, users and companies (fixed and found in recent data)', params: orgParams, querystring: schemaQuery, response: { 200: schemaAnswer } } };
  app.get<SearchRequest>('/:orgId/schema', schemaRoute, async (request) => {
    const entities: SearchEntity[] = request.query.entity ? [request.query.entity] : ['events', 'users', 'companies'];
    const { tenant, options } = await searchTenantOf(request, ctx, `read:${entities[0]}`);
    for (const entity of entities.slice(1)) await requireOrg(request, ctx, tenant.orgId, `read:${entity}`);
    return schemas.describe(tenant, entities, options);
  });

  const profileSearch = (entity: SearchEntity, counting: boolean) => async (request: FastifyRequest<SearchRequest>, reply: FastifyReply) => {
    const { tenant, options } = await searchTenantOf(request, ctx, `read:${entity}`);
    const result = counting ? await engine.count(entity, tenant, request.body, null, options) : await engine.search(entity, tenant, request.body, null, options);
    return reply.status(201).send(result);
  };
  app.post<SearchRequest>('/:orgId/search/users', search('Search users'), profileSearch('users', false));
  app.post<SearchRequest>('/:orgId/search/usermetrics/users', search('Search users (metrics view)'), profileSearch('users', false));
  app.post<SearchRequest>('/:orgId/count/users', search('Count users'), profileSearch('users', true));
  app.post<SearchRequest>('/:orgId/search/companies', search('Search companies'), profileSearch('companies', false));
  app.post<SearchRequest>('/:orgId/search/companymetrics/companies', search('Search companies (metrics view)'), profileSearch('companies', false));
  app.post<SearchRequest>('/:orgId/count/companies', search('Count companies'), profileSearch('companies', true));

  app.get<SearchRequest>('/:orgId/users/:id', item('One user profile', profileDocumentAnswer), async (request) => {
    const user = await store.getUser(await tenantOf(request, ctx, 'read:users'), request.params.id as string);
    if (!user) throw notFound('User');
    return user;
  });
  app.get<SearchRequest>('/:orgId/companies/:id', item('One company profile with its subscriptions', profileDocumentAnswer), async (request) => {
    const company = await store.getCompany(await tenantOf(request, ctx, 'read:companies'), request.params.id as string);
    if (!company) throw notFound('Company');
    return company;
  });
  app.delete<SearchRequest>('/:orgId/users/:id', remove('Delete a user (delete_events=true also deletes their events)'), async (request) => {
    const tenant = await tenantOf(request, ctx, 'delete:users');
    if (!(await store.deleteUser(tenant, request.params.id as string, request.query.delete_events === true))) throw notFound('User');
    return { deleted: true };
  });
  app.delete<SearchRequest>('/:orgId/companies/:id', remove('Delete a company (delete_events=true also deletes its events)'), async (request) => {
    const tenant = await tenantOf(request, ctx, 'delete:companies');
    if (!(await store.deleteCompany(tenant, request.params.id as string, request.query.delete_events === true))) throw notFound('Company');
    return { deleted: true };
  });

  const profileWrite = (kind: 'user' | 'company', batch: boolean) => async (request: FastifyRequest<SearchRequest>, reply: FastifyReply) => {
    const tenant = await tenantOf(request, ctx, kind === 'user' ? 'update:users' : 'update:companies');
    const updated = await profiles.upsertProfiles(tenant, kind, request.body, batch);
    return reply.status(201).send({ updated });
  };
  // Profile batches take the collector's body limit; the caller is authenticated before the body is read.
  const write = (summary: string, body: object) => ({
    schema: { summary, params: orgParams, querystring: searchQuery, body, response: { 201: profilesUpdatedAnswer } },
    ...authenticatedLargeBody(ctx, collectorLimits().maxBatchBytes),
  });
  app.post<SearchRequest>('/:orgId/users', write('Update one user (metadata merged recursively)', userBody), profileWrite('user', false));
  app.post<SearchRequest>('/:orgId/users/batch', write('Update a batch of users', batchOf(userBody)), profileWrite('user', true));
  app.post<SearchRequest>('/:orgId/companies', write('Update one company (metadata merged recursively)', companyBody), profileWrite('company', false));
  app.post<SearchRequest>('/:orgId/companies/batch', write('Update a batch of companies', batchOf(companyBody)), profileWrite('company', true));
}
