import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireOrgApp } from '../auth/guard';
import type { AreaOptions, AppContext } from '../context';
import { DuckDbEventStore } from '../events/duckdbEventStore';
import type { Tenant } from '../events/types';
import { notFound } from '../http/errors';
import { IngestService } from '../collector/ingestService';
import { collectorLimits } from '../collector/limits';
import { parseTimeRange } from './dsl/dateMath';
import { DuckDbSearchEngine } from './duckdbSearchEngine';
import { deleteQuery, dslBody, itemParams, orgParams, searchQuery } from './schemas';
import type { SearchEntity } from './searchEngine';

interface SearchRequest {
  Params: { orgId: string; id?: string };
  Querystring: { app_id: string; from?: string; to?: string; delete_events?: boolean };
  Body: unknown;
}

async function tenantOf(request: FastifyRequest<SearchRequest>, ctx: AppContext, scope: string): Promise<Tenant> {
  await requireOrgApp(request, ctx, request.params.orgId, request.query.app_id, scope);
  return { orgId: request.params.orgId, appId: request.query.app_id };
}

/**
 * Search area: /api/search/{orgId}/... with app_id in the query. Events, users and companies are searched with an
 * Elasticsearch DSL subset (see server/src/search/README.md); profile writes reuse the collector's validation.
 */
export async function searchRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const engine = new DuckDbSearchEngine(ctx.db);
  const store = new DuckDbEventStore(ctx.db);
  // Profile updates through the management API are not events: no event quota applies.
  const profiles = new IngestService(store, { check: async () => undefined, record: async () => undefined }, collectorLimits());
  const search = { schema: { params: orgParams, querystring: searchQuery, body: dslBody } };
  const item = { schema: { params: itemParams, querystring: searchQuery } };
  const remove = { schema: { params: itemParams, querystring: deleteQuery } };

  const eventsRange = (request: FastifyRequest<SearchRequest>) => parseTimeRange(request.query.from, request.query.to);

  app.post<SearchRequest>('/:orgId/search/events', search, async (request, reply) => {
    const tenant = await tenantOf(request, ctx, 'read:events');
    return reply.status(201).send(await engine.search('events', tenant, request.body, eventsRange(request)));
  });
  app.post<SearchRequest>('/:orgId/count/events', search, async (request, reply) => {
    const tenant = await tenantOf(request, ctx, 'read:events');
    return reply.status(201).send(await engine.count('events', tenant, request.body, eventsRange(request)));
  });
  const getEvent = async (request: FastifyRequest<SearchRequest>) => {
    const tenant = await tenantOf(request, ctx, 'read:events');
    const hit = await engine.getEvent(tenant, request.params.id as string);
    if (!hit) throw notFound('Event');
    return hit;
  };
  app.get<SearchRequest>('/:orgId/events/:id', item, getEvent);
  app.get<SearchRequest>('/:orgId/search/events/:id', item, getEvent);

  const profileSearch = (entity: SearchEntity, counting: boolean) => async (request: FastifyRequest<SearchRequest>, reply: FastifyReply) => {
    const tenant = await tenantOf(request, ctx, `read:${entity}`);
    const result = counting ? await engine.count(entity, tenant, request.body, null) : await engine.search(entity, tenant, request.body, null);
    return reply.status(201).send(result);
  };
  app.post<SearchRequest>('/:orgId/search/users', search, profileSearch('users', false));
  app.post<SearchRequest>('/:orgId/search/usermetrics/users', search, profileSearch('users', false));
  app.post<SearchRequest>('/:orgId/count/users', search, profileSearch('users', true));
  app.post<SearchRequest>('/:orgId/search/companies', search, profileSearch('companies', false));
  app.post<SearchRequest>('/:orgId/search/companymetrics/companies', search, profileSearch('companies', false));
  app.post<SearchRequest>('/:orgId/count/companies', search, profileSearch('companies', true));

  app.get<SearchRequest>('/:orgId/users/:id', item, async (request) => {
    const user = await store.getUser(await tenantOf(request, ctx, 'read:users'), request.params.id as string);
    if (!user) throw notFound('User');
    return user;
  });
  app.get<SearchRequest>('/:orgId/companies/:id', item, async (request) => {
    const company = await store.getCompany(await tenantOf(request, ctx, 'read:companies'), request.params.id as string);
    if (!company) throw notFound('Company');
    return company;
  });
  app.delete<SearchRequest>('/:orgId/users/:id', remove, async (request) => {
    const tenant = await tenantOf(request, ctx, 'delete:users');
    if (!(await store.deleteUser(tenant, request.params.id as string, request.query.delete_events === true))) throw notFound('User');
    return { deleted: true };
  });
  app.delete<SearchRequest>('/:orgId/companies/:id', remove, async (request) => {
    const tenant = await tenantOf(request, ctx, 'delete:companies');
    if (!(await store.deleteCompany(tenant, request.params.id as string, request.query.delete_events === true))) throw notFound('Company');
    return { deleted: true };
  });

  const profileWrite = (kind: 'user' | 'company', batch: boolean) => async (request: FastifyRequest<SearchRequest>, reply: FastifyReply) => {
    const tenant = await tenantOf(request, ctx, kind === 'user' ? 'update:users' : 'update:companies');
    const updated = await profiles.upsertProfiles(tenant, kind, request.body, batch);
    return reply.status(201).send({ updated });
  };
  const write = { schema: { params: orgParams, querystring: searchQuery } };
  app.post<SearchRequest>('/:orgId/users', write, profileWrite('user', false));
  app.post<SearchRequest>('/:orgId/users/batch', write, profileWrite('user', true));
  app.post<SearchRequest>('/:orgId/companies', write, profileWrite('company', false));
  app.post<SearchRequest>('/:orgId/companies/batch', write, profileWrite('company', true));
}
