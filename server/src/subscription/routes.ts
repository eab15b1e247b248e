import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, AreaOptions } from '../context';
import { authenticate, requireOrg } from '../auth/guard';
import { PLANS } from './plans';
import type { SubscriptionRow } from './service';
import { UPDATE_SUBSCRIPTIONS_SCOPE } from './access';
import { acceptEmptyJsonBodies } from '../auth/emptyJsonBody';
import { orgIdParams } from '../http/schemaFragments';
import { organizationNameAnswer, planListAnswer, subscriptionAnswer, subscriptionListAnswer, subscriptionParams } from './schemas';

/** Loads a subscription the caller may act on with `scope`; 404 for another tenant's subscription. */
async function ownSubscription(request: FastifyRequest, ctx: AppContext, id: string, scope: string): Promise<SubscriptionRow> {
  const principal = await authenticate(request, ctx);
  const subscription = await ctx.services.subscriptions.visibleTo(principal, id);
  await requireOrg(request, ctx, subscription.org_id, scope);
  return subscription;
}

/** /api/subscription: plans, an organization's subscription, plan changes and quota notification settings. */
export const subscriptionRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const subscriptions = ctx.services.subscriptions;
  acceptEmptyJsonBodies(app);
  app.get('/subscriptions', {
    schema: { summary: "Subscriptions of the caller's organizations (demo excluded)", response: { 200: subscriptionListAnswer } },
  }, async (request) => {
    return subscriptions.listReadable(await authenticate(request, ctx));
  });

  app.get<{ Params: { orgId: string } }>('/org/:orgId/subscription', {
    schema: { summary: "An organization's subscription and quota usage", params: orgIdParams, response: { 200: subscriptionAnswer } },
  }, async (request) => {
    const principal = await requireOrg(request, ctx, request.params.orgId, 'read:subscriptions');
    return subscriptions.ofOrg(principal, request.params.orgId);
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
    return subscriptions.changePlan(subscription, request.body.plan_id);
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
    return subscriptions.setQuotaNotification(subscription, request.body.event_quota_notification_percentage);
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
    return { org_id: orgId, name: await ctx.services.organizations.rename(orgId, request.body.name) };
  });
};
