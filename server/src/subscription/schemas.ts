import { dateTime, idString, nullableDateTime } from '../http/schemaFragments';

const planProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  status: { type: 'string', enum: ['active', 'trial'], description: 'Only active plans can be chosen' },
  event_quota: { type: 'integer', description: 'Events allowed per quota period' },
  quota_period: { type: 'string', enum: ['trial', 'month'] },
  billing_period: { type: 'string', enum: ['none', 'monthly', 'annual'] },
  meta_data: {
    type: 'object',
    properties: { feature_flags: { type: 'array', items: { type: 'string' } } },
  },
} as const;

/** A plan of the catalogue (plans.ts `Plan`). */
export const planAnswer = { type: 'object', required: ['id', 'name', 'status'], properties: planProperties } as const;

/** GET /api/subscription/plans. */
export const planListAnswer = { type: 'array', items: planAnswer } as const;

/** A subscription with its current usage (views.ts `SubscriptionView`). */
export const subscriptionAnswer = {
  type: 'object',
  required: ['id', 'org_id', 'plan_id', 'status', 'can_update'],
  properties: {
    id: { type: 'string' },
    org_id: { type: 'string' },
    org_name: { type: 'string' },
    plan_id: { type: 'string' },
    plan: { type: ['object', 'null'], properties: planProperties },
    status: { type: 'string', enum: ['trialing', 'trial_expired', 'active'] },
    trial_end: nullableDateTime,
    current_period_start: dateTime,
    cf_event_quota_notification_percentage: { type: 'integer', description: 'Usage percentage at which a quota e-mail is sent' },
    event_quota: { type: 'integer' },
    events_used: { type: 'integer', description: 'Events accepted in the current quota period' },
    quota_period_start: dateTime,
    can_update: { type: 'boolean', description: 'Whether the caller may change the plan and the notification setting' },
  },
} as const;

/** GET /api/subscription/subscriptions. */
export const subscriptionListAnswer = { type: 'array', items: subscriptionAnswer } as const;

/** POST /api/subscription/org/{orgId}/name. */
export const organizationNameAnswer = {
  type: 'object',
  required: ['org_id', 'name'],
  properties: { org_id: { type: 'string' }, name: { type: 'string' } },
} as const;

/** Path of the routes under /subscriptions/{id}. */
export const subscriptionParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { ...idString, description: 'Subscription id' } },
} as const;
