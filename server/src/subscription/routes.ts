import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, AreaOptions } from '../context';
import { authenticate, requireOrg } from '../auth/guard';
import { roleAllows } from '../auth/roles';
import { badRequest, notFound } from '../http/errors';
import { isDemoOrg } from '../portal/demoOrg';
import { findOrganization, updateOrganization } from '../portal/organizationsRepository';
import { PLANS, findPlan } from './plans';
import {
  findSubscription, findSubscriptionOfOrg, listSubscriptionsOfOrgs, updateQuotaNotification, updateSubscriptionOrgName,
  updateSubscriptionPlan, type SubscriptionRow,
} from './repository';
import { toSubscriptionView } from './views';
import { UPDATE_SUBSCRIPTIONS_SCOPE, canUpdateSubscription } from './access';
import { acceptEmptyJsonBodies } from '../auth/emptyJsonBody';
import { orgIdParams } from '../http/schemaFragments';
import { organizationNameAnswer, planListAnswer, subscriptionAnswer, subscriptionListAnswer, subscriptionParams } from './schemas';

/** Loads a subscription the caller may act on with `scope`; 404 for another tenant's subscription. */
async function ownSubscription(request: FastifyRequest, ctx: AppContext, id: string, scope: string): Promise<SubscriptionRow> {
  const principal = await authenticate(request, ctx);
  const subscription = await findSubscription(ctx.metadata, id);
  if (!subscription || !principal.orgIds.includes(subscription.org_id)) throw notFound('Subscription');
  await requireOrg(request, ctx, subscription.org_id, scope);
  return subscription;
}

/** /api/subscription: plans, an organization's subscription, plan changes and quota notification settings. */
export const subscriptionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);
  app.get('/subscriptions', {
    schema: { summary: "Subscriptions of the caller's organizations (demo excluded)", response: { 200: subscriptionListAnswer } },
  }, async (request) => {
    const principal = await authenticate(request, ctx);
    const readable = principal.orgIds.filter((orgId) => !isDemoOrg(orgId)).filter((orgId) => {
      if (principal.kind === 'management') return principal.scopes === 'all' || principal.scopes.includes('read:subscriptions');
      const role = principal.orgRoles?.[orgId];
      return role !== undefined && roleAllows(role, 'read:subscriptions');
    });
    const rows = await listSubscriptionsOfOrgs(ctx.metadata, readable);
    return Promise.all(rows.map((row) => toSubscriptionView(ctx.events.quotaUsage, row, canUpdateSubscription(principal, row.org_id))));
  });

  app.get<{ Params: { orgId: string } }>('/org/:orgId/subscription', {
    schema: { summary: "An organization's subscription and quota usage", params: orgIdParams, response: { 200: subscriptionAnswer } },
  }, async (request) => {
    const principal = await requireOrg(request, ctx, request.params.orgId, 'read:subscriptions');
    const subscription = await findSubscriptionOfOrg(ctx.metadata, request.params.orgId);
    if (!subscription) throw notFound('Subscription');
    return toSubscriptionView(ctx.events.quotaUsage, subscription, canUpdateSubscription(principal, subscription.org_id));
  });

  app.get<{ Querystring: { status?: string } }>('/plans', {
    schema: {
      summary: 'The plan catalogue',
      querystring: { type: 'object', properties: { status: { type: 'string', enum: ['active', 'trial'] } } },
      response: { 200: planListAnswer },
    },
  }, async (request) => {
    await authenticate(request, ctx);
    const { status } = request.query;
    return PLANS.filter((p) => status === undefined || p.status === status);
  });

  app.post<{ Params: { id: string }; Body: { plan_id: string } }>('/subscriptions/:id', {
    schema: {
      summary: 'Change the plan (starts a new quota period)',
      params: subscriptionParams,
      body: { type: 'object', required: ['plan_id'], properties: { plan_id: { type: 'string', minLength: 1, maxLength: 64 } } },
      response: { 200: subscriptionAnswer },
    },
  }, async (request) => {
    const subscription = await ownSubscription(request, ctx, request.params.id, UPDATE_SUBSCRIPTIONS_SCOPE);
    const plan = findPlan(request.body.plan_id);
    if (!plan || plan.status !== 'active') {
      throw badRequest(`Unknown plan '${request.body.plan_id}': choose one of ${PLANS.filter((p) => p.status === 'active').map((p) => p.id).join(', ')}`);
    }
    await updateSubscriptionPlan(ctx.metadata, subscription.subscription_id, plan.id);
    const updated = await findSubscription(ctx.metadata, subscription.subscription_id);
    if (!updated) throw notFound('Subscription');
    return toSubscriptionView(ctx.events.quotaUsage, updated, true);
  });

  app.post<{ Params: { id: string }; Body: { event_quota_notification_percentage: number } }>('/subscriptions/:id/quota_notification_preferences', {
    schema: {
      summary: 'Set the usage percentage at which a quota e-mail is sent',
      params: subscriptionParams,
      response: { 200: subscriptionAnswer },
      body: {
        type: 'object',
        required: ['event_quota_notification_percentage'],
        properties: { event_quota_notification_percentage: { type: 'integer', minimum: 1, maximum: 100 } },
      },
    },
  }, async (request) => {
    const subscription = await ownSubscription(request, ctx, request.params.id, UPDATE_SUBSCRIPTIONS_SCOPE);
    await updateQuotaNotification(ctx.metadata, subscription.subscription_id, request.body.event_quota_notification_percentage);
    const updated = await findSubscription(ctx.metadata, subscription.subscription_id);
    if (!updated) throw notFound('Subscription');
    return toSubscriptionView(ctx.events.quotaUsage, updated, true);
  });

  app.post<{ Params: { orgId: string }; Body: { name: string } }>('/org/:orgId/name', {
    schema: {
      summary: 'Rename the organization',
      params: orgIdParams,
      body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100 } } },
      response: { 200: organizationNameAnswer },
    },
  }, async (request) => {
    const { orgId } = request.params;
    await requireOrg(request, ctx, orgId, 'update:organizations');
    const name = request.body.name.trim();
    if (!name) throw badRequest('The organization name must not be blank');
    const org = await findOrganization(ctx.metadata, orgId);
    if (!org) throw notFound('Organization');
    await updateOrganization(ctx.metadata, orgId, {
      name,
      allowed_identity_providers: JSON.parse(org.allowed_identity_providers) as string[],
      join_organization_policy: org.join_organization_policy,
      mfa_enforced: org.mfa_enforced,
      organization_domain: org.organization_domain,
    });
    await updateSubscriptionOrgName(ctx.metadata, orgId, name);
    return { org_id: orgId, name };
  });
};
